import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

@Suite("Each request names its input, and the outcome says what the hand felt")
struct HapticInputTests {
    /// Plays alignment at a point in a view on `device`, driven by `input`.
    func play(on device: DeviceProfile, input: HapticInput) -> HapticOutcome {
        Rig(device: device).haptics.play(.alignment, at: CGPoint(x: 10, y: 20), in: FakeView(), input: input)
    }

    @Test("a finger on iPad is skipped with the router's reason, not reported as played")
    func fingerOnPad() {
        let outcome = play(on: .iPad, input: .finger)
        #expect(outcome == .skipped(.silent(HapticRoute(.alignment, on: .iPadWithFinger))))
        #expect(outcome.skipReason?.silence == .noHapticHardware)
    }

    @Test("without an input, a real iPad (input unspecified) hands canvas feedback to the system")
    func unspecifiedPad() throws {
        let outcome = Rig(device: .iPad).play(.alignment, in: FakeView())
        let playback = try #require(outcome.playback)
        #expect(playback.call == .canvas(.alignment))
        #expect(playback.feltOnlyWith == [.pencilPro, .magicKeyboardTrackpad, .magicKeyboardTrackpadScroll])
        #expect(outcome.description.hasPrefix("handed to the system: UICanvasFeedbackGenerator.alignmentOccurred(at:)"))
        #expect(
            outcome.description.hasSuffix(
                "felt only with Apple Pencil Pro, \(HapticInput.Device.magicKeyboardTrackpad) or \(HapticInput.Device.magicKeyboardTrackpadScroll)"
            ))
    }

    @Test(
        "the same request on iPad, input by input: played, handed to the system, or skipped",
        arguments: [
            (HapticInput.known(.pencilPro), "played UICanvasFeedbackGenerator.alignmentOccurred(at:)"),
            (
                .anyPencil,
                "handed to the system: UICanvasFeedbackGenerator.alignmentOccurred(at:) (cold); felt only with Apple Pencil Pro"
            ),
            (.known(.magicKeyboardTrackpad), "played UICanvasFeedbackGenerator.alignmentOccurred(at:)"),
            (
                .anyPointer,
                "handed to the system: UICanvasFeedbackGenerator.alignmentOccurred(at:) (cold); felt only with Magic Keyboard for iPad Pro (M4) trackpad click"
            ),
            (.anyHover, "skipped: silent on this device: no feedback is known to play while Apple Pencil Pro hovers"),
            (
                .known(.pencil),
                "skipped: no haptic hardware: this Apple Pencil has no haptic engine; only Apple Pencil Pro does"
            ),
            (
                .known(.bluetoothTrackpad),
                "skipped: silent on this device: a Bluetooth Magic Trackpad connected to an iPad is not known to play feedback"
            ),
        ])
    func perInputOnPad(_ input: HapticInput, _ expected: String) {
        #expect(play(on: .iPad, input: input).description.hasPrefix(expected))
    }

    @Test("a request's input overrides the profile's for that request only")
    func overrideIsPerRequest() {
        let rig = Rig(device: .iPadWithPencilPro)
        let view = FakeView()
        #expect(!rig.haptics.play(.alignment, at: .zero, in: view, input: .finger).didPlay)
        rig.clock.advance(by: .seconds(1))
        #expect(rig.haptics.play(.alignment, at: .zero, in: view).playback?.isHandedToSystem == false)
        #expect(rig.haptics.route(for: .alignment) == HapticRoute(.alignment, on: .iPadWithPencilPro))
        #expect(
            rig.haptics.route(for: .alignment, input: .finger) == HapticRoute(.alignment, on: .iPadWithFinger))
    }

    @Test("on iPhone every input plays the Taptic Engine for certain")
    func phoneIgnoresInput() {
        for input in [HapticInput.finger, .anyPencil, .anyPointer, .unspecified] {
            let outcome = play(on: .iPhone, input: input)
            #expect(outcome.playback?.isHandedToSystem == false, "\(input): \(outcome)")
        }
        let route = HapticRoute(.alignment, on: .iPhone.with(inputDevice: .unspecified))
        #expect(route.plays && !route.isHandedToSystem)
    }

    @Test("preparing with an input follows that input's route")
    func prepareWithInput() {
        let rig = Rig(device: .iPad)
        #expect(
            rig.haptics.prepare(for: .alignment, in: FakeView(), input: .finger)
                == .skipped(.silent(HapticRoute(.alignment, on: .iPadWithFinger))))
        guard case .prepared = rig.haptics.prepare(for: .alignment, in: FakeView(), input: .anyPencil) else {
            Issue.record("a Pencil of unknown model should prepare the canvas generator")
            return
        }
    }

    @Test(
        "UITouch.TouchType raw values map to inputs (UITouch.h: direct 0, indirect 1, pencil 2, indirectPointer 3)",
        arguments: [
            (0, false, HapticInput.finger), (1, false, .known(.remote)), (2, false, .anyPencil),
            (2, true, .known(.pencilPro)),
            (3, false, .anyPointer), (9, false, .unspecified),
        ])
    func touchTypes(_ raw: Int, _ pro: Bool, _ expected: HapticInput) {
        #expect(HapticInput(touchTypeRawValue: raw, pencilIsPro: pro) == expected)
    }

    @Test("an ambiguous input's candidates depend on the device")
    func candidates() {
        #expect(HapticInput.anyPointer.candidates(on: .iPad) == [.magicKeyboardTrackpad, .bluetoothTrackpad, .mouse])
        #expect(HapticInput.anyPointer.candidates(on: .mac) == [.forceTouchTrackpad, .magicTrackpad, .mouse])
        #expect(HapticInput.anyHover.candidates(on: .iPad) == [.pencilHover, .trackpadHover])
        #expect(HapticInput.unspecified.candidates(on: .iPadWithPencilPro) == [.pencilPro])
        #expect(
            HapticInput.unspecified.candidates(on: .iPad).count == HapticInput.Device.possible(on: .iPad).count)
        #expect(
            HapticRoute(.alignment, on: .mac, input: .anyPointer).feltOnlyWith
                == [.forceTouchTrackpad, .magicTrackpad])
    }

    @Test("every input name round-trips, and unknown names are nil")
    func names() {
        for name in HapticInput.allNames {
            #expect(HapticInput.named(name)?.name == name)
        }
        #expect(HapticInput.named("ANYPENCIL") == .anyPencil)
        #expect(HapticInput.named("pencil") == .known(.pencil))
        #expect(HapticInput.named("toe") == nil)
    }

    @Test("an old iPad is silent for every input, with the OS reason")
    func oldPad() {
        let old = DeviceProfile.iPad.with(os: DeviceProfile.OSVersion(17, 4))
        #expect(HapticRoute(.alignment, on: old).delivery == "silent")
        #expect(HapticRoute(.alignment, on: old, input: .anyPencil).silence == .osTooOld)
    }
}

