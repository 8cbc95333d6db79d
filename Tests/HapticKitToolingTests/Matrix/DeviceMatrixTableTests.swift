import HapticKitTooling
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// The whole device matrix, cell by cell: every canonical feedback on every named profile.
///
/// This table is written out by hand from the facts the router cites (the Nutrient on-device
/// tests, Apple headers and docs); it is not generated from the router, so a change of behaviour
/// fails here.
@Suite("Device matrix, every cell")
struct DeviceMatrixTableTests {
    typealias Action = HapticRoute.Action

    static func notification(_ type: HapticCall.UINotificationType, _ at: Bool) -> Action {
        .play(.notification(type, atLocation: at))
    }
    static func impact(_ style: HapticCall.UIImpactFeedbackStyle, _ at: Bool) -> Action {
        .play(.impact(style, intensity: .full, atLocation: at))
    }
    static func silent(_ reason: HapticSilence) -> [Action] {
        Array(repeating: .silent(reason), count: HapticFeedback.allCanonical.count)
    }

    /// success, warning, error, selection, increase, decrease, start, stop, alignment,
    /// level-change, path-complete, impact-light, -medium, -heavy, -rigid, -solid, -soft,
    /// press-button, -button-icon-only, -slider, -tab, -toggle, release-slider,
    /// selection-on, -off, -maximum, -minimum, pattern:tap
    static func phone(at: Bool) -> [Action] {
        [
            notification(.success, at), notification(.warning, at), notification(.error, at),
            .play(.selection(atLocation: at)),
            impact(.rigid, at), impact(.soft, at), impact(.medium, at), impact(.light, at),
            impact(.light, at),  // alignment: a light impact, as Nutrient ships it
            .play(.selection(atLocation: at)),
            notification(.success, at),
            impact(.light, at), impact(.medium, at), impact(.heavy, at), impact(.rigid, at),
            impact(.medium, at),  // solid has no UIKit style
            impact(.soft, at),
            // The visionOS families' stand-ins: light taps, a soft slider, selection ticks, rigid end stops.
            impact(.light, at), impact(.light, at), impact(.soft, at), impact(.light, at),
            .play(.selection(atLocation: at)),
            impact(.soft, at),
            .play(.selection(atLocation: at)), .play(.selection(atLocation: at)), impact(.rigid, at),
            impact(.rigid, at),
            .play(.coreHaptics(.tap)),  // Core Haptics: iPhone 8 and later
        ]
    }

    static let canvas: [Action] = {
        let align = Action.play(.canvas(.alignment))
        let path = Action.play(.canvas(.pathCompleted))
        return [path, path, path, align, align, align, path, path, align, align, path]
            + Array(repeating: align, count: 17)
    }()

    static let mac: [Action] = {
        let generic = Action.play(.appKit(.generic))
        let event = Action.silent(.notUserInitiated)
        return [event, event, event, generic, generic, generic, event, event] + [
            .play(.appKit(.alignment)), .play(.appKit(.levelChange)), generic,
        ]
            + Array(repeating: generic, count: 17)
    }()

    static let watch: [Action] =
        [
            .success, .retry, .failure, .click, .directionUp, .directionDown, .start, .stop, .click, .click, .success,
        ].map { Action.play(.watchKit($0)) } + Array(repeating: Action.play(.watchKit(.click)), count: 17)

    /// What an accessory plays for each canonical feedback: HapticKit's patterns, written out.
    static func accessory(_ accessory: HapticCall.Accessory) -> [Action] {
        func tap(_ intensity: Double, _ sharpness: Double) -> HapticPattern {
            HapticPattern(events: [.transient(intensity: intensity, sharpness: sharpness)])
        }
        let tick = tap(0.5, 0.8)
        let patterns: [HapticPattern] = [
            .success, .warning, .error, tick, tick, tick, tap(0.75, 0.5), tap(0.5, 0.3), tick, tick, .success,
            tap(0.5, 0.5), tap(0.75, 0.5), tap(1, 0.4), tap(0.8, 0.9), tap(0.8, 0.6), tap(0.7, 0.2),
            tap(0.5, 0.5), tap(0.5, 0.5), tap(0.7, 0.2), tap(0.5, 0.5), tick, tap(0.7, 0.2),
            tick, tick, tap(0.8, 0.9), tap(0.8, 0.9), .tap,
        ]
        return patterns.map { .play(.accessory($0, accessory, locality: .default)) }
    }

