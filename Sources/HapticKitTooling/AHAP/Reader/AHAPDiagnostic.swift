import HapticKit

/// One problem the AHAP reader or the pattern rules found: what, where, and how bad.
///
/// ``AHAPFinding`` is the public face of every diagnostic, for lint reports (`HapticPattern(ahap:)`
/// in HapticKit only throws the first error, without line or column). `docs/Patterns.md` lists
/// every rule.
package struct AHAPDiagnostic: Hashable, Sendable {
    /// How bad a diagnostic is.
    package enum Severity: Hashable, Sendable {
        /// Core Haptics would accept the file anyway (it clamps, defaults or ignores).
        case warning
        /// Core Haptics would reject the file, or strict mode is on.
        case error
    }

    /// Which check a diagnostic comes from. Raw values are the names `haptickit lint` prints;
    /// ``AHAPFinding/Rule`` documents each.
    package enum Rule: String, Hashable, Sendable, CaseIterable {
        case syntax
        case trailingComma = "trailing-comma"
        case duplicateKey = "duplicate-key"
        case unknownKey = "unknown-key"
        case missingKey = "missing-key"
        case wrongType = "wrong-type"
        case unknownEventType = "unknown-event-type"
        case unknownParameterID = "unknown-parameter-id"
        case outOfRange = "out-of-range"
        case negativeTime = "negative-time"
        case durationTooLong = "duration-too-long"
        case controlPointOrder = "control-point-order"
        case tooManyControlPoints = "too-many-control-points"
        case noEffect = "no-effect"
        case empty
        case version
        case notFinite = "not-finite"
        case limit
    }

    /// How bad it is.
    package var severity: Severity
    /// Which check found it.
    package var rule: Rule
    /// What is wrong and, where it helps, what to write instead.
    package var message: String
    /// Where, as the AHAP file nests it: `Pattern[3].Event.Time`; empty for the whole file.
    package var path: String
    /// The 1-based line in the file, or `nil` for a built pattern.
    package var line: Int?
    /// The 1-based column in characters, or `nil` for a built pattern.
    package var column: Int?

    /// Creates a diagnostic.
    package init(
        severity: Severity, rule: Rule, message: String, path: String, line: Int? = nil, column: Int? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }
}
