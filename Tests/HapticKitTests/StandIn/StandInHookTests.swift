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

    /// The cues of `feedback` (other suites' players show theirs here too while it is installed).
    func cues(of feedback: HapticFeedback) -> [(cue: StandInCue, anchor: HapticAnchor?)] {
        log.withLock { $0 }.filter { $0.cue.feedback == feedback }
    }
}

/// The stand-in is one for the process, so its tests live in the serialized suite of the shared instance.
extension SharedInstanceTests {
    /// Runs `body` with `outputs` as the stand-in's outputs and `options` as its switch, then
    /// puts both back.
    func withStandIn(_ outputs: [any StandInOutput], _ options: HapticStandIn, _ body: () throws -> Void) rethrows {
        let saved = StandInHub.shared.state.withLock { state in
            defer { (state.outputs, state.options) = (outputs, options) }
            return state
        }
        defer { StandInHub.shared.state.withLock { $0 = saved } }
        try body()
    }

    @Test("every outcome reaches the stand-in's outputs that are on, where it was played, late failures too")
    func standInSeesOutcomes() throws {
        let feedback = HapticFeedback.impact(flexibility: .solid, intensity: 0.37)
        let visual = CueRecorder(kind: .visual)
        let sound = CueRecorder(kind: .audible)
        try withStandIn([visual, sound], [.visual]) {
            #expect(Haptics.standIn == [.visual])
            let backend = LateFailureTests.DeferringBackend()
            let haptics = Haptics(backend: backend, device: .iPhone, clock: ManualHapticClock())
            let view = NSObject()
            let outcome = haptics.play(feedback, at: CGPoint(x: 3, y: 4), in: view)
            #expect(outcome.played)
            try #require(backend.requests.count == 1)
            backend.requests[0].reportFailure(.viewNotInWindow)
            let cues = visual.cues(of: feedback)
            try #require(cues.count == 2)
            #expect(cues[0].cue.detail == outcome.description)
            #expect(cues[0].cue.placement.location == CGPoint(x: 3, y: 4))
            #expect(cues[0].anchor?.view === view)
            #expect(cues[1].cue.detail == "skipped: \(HapticSkipReason.viewNotInWindow)")
            #expect(sound.cues(of: feedback).isEmpty, "the sound is off")
        }
    }

    @Test("a play takes the player's pipeline lock once, with the stand-in on or off")
    func oneLockWithStandIn() {
        for options in [HapticStandIn.console, []] {
            let console = CueRecorder(kind: .console)
            withStandIn([console], options) {
                let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: ManualHapticClock())
                haptics.play(.warning)
                let before = haptics.state.pipeline.acquisitionCount
                haptics.play(.success)
                #expect(haptics.state.pipeline.acquisitionCount - before == 1, "stand-in \(options)")
                #expect(console.cues(of: .success).count == (options.isEmpty ? 0 : 1))
            }
        }
    }

    @Test("the stand-in names the profile the player routes for; turned off, it sees nothing")
    func standInOff() throws {
        let feedback = HapticFeedback.impact(flexibility: .soft, intensity: 0.41)
        let console = CueRecorder(kind: .console)
        try withStandIn([console], [.console]) {
            let haptics = Haptics(backend: HapticRecorder(), device: StandInCueTests.simulatedPhone)
            haptics.play(feedback)
            let cue = try #require(console.cues(of: feedback).first?.cue)
            #expect(cue.logLine.contains("\(StandInCueTests.simulatedPhone)"))
            #expect(cue.detail.hasPrefix("on a device: UIImpactFeedbackGenerator(style: .soft)"))
            Haptics.standIn = []
            haptics.play(.impact(flexibility: .soft, intensity: 0.43))
            #expect(console.cues(of: .impact(flexibility: .soft, intensity: 0.43)).isEmpty)
        }
    }
}
#endif