    /// A visionOS column: what Apple's pages say plays on visionOS (increase, decrease and the
    /// visionOS families) gets `swiftUI`, every other feedback `other`.
    static func visionColumn(other: (HapticFeedback) -> Action, swiftUI: (HapticFeedback) -> Action) -> [Action] {
        HapticFeedback.allCanonical.map { feedback in
            feedback.substitute != nil || feedback == .increase || feedback == .decrease
                ? swiftUI(feedback) : other(feedback)
        }
    }

    static let expected: [String: [Action]] = [
        "iphone": phone(at: true),
        "iphone-ios17.4": phone(at: false),
        "iphone-no-taptic": silent(.noHapticHardware),
        "ipad": canvas,  // input unspecified: the call plays for Pencil Pro and the Magic Keyboard trackpad
        "ipad-finger": silent(.noHapticHardware),
        "ipad-pencil": silent(.noHapticHardware),
        "ipad-pencil-pro": canvas,
        "ipad-pencil-hover": silent(.inputPlaysNothing),
        "ipad-magic-keyboard-trackpad": canvas,
        "ipad-magic-keyboard-scroll": canvas,
        "ipad-trackpad-hover": silent(.inputPlaysNothing),
        "ipad-bluetooth-trackpad": silent(.inputPlaysNothing),
        "ipad-controller": accessory(.gameController),
        "ipad-iphone-app": canvas,  // as the iPad it runs on, every cell inferred
        "mac-catalyst": silent(.platformPlaysNothing),
        "mac-trackpad": mac,
        "mac-mouse": silent(.noHapticHardware),
        "mac-controller": accessory(.gameController),
        "watch": watch,
        "tv": silent(.noHapticHardware),
        "tv-controller": accessory(.gameController),
        "vision": visionColumn(
            other: { _ in .silent(.noHapticHardware) },
            swiftUI: { _ in .silent(.osTooOld) }),
        "vision-26": visionColumn(
            other: { _ in .silent(.noHapticHardware) }, swiftUI: { .play(.sensoryFeedback($0)) }),
        "vision-stylus": zip(HapticFeedback.allCanonical, accessory(.stylus)).map { feedback, stylus in
            feedback.substitute != nil || feedback == .increase || feedback == .decrease
                ? .play(.sensoryFeedback(feedback)) : stylus
        },
        "simulator": silent(.simulator),
    ]

    @Test("every named profile has an expected column")
    func everyProfileIsCovered() {
        #expect(Set(DeviceProfile.allNamed.map(\.name)) == Set(Self.expected.keys))
        #expect(Self.expected.values.allSatisfy { $0.count == HapticFeedback.allCanonical.count })
    }

    @Test("each cell routes as documented", arguments: DeviceProfile.allNamed.map(\.name))
    func column(_ name: String) throws {
        let profile = try #require(DeviceProfile.named(name))
        let expected = try #require(Self.expected[name])
        for (feedback, action) in zip(HapticFeedback.allCanonical, expected) {
            let route = HapticRoute(feedback, on: profile)
            #expect(route.action == action, "\(feedback.name) on \(name)")
            #expect(!route.why.isEmpty && !route.source.isEmpty, "\(feedback.name) on \(name) explains itself")
        }
    }

    @Test("a substitute is flagged exactly where the platform has no call for the feedback")
    func substitutes() throws {
        let iPhone = try #require(DeviceProfile.named("iphone"))
        let flagged = HapticFeedback.allCanonical.filter { HapticRoute($0, on: iPhone).isSubstitute }.map(\.name)
        #expect(
            flagged == [
                "increase", "decrease", "start", "stop", "alignment", "level-change", "path-complete", "impact-solid",
            ] + HapticFeedback.allCanonical.filter { $0.substitute != nil }.map(\.name))
        #expect(HapticRoute(.pattern(.tap), on: iPhone).isSubstitute == false)
        let pencil = try #require(DeviceProfile.named("ipad-pencil-pro"))
        #expect(!HapticRoute(.alignment, on: pencil).isSubstitute)
        #expect(!HapticRoute(.pathComplete, on: pencil).isSubstitute)
        #expect(HapticRoute(.success, on: pencil).isSubstitute)
        let mac = try #require(DeviceProfile.named("mac-trackpad"))
        #expect(!HapticRoute(.levelChange, on: mac).isSubstitute)
        #expect(HapticRoute(.selection, on: mac).isSubstitute)
        for named in DeviceProfile.allNamed {
            for feedback in HapticFeedback.allCanonical {
                let route = HapticRoute(feedback, on: named.profile)
                #expect(!(route.isSubstitute && !route.plays), "a silence is never a substitute")
            }
        }
    }
}
