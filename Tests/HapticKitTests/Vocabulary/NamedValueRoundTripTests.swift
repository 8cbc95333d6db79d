import Foundation
import Testing

@testable import HapticKit

/// Every public value a user may persist or log is read back from its name and from its JSON, in
/// one spelling per type, and JSON with a name the type does not have is an error that lists them.
@Suite("Values round-trip by name and by Codable")
struct NamedValueRoundTripTests {
    /// `values` round-trip through `name`/`init?(name:)` and through JSON, which holds the name.
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
        try roundTrips(HapticSilence.allCases, name: \.name, from: HapticSilence.init(name:))
        try roundTrips(HapticFeedback.Weight.allCases, name: \.name, from: HapticFeedback.Weight.init(name:))
        try roundTrips(HapticFeedback.Flexibility.allCases, name: \.name, from: HapticFeedback.Flexibility.init(name:))
        try roundTrips(HapticSkipReason.Code.allCases, name: \.name, from: HapticSkipReason.Code.init(name:))
    }

    @Test("the values that had them, still")
    func alreadyNamed() throws {
        try roundTrips(HapticInput.Source.allCases, name: \.name, from: HapticInput.Source.init(name:))
        try roundTrips(HapticCategory.allCases, name: \.name, from: HapticCategory.init(name:))
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
        let inputs = HapticInput.allNames.compactMap(HapticInput.init(name:))
        #expect(inputs.count == HapticInput.allNames.count)
        try roundTrips(inputs, name: \.name, from: HapticInput.init(name:))
        let presses: [HapticFeedback.PressFeedback] = [.button, .buttonIconOnly, .slider, .tab, .toggle]
        #expect(presses == HapticFeedback.PressFeedback.allCases)
        try roundTrips(presses, name: \.name, from: HapticFeedback.PressFeedback.init(name:))
        try roundTrips(
            [HapticFeedback.ReleaseFeedback.slider], name: \.name, from: HapticFeedback.ReleaseFeedback.init(name:))
        let states: [HapticFeedback.SelectionFeedback] = [.on, .off, .maximum, .minimum]
        #expect(states == HapticFeedback.SelectionFeedback.allCases)
        try roundTrips(states, name: \.name, from: HapticFeedback.SelectionFeedback.init(name:))
        #expect(
            presses.map { HapticFeedback.press($0).name } == presses.map { "press-\($0.name)" },
            "one spelling: the family's name is the feedback's")
    }

    @Test("kebab-case everywhere, and the Swift members' camelCase spellings read too")
    func oldSpellings() throws {
        #expect(HapticSkipReason.Code.disabledByUser.name == "disabled-by-user")
        #expect(HapticSkipReason.Code.needsSwiftUI.name == "needs-swiftui")
        #expect(HapticFeedback.PressFeedback.buttonIconOnly.name == "button-icon-only")
        #expect(HapticSkipReason.Code(name: "disabledByUser") == .disabledByUser)
        #expect(HapticSkipReason.Code(name: "needsSwiftUI") == .needsSwiftUI)
        #expect(HapticFeedback.PressFeedback(name: "buttonIconOnly") == .buttonIconOnly)
        #expect(
            try JSONDecoder().decode(
                [HapticSkipReason.Code].self, from: Data(#"["mutedWhileRecording","noOpBackend"]"#.utf8))
                == [.mutedWhileRecording, .noOpBackend])
        #expect(
            try JSONDecoder().decode([HapticInput].self, from: Data(#"["pencilPro","anyPencil"]"#.utf8))
                == [.known(.pencilPro), .anyPencil])
        #expect(
            try JSONDecoder().decode([HapticFeedback.PressFeedback].self, from: Data(#"["buttonIconOnly"]"#.utf8))
                == [.buttonIconOnly])
        #expect(HapticSkipReason.Code(name: "disabled-By-User") == .disabledByUser, "any case")
        #expect(HapticSkipReason.Code(name: "disabledby-user") == nil, "one spelling or the other")
    }

    @Test("every open value is RawRepresentable by its name, and lists its values in allCases")
    func oneShape() {
        func check<Value: RawRepresentable & CaseIterable & Equatable>(
            _: Value.Type, name: (Value) -> String, sourceLocation: SourceLocation = #_sourceLocation
        ) where Value.RawValue == String {
            #expect(!Value.allCases.isEmpty, sourceLocation: sourceLocation)
            for value in Value.allCases {
                #expect(value.rawValue == name(value), sourceLocation: sourceLocation)
                #expect(Value(rawValue: value.rawValue) == value, sourceLocation: sourceLocation)
            }
        }
        check(HapticSilence.self, name: \.name)
        check(HapticSkipReason.Code.self, name: \.name)
        check(HapticFeedback.Weight.self, name: \.name)
        check(HapticFeedback.Flexibility.self, name: \.name)
        check(HapticCategory.self, name: \.name)
        check(HapticInput.Source.self, name: \.name)
        check(HapticFeedback.PressFeedback.self, name: \.name)
        check(HapticFeedback.ReleaseFeedback.self, name: \.name)
        check(HapticFeedback.SelectionFeedback.self, name: \.name)
        check(DeviceProfile.Platform.self, name: \.name)
        check(DeviceProfile.Idiom.self, name: \.name)
        check(DeviceProfile.CompatibilityMode.self, name: \.name)
        check(HapticPattern.Event.EventType.self, name: \.name)
        check(HapticPattern.Event.ParameterID.self, name: \.name)
        check(HapticPattern.DynamicParameter.ID.self, name: \.name)
    }

    @Test("HapticKit's names read in any case and as Swift spells them; Apple's spellings read exactly")
    func spellings() {
        #expect(HapticCategory(name: "Notification") == .notification)
        #expect(HapticInput.Source(name: "Magic-Keyboard-Trackpad") == .magicKeyboardTrackpad)
        #expect(HapticInput.Source(name: "magicKeyboardTrackpad") == .magicKeyboardTrackpad)
        #expect(DeviceProfile.Platform(name: "iPadOS") == .iPadOS)
        #expect(DeviceProfile.Platform(name: "ipados") == nil, "Apple's spelling, exactly")
        #expect(DeviceProfile.CompatibilityMode(name: "iOSAppOnMac") == .iOSAppOnMac)
        #expect(DeviceProfile.CompatibilityMode(name: "ios-app-on-mac") == nil)
        #expect(HapticPattern.Event.EventType(name: "HapticTransient") == .hapticTransient)
        #expect(HapticPattern.Event.EventType(name: "hapticTransient") == nil, "AHAP keys are exact")
        #expect(HapticPattern.DynamicParameter.ID(name: "hapticintensitycontrol") == nil)
    }

    @Test("values of a type are equal, and hash alike, exactly when they are the same value")
    func equalityByValue() {
        let sources = HapticInput.Source.allCases
        #expect(Set(sources).count == sources.count)
        #expect(Set(sources + sources.map { HapticInput.Source(name: $0.name)! }).count == sources.count)
        let platforms = DeviceProfile.Platform.allCases
        #expect(Set(platforms).count == platforms.count && platforms.first == DeviceProfile.Platform(name: "iOS"))
    }

    @Test("each skip reason's code is in the list, and the list has no other")
    func codes() {
        let reasons: [HapticSkipReason] = [
            .disabledByUser, .categoryDisabled(.impact), .throttled(.impact, retryAfter: .milliseconds(1)),
            .coalesced(into: .success), .silent(HapticRoute(.success, on: .tv)), .appNotActive,
            .needsLocation(HapticRoute(.alignment, on: .iPad)),
            .needsSwiftUI(HapticRoute(.increase, on: .visionOS26)), .noOpBackend, .viewDeallocated,
            .viewNotInWindow, .mutedWhileRecording,
        ]
        #expect(reasons.map(\.code) == Array(HapticSkipReason.Code.allCases.dropLast()))
        #expect(HapticSkipReason.Code.allCases.last == .backendFailed)
    }
}
