import Foundation
import Testing

@testable import HapticKit

/// Every public value a user may persist or log is read back from its name and from its JSON, in
/// one spelling per type, and JSON with a name the type does not have is an error that lists them.
@Suite("Values round-trip by name and by Codable")
struct NamedValueRoundTripTests {
    /// `values` round-trip through their name and reader and through JSON, which holds the name.
    func roundTrips<Value: Codable & Equatable>(
        _ values: [Value], name: (Value) -> String, from: (String) -> Value?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(!values.isEmpty, sourceLocation: sourceLocation)
        for value in values {
            #expect(from(name(value)) == value, "\(name(value)) by name", sourceLocation: sourceLocation)
            let json = try JSONEncoder().encode([value])
            #expect(
                String(decoding: json, as: UTF8.self) == "[\"\(name(value))\"]", "\(name(value)) as JSON",
                sourceLocation: sourceLocation)
            #expect(try JSONDecoder().decode([Value].self, from: json) == [value], sourceLocation: sourceLocation)
        }
        #expect(from("no such name") == nil, sourceLocation: sourceLocation)
        #expect(throws: DecodingError.self, sourceLocation: sourceLocation) {
            try JSONDecoder().decode([Value].self, from: Data(#"["no such name"]"#.utf8))
        }
    }

    @Test("the values the issue found without a name, a reader or JSON")
    func newlyNamed() throws {
        try roundTrips(HapticSilence.allCases, name: \.rawValue, from: HapticSilence.init(rawValue:))
        try roundTrips(HapticFeedback.Weight.allCases, name: \.rawValue, from: HapticFeedback.Weight.init(rawValue:))
        try roundTrips(
            HapticFeedback.Flexibility.allCases, name: \.rawValue, from: HapticFeedback.Flexibility.init(rawValue:))
    }

    @Test("the values that had them, still")
    func alreadyNamed() throws {
        try roundTrips(HapticInput.Device.allCases, name: \.rawValue, from: HapticInput.Device.init(rawValue:))
        try roundTrips(HapticCategory.allCases, name: \.rawValue, from: HapticCategory.init(rawValue:))
    }

    @Test("every feedback name, and feedback as JSON: canonical, preset, built-in pattern, at any intensity")
    func feedback() throws {
        let named = try HapticFeedback.allNames.map(HapticFeedback.named)
        #expect(named.map(\.name) == HapticFeedback.allNames)
        let intensities = [0.375, 0.1 + 0.2, 1.0 / 3, 1e-7, 0.5.nextUp, 0.999_999_999, 0]
        let weighted = intensities.flatMap { intensity in
            [HapticFeedback.impact(.light, intensity: intensity), .dataRefresh(intensity: intensity)]
        }
        try roundTrips(named + weighted, name: \.name, from: { try? HapticFeedback.named($0) })
        #expect(HapticFeedback.impact(.light, intensity: 0.375).name == "impact-light@0.375", "not rounded to 0.38")
        #expect(
            try JSONDecoder().decode([HapticFeedback].self, from: Data(#"["Impact-Light@0.7", "SUCCESS"]"#.utf8))
                == [.impact(.light, intensity: 0.7), .success], "any spelling named(_:) reads")
    }

    @Test("a custom pattern has no name to read back, so it does not encode")
    func customPattern() throws {
        let custom = HapticFeedback.pattern(try HapticPattern(notation: "O-o-O"))
        #expect(custom.name == "pattern")
        #expect(throws: EncodingError.self) { try JSONEncoder().encode([custom]) }
    }

    @Test("inputs, and the visionOS families")
    func inputsAndVisionFamilies() throws {
        let inputs = HapticInput.allNames.compactMap(HapticInput.named)
        #expect(inputs.count == HapticInput.allNames.count)
        try roundTrips(inputs, name: \.name, from: HapticInput.named)
        let presses: [HapticFeedback.PressFeedback] = [.button, .buttonIconOnly, .slider, .tab, .toggle]
        #expect(presses == HapticFeedback.PressFeedback.allCases)
        try roundTrips(presses, name: \.rawValue, from: HapticFeedback.PressFeedback.init(rawValue:))
        try roundTrips(
            [HapticFeedback.ReleaseFeedback.slider], name: \.rawValue,
            from: HapticFeedback.ReleaseFeedback.init(rawValue:))
        let states: [HapticFeedback.SelectionFeedback] = [.on, .off, .maximum, .minimum]
        #expect(states == HapticFeedback.SelectionFeedback.allCases)
        try roundTrips(states, name: \.rawValue, from: HapticFeedback.SelectionFeedback.init(rawValue:))
        #expect(
            presses.map { HapticFeedback.press($0).name } == presses.map { "press-\($0.rawValue)" },
            "one spelling: the family's name is the feedback's")
    }

