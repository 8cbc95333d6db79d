import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Times loops: the median of several runs, after one warm-up run.
enum Stopwatch {
    /// What a run is timed by.
    enum Clock {
        /// Time on the wall: what a user waits, including any time another process had the core.
        case wall
        /// CPU time the calling thread used (`CLOCK_THREAD_CPUTIME_ID`): time spent waiting for a
        /// core while another process runs does not count, so a busy machine cannot inflate it.
        case threadCPU

        /// Nanoseconds from an arbitrary start.
        func now() -> UInt64 {
            switch self {
            case .wall:
                return DispatchTime.now().uptimeNanoseconds
            case .threadCPU:
                var time = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
                return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
            }
        }
    }

    struct Measurement {
        /// Nanoseconds per iteration: the median run, the fastest and the slowest.
        let median: Double
        let fastest: Double
        let slowest: Double
        let runs: Int
        let iterations: Int

        /// `median of 7 runs × 1000000 (min 41.2, max 43.9)`
        var summary: String {
            "median of \(runs) runs × \(iterations) (min \(Stopwatch.format(fastest)), max \(Stopwatch.format(slowest)))"
        }
    }

    /// Times `body(iterations)` `runs` times by `clock`; `body` runs the whole loop itself (so no
    /// closure call is timed per iteration) and returns a number that depends on its work, which
    /// is kept.
    static func measure(iterations: Int, runs: Int, clock: Clock = .wall, _ body: (Int) -> Int) -> Measurement {
        keep(body(max(iterations / 10, 1)))
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = clock.now()
            let result = body(iterations)
            let end = clock.now()
            keep(result)
            samples.append(Double(end - start) / Double(iterations))
        }
        samples.sort()
        return Measurement(
            median: samples[samples.count / 2], fastest: samples[0], slowest: samples[samples.count - 1], runs: runs,
            iterations: iterations)
    }

    /// Uses `value` in a way the optimizer cannot see through, so the work that produced it stays.
    @inline(never)
    static func keep(_ value: Int) {
        if value == 0x5eed_5eed_5eed_5eed { print("", terminator: "") }
    }

    /// `41.2`: one decimal.
    static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
