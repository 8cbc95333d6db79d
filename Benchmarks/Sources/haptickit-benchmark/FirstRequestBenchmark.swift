import Foundation
@_spi(HapticKitInternal) import HapticKit

/// How long a new player's first request takes, tables included: what lands on the main thread
/// during the user's first tap. Each sample is a fresh process (this executable with
/// `--first-request`), so nothing is warm; the median of several is reported.
enum FirstRequestBenchmark {
    /// One fresh process's first request, in nanoseconds by each clock.
    struct Sample {
        /// Wall time: what the user waits.
        let wall: Double
        /// The main thread's CPU time (``Stopwatch/Clock/threadCPU``): the same work, without the
        /// time other processes had the core.
        let cpu: Double
    }

    /// Runs in the child process: makes an iPad player and times its first request, in a view and
    /// with an input; prints the wall and CPU nanoseconds.
    static func measureInThisProcess() -> Never {
        let start = (wall: Stopwatch.Clock.wall.now(), cpu: Stopwatch.Clock.threadCPU.now())
        let view = BenchmarkView()
        let haptics = Haptics(backend: CountingBackend(), device: .iPad.with(inputDevice: .pencilPro))
        let outcome = haptics.play(.alignment, at: CGPoint(x: 10, y: 10), in: view, input: .known(.pencilPro))
        let cpu = Stopwatch.Clock.threadCPU.now() - start.cpu
        let wall = Stopwatch.Clock.wall.now() - start.wall
        print(outcome.playback == nil ? "failed" : "\(wall) \(cpu)")
        exit(0)
    }

    static func run(quick: Bool) -> [BenchmarkRow] {
        let samples = (0..<(quick ? 3 : 9)).compactMap { _ in sample()?.wall }.sorted()
        guard !samples.isEmpty else {
            return [
                BenchmarkRow(
                    section: "first", name: "first request of a new player", value: .nan, unit: "µs",
                    note: "not measured: the child process did not run")
            ]
        }
        let median = samples[samples.count / 2] / 1_000
        return [
            BenchmarkRow(
                section: "first", name: "first request of a new player", value: median, unit: "µs",
                note: "median of \(samples.count) fresh processes; budget < 250 µs")
        ]
    }

    /// One fresh process's first request; `nil` where there are no processes to start (iOS, tvOS,
    /// watchOS, visionOS), which the row then reports as not measured.
    static func sample() -> Sample? {
        #if os(Linux) || os(macOS)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).standardizedFileURL
        process.arguments = ["--first-request"]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let figures = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap {
            Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard figures.count == 2 else { return nil }
        return Sample(wall: figures[0], cpu: figures[1])
        #else
        return nil
        #endif
    }
}
