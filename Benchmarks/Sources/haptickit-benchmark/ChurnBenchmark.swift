import Foundation
import HapticKit

/// What replacing a player's backend or routing costs over many changes: the time per change at
/// the start and at the end of 100,000, and how much resident memory the changes leave behind. A
/// player that kept what it replaced shows both growing.
enum ChurnBenchmark {
    static func run(quick: Bool) -> [BenchmarkRow] {
        let changes = quick ? 20_000 : 100_000
        let haptics = Haptics(backend: CountingBackend(), device: .mac, clock: SteppingClock(step: .milliseconds(1)))
        let swaps = measure(changes) { index in
            haptics.backend = CountingBackend()
            haptics.play(index.isMultiple(of: 2) ? .alignment : .levelChange)
        }
        let routing = measure(changes) { index in
            haptics.routing = HapticRouting(macEventCategories: index.isMultiple(of: 2) ? [.notification] : [])
        }
        return rows("backend swap", swaps, changes) + rows("routing change", routing, changes)
    }

    struct Churn {
        let firstMicroseconds: Double
        let lastMicroseconds: Double
        let residentGrowthMB: Double
    }

    /// Times the first and the last 1,000 of `count` changes and reads resident memory around them.
    static func measure(_ count: Int, _ change: (Int) -> Void) -> Churn {
        let window = 1_000
        let before = residentMB()
        var first = 0.0
        var last = 0.0
        for index in 0..<count {
            let timed = index < window || index >= count - window
            let start = timed ? DispatchTime.now().uptimeNanoseconds : 0
            change(index)
            guard timed else { continue }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
            if index < window { first += elapsed } else { last += elapsed }
        }
        return Churn(
            firstMicroseconds: first / Double(window) / 1_000, lastMicroseconds: last / Double(window) / 1_000,
            residentGrowthMB: residentMB() - before)
    }

    static func rows(_ name: String, _ churn: Churn, _ count: Int) -> [BenchmarkRow] {
        [
            BenchmarkRow(
                section: "churn", name: "\(name): first 1,000", value: churn.firstMicroseconds, unit: "µs/change",
                note: "of \(count)"),
            BenchmarkRow(
                section: "churn", name: "\(name): last 1,000", value: churn.lastMicroseconds, unit: "µs/change",
                note: "flat when nothing replaced is kept"),
            BenchmarkRow(
                section: "churn", name: "\(name): resident memory growth", value: churn.residentGrowthMB, unit: "MB",
                note: "over \(count) changes (Linux /proc/self/statm; NaN elsewhere)"),
        ]
    }

    /// Resident memory in MB, from `/proc/self/statm` (Linux); NaN where there is none.
    static func residentMB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return .nan }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return .nan }
        return pages * 4_096 / 1_048_576
    }
}
