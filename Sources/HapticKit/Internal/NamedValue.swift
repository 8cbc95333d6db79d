import Foundation

/// The one shape of HapticKit's open sets of values (a struct with a static member per value, so
/// a value added later breaks no app's `switch`), over an enum of its values (`Kind`) that
/// HapticKit switches over: `RawRepresentable` by its name, the case's raw value, which is what
/// `description` prints and, for a ``CodableNamedValue``, what it reads and writes. A conforming
/// type lists its values in `allCases`, usually as `Kind` orders its cases
/// (`Kind.allCases.map(Self.init)`); `rawValue` and `init?(rawValue:)` are its one name and one
/// reader, as Core Haptics' own open values are `RawRepresentable` (`CHHapticEvent.EventType`).
protocol NamedValue: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible
where RawValue == String, AllCases == [Self] {
    associatedtype Kind: RawRepresentable, Hashable where Kind.RawValue == String
    /// Which value it is.
    var kind: Kind { get }
}

extension NamedValue {
    /// The case's raw value.
    public var rawValue: String { kind.rawValue }

    /// The value named `rawValue` in kebab-case or as its Swift member is spelled, in any case
    /// (``KebabName/matches(_:name:)``); `nil` for any other text.
    public init?(rawValue: String) {
        let values = Self.allCases
        guard let index = KebabName.index(of: rawValue, among: values.count, named: { values[$0].rawValue }) else {
            return nil
        }
        self = values[index]
    }

    /// The name.
    public var description: String { rawValue }

    /// Whether both are the same case (not their names, which a type may build as text).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind }

    /// Hashes the case.
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
}

/// A ``NamedValue`` that an app may save: `Codable` through its name.
protocol CodableNamedValue: NamedValue, Codable {}

extension CodableNamedValue {
    /// Reads the name; a name that is none of the type's is an error that lists them.
    public init(from decoder: any Decoder) throws {
        let values = Self.allCases
        self = values[try KebabName.decodedIndex(from: decoder, among: values.count, named: { values[$0].rawValue })]
    }

    /// Writes the name.
    public func encode(to encoder: any Encoder) throws {
        try KebabName.encode(rawValue, to: encoder)
    }
}

/// A ``NamedValue`` that keeps Apple's spelling (`iPadOS`, AHAP's `HapticTransient`), which a
/// file or a platform API writes exactly: its names read exactly, not in any case or kebab-case.
protocol AppleNamedValue: NamedValue {
    init(_ kind: Kind)
}

extension AppleNamedValue {
    /// The value named exactly `rawValue`, or `nil`.
    public init?(rawValue: String) {
        guard let kind = Kind(rawValue: rawValue) else { return nil }
        self.init(kind)
    }
}

/// HapticKit's spelling of names: kebab-case, a Swift member's words lowercased and joined by `-`
/// (`buttonIconOnly` is `button-icon-only`); readers also take the camelCase member spelling.
package enum KebabName {
    /// `buttonIconOnly` as `button-icon-only`.
    static func from(camelCase name: String) -> String {
        name.reduce(into: "") { text, character in
            if character.isUppercase { text += "-" + character.lowercased() } else { text.append(character) }
        }
    }

    /// The index of the first of `count` names (`named(0)`, `named(1)`, …) that `text` spells, as
    /// ``matches(_:name:)`` reads it. The readers of every ``NamedValue`` type share this one
    /// copy, and ``decodedIndex(from:among:named:)`` and ``encode(_:to:)`` likewise, where the
    /// generic code they replace was compiled once per type (the measure is in
    /// docs/Benchmarks.md, "Code size").
    @inline(never)
    static func index(of text: String, among count: Int, named: (Int) -> String) -> Int? {
        (0..<count).first { matches(text, name: named($0)) }
    }

    /// The index of the name `decoder` holds, as ``index(of:among:named:)`` reads it; a name
    /// that is none of them is an error that lists them.
    @inline(never)
    static func decodedIndex(from decoder: any Decoder, among count: Int, named: (Int) -> String) throws -> Int {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let index = index(of: name, among: count, named: named) else {
            throw notOneOf(name, (0..<count).map(named), in: container)
        }
        return index
    }

    /// Writes `name` as a single value.
    @inline(never)
    static func encode(_ name: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// The error of a name that is none of `names`, which it lists.
    static func notOneOf(_ name: String, _ names: [String], in container: any SingleValueDecodingContainer)
        -> DecodingError
    {
        let valid = names.joined(separator: ", ")
        return .dataCorruptedError(in: container, debugDescription: "\(QuotedText.quote(name)) is not one of: \(valid)")
    }

    /// Whether `text` is `name` (kebab-case) or its camelCase spelling, in any case. Not inlined:
    /// every named type's reader calls it, and one copy is what an app links (the measured saving
    /// is in docs/Benchmarks.md, "Code size").
    /// Text longer than `name` (in Unicode scalars, which lowercasing never reduces) is not
    /// lowercased at all, so a long text costs no more than a short one.
    @inline(never)
    package static func matches(_ text: String, name: String) -> Bool {
        let length = name.unicodeScalars.count
        guard text.unicodeScalars.prefix(length + 1).count <= length else { return false }
        let wanted = text.lowercased()
        return wanted == name || (!wanted.contains("-") && wanted == name.replacingOccurrences(of: "-", with: ""))
    }
}
