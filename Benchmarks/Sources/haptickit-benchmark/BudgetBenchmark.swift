import Foundation
@_spi(HapticKitInternal) import HapticKit

/// The budget's two time limits, measured so that a busy machine does not push a row over them:
/// every play and prepare path's fastest of many short runs, and the fastest first request of
/// several fresh processes, each timed by the thread's CPU time (``Stopwatch/Clock/threadCPU``).
/// CPU time leaves out the time other processes had the core; what they still add (cold caches,
/// a shared core's sibling) only ever slows a run, so the fastest run is the figure closest to
/// what the code itself costs. `--check` holds these rows to `Benchmarks/thresholds.json` in CI.
///
/// The players and loops are the allocation section's: a counting backend, whose own cost is a
/// few nanoseconds, so each row is HapticKit's own cost; the rows through the UIKit backend's shape
/// add its dispatcher, driver and generator store, with generators that do nothing. `--quick` changes nothing here: the
/// section takes a few seconds as it is.
enum BudgetBenchmark {
    /// Short runs, so that some of them fit between two interruptions of a busy machine.
    static let runs = 31
    static let iterations = 5_000
    static let processes = 15

    static func run(quick _: Bool) -> [BenchmarkRow] {
        let mix = PipelineWorkload.mix
        let view = BenchmarkView()
        let location = CGPoint(x: 120, y: 80)

        let admitting = PipelineWorkload.admittingPlayer(CountingBackend())
        let throttling = PipelineWorkload.throttlingPlayer(CountingBackend())
        let unlimited = PipelineWorkload.unlimitedSystemClockPlayer(CountingBackend())
        let anchoring = PipelineWorkload.admittingPlayer(CountingBackend())
        let inputs = PipelineWorkload.admittingPlayer(CountingBackend())
        let preparing = PipelineWorkload.admittingPlayer(CountingBackend())
        let preparingInView = PipelineWorkload.admittingPlayer(CountingBackend())
        let uiKitView = PipelineWorkload.uiKitShapedView()
        let uiKitPlaying = PipelineWorkload.uiKitShapedPlayer()
        let uiKitAnchoring = PipelineWorkload.uiKitShapedPlayer()
        let uiKitPreparing = PipelineWorkload.uiKitShapedPlayer()
        let uiKitShape = AllocationBenchmark.uiKitShape
        let rows = [
            fastest("play(_:), admitted") { PipelineWorkload.play(admitting, mix, count: $0) },
            fastest("play(_:), throttled") { PipelineWorkload.play(throttling, mix, count: $0) },
            fastest("play(_:), system clock, .unlimited") { PipelineWorkload.play(unlimited, mix, count: $0) },
            fastest("play(_:at:in:), admitted") {
                PipelineWorkload.play(anchoring, mix, at: location, in: view, count: $0)
            },
            fastest("play(_:at:in:input:), admitted") {
                PipelineWorkload.play(inputs, mix, at: location, in: view, input: .known(.finger), count: $0)
            },
            fastest("prepare(for:)") { PipelineWorkload.prepare(preparing, mix, in: nil, count: $0) },
            fastest("prepare(for:in:)") { PipelineWorkload.prepare(preparingInView, mix, in: view, count: $0) },
            fastest("play(_:), admitted, through the UIKit backend's shape", backend: uiKitShape) {
                PipelineWorkload.play(uiKitPlaying, mix, count: $0)
            },
            fastest("play(_:at:in:), admitted, through the UIKit backend's shape", backend: uiKitShape) {
                PipelineWorkload.play(uiKitAnchoring, mix, at: location, in: uiKitView, count: $0)
            },
            fastest("prepare(for:), through the UIKit backend's shape", backend: uiKitShape) {
                PipelineWorkload.prepare(uiKitPreparing, mix, in: nil, count: $0)
            },
            firstRequest(),
        ]
        withExtendedLifetime(view) {}
        withExtendedLifetime(uiKitView) {}
        return rows
    }

    private static func fastest(
        _ name: String, backend: String = "counting backend", _ loop: (Int) -> Int
    ) -> BenchmarkRow {
        let measurement = Stopwatch.measure(iterations: iterations, runs: runs, clock: .threadCPU, loop)
        return BenchmarkRow(
            section: "budget", name: name, value: measurement.fastest, unit: "ns/request",
            note:
                "CPU time, fastest of \(runs) runs × \(iterations) (median \(Stopwatch.format(measurement.median)), slowest \(Stopwatch.format(measurement.slowest))); \(backend)"
        )
    }

    private static func firstRequest() -> BenchmarkRow {
        let samples = (0..<processes).compactMap { _ in FirstRequestBenchmark.sample()?.cpu }.sorted()
        let name = "first request of a new player"
        guard let fastest = samples.first else {
            return BenchmarkRow(
                section: "budget", name: name, value: .nan, unit: "µs",
                note: "not measured: the child process did not run")
        }
        let median = samples[samples.count / 2]
        return BenchmarkRow(
            section: "budget", name: name, value: fastest / 1_000, unit: "µs",
            note:
                "CPU time, fastest of \(samples.count) fresh processes (median \(Stopwatch.format(median / 1_000)), slowest \(Stopwatch.format(samples[samples.count - 1] / 1_000))); iPad, in a view, with an input"
        )
    }
}
