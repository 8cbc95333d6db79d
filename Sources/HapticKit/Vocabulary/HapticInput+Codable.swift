/// An input is `Codable` as its ``HapticInput/name``: `"pencil-pro"`, `"any-pencil"`.
extension HapticInput: Codable {
    /// Reads a name, in any spelling ``named(_:)`` reads; any other text is an error that lists
    /// the names.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let input = HapticInput.named(name) else {
            throw KebabName.notOneOf(name, HapticInput.allNames, in: container)
        }
        self = input
    }

    /// Writes the ``name``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
