import HapticKit

/// Checks AHAP files, and patterns built in code, the way Core Haptics reads them, with findings
/// that name path, line and column: what `haptickit lint` prints.
///
/// Core Haptics accepts AHAP silently: it fills in defaults, clamps values, ignores unknown keys
/// and trailing commas. The linter reports each as a warning, and gives the pattern Core Haptics
/// would play. In strict mode every warning is an error. Either way, what Core Haptics would
/// reject is an error and ``Report/pattern`` is `nil`. An app that only plays a file needs none of
/// this: `HapticPattern(ahap:)` in HapticKit reads it and throws the first error.
///
/// ```swift
/// let ahap = #"{"Version": 1.0, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient","#
///     + #""EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 1.4}]}}]}"#
/// let report = AHAPLinter().lint(ahap)
/// report.pattern?.events[0].value(of: .hapticIntensity)   // 1.0, clamped as Core Haptics does
/// print(report.findings[0])
/// // 1:156: warning: HapticIntensity 1.4 is outside 0...1; Core Haptics clamps it to 1 [Pattern[0].Event.EventParameters[0].ParameterValue]
/// ```
///
/// The reader under it never traps: malformed or hostile input (truncated files, invalid UTF-8,
/// nesting deeper than 64, numbers beyond `Double`) gives a finding. `docs/Patterns.md` lists every
/// check.
public struct AHAPLinter: Sendable {
    /// What one check found.
    public struct Report: Hashable, Sendable {
        /// The pattern as Core Haptics would play it (values clamped, continuous events cut at
        /// 30 s); `nil` when there is any error.
        public var pattern: HapticPattern?
        /// Everything found, in file order (for a built pattern: in element order).
        public var findings: [AHAPFinding]

        /// The findings that are errors.
        public var errors: [AHAPFinding] { findings.filter { $0.severity == .error } }
        /// The findings that are warnings.
        public var warnings: [AHAPFinding] { findings.filter { $0.severity == .warning } }
    }

    /// Whether every finding is an error: for files you want to keep clean.
    public var strict: Bool

    /// Creates a linter; `strict` makes every finding an error.
    public init(strict: Bool = false) {
        self.strict = strict
    }

    /// Checks the UTF-8 bytes of an AHAP file (an `[UInt8]`, `Data`, or any byte collection).
    public func lint<Bytes: Collection>(_ bytes: Bytes) -> Report where Bytes.Element == UInt8 {
        Report(AHAPReader(strict: strict).read(bytes))
    }

    /// Checks AHAP text.
    public func lint(_ text: String) -> Report {
        Report(AHAPReader(strict: strict).read(text))
    }

    /// Checks a pattern built in code as a file is checked: ranges, negative times, continuous
    /// events without a duration or over 30 s, control points out of order, NaN and infinity, and
    /// parameters that do nothing where they are.
    ///
    /// Paths count elements as ``AHAPWriter`` writes them (events, then dynamic parameters, then
    /// curves); findings have no line or column.
    ///
    /// ```swift
    /// let pattern = HapticPattern { HapticPattern.Event.continuous(duration: 45, intensity: 1.2) }
    /// for finding in AHAPLinter().lint(pattern).findings { print(finding) }
    /// // warning: HapticContinuous lasts 45 s; Core Haptics plays at most 30 s and cuts it there [Pattern[0].Event.EventDuration]
    /// // warning: HapticIntensity 1.2 is outside 0...1; Core Haptics clamps it to 1 [Pattern[0].Event.EventParameters[0].ParameterValue]
    /// ```
    public func lint(_ pattern: HapticPattern) -> Report {
        let findings = pattern.diagnostics(strict: strict).map(AHAPFinding.init)
        let hasErrors = findings.contains { $0.severity == .error }
        return Report(pattern: hasErrors ? nil : pattern.clamped(), findings: findings)
    }
}

extension AHAPLinter.Report {
    /// The report for what the reader found.
    init(_ read: AHAPReader.Report) {
        self.init(pattern: read.pattern, findings: read.diagnostics.map(AHAPFinding.init))
    }
}
