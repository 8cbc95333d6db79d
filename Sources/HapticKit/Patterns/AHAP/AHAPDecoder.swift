/// Reads an AHAP document straight into a ``HapticPattern``, collecting findings as it goes: the
/// structural half of ``AHAPReader`` (types, keys, IDs), with ``PatternRules`` for values.
///
/// It walks the JSON once, without building a JSON tree: known keys and IDs are matched as
/// bytes, numbers parsed in place, and a path stack names where each finding is.
struct AHAPDecoder {
    /// A finding before it has a line and column.
    struct Draft {
        var offset: Int
        var rule: AHAPFinding.Rule
        var severity: AHAPFinding.Severity
        var message: String
        var path: String
    }

    /// One step of a path: `Pattern`, `[3]`, `Event`, or a key we do not know.
    enum PathComponent {
        case key(AHAPKey)
        case unknownKey(String)
        case index(Int)
    }

    /// Where the members of one list item were, for findings about them.
    struct ItemOffsets {
        var start: Int
        /// Its index in the file's list (items that could not be read are not in the model).
        var fileIndex: Int
        var id = -1
        var value = -1
        var time = -1
    }

    /// Findings after this many are counted but not listed.
    static let maximumFindings = 1000

    var scanner: AHAPScanner
    private(set) var drafts: [Draft] = []
    private(set) var errorCount = 0
    /// Whether findings were left out after ``maximumFindings``.
    private(set) var isTruncated = false
    var path: [PathComponent] = []

