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
        try roundTrips(HapticSilence.all, name: \.name, from: HapticSilence.init(name:))
        try roundTrips(HapticFeedback.Weight.all, name: \.name, from: HapticFeedback.Weight.init(name:))
        try roundTrips(HapticFeedback.Flexibility.all, name: \.name, from: HapticFeedback.Flexibility.init(name:))
        try roundTrips(HapticSkipReason.Code.all, name: \.name, from: HapticSkipReason.Code.init(name:))
    }

    @Test("the values that had them, still")
    func alreadyNamed() throws {
        try roundTrips(HapticInput.Source.allCases, name: \.name, from: HapticInput.Source.init(name:))
        try roundTrips(HapticCategory.allCases, name: \.name, from: HapticCategory.init(name:))
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
        #expect(reasons.map(\.code) == Array(HapticSkipReason.Code.all.dropLast()))
        #expect(HapticSkipReason.Code.all.last == .backendFailed)
    }
}
