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
    /// > Important: A file over 1 MB (1,048,576 bytes) is refused before it is parsed (HapticKit's
    /// > choice: AHAP files are kilobytes, and `JSONSerialization` holds many times the file while it
    /// > parses; Benchmarks.md has the figures). HapticKitTooling's `AHAPLinter` reads larger files.
    ///
    /// - Throws: ``HapticReadError`` naming the first thing Core Haptics would reject, with its key
    ///   path, or the size. To list everything with line and column, warnings included, use
    ///   HapticKitTooling's `AHAPLinter` (or `haptickit lint`).
    public init<Bytes: Collection>(ahap bytes: Bytes) throws where Bytes.Element == UInt8 {
        let size = bytes.count
        guard size <= AHAPFileReader.maximumSize else {
            throw HapticReadError(
                message: "the file is \(size) bytes, over the 1 MB (\(AHAPFileReader.maximumSize) bytes) an AHAP file"
                    + " may be here; AHAP files are kilobytes",
                path: "")
        }
        self = try AHAPFileReader.read(Data(bytes))
    }
}
