import HapticKit

/// Malformed JSON at a byte offset. Reading stops at the first one.
struct AHAPSyntaxError: Error {
    var offset: Int
    var message: String
    var rule: AHAPDiagnostic.Rule = .syntax
}

/// The JSON types, as a finding names them: "expected a number, found a string".
enum JSONKind: String, CustomStringConvertible {
    case object, array, string, number, boolean, null

    var description: String {
        switch self {
        case .object, .array: "an \(rawValue)"
        case .string, .number, .boolean: "a \(rawValue)"
        case .null: "null"
        }
    }
}

/// Reads JSON tokens from UTF-8 bytes: the lexical half of ``AHAPReader``.
///
/// RFC 8259 JSON with one extension, a trailing comma before `]` or `}`, which it reports to the
/// caller instead of failing (Core Haptics accepts it). Strings are checked for valid UTF-8 and
/// escapes; numbers are parsed exactly (correctly rounded).
struct AHAPScanner {
    /// The deepest nesting of arrays and objects accepted; AHAP itself needs 6.
    static let maximumDepth = 64

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// A string's bytes between its quotes, and whether they hold escapes.
    struct StringToken {
        var start: Int
        var content: Range<Int>
        var hasEscapes: Bool
    }

    /// The state of one array or object being read.
    struct Container {
        /// Offset of its `[` or `{`.
        var start: Int
        var count = 0
        /// Offset of a comma that was followed by the closing bracket.
        var trailingComma: Int?
    }

    var isAtEnd: Bool { index >= bytes.count }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Skips a UTF-8 byte order mark at the very start.
    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// The kind of the value that starts at the next non-blank byte.
    mutating func peekKind() throws -> JSONKind {
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"): return try literal("true", .boolean)
        case UInt8(ascii: "f"): return try literal("false", .boolean)
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: throw unexpected("a value")
        }
    }

    /// `kind` when the bytes ahead spell `word`, so a misspelt literal is a syntax error before
    /// anything else is said about it.
    private func literal(_ word: StaticString, _ kind: JSONKind) throws -> JSONKind {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
            (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
        else { throw unexpected("a value (true, false or null are spelt in lower case)") }
        return kind
    }

    /// Consumes `byte` after blanks, or fails naming `expected`.
    mutating func expect(_ byte: UInt8, _ expected: String) throws {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { throw unexpected(expected) }
        index += 1
    }

    /// Consumes `{` and starts reading an object.
    mutating func beginObject() throws -> Container {
        skipWhitespace()
        let start = index
        try expect(UInt8(ascii: "{"), "'{'")
        return Container(start: start)
    }

    /// Consumes `[` and starts reading an array.
    mutating func beginArray() throws -> Container {
        skipWhitespace()
        let start = index
        try expect(UInt8(ascii: "["), "'['")
        return Container(start: start)
    }

    /// Reads up to the next member's value and returns its key, or `nil` after the closing `}`.
    mutating func nextKey(_ container: inout Container) throws -> StringToken? {
        guard try nextItem(&container, closing: UInt8(ascii: "}"), expected: "a key in quotes or '}'") else {
            return nil
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw unexpected("a key in quotes")
        }
        let key = try scanString()
        try expect(UInt8(ascii: ":"), "':' after the key")
        skipWhitespace()
        return key
    }

    /// Moves to the next array element and returns `true`, or `false` after the closing `]`.
    mutating func nextElement(_ container: inout Container) throws -> Bool {
        try nextItem(&container, closing: UInt8(ascii: "]"), expected: "a value or ']'")
    }

    private mutating func nextItem(
        _ container: inout Container, closing: UInt8, expected: String
    ) throws -> Bool {
        skipWhitespace()
        guard index < bytes.count else {
            throw error("unexpected end of file; expected '\(Character(Unicode.Scalar(closing)))'")
        }
        if container.count > 0 {
            if bytes[index] == closing {
                index += 1
                return false
            }
            guard bytes[index] == UInt8(ascii: ",") else {
                throw unexpected("',' or '\(Character(Unicode.Scalar(closing)))'")
            }
            let comma = index
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == closing {
                container.trailingComma = comma
                index += 1
                return false
            }
        } else if bytes[index] == closing {
            index += 1
            return false
        }
        guard index < bytes.count else { throw error("unexpected end of file; expected \(expected)") }
        container.count += 1
        return true
    }

    // MARK: Scalars

    /// Reads `true` or `false`.
    mutating func scanBool() throws -> Bool {
        skipWhitespace()
        if try scanLiteral("true") { return true }
        if try scanLiteral("false") { return false }
        throw unexpected("true or false")
    }

    /// Reads `null`.
    mutating func scanNull() throws {
        skipWhitespace()
        guard try scanLiteral("null") else { throw unexpected("null") }
    }

    private mutating func scanLiteral(_ word: StaticString) throws -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = word.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] {
            return false
        }
        index += count
        if index < bytes.count, isWordByte(bytes[index]) { throw unexpected("',' or a closing bracket") }
        return true
    }

    // MARK: Skipping

    /// Reads and discards one value of any type, checking its syntax.
    mutating func skipValue(depth: Int) throws {
        switch try peekKind() {
        case .object:
            try checkDepth(depth)
            var container = try beginObject()
            while try nextKey(&container) != nil {
                try skipValue(depth: depth + 1)
            }
        case .array:
            try checkDepth(depth)
            var container = try beginArray()
            while try nextElement(&container) {
                try skipValue(depth: depth + 1)
            }
        case .string: _ = try scanString()
        case .number: _ = try scanNumber()
        case .boolean: _ = try scanBool()
        case .null: try scanNull()
        }
    }

    /// Fails when an array or object would nest deeper than ``maximumDepth``.
    func checkDepth(_ depth: Int) throws {
        if depth >= Self.maximumDepth {
            throw AHAPSyntaxError(
                offset: index, message: "nested deeper than \(Self.maximumDepth) levels; AHAP needs 6",
                rule: .limit)
        }
    }

    // MARK: Errors

    func error(_ message: String, at offset: Int? = nil) -> AHAPSyntaxError {
        AHAPSyntaxError(offset: offset ?? index, message: message)
    }

    /// "expected X, found Y" at the current byte.
    func unexpected(_ expected: String) -> AHAPSyntaxError {
        guard index < bytes.count else { return error("unexpected end of file; expected \(expected)") }
        let byte = bytes[index]
        let found: String
        if byte == UInt8(ascii: "/") {
            found = "'/' (comments are not allowed in AHAP)"
        } else if byte == UInt8(ascii: "'") {
            found = "\"'\" (JSON strings use double quotes)"
        } else if byte >= 0x21, byte < 0x7F {
            found = "'\(Character(Unicode.Scalar(byte)))'"
        } else {
            found = "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
        return error("expected \(expected), found \(found)")
    }

    func isDigit(_ byte: UInt8) -> Bool { byte &- 48 < 10 }

    func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == 0x5F
    }
}
