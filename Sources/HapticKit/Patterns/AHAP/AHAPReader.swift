/// Reads AHAP (Apple Haptic and Audio Pattern) files into a ``HapticPattern``, with findings that
/// name path, line and column.
///
/// Core Haptics accepts AHAP silently: it fills in defaults, clamps values, ignores unknown keys
/// and trailing commas. ``Mode/lenient`` does the same and reports each as a warning, so you get
/// the pattern Core Haptics would play *and* a list of what it glossed over. ``Mode/strict`` turns
/// every warning into an error. Either way, what Core Haptics would reject is an error and
/// ``Report/pattern`` is `nil`.
///
/// ```swift
/// let ahap = #"{"Version": 1.0, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient","#
///     + #""EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 1.4}]}}]}"#
/// let result = AHAPReader().read(ahap)
/// result.pattern?.events[0].value(of: .hapticIntensity)   // 1.0, clamped as Core Haptics does
/// print(result.findings[0])
/// // 1:156: warning: HapticIntensity 1.4 is outside 0...1; Core Haptics clamps it to 1
/// //        [Pattern[0].Event.EventParameters[0].ParameterValue]
/// ```
///
/// The reader is our own single-pass parser over UTF-8 bytes: no Foundation, no JSON tree, and
/// exact number parsing. It never traps: malformed or hostile input (truncated files, invalid
/// UTF-8, nesting deeper than 64, numbers beyond `Double`) gives a finding. `docs/Patterns.md`
/// lists every check.
public struct AHAPReader: Sendable {
    /// How strictly to read.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Accept what Core Haptics accepts; report what it would clamp, default or ignore as
        /// warnings.
        case lenient
        /// Report everything as an error: for files you want to keep clean.
        case strict
    }

    /// What one read produced.
    public struct Report: Hashable, Sendable {
        /// The pattern, as Core Haptics would play it; `nil` when there is any error.
        public var pattern: HapticPattern?
        /// Everything found, in file order.
        public var findings: [AHAPFinding]

        /// The findings that are errors.
        public var errors: [AHAPFinding] { findings.filter { $0.severity == .error } }
        /// The findings that are warnings.
        public var warnings: [AHAPFinding] { findings.filter { $0.severity == .warning } }
    }

    /// How strictly this reader reads.
    public var mode: Mode

    /// Creates a reader.
    public init(mode: Mode = .lenient) {
        self.mode = mode
    }

    /// Reads the UTF-8 bytes of an AHAP file (an `[UInt8]`, `Data`, or any byte collection).
    public func read<Bytes: Collection>(_ bytes: Bytes) -> Report where Bytes.Element == UInt8 {
        if let result = bytes.withContiguousStorageIfAvailable({ read(buffer: $0) }) {
            return result
        }
        return Array(bytes).withUnsafeBufferPointer { read(buffer: $0) }
    }

    /// Reads AHAP text.
    public func read(_ text: String) -> Report {
        var text = text
        return text.withUTF8 { read(buffer: $0) }
    }

    private func read(buffer: UnsafeBufferPointer<UInt8>) -> Report {
        var decoder = AHAPDecoder(buffer)
        let pattern = decoder.decodeDocument()
        var findings = Self.locate(decoder.drafts, in: buffer, strict: mode == .strict)
        if decoder.isTruncated {
            findings.append(
                AHAPFinding(
                    severity: mode == .strict ? .error : .warning, rule: .limit,
                    message: "more than \(AHAPDecoder.maximumFindings) findings; the rest are not listed", path: ""))
        }
        let hasErrors = findings.contains { $0.severity == .error }
        return Report(pattern: hasErrors ? nil : pattern, findings: findings)
    }

    /// Gives drafts their line and column, and their final severity.
    private static func locate(
        _ drafts: [AHAPDecoder.Draft], in bytes: UnsafeBufferPointer<UInt8>, strict: Bool
    ) -> [AHAPFinding] {
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
            return AHAPFinding(
                severity: strict ? .error : draft.severity, rule: draft.rule, message: draft.message,
                path: draft.path, line: low + 1, column: column)
        }
    }
}