@Suite("The three states, without playing")
struct HapticRouteDeliveryTests {
    @Test("a hover recognizer that reports a height is Apple Pencil hovering; without one it may be either")
    func hover() {
        #expect(HapticInput.hover(zOffset: 0.4) == .known(.pencilHover))
        #expect(HapticInput.hover(zOffset: 0) == .anyHover)
        #expect(HapticInput.hover(zOffset: nil) == .anyHover)
        #expect(
            HapticRoute(.alignment, on: .iPad, input: .hover(zOffset: 0.4)).silence
                == .inputPlaysNothing)
    }

    @Test("a player's route says what the hand feels, following its device and the request's input")
    func playerDelivery() {
        let haptics = Rig(device: .iPad).haptics
        #expect(
            haptics.route(for: .alignment).feltOnlyWith
                == [.pencilPro, .magicKeyboardTrackpad, .magicKeyboardTrackpadScroll])
        #expect(haptics.route(for: .alignment, input: .known(.pencilPro)).delivery == "plays")
        #expect(haptics.route(for: .alignment, input: .finger).delivery == "silent")
        #expect(
            "\(haptics.route(for: .alignment, input: .anyPencil))"
                == "handed to the system: UICanvasFeedbackGenerator.alignmentOccurred(at:); felt only with Apple Pencil Pro"
        )
    }
}
