import Foundation
import HapticKit

/// Nanoseconds per request through the whole pipeline (`Haptics.play`), against the floor (the
/// same counting backend called directly with a prebuilt request) and against the peers' pattern
/// (a new generator, `prepare()`, trigger, on every call) emulated with the same counter.
enum PipelineBenchmark {
    static func run(quick: Bool) -> [BenchmarkRow] {
        let iterations = quick ? 100_000 : 1_000_000
        let runs = quick ? 3 : 7
        let mix = PipelineWorkload.mix
        let requests = PipelineWorkload.prebuiltRequests()

        let floorBackend = PipelineWorkload.opaque(CountingBackend())
        let floor = Stopwatch.measure(iterations: iterations, runs: runs) { count in
            PipelineWorkload.floor(floorBackend, requests, count: count)
        }

        let admitting = PipelineWorkload.admittingPlayer(CountingBackend())
        var admittedTally = Tally()
        let admitted = Stopwatch.measure(iterations: iterations, runs: runs) { count in
            admittedTally.add(made: count, played: PipelineWorkload.play(admitting, mix, count: count))
        }

        let throttling = PipelineWorkload.throttlingPlayer(CountingBackend())
        var throttledTally = Tally()
        let throttled = Stopwatch.measure(iterations: iterations, runs: runs) { count in
            throttledTally.add(made: count, played: PipelineWorkload.play(throttling, mix, count: count))
        }

        let unlimited = PipelineWorkload.unlimitedSystemClockPlayer(CountingBackend())
        var unlimitedTally = Tally()
        let systemClock = Stopwatch.measure(iterations: iterations, runs: runs) { count in
            unlimitedTally.add(made: count, played: PipelineWorkload.play(unlimited, mix, count: count))
        }

        let anchoring = PipelineWorkload.admittingPlayer(CountingBackend())
        let view = BenchmarkView()
        let location = CGPoint(x: 120, y: 80)
        var anchoredTally = Tally()
        let anchored = Stopwatch.measure(iterations: iterations, runs: runs) { count in
            anchoredTally.add(
                made: count, played: PipelineWorkload.play(anchoring, mix, at: location, in: view, count: count))
        }
        withExtendedLifetime(view) {}

        let recordingFloorBackend = PipelineWorkload.opaque(RecordingBackend())
        let recordingFloor = Stopwatch.measure(iterations: iterations, runs: runs) { count in
            PipelineWorkload.floor(recordingFloorBackend, requests, count: count)
        }
        let recordingPlayer = PipelineWorkload.admittingPlayer(RecordingBackend())
        var recordingTally = Tally()
        let recording = Stopwatch.measure(iterations: iterations, runs: runs) { count in
            recordingTally.add(made: count, played: PipelineWorkload.play(recordingPlayer, mix, count: count))
        }
        let ratio = recording.median / recordingFloor.median

        let peerCounter = CountingBackend()
        let peers = Stopwatch.measure(iterations: iterations, runs: runs) { count in
            PipelineWorkload.peers(peerCounter, mix, count: count)
        }

        func timesFloor(_ measurement: Stopwatch.Measurement) -> String {
            "\(Stopwatch.format(measurement.median / floor.median))x the floor"
        }
        let limits = "clock +150 ms per request, standard iPhone limits"
        return [
            row(
                "floor: recording backend.play(request)", recordingFloor,
                "a backend that stores each request under a lock (a ring of 1024), called directly; \(recordingFloor.summary)"
            ),
            row(
                "play(_:) through the pipeline, recording", recording,
                "\(Stopwatch.format(ratio))x the floor; pipeline adds \(Stopwatch.format(recording.median - recordingFloor.median)) ns; \(recordingTally.playedShare) played; clock +150 ms per request, standard iPhone limits; \(recording.summary)"
            ),
            row(
                "floor: counting backend.play(request)", floor,
                "a backend that only counts, called through any HapticBackend: the rows below measured against it show HapticKit's own cost; \(floor.summary)"
            ),
            row(
                "play(_:), admitted, counting", admitted,
                "\(timesFloor(admitted)) (HapticKit's own cost; budget < 2,000 ns: \(admitted.median < 2_000 ? "met" : "missed")); \(admittedTally.playedShare) played; \(limits); \(admitted.summary)"
            ),
            row(
                "play(_:), throttled", throttled,
                "\(timesFloor(throttled)); \(throttledTally.skippedShare) throttled (every category 10⁹ s apart, no coalescing); \(throttled.summary)"
            ),
            row(
                "play(_:), system clock, .unlimited", systemClock,
                "\(timesFloor(systemClock)); \(unlimitedTally.playedShare) played; the system clock, no limits or coalescing; \(systemClock.summary)"
            ),
            row(
                "play(_:at:in:), admitted", anchored,
                "\(timesFloor(anchored)); \(anchoredTally.playedShare) played; \(limits); \(anchored.summary)"),
            row(
                "peers: new generator, prepare(), trigger", peers,
                "\(timesFloor(peers)); play(_:) admitted costs \(Stopwatch.format(admitted.median / peers.median))x this; a Swift class stands in for the UIKit generator (real ones cost more to create); \(peers.summary)"
            ),
        ]
    }

    private static func row(_ name: String, _ measurement: Stopwatch.Measurement, _ note: String) -> BenchmarkRow {
        BenchmarkRow(section: "pipeline", name: name, value: measurement.median, unit: "ns/request", note: note)
    }
}
