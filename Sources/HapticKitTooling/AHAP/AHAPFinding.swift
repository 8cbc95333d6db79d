import HapticKit

/// One problem in an AHAP file or a built pattern: what, where, and how bad.
///
/// ```swift
/// let text = #"{"Version": 1, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient"}},]}"#
/// print(AHAPLinter().lint(text).findings[0])
/// // 1:82: warning: trailing comma; Core Haptics accepts it, strict JSON parsers do not [Pattern]
/// ```
///
/// ``path`` names the value the way the AHAP file nests it,
/// `Pattern[3].Event.EventParameters[1].ParameterValue`, and is empty for the file as a whole.
/// ``line`` and ``column`` (1-based, columns count characters) point at it in the file; they are
/// `nil` for findings about a pattern built in code (`AHAPLinter().lint(pattern)`),
/// whose paths count elements as ``AHAPWriter`` writes them.
public struct AHAPFinding: Hashable, Sendable, CustomStringConvertible {
    /// How bad a finding is: Core Haptics either accepts a file or rejects it.
    public enum Severity: String, Hashable, Sendable, CaseIterable {
        /// Core Haptics would accept the file anyway (it clamps, defaults or ignores).
        case warning
        /// Core Haptics would reject the file, or strict mode is on.
        case error
    }

    /// Which check a finding comes from: a struct, because checks will be added. Raw values are
    /// the names `haptickit lint` prints; `docs/Patterns.md` lists what each reports.
    public struct Rule: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The name `haptickit lint` prints, such as `trailing-comma`.
        public var rawValue: String

        /// A rule by its name; names no check gives are never found.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The rule's name.
        public var description: String { rawValue }

        /// The bytes are not JSON (or not UTF-8). Reading stops here. `haptickit` also reports a
        /// `notation:` input it cannot read as a syntax error, at the notation's column.
        public static let syntax = Rule(rawValue: "syntax")
        /// A comma before `]` or `}`: Core Haptics accepts it, strict JSON does not.
        public static let trailingComma = Rule(rawValue: "trailing-comma")
        /// The same key twice in one object, or the same parameter twice in one event.
        public static let duplicateKey = Rule(rawValue: "duplicate-key")
        /// A key Core Haptics does not know; it is ignored.
        public static let unknownKey = Rule(rawValue: "unknown-key")
        /// A required key is missing (error), or an optional one Core Haptics fills in (warning).
        public static let missingKey = Rule(rawValue: "missing-key")
        /// A value of the wrong JSON type: a string where a number belongs, for example.
        public static let wrongType = Rule(rawValue: "wrong-type")
        /// An `EventType` that is not one of the four Core Haptics knows.
        public static let unknownEventType = Rule(rawValue: "unknown-event-type")
        /// A `ParameterID` that is not one Core Haptics knows for that place.
        public static let unknownParameterID = Rule(rawValue: "unknown-parameter-id")
        /// A value outside its range; Core Haptics clamps it to the nearest end.
        public static let outOfRange = Rule(rawValue: "out-of-range")
        /// A negative time or duration.
        public static let negativeTime = Rule(rawValue: "negative-time")
        /// A continuous event longer than Core Haptics' 30 s; it is cut to 30 s.
        public static let durationTooLong = Rule(rawValue: "duration-too-long")
        /// Curve control points whose times go backwards.
        public static let controlPointOrder = Rule(rawValue: "control-point-order")
        /// A curve with more control points than Core Haptics is known to play (16).
        public static let tooManyControlPoints = Rule(rawValue: "too-many-control-points")
        /// A value that does nothing where it is, such as `AudioVolume` on a haptic event.
        public static let noEffect = Rule(rawValue: "no-effect")
        /// A pattern or curve with nothing in it.
        public static let empty = Rule(rawValue: "empty")
        /// A `Version` other than 1.
        public static let version = Rule(rawValue: "version")
        /// NaN or infinity in a built pattern (JSON cannot even spell them).
        public static let notFinite = Rule(rawValue: "not-finite")
        /// Nesting too deep or too many findings: reading stops to stay fast and safe.
        public static let limit = Rule(rawValue: "limit")
    }

    /// How bad it is.
    public var severity: Severity
    /// Which check found it.
    public var rule: Rule
    /// What is wrong and, where it helps, what to write instead.
    public var message: String
    /// Where, as the AHAP file nests it: `Pattern[3].Event.Time`; empty for the whole file.
    public var path: String
    /// The 1-based line in the file, or `nil` for a built pattern.
    public var line: Int?
    /// The 1-based column in characters, or `nil` for a built pattern.
    public var column: Int?

    /// The finding a diagnostic of the reader or the pattern rules stands for.
    package init(_ diagnostic: AHAPDiagnostic) {
        severity = diagnostic.severity == .error ? .error : .warning
        rule = Rule(rawValue: diagnostic.rule.rawValue)
        message = diagnostic.message
        path = diagnostic.path
        line = diagnostic.line
        column = diagnostic.column
    }

    /// `line:column: severity: message [path]`, without the parts that are unknown.
    public var description: String {
        var text = ""
        if let line, let column { text += "\(line):\(column): " }
        text += "\(severity.rawValue): \(message)"
        if !path.isEmpty { text += " [\(path)]" }
        return text
    }
}
