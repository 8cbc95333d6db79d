import Foundation

/// A feedback is `Codable` as its ``HapticFeedback/name``: `"impact-light@0.375"`, `"button-press"`,
/// `"pattern:heartbeat"`.
extension HapticFeedback: Codable {
    /// Reads a name, in any spelling ``named(_:)`` reads; any other text is an error that says why.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        do {
            self = try HapticFeedback.named(name)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(error)")
        }
    }

    /// Writes the ``name``. A custom pattern has no name that reads it back (its name is
    /// `pattern`), so encoding one throws `EncodingError.invalidValue`: save the pattern itself.
    public func encode(to encoder: any Encoder) throws {
        if case .pattern = kind, !name.hasPrefix("pattern:") {
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "a custom pattern has no name to read back; save the pattern itself"))
        }
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
