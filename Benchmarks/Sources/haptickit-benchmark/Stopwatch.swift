import Foundation

/// Times loops: the median of several runs, after one warm-up run.
enum Stopwatch {
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

    /// Times `body(iterations)` `runs` times; `body` runs the whole loop itself (so no closure
    /// call is timed per iteration) and returns a number that depends on its work, which is kept.
    static func measure(iterations: Int, runs: Int, _ body: (Int) -> Int) -> Measurement {
        keep(body(max(iterations / 10, 1)))
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = body(iterations)
            let end = DispatchTime.now().uptimeNanoseconds
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
