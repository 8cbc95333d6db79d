extension HapticPattern {
    /// Reads a pattern from the UTF-8 bytes of an AHAP file (an `[UInt8]`, `Data`, or any byte
    /// collection), as Core Haptics reads it: defaults filled in, values clamped, unknown keys and
    /// trailing commas ignored.
    ///
    /// ```swift
    /// let pattern = try HapticPattern(ahap: Array(#"{"Version": 1, "Pattern": []}"#.utf8))
    /// ```
    ///
    /// - Throws: ``AHAPReadError`` naming the first thing Core Haptics would reject, with its path,
    ///   line and column. To list everything, warnings included, use HapticKitTooling's
    ///   `AHAPLinter` (or `haptickit lint`).
    public init<Bytes: Collection>(ahap bytes: Bytes) throws where Bytes.Element == UInt8 {
        let report = AHAPReader().read(bytes)
        if let pattern = report.pattern {
            self = pattern
            return
        }
        let errors = report.diagnostics.filter { $0.severity == .error }
        // A read without a pattern lists an error with a line and column (the reader's invariant,
        // which the fuzzer checks); the fallback only keeps a broken invariant from trapping.
        let first =
            errors.first
            ?? AHAPDiagnostic(severity: .error, rule: .syntax, message: "the file cannot be read", path: "")
        throw AHAPReadError(
            message: first.message, path: first.path, line: first.line ?? 1, column: first.column ?? 1,
            otherErrorCount: Swift.max(errors.count - 1, 0))
    }
}
