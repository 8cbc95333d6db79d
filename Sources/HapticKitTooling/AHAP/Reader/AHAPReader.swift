import HapticKit

/// Reads AHAP (Apple Haptic and Audio Pattern) files into a `HapticPattern`, with diagnostics
/// that name path, line and column: what ``AHAPLinter`` reports. (An app reads with HapticKit's
/// smaller `HapticPattern(ahap:)`, which stops at the first error and reads every file this
/// reader accepts into the same pattern.)
///
/// Core Haptics accepts AHAP silently: it fills in defaults, clamps values, ignores unknown keys
/// and trailing commas. The reader does the same and reports each as a warning, so you get the
/// pattern Core Haptics would play *and* a list of what it glossed over. In strict mode every
/// warning is an error. Either way, what Core Haptics would reject is an error and
/// ``Report/pattern`` is `nil`.
///
/// The reader is our own single-pass parser over UTF-8 bytes: no Foundation, no JSON tree, and
/// exact number parsing. It never traps: malformed or hostile input (truncated files, invalid
/// UTF-8, nesting deeper than 64, numbers beyond `Double`) gives a diagnostic. `docs/Patterns.md`
/// lists every check.
struct AHAPReader: Sendable {
    /// What one read produced.
    struct Report: Hashable, Sendable {
        /// The pattern, as Core Haptics would play it; `nil` when there is any error.
        var pattern: HapticPattern?
        /// Everything found, in file order.
        var diagnostics: [AHAPDiagnostic]
    }

    /// Whether every diagnostic is an error: for files you want to keep clean.
    var strict: Bool

    /// Creates a reader.
    init(strict: Bool = false) {
        self.strict = strict
    }

    /// Reads the UTF-8 bytes of an AHAP file (an `[UInt8]`, `Data`, or any byte collection).
    func read<Bytes: Collection>(_ bytes: Bytes) -> Report where Bytes.Element == UInt8 {
        if let result = bytes.withContiguousStorageIfAvailable({ read(buffer: $0) }) {
            return result
        }
        return Array(bytes).withUnsafeBufferPointer { read(buffer: $0) }
    }

    /// Reads AHAP text.
    func read(_ text: String) -> Report {
        var text = text
        return text.withUTF8 { read(buffer: $0) }
    }

    private func read(buffer: UnsafeBufferPointer<UInt8>) -> Report {
        var decoder = AHAPDecoder(buffer)
        let pattern = decoder.decodeDocument()
        let drafts = decoder.drafts + (decoder.firstUnlistedError.map { [$0] } ?? [])
        var diagnostics = Self.locate(drafts, in: buffer, strict: strict)
        if decoder.isTruncated {
            diagnostics.append(
                AHAPDiagnostic(
                    severity: strict ? .error : .warning, rule: .limit,
                    message: "more than \(AHAPDecoder.maximumFindings) findings; the rest are not listed", path: ""))
        }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return Report(pattern: hasErrors ? nil : pattern, diagnostics: diagnostics)
    }

    /// Gives drafts their line and column, and their final severity.
    private static func locate(
        _ drafts: [AHAPDecoder.Draft], in bytes: UnsafeBufferPointer<UInt8>, strict: Bool
    ) -> [AHAPDiagnostic] {
        guard !drafts.isEmpty else { return [] }
        var lineStarts = [0]
        for index in bytes.indices where bytes[index] == 0x0A {
            lineStarts.append(index + 1)
        }
        let ordered = drafts.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
        return ordered.map(\.element).map { draft in
            let offset = Swift.min(Swift.max(draft.offset, 0), bytes.count)
            // lineStarts[0] == 0 <= offset, so the line is the one before the first start after it.
            let low = lineStarts.partitioningIndex { $0 > offset } - 1
            var column = 1
            for index in lineStarts[low]..<offset where bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            return AHAPDiagnostic(
                severity: strict ? .error : draft.severity, rule: draft.rule, message: draft.message,
                path: draft.path, line: low + 1, column: column)
        }
    }
}