    @Test("kebab-case everywhere, and the Swift members' camelCase spellings read too")
    func oldSpellings() throws {
        #expect(HapticFeedback.PressFeedback.buttonIconOnly.rawValue == "button-icon-only")
        #expect(HapticSilence(rawValue: "noHapticHardware") == .noHapticHardware)
        #expect(HapticFeedback.PressFeedback(rawValue: "buttonIconOnly") == .buttonIconOnly)
        #expect(
            try JSONDecoder().decode([HapticSilence].self, from: Data(#"["osTooOld","notYetSupported"]"#.utf8))
                == [.osTooOld, .notYetSupported])
        #expect(
            try JSONDecoder().decode([HapticInput].self, from: Data(#"["pencilPro","anyPencil"]"#.utf8))
                == [.known(.pencilPro), .anyPencil])
        #expect(
            try JSONDecoder().decode([HapticFeedback.PressFeedback].self, from: Data(#"["buttonIconOnly"]"#.utf8))
                == [.buttonIconOnly])
        #expect(HapticSilence(rawValue: "No-Haptic-Hardware") == .noHapticHardware, "any case")
        #expect(HapticSilence(rawValue: "nohaptic-hardware") == nil, "one spelling or the other")
    }

    @Test("every open value is RawRepresentable by its name, and lists its values in allCases")
    func oneShape() {
        func check<Value: RawRepresentable & CaseIterable & Equatable & CustomStringConvertible>(
            _: Value.Type, sourceLocation: SourceLocation = #_sourceLocation
        ) where Value.RawValue == String {
            #expect(!Value.allCases.isEmpty, sourceLocation: sourceLocation)
            #expect(Set(Value.allCases.map(\.rawValue)).count == Value.allCases.count, sourceLocation: sourceLocation)
            for value in Value.allCases {
                #expect(Value(rawValue: value.rawValue) == value, sourceLocation: sourceLocation)
            }
        }
        check(HapticSilence.self)
        check(HapticFeedback.Weight.self)
        check(HapticFeedback.Flexibility.self)
        check(HapticCategory.self)
        check(HapticInput.Device.self)
        check(HapticFeedback.PressFeedback.self)
        check(HapticFeedback.ReleaseFeedback.self)
        check(HapticFeedback.SelectionFeedback.self)
        check(DeviceProfile.Platform.self)
        check(DeviceProfile.Idiom.self)
        check(DeviceProfile.CompatibilityMode.self)
        check(HapticPattern.Event.EventType.self)
        check(HapticPattern.Event.ParameterID.self)
        check(HapticPattern.DynamicParameter.ID.self)
    }

    @Test("HapticKit's names read in any case and as Swift spells them; Apple's spellings read exactly")
    func spellings() {
        #expect(HapticCategory(rawValue: "Notification") == .notification)
        #expect(HapticInput.Device(rawValue: "Magic-Keyboard-Trackpad") == .magicKeyboardTrackpad)
        #expect(HapticInput.Device(rawValue: "magicKeyboardTrackpad") == .magicKeyboardTrackpad)
        #expect(DeviceProfile.Platform(rawValue: "iPadOS") == .iPadOS)
        #expect(DeviceProfile.Platform(rawValue: "ipados") == nil, "Apple's spelling, exactly")
        #expect(DeviceProfile.CompatibilityMode(rawValue: "iOSAppOnMac") == .iOSAppOnMac)
        #expect(DeviceProfile.CompatibilityMode(rawValue: "ios-app-on-mac") == nil)
        #expect(HapticPattern.Event.EventType(rawValue: "HapticTransient") == .hapticTransient)
        #expect(HapticPattern.Event.EventType(rawValue: "hapticTransient") == nil, "AHAP keys are exact")
        #expect(HapticPattern.DynamicParameter.ID(rawValue: "hapticintensitycontrol") == nil)
    }

    @Test("values of a type are equal, and hash alike, exactly when they are the same value")
    func equalityByValue() {
        let sources = HapticInput.Device.allCases
        #expect(Set(sources).count == sources.count)
        #expect(Set(sources + sources.map { HapticInput.Device(rawValue: $0.rawValue)! }).count == sources.count)
        let platforms = DeviceProfile.Platform.allCases
        #expect(Set(platforms).count == platforms.count && platforms.first == DeviceProfile.Platform(rawValue: "iOS"))
    }

    @Test("each skip reason is told apart by `==` or by what it carries, and by nothing else")
    func reasonsToldApart() {
        let route = HapticRoute(.success, on: .tv)
        let reasons: [HapticSkipReason] = [
            .disabledByUser, .categoryDisabled(.impact), .throttled(.impact, retryAfter: .milliseconds(1)),
            .coalesced(into: .success), .silent(route), .appNotActive,
            .needsLocation(HapticRoute(.alignment, on: .iPad)),
            .needsSwiftUI(HapticRoute(.increase, on: .visionOS26)), .noOpBackend, .viewDeallocated,
            .viewNotInWindow, .mutedWhileRecording, .backendFailed(HapticReadError(message: "x", column: nil)),
        ]
        // The checks the changelog gives for each reason, in the order above.
        let checks: [(HapticSkipReason) -> Bool] = [
            { $0 == .disabledByUser }, { $0 == .categoryDisabled(.impact) }, { $0.retryAfter != nil },
            { $0.coalescedInto != nil }, { $0.silence != nil }, { $0 == .appNotActive },
            { $0.route?.call?.needsLocation == true }, { $0.route?.call?.needsSwiftUI == true },
            { $0 == .noOpBackend }, { $0 == .viewDeallocated }, { $0 == .viewNotInWindow },
            { $0 == .mutedWhileRecording }, { $0.failure != nil },
        ]
        #expect(route.silence != nil)
        for (index, reason) in reasons.enumerated() {
            #expect(checks.indices.filter { checks[$0](reason) } == [index], "\(reason)")
        }
    }
}
