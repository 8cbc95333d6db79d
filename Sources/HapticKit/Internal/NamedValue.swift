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
    /// The value whose name is `rawValue`, or `nil` for any other text.
    public init?(rawValue: String) {
        guard let value = Self.all.first(where: { $0.rawValue == rawValue }) else { return nil }
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
