/// One problem in an AHAP file or a built pattern: what, where, and how bad.
///
/// ```swift
/// let text = #"{"Version": 1, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient"}},]}"#
/// print(AHAPReader().read(text).findings[0])
/// // 1:82: warning: trailing comma; Core Haptics accepts it, strict JSON parsers do not [Pattern]
/// ```
///
/// ``path`` names the value the way the AHAP file nests it,
/// `Pattern[3].Event.EventParameters[1].ParameterValue`, and is empty for the file as a whole.
/// ``line`` and ``column`` (1-based, columns count characters) point at it in the file; they are
/// `nil` for findings about a pattern built in code (``HapticPattern/validate(strict:)``), whose
/// paths count elements as `AHAPWriter` writes them.
public struct AHAPFinding: Hashable, Sendable, CustomStringConvertible {
    /// How bad a finding is.
    public enum Severity: String, Hashable, Sendable, CaseIterable {
        /// Core Haptics would accept the file anyway (it clamps, defaults or ignores).
        case warning
        /// Core Haptics would reject the file, or strict mode is on.
        case error
    }

    /// Which check a finding comes from. Raw values are the names `haptickit lint` prints.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// The bytes are not JSON (or not UTF-8). Reading stops here.
        case syntax
        /// A comma before `]` or `}`: Core Haptics accepts it, strict JSON does not.
        case trailingComma = "trailing-comma"
        /// The same key twice in one object, or the same parameter twice in one event.
        case duplicateKey = "duplicate-key"
        /// A key Core Haptics does not know; it is ignored.
        case unknownKey = "unknown-key"
        /// A required key is missing (error), or an optional one Core Haptics fills in (warning).
        case missingKey = "missing-key"
        /// A value of the wrong JSON type: a string where a number belongs, for example.
        case wrongType = "wrong-type"
        /// An `EventType` that is not one of the four Core Haptics knows.
        case unknownEventType = "unknown-event-type"
        /// A `ParameterID` that is not one Core Haptics knows for that place.
        case unknownParameterID = "unknown-parameter-id"
        /// A value outside its range; Core Haptics clamps it to the nearest end.
        case outOfRange = "out-of-range"
        /// A negative time or duration.
        case negativeTime = "negative-time"
        /// A continuous event longer than Core Haptics' 30 s; it is cut to 30 s.
        case durationTooLong = "duration-too-long"
        /// Curve control points whose times go backwards.
        case controlPointOrder = "control-point-order"
        /// A curve with more control points than Core Haptics is known to play (16).
        case tooManyControlPoints = "too-many-control-points"
        /// A value that does nothing where it is, such as `AudioVolume` on a haptic event.
        case noEffect = "no-effect"
        /// A pattern or curve with nothing in it.
        case empty
        /// A `Version` other than 1.
        case version
        /// NaN or infinity in a built pattern (JSON cannot even spell them).
        case notFinite = "not-finite"
        /// Nesting too deep or too many findings: reading stops to stay fast and safe.
        case limit
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

    /// Creates a finding.
    public init(
        severity: Severity, rule: Rule, message: String, path: String, line: Int? = nil, column: Int? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.path = path
        self.line = line
        self.column = column
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
