import Foundation

extension HapticPattern {
    /// Reads a pattern from the bytes of an AHAP file (an `[UInt8]`, `Data`, or any byte
    /// collection), as Core Haptics reads it: defaults filled in, values clamped, continuous events
    /// cut at 30 s, unknown keys and trailing commas ignored.
    ///
    /// ```swift
    /// let pattern = try HapticPattern(ahap: Array(#"{"Version": 1, "Pattern": []}"#.utf8))
    /// ```
    ///
    /// Foundation's `JSONSerialization` parses the file, as it does for Core Haptics; the reader
    /// checks what Core Haptics checks and stops at the first problem.
    ///
    /// - Throws: ``HapticReadError`` naming the first thing Core Haptics would reject, with its key
    ///   path. To list everything with line and column, warnings included, use HapticKitTooling's
    ///   `AHAPLinter` (or `haptickit lint`).
    public init<Bytes: Collection>(ahap bytes: Bytes) throws where Bytes.Element == UInt8 {
        self = try AHAPFileReader.read(Data(bytes))
    }
}
