import Foundation

/// The one shape of HapticKit's open sets of values (a struct with a static member per value, so
/// a value added later breaks no app's `switch`): `RawRepresentable` by its name, which is also
/// what `Codable` reads and writes and what `description` prints. A conforming type lists its
/// values in ``all`` and declares its own `name` and `init?(name:)`, which forward here.
protocol NamedValue: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible
where RawValue == String {
    /// Every value, in the type's documented order.
    static var all: [Self] { get }
}

extension NamedValue {
    /// The value whose name is `rawValue`, or whose name is spelled in camelCase as its Swift
    /// member is (`disabledByUser` for `disabled-by-user`), in any case; `nil` for any other text.
    public init?(rawValue: String) {
        guard let value = Self.all.first(where: { KebabName.matches(rawValue, name: $0.rawValue) }) else { return nil }
        self = value
    }

    /// Reads the name; a name that is none of the type's is an error that lists them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let value = Self(rawValue: name) else {
            let valid = Self.all.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(name)' is not one of: \(valid)")
        }
        self = value
    }

    /// Writes the name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The name.
    public var description: String { rawValue }
}

/// HapticKit's spelling of names: kebab-case, a Swift member's words lowercased and joined by `-`
/// (`buttonIconOnly` is `button-icon-only`); readers also take the camelCase member spelling.
enum KebabName {
    /// `buttonIconOnly` as `button-icon-only`.
    static func from(camelCase name: String) -> String {
        name.reduce(into: "") { text, character in
            if character.isUppercase { text += "-" + character.lowercased() } else { text.append(character) }
        }
    }

    /// Whether `text` is `name` (kebab-case) or its camelCase spelling, in any case. Not inlined:
    /// every named type's reader calls it, and one copy is what an app links (the measured saving
    /// is in docs/Benchmarks.md, "Code size").
    @inline(never)
    static func matches(_ text: String, name: String) -> Bool {
        let wanted = text.lowercased()
        return wanted == name || (!wanted.contains("-") && wanted == name.replacingOccurrences(of: "-", with: ""))
    }
}

/// A `String`-backed enum whose cases are named in kebab-case (``KebabName``): the cases behind
/// the visionOS families' names.
protocol KebabNamedCase: RawRepresentable, CaseIterable where RawValue == String {}

extension KebabNamedCase {
    /// The case's name: `buttonIconOnly` as `button-icon-only`.
    var name: String { KebabName.from(camelCase: rawValue) }

    /// The case with this name, or its Swift spelling, in any case; `nil` for any other text.
    init?(named text: String) {
        guard let match = Self.allCases.first(where: { KebabName.matches(text, name: $0.name) }) else { return nil }
        self = match
    }

    /// Every case's name, in declaration order.
    static var allNames: [String] { allCases.map(\.name) }
}

/// `Codable` through a hand-written `name` and `init?(name:)`, for a value that is not a
/// ``NamedValue``: it writes the name, and reads any spelling `init?(name:)` reads.
protocol NameCodable: Codable {
    var name: String { get }
    init?(name: String)
    /// The names a decoding error lists.
    static var allNames: [String] { get }
}

extension NameCodable {
    /// Reads a name, in any spelling `init?(name:)` reads; any other text is an error that lists
    /// the names.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let value = Self(name: name) else {
            let valid = Self.allNames.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(name)' is not one of: \(valid)")
        }
        self = value
    }

    /// Writes the name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
