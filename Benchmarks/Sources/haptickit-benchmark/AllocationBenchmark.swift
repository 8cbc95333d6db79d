import Foundation
import HapticKit

/// Heap allocations per request in steady state, counted by the malloc-counting shim that
/// `Benchmarks/benchmark.sh` preloads (see ``AllocationCounter``). Each row warms its player up
/// first (generators cached, tables built, weak-reference side tables made), then counts. Most rows
/// play into a counting backend; three play through the UIKit backend's shape with generators that
/// do nothing (``PipelineWorkload/uiKitShapedPlayer()``), so the count reaches the call into UIKit.
enum AllocationBenchmark {
    static func run(quick: Bool) -> [BenchmarkRow] {
        let requests = quick ? 10_000 : 100_000
        let warmUp = requests / 10
        let names = [
            "floor: backend.play(prebuilt request)", "play(_:), admitted", "play(_:), throttled",
            "play(_:at:in:), admitted", "play(_:at:in:input:), admitted", "prepare(for:)", "prepare(for:in:)",
            "peers: new generator, prepare(), trigger",
            "play(_:), admitted, through the UIKit backend's shape",
            "play(_:at:in:), admitted, through the UIKit backend's shape",
            "prepare(for:), through the UIKit backend's shape",
        ]
        guard let counter = AllocationCounter.loaded else {
            return names.map { row($0, .nan, note: AllocationCounter.notMeasured) }
        }

        let mix = PipelineWorkload.mix
        let view = BenchmarkView()
        let location = CGPoint(x: 120, y: 80)
        func count(_ loop: (Int) -> Int) -> Double {
            Stopwatch.keep(loop(warmUp))
            var result = 0
            let perRequest = counter.perRequest(requests) { result = loop(requests) }
            Stopwatch.keep(result)
            return perRequest
        }
        let context = "after \(warmUp) warm-up requests, counted over \(requests)"

        let prebuilt = PipelineWorkload.prebuiltRequests()
        let floorBackend = PipelineWorkload.opaque(CountingBackend())
        let floor = count { PipelineWorkload.floor(floorBackend, prebuilt, count: $0) }

        let admitting = PipelineWorkload.admittingPlayer(CountingBackend())
        let admitted = count { PipelineWorkload.play(admitting, mix, count: $0) }

        let throttling = PipelineWorkload.throttlingPlayer(CountingBackend())
        let throttled = count { PipelineWorkload.play(throttling, mix, count: $0) }

        let anchoring = PipelineWorkload.admittingPlayer(CountingBackend())
        let anchored = count { PipelineWorkload.play(anchoring, mix, at: location, in: view, count: $0) }

        let inputs = PipelineWorkload.admittingPlayer(CountingBackend())
        let withInput = count {
            PipelineWorkload.play(inputs, mix, at: location, in: view, input: .known(.finger), count: $0)
        }

        let preparing = PipelineWorkload.admittingPlayer(CountingBackend())
        let prepared = count { PipelineWorkload.prepare(preparing, mix, in: nil, count: $0) }

        let preparingInView = PipelineWorkload.admittingPlayer(CountingBackend())
        let preparedInView = count { PipelineWorkload.prepare(preparingInView, mix, in: view, count: $0) }

        let uiKitView = PipelineWorkload.uiKitShapedView()
        let uiKitPlaying = PipelineWorkload.uiKitShapedPlayer()
        let uiKitPlayed = count { PipelineWorkload.play(uiKitPlaying, mix, count: $0) }

        let uiKitAnchoring = PipelineWorkload.uiKitShapedPlayer()
        let uiKitAnchored = count {
            PipelineWorkload.play(uiKitAnchoring, mix, at: location, in: uiKitView, count: $0)
        }

        let uiKitPreparing = PipelineWorkload.uiKitShapedPlayer()
        let uiKitPrepared = count { PipelineWorkload.prepare(uiKitPreparing, mix, in: nil, count: $0) }
        withExtendedLifetime(uiKitView) {}

        let every = [
            admitted, throttled, anchored, withInput, prepared, preparedInView, uiKitPlayed, uiKitAnchored,
            uiKitPrepared,
        ]

        let peerCounter = CountingBackend()
        let peers = count { PipelineWorkload.peers(peerCounter, mix, count: $0) }
        withExtendedLifetime(view) {}

        return [
            row(names[0], floor, note: context),
            row(
                names[1], admitted,
                note: "budget 0 on every play path: \(every.allSatisfy { $0 == 0 } ? "met" : "missed"); \(context)"),
            row(names[2], throttled, note: context),
            row(names[3], anchored, note: context),
            row(names[4], withInput, note: "a finger on the iPhone: the routes for a named input; \(context)"),
            row(names[5], prepared, note: context),
            row(names[6], preparedInView, note: context),
            row(names[7], peers, note: "one generator object per call; \(context)"),
            row(names[8], uiKitPlayed, note: "\(uiKitShape); \(context)"),
            row(names[9], uiKitAnchored, note: "\(uiKitShape); \(context)"),
            row(names[10], uiKitPrepared, note: "\(uiKitShape); \(context)"),
        ]
    }

    /// What the rows through the UIKit backend's shape count beyond the counting backend's.
    static let uiKitShape = "dispatcher, driver, generator store and no-op generators"

    private static func row(_ name: String, _ value: Double, note: String) -> BenchmarkRow {
        BenchmarkRow(section: "allocations", name: name, value: value, unit: "allocations/request", note: note)
    }
}