    /// Offsets of the current element's members, by ``AHAPKey`` ordinal (-1 when absent).
    var keyOffsets = [Int](repeating: -1, count: AHAPKey.allCases.count)
    /// Offsets of the current element's list items.
    var itemOffsets: [ItemOffsets] = []
    /// Offset of the current element's `{`.
    var elementStart = 0
    /// The current element's keys whose values could not be read: rule findings about them are
    /// left out, as the error already names them.
    var failedKeys: UInt32 = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        scanner = AHAPScanner(bytes)
    }

    // MARK: Document

    /// Reads the whole document. Returns `nil` when it has errors.
    mutating func decodeDocument() -> HapticPattern? {
        let bytes = scanner.bytes
        if bytes.count >= 2,
            bytes[0] == 0 || bytes[1] == 0 || (bytes[0] == 0xFF && bytes[1] == 0xFE)
                || (bytes[0] == 0xFE && bytes[1] == 0xFF)
        {
            record(AHAPSyntaxError(offset: 0, message: "this looks like UTF-16 or UTF-32; AHAP files are UTF-8"))
            return nil
        }
        scanner.skipByteOrderMark()
        do {
            let pattern = try decodeRoot()
            scanner.skipWhitespace()
            if !scanner.isAtEnd {
                throw scanner.error("unexpected text after the end of the top-level object")
            }
            return errorCount == 0 ? pattern : nil
        } catch let error as AHAPSyntaxError {
            record(error)
            return nil
        } catch {
            record(AHAPSyntaxError(offset: scanner.index, message: "\(error)"))
            return nil
        }
    }

    private mutating func record(_ error: AHAPSyntaxError) {
        drafts.append(
            Draft(
                offset: error.offset, rule: error.rule, severity: .error, message: error.message,
                path: renderPath()))
        errorCount += 1
    }

    private mutating func decodeRoot() throws -> HapticPattern {
        var pattern = HapticPattern()
        if scanner.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw scanner.error("the file is empty; an AHAP file is a JSON object with a Pattern array")
        }
        guard try scanner.peekKind() == .object else {
            throw scanner.error(
                "an AHAP file is a JSON object, {\"Version\": 1.0, \"Pattern\": [...]}, not \(try scanner.peekKind())")
        }
        var container = try scanner.beginObject()
        var seen: UInt32 = 0
        while let key = try scanner.nextKey(&container) {
            let known = member(key, seen: &seen, allowed: .root)
            path.append(known.map(PathComponent.key) ?? .unknownKey(shownText(of: key)))
            switch known {
            case .version?:
                if let version = try readNumber() {
                    if version != 1 {
                        report(.version, .warning, "Version \(DecimalFormat.text(version)); Core Haptics knows 1.0")
                    }
                    pattern.version = version
                }
            case .metadata?: pattern.metadata = try readMetadata()
            case .pattern?: try readPattern(into: &pattern)
            default: try scanner.skipValue(depth: path.count)
            }
            path.removeLast()
        }
        reportTrailingComma(container)
        if seen & AHAPKey.pattern.bit == 0 {
            report(.missingKey, .error, "no Pattern array; an AHAP file needs one", at: container.start)
        }
        if seen & AHAPKey.version.bit == 0 {
            report(.missingKey, .warning, "no Version; write \"Version\": 1.0", at: container.start)
        }
        return pattern
    }

    private mutating func readMetadata() throws -> [String: String] {
        guard try scanner.peekKind() == .object else {
            report(.wrongType, .warning, "Metadata is an object of text values, not \(try scanner.peekKind())")
            try scanner.skipValue(depth: path.count)
            return [:]
        }
        var metadata: [String: String] = [:]
        var container = try scanner.beginObject()
        while let key = try scanner.nextKey(&container) {
            let name = scanner.text(of: key)
            path.append(.unknownKey(Self.excerpt(name)))
            if try scanner.peekKind() == .string {
                metadata[name] = scanner.text(of: try scanner.scanString())
            } else {
                report(.wrongType, .warning, "Metadata values are text; \(try scanner.peekKind()) is dropped")
                try scanner.skipValue(depth: path.count)
            }
            path.removeLast()
        }
        reportTrailingComma(container)
        return metadata
    }

    private mutating func readPattern(into pattern: inout HapticPattern) throws {
        guard try scanner.peekKind() == .array else {
            report(.wrongType, .error, "Pattern is an array of elements, not \(try scanner.peekKind())")
            try scanner.skipValue(depth: path.count)
            return
        }
        var container = try scanner.beginArray()
        while try scanner.nextElement(&container) {
            path.append(.index(container.count - 1))
            try readElement(into: &pattern)
            path.removeLast()
        }
        reportTrailingComma(container)
        if container.count == 0 {
            report(.empty, .warning, "Pattern is empty; it plays nothing", at: container.start)
        }
    }

    /// Reads one `Pattern` element: an object with exactly one `Event`, `Parameter` or
    /// `ParameterCurve`.
    private mutating func readElement(into pattern: inout HapticPattern) throws {
        guard try scanner.peekKind() == .object else {
            report(
                .wrongType, .error,
                "a Pattern element is an object holding an Event, a Parameter or a ParameterCurve, not "
                    + "\(try scanner.peekKind())")
            try scanner.skipValue(depth: path.count)
            return
        }
        var container = try scanner.beginObject()
        var seen: UInt32 = 0
        var element: Element?
        while let key = try scanner.nextKey(&container) {
            let known = member(key, seen: &seen, allowed: .element)
            path.append(known.map(PathComponent.key) ?? .unknownKey(shownText(of: key)))
            if let known, element == nil || element?.key == known {
                switch known {
                case .event: element = try readEvent().map(Element.event) ?? .failed(known)
                case .parameter: element = try readDynamicParameter().map(Element.parameter) ?? .failed(known)
                default: element = try readCurve().map(Element.curve) ?? .failed(known)
                }
            } else {
                if known != nil, let element {
                    report(
                        .unknownKey, .error,
                        "this element already holds \(element.key.name); each Pattern element holds exactly one of "
                            + "Event, Parameter or ParameterCurve", at: key.start)
                }
                try scanner.skipValue(depth: path.count)
            }
            path.removeLast()
        }
        reportTrailingComma(container)
        switch element {
        case .event(let event)?: pattern.events.append(event)
        case .parameter(let parameter)?: pattern.dynamicParameters.append(parameter)
        case .curve(let curve)?: pattern.parameterCurves.append(curve)
        case .failed?: break
        case nil:
            report(
                .missingKey, .error, "this element holds none of Event, Parameter or ParameterCurve",
                at: container.start)
        }
    }

    /// What one `Pattern` element held.
    private enum Element {
        case event(HapticPattern.Event)
        case parameter(HapticPattern.DynamicParameter)
        case curve(HapticPattern.ParameterCurve)
        case failed(AHAPKey)

        var key: AHAPKey {
            switch self {
            case .event: .event
            case .parameter: .parameter
            case .curve: .parameterCurve
            case .failed(let key): key
            }
        }
    }

    // MARK: Members and values

    /// Matches a key against the keys `allowed` in this object, reporting unknown and duplicate
    /// keys. Returns the key when it is allowed here; the caller skips the value otherwise.
    mutating func member(_ key: AHAPScanner.StringToken, seen: inout UInt32, allowed: AHAPKey.Group) -> AHAPKey? {
        let known =
            key.hasEscapes
            ? AHAPKey.table.lookup(scanner.text(of: key)) : AHAPKey.table.lookup(scanner.bytes, key.content)
        guard let known, allowed.contains(known) else {
            let name = shownText(of: key)
            let here = allowed.keys.map(\.name).joined(separator: ", ")
            if let match = AHAPKey.caseInsensitiveMatch(name), allowed.contains(match) {
                report(
                    .unknownKey, .warning,
                    "unknown key '\(name)'; did you mean '\(match.name)'? Keys are case-sensitive",
                    at: key.start, appending: .unknownKey(name))
            } else {
                report(
                    .unknownKey, .warning, "unknown key '\(name)'; Core Haptics ignores it (keys here: \(here))",
                    at: key.start, appending: .unknownKey(name))
            }
            return nil
        }
        if seen & known.bit != 0 {
            report(
                .duplicateKey, .warning,
                "\(known.name) appears twice in this object; JSON readers disagree on which one counts",
                at: key.start, appending: .key(known))
        }
        seen |= known.bit
        return known
    }

    /// Reads a number, or reports a value of another type and returns `nil`.
    mutating func readNumber() throws -> Double? {
        let kind = try scanner.peekKind()
        guard kind == .number else {
            let hint = kind == .string ? " (write it without quotes)" : ""
            report(.wrongType, .error, "expected a number, found \(kind)\(hint)")
            try scanner.skipValue(depth: path.count)
            return nil
        }
        let start = scanner.index
        let value = try scanner.scanNumber()
        guard value.isFinite else {
            report(.outOfRange, .error, "number is too large to be a Double (beyond ±1.8e308)", at: start)
            return nil
        }
        return value
    }

    /// Reads a string, or reports a value of another type and returns `nil`.
    mutating func readString() throws -> AHAPScanner.StringToken? {
        let kind = try scanner.peekKind()
        guard kind == .string else {
            report(.wrongType, .error, "expected a string, found \(kind)")
            try scanner.skipValue(depth: path.count)
            return nil
        }
        return try scanner.scanString()
    }

    /// Reads `true` or `false`, or reports a value of another type and returns `nil`.
    mutating func readBool() throws -> Bool? {
        let kind = try scanner.peekKind()
        guard kind == .boolean else {
            report(.wrongType, .error, "expected true or false, found \(kind)")
            try scanner.skipValue(depth: path.count)
            return nil
        }
        return try scanner.scanBool()
    }

    /// Starts reading an object, or reports a value of another type and returns `nil`.
    mutating func beginObject(_ what: String) throws -> AHAPScanner.Container? {
        let kind = try scanner.peekKind()
        guard kind == .object else {
            report(.wrongType, .error, "\(what) is an object, not \(kind)")
            try scanner.skipValue(depth: path.count)
            return nil
        }
        try scanner.checkDepth(path.count)
        return try scanner.beginObject()
    }

    /// Starts reading an array, or reports a value of another type and returns `nil`.
    mutating func beginArray(_ what: String) throws -> AHAPScanner.Container? {
        let kind = try scanner.peekKind()
        guard kind == .array else {
            report(.wrongType, .error, "\(what) is an array, not \(kind)")
            try scanner.skipValue(depth: path.count)
            return nil
        }
        try scanner.checkDepth(path.count)
        return try scanner.beginArray()
    }

    // MARK: Findings

    mutating func reportTrailingComma(_ container: AHAPScanner.Container) {
        guard let comma = container.trailingComma else { return }
        report(
            .trailingComma, .warning, "trailing comma; Core Haptics accepts it, strict JSON parsers do not",
            at: comma)
    }

    /// Records a finding at `offset` (the current position by default), on the current path
    /// plus `appending` and `suffix`.
    mutating func report(
        _ rule: AHAPFinding.Rule, _ severity: AHAPFinding.Severity, _ message: String, at offset: Int? = nil,
        appending extra: PathComponent? = nil, suffix: String = ""
    ) {
        if severity == .error { errorCount += 1 }
        guard drafts.count < Self.maximumFindings else {
            isTruncated = true
            return
        }
        if let extra { path.append(extra) }
        drafts.append(
            Draft(
                offset: offset ?? scanner.index, rule: rule, severity: severity, message: message,
                path: renderPath() + suffix))
        if extra != nil { path.removeLast() }
    }

    /// The longest text from the file a finding repeats, in characters.
    static let excerptLimit = 60

    /// `text`, or its first ``excerptLimit`` characters and its length: a finding about a 10 MB
    /// key does not repeat the key.
    static func excerpt(_ text: String) -> String {
        let prefix = text.prefix(excerptLimit)
        return prefix.endIndex < text.endIndex ? "\(prefix)… (\(text.utf8.count) bytes)" : text
    }

    /// The text of a string from the file, cut for a finding (``excerpt(_:)``).
    func shownText(of token: AHAPScanner.StringToken) -> String {
        Self.excerpt(scanner.text(of: token))
    }

    /// `Pattern[3].Event.EventParameters[1].ParameterValue`
    func renderPath() -> String {
        var text = ""
        for component in path {
            switch component {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += key.name
            case .unknownKey(let name):
                if !text.isEmpty { text += "." }
                text += name
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
