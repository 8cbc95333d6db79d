import HapticKit

/// Reads an AHAP document straight into a `HapticPattern`, collecting findings as it goes: the
/// structural half of ``AHAPReader`` (types, keys, IDs), with ``PatternRules`` for values.
///
/// It walks the JSON once, without building a JSON tree: known keys and IDs are matched as
/// bytes, numbers parsed in place, and a path stack names where each finding is.
struct AHAPDecoder {
    /// A finding before it has a line and column.
    struct Draft {
        var offset: Int
        var rule: AHAPDiagnostic.Rule
        var severity: AHAPDiagnostic.Severity
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
    /// The first error left out after ``maximumFindings``: listed anyway, so a file that has an
    /// error always shows one.
    private(set) var firstUnlistedError: Draft?
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
        _ rule: AHAPDiagnostic.Rule, _ severity: AHAPDiagnostic.Severity, _ message: String, at offset: Int? = nil,
        appending extra: PathComponent? = nil, suffix: String = ""
    ) {
        if severity == .error { errorCount += 1 }
        let listed = drafts.count < Self.maximumFindings
        if !listed {
            isTruncated = true
            guard severity == .error, firstUnlistedError == nil else { return }
        }
        if let extra { path.append(extra) }
        let draft = Draft(
            offset: offset ?? scanner.index, rule: rule, severity: severity, message: message,
            path: renderPath() + suffix)
        if extra != nil { path.removeLast() }
        if listed {
            drafts.append(draft)
        } else {
            firstUnlistedError = draft
        }
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
