import HapticKit
import HapticKitTesting
import Testing

/// The examples in README.md, so they stay true.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("Testing your haptics")
    func testingExample() throws {
        let recorder = HapticRecorder()
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: recorder, device: .iPhone, clock: clock)

        haptics.play(.selection)
        clock.advance(by: .milliseconds(10))
        haptics.play(.error)
        #expect(recorder.played == [.selection, .error])
        #expect(recorder.calls.last?.api == "UINotificationFeedbackGenerator.notificationOccurred(_:)")

        let results = try HapticScript("0ms prepare alignment; 40ms alignment").run(on: haptics, clock: clock)
        #expect(results.last?.outcome?.playback?.wasWarm == true)
    }

    @Test("a snap 60 ms after the last one is throttled for 40 ms more")
    func throttledSnap() {
        let rig = Rig(device: .iPad.with(input: .pencilPro))
        let canvas = FakeView()
        rig.haptics.prepare(for: .alignment, in: canvas)
        #expect(
            rig.play(.alignment, after: 300, in: canvas).playback?.call.api
                == "UICanvasFeedbackGenerator.alignmentOccurred(at:)")
        #expect(
            rig.play(.alignment, after: 60, in: canvas)
                == .skipped(.throttled(.alignment, retryAfter: .milliseconds(40))))
    }
}
