#if DEBUG
import Foundation
@testable @_spi(HapticKitInternal) import HapticKit
import HapticKitTesting
import Testing

/// A stand-in output that keeps the cues it is shown.
struct CueRecorder: StandInOutput {
    let kind: HapticStandIn
    let log = LockedState<[(cue: StandInCue, anchor: HapticAnchor?)]>([])

    func show(_ cue: StandInCue, in anchor: HapticAnchor?) { log.withLock { $0.append((cue, anchor)) } }

    var cues: [(cue: StandInCue, anchor: HapticAnchor?)] { log.withLock { $0 } }
}

/// The stand-in's switch, and the outcomes it sees through the backend seam.
@Suite("The Debug stand-in's switch and backend")
struct StandInBackendTests {
    static let simulator = StandInHost(isSimulator: true)

    @Test(
        "the launch argument, then the environment variable, then the defaults key, else the default",
        arguments: [
            ([], [:], nil, simulator, HapticStandIn([.visual, .console])),
            ([], [:], nil, StandInHost(), HapticStandIn.console),
            (["App", "-HapticKitStandIn", "visual,audible"], [:], nil, StandInHost(), [.visual, .audible]),
            (["App", "-HapticKitStandIn", "none"], [:], "console", simulator, []),
            (
                ["App", "-HapticKitStandIn", "Audible Console"], ["HAPTICKIT_STAND_IN": "visual"], nil, simulator,
                [.audible, .console]
            ),
            ([], ["HAPTICKIT_STAND_IN": "visual, audible"], "console", StandInHost(), [.visual, .audible]),
            ([], ["HAPTICKIT_STAND_IN": "none"], nil, simulator, []),
            ([], [:], "audible", simulator, .audible),
            ([], [:], "automatic,audible", simulator, [.visual, .audible, .console]),
            (["App", "-HapticKitStandIn", "loud"], [:], "console", simulator, .console),
            (["App", "-HapticKitStandIn"], [:], nil, StandInHost(), .console),
            ([], [:], "visual,console", StandInHost(isSimulator: true, isAppExtension: true), .console),
        ] as [([String], [String: String], String?, StandInHost, HapticStandIn)])
    func switched(
        arguments: [String], environment: [String: String], defaults: String?, host: StandInHost,
        expected: HapticStandIn
    ) {
        #expect(
            HapticStandIn.switched(arguments: arguments, environment: environment, defaults: defaults, host: host)
                == expected)
    }

    @Test("a played outcome reaches the outputs with its view and point, and a late failure does too")
    func playedAndLate() throws {
        let feedback = HapticFeedback.impact(flexibility: .solid, intensity: 0.37)
        let output = CueRecorder(kind: .visual)
        let deferring = LateFailureTests.DeferringBackend()
        let haptics = Haptics(
            backend: StandInBackend(wrapped: deferring, outputs: [output]), device: .iPhone,
            clock: ManualHapticClock())
        let view = NSObject()
        let outcome = haptics.play(feedback, at: CGPoint(x: 3, y: 4), in: view)
        #expect(outcome.didPlay)
        try #require(deferring.requests.count == 1)
        deferring.requests[0].reportFailure(.viewNotInWindow)
        let cues = output.cues
        try #require(cues.count == 2)
        #expect(cues[0].cue.detail == outcome.description)
        #expect(cues[0].cue.placement.location == CGPoint(x: 3, y: 4))
        #expect(cues[0].anchor?.view === view)
        #expect(cues[0].cue.logLine.contains("\(DeviceProfile.iPhone)"))
        #expect(cues[1].cue.detail == "skipped: \(HapticSkipReason.viewNotInWindow)")
        #expect(cues[1].anchor?.view === view)
        #expect(deferring.lateOutcomes == [.skipped(.viewNotInWindow)], "the wrapped backend still sees it")
    }

    @Test("a request the Simulator skips shows, in its view, the call the device it was decided for would make")
    func skippedInTheSimulator() throws {
        let output = CueRecorder(kind: .visual)
        let recorder = HapticRecorder()
        let haptics = Haptics(
            backend: StandInBackend(wrapped: recorder, outputs: [output]), device: StandInCueTests.simulatedPhone,
            clock: ManualHapticClock())
        let view = NSObject()
        let outcome = haptics.play(.success, at: CGPoint(x: 7, y: 9), in: view)
        #expect(outcome.skipReason?.silence == .simulator)
        let shown = try #require(output.cues.first)
        let call = try #require(HapticRoute(.success, on: .iPhone).call)
        #expect(shown.cue.detail == "on a device: \(call.api)", "the call made in the view: it had one")
        #expect(shown.cue.placement.location == CGPoint(x: 7, y: 9))
        #expect(shown.anchor?.view === view)
        #expect(recorder.entries.map(\.outcome) == [outcome], "the wrapped backend sees the outcome")
    }

    @Test("the stand-in shows the device the player routes for, after the app changes it")
    func deviceOfTheDecision() throws {
        let output = CueRecorder(kind: .console)
        let haptics = Haptics(
            backend: StandInBackend(wrapped: HapticRecorder(), outputs: [output]), device: .iPhone,
            clock: ManualHapticClock())
        haptics.play(.success)
        haptics.device = StandInCueTests.simulatedPhone
        haptics.play(.warning)
        let lines = output.cues.map(\.cue.logLine)
        try #require(lines.count == 2)
        #expect(lines[0].contains("\(DeviceProfile.iPhone) ·"))
        #expect(lines[1].contains("\(StandInCueTests.simulatedPhone) · on a device:"))
    }

    @Test("inside a multiplex, the stand-in gets the context too; a backend that observes no decision costs none")
    func multiplex() throws {
        let output = CueRecorder(kind: .console)
        let recorder = HapticRecorder()
        let standIn = StandInBackend(wrapped: NoOpHapticBackend(), outputs: [output])
        let plain = MultiplexHapticBackend(recorder, HapticRecorder())
        #expect(plain.decisionObserver == nil)
        #expect(recorder.decisionObserver == nil)
        let haptics = Haptics(
            backend: MultiplexHapticBackend(recorder, standIn), device: .iPhone, clock: ManualHapticClock())
        let view = NSObject()
        haptics.play(.success, at: CGPoint(x: 1, y: 2), in: view)
        let shown = try #require(output.cues.first)
        #expect(shown.anchor?.view === view)
        #expect(recorder.entries.count == 1, "the other member sees the outcome")
    }

    @Test("a play takes the player's pipeline lock once, with the stand-in or without")
    func oneLock() {
        let standIn = StandInBackend(wrapped: HapticRecorder(), outputs: [CueRecorder(kind: .console)])
        let backends: [any HapticBackend] = [standIn, HapticRecorder()]
        for backend in backends {
            let haptics = Haptics(backend: backend, device: .iPhone, clock: ManualHapticClock())
            haptics.play(.warning)
            let before = haptics.state.pipeline.acquisitionCount
            haptics.play(.success)
            #expect(haptics.state.pipeline.acquisitionCount - before == 1, "\(backend)")
        }
    }
}
#endif
