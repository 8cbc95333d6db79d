extension HapticPattern {
    /// Reads a pattern from AHAP bytes, throwing when the file has errors.
    ///
    /// ```swift
    /// let pattern = try HapticPattern(ahap: Array(#"{"Version": 1, "Pattern": []}"#.utf8))
    /// ```
    ///
    /// - Throws: ``AHAPReadError`` with every finding, when there is an error (in strict mode: any
    ///   finding). ``AHAPReader`` gives the findings without throwing.
    public init<Bytes: Collection>(ahap bytes: Bytes, mode: AHAPReader.Mode = .lenient) throws
    where Bytes.Element == UInt8 {
        let result = AHAPReader(mode: mode).read(bytes)
        guard let pattern = result.pattern else { throw AHAPReadError(findings: result.findings) }
        self = pattern
    }
}
