import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// The examples in README.md, and those it showed before 1.0 that the DocC article "Getting
/// started" now holds, so they stay true. The UIKit gesture example is compiled for Apple
/// platforms with `apple-typecheck` in a client package (Scripts/readme-client); the
/// shared-instance lines are `SharedInstanceTests.swapInPlace`.
@Suite("README examples")
struct ReadmeExampleTests {
    // "Testing your haptics", verbatim.
    @Test func anErrorIsNeverLostToATick() throws {
        let recorder = HapticRecorder()
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: recorder, device: .iPhone, clock: clock)

        haptics.play(.selection)
        clock.advance(by: .milliseconds(10))
        haptics.play(.error)  // outranks the tick in the same frame: plays
        #expect(recorder.played == [.selection, .error])

        // Or write the timeline as text:
        let results = try HapticScript("0ms prepare alignment; 40ms alignment").run(on: haptics, clock: clock)
        #expect(results.last?.outcome?.playback?.wasWarm == true)
    }

    @Test("Quick start: each moment's call plays what it shows; pacing skips as the README says")
    func quickStart() {
        let rig = Rig()
        func saveFinished() { rig.haptics.play(.success) }
        func photoTaken() { rig.haptics.play(.impact(.light, intensity: 0.7)) }
        func deleteTapped() { rig.haptics.singleTap(.heavy) }
        saveFinished()
        rig.clock.advance(by: .milliseconds(300))
        photoTaken()
        rig.clock.advance(by: .milliseconds(300))
        deleteTapped()
        #expect(rig.recorder.played == [.success, .impact(.light, intensity: 0.7), .singleTap(.heavy)])
        #expect(
            rig.recorder.calls.map(\.api) == [
                "UINotificationFeedbackGenerator.notificationOccurred(_:)",
                "UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity:)",
                "UIImpactFeedbackGenerator(style: .heavy).impactOccurred(intensity:)",
            ])
        // "a request sooner than its category's interval after the last one is skipped"
        rig.clock.advance(by: .milliseconds(50))
        photoTaken()
        #expect(rig.recorder.skipped.last?.reason == .throttled(.impact, retryAfter: .milliseconds(50)))
        // "in one 16 ms frame only a request that outranks the one played plays too"
        rig.clock.advance(by: .milliseconds(300))
        saveFinished()
        deleteTapped()
        #expect(rig.recorder.skipped.last?.reason == .coalesced(into: .success))
        rig.clock.advance(by: .milliseconds(300))
        deleteTapped()
        rig.clock.advance(by: .milliseconds(5))
        rig.haptics.play(.error)
        #expect(rig.recorder.played.suffix(2) == [.singleTap(.heavy), .error])
    }

    @Test("Getting started, the gesture example's outcomes: warm on iPad with Pencil Pro, then throttled 60 ms later")
    func gestureOutcomes() {
        let rig = Rig(device: .iPad.with(inputDevice: .pencilPro))
        let canvas = FakeView()
        rig.haptics.prepare(for: .alignment, in: canvas)
        let first = rig.play(.alignment, after: 300, in: canvas)
        #expect(first.description == "played UICanvasFeedbackGenerator.alignmentOccurred(at:) (warm)")
        let second = rig.play(.alignment, after: 60, in: canvas)
        #expect(second.description == "skipped: throttled: 'alignment' may play again in 40 ms")
        rig.haptics.endInteraction()
    }

    @Test("Getting started, preferences: each line does what its comment says")
    func preferences() {
        let rig = Rig()
        let haptics = rig.haptics
        haptics.settings.isEnabled = false
        #expect(rig.play(.success) == .skipped(.disabledByUser))
        haptics.settings[.selection] = false
        haptics.settings.intensityScale = 0.5
        haptics.updateSettings {
            $0.isEnabled = true
            $0[.selection].toggle()
        }
        #expect(haptics.settings == HapticSettings(intensityScale: 0.5))
        #expect(
            rig.play(.impact(.light), after: 1_000).playback?.call
                == .impact(.light, intensity: HapticIntensity(0.5), atLocation: false))
    }

}
