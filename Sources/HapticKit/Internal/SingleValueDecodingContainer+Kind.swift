extension SingleValueDecodingContainer {
    /// Reads the name of one of `Kind`'s cases, for the public structs that wrap a `package enum Kind`
    /// and encode as a string: the case's name (`"pencilPro"`).
    func decodeKind<Kind: RawRepresentable & CaseIterable>(_: Kind.Type) throws -> Kind
    where Kind.RawValue == String {
        let name = try decode(String.self)
        guard let kind = Kind(rawValue: name) else {
            let valid = Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(in: self, debugDescription: "'\(name)' is not one of: \(valid)")
        }
        return kind
    }
}
