import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// `CanvasFeedbackGenerator`'s core: the Nutrient iOS SDK team's call shapes (`prepare()`, then
/// `alignmentOccurred(at:)`) and UIKit's `pathCompleted(at:)`, each decided by HapticKit's router
/// and pipeline.
@Suite("Canvas feedback generator")
struct CanvasFeedbackTests {
    @Test("on iPhone: a light impact at the location, warm after prepare(), as Nutrient ships it")
    func iPhone() {
        let rig = Rig(device: .iPhone)
        let view = FakeView()  // the generator holds it weakly, as UIKit's do
        let feedback = CanvasFeedback(view: view, haptics: rig.haptics, input: .unspecified)
        guard case .prepared = feedback.prepare() else {
            Issue.record("prepare() warmed nothing")
            return
        }
        rig.clock.advance(by: .milliseconds(100))
        let outcome = feedback.alignmentOccurred(at: CGPoint(x: 3, y: 4))
        #expect(outcome.playback?.wasWarm == true)
        #expect(rig.recorder.calls == [.impact(.light, intensity: .full, atLocation: true)])
        #expect(rig.recorder.requests.last?.anchor?.location == CGPoint(x: 3, y: 4))
        #expect(rig.recorder.requests.last?.anchor?.view === view)
    }

    @Test("on iPad with Apple Pencil Pro: UICanvasFeedbackGenerator.alignmentOccurred(at:)")
    func pencilPro() {
        let rig = Rig(device: .iPad.with(inputDevice: .pencilPro))
        let feedback = CanvasFeedback(view: FakeView(), haptics: rig.haptics, input: .unspecified)
        let outcome = feedback.alignmentOccurred(at: CGPoint(x: 1, y: 2))
        #expect(outcome.playback?.call.api == "UICanvasFeedbackGenerator.alignmentOccurred(at:)")
    }

    @Test("pathCompleted(at:), as UICanvasFeedbackGenerator has it: canvas feedback on iPad, success on iPhone")
    func pathCompleted() {
        let pad = Rig(device: .iPad.with(inputDevice: .pencilPro))
        let view = FakeView()
        let outcome = CanvasFeedback(view: view, haptics: pad.haptics, input: .unspecified)
            .pathCompleted(at: CGPoint(x: 5, y: 6))
        #expect(outcome.playback?.call.api == "UICanvasFeedbackGenerator.pathCompleted(at:)")
        #expect(pad.recorder.requests.last?.anchor?.location == CGPoint(x: 5, y: 6))
        let phone = Rig(device: .iPhone)
        let onPhone = CanvasFeedback(view: view, haptics: phone.haptics, input: .unspecified).pathCompleted(at: .zero)
        #expect(onPhone.playback?.call == .notification(.success, atLocation: true))
    }

    @Test("prepare() warms both calls: on iPhone the success path-complete plays through is warm too")
    func prepareWarmsBoth() {
        let rig = Rig(device: .iPhone)
        let feedback = CanvasFeedback(view: FakeView(), haptics: rig.haptics, input: .unspecified)
        _ = feedback.prepare()
        rig.clock.advance(by: .milliseconds(100))
        #expect(feedback.pathCompleted(at: .zero).playback?.wasWarm == true)
        rig.clock.advance(by: .milliseconds(100))
        #expect(feedback.alignmentOccurred(at: .zero).playback?.wasWarm == true)
    }

    @Test("the input it names routes the request: a finger on iPad is skipped with the router's reason")
    func input() {
        let rig = Rig(device: .iPad)
        var feedback = CanvasFeedback(view: FakeView(), haptics: rig.haptics, input: .anyPencil)
        #expect(feedback.alignmentOccurred(at: .zero).playback?.feltOnlyWith == [.pencilPro])
        feedback.input = .finger
        rig.clock.advance(by: .milliseconds(500))
        #expect(feedback.alignmentOccurred(at: .zero).skipReason?.silence == .noHapticHardware)
    }

    @Test("silent on tvOS, visionOS and Mac Catalyst", arguments: ["tv", "vision", "mac-catalyst"])
    func silent(_ name: String) throws {
        let rig = Rig(device: try #require(DeviceProfile.named(name)))
        let feedback = CanvasFeedback(view: FakeView(), haptics: rig.haptics, input: .unspecified)
        #expect(feedback.alignmentOccurred(at: .zero).skipReason?.silence != nil)
        #expect(feedback.pathCompleted(at: .zero).skipReason?.silence != nil)
        #expect(rig.recorder.calls.isEmpty)
    }

    @Test("obeys the player's settings")
    func killSwitch() {
        let rig = Rig(device: .iPhone)
        rig.haptics.settings.isEnabled = false
        let feedback = CanvasFeedback(view: FakeView(), haptics: rig.haptics, input: .unspecified)
        #expect(feedback.alignmentOccurred(at: .zero) == .skipped(.disabledByUser))
    }
}
