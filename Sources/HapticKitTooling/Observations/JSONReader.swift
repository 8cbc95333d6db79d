/// Reads UTF-8 JSON (RFC 8259) into a ``JSONValue`` in one pass over the bytes, without recursion:
/// time and memory grow with the size of the input, whatever its shape, and nesting is limited to
/// ``maximumDepth``.
///
/// A whole number that fits in an `Int` is read as ``JSONValue/integer(_:)``; any other number,
/// `-0` included, as the nearest ``JSONValue/number(_:)``. A number beyond the range of a `Double`
/// (`1e999`), a key that appears twice in one object, a control character in a string, a lone
/// surrogate and bytes that are not UTF-8 are refused, each with its line and column.
struct JSONReader {
    /// How deep arrays and objects may nest: the document's own object is level 1.
    static let maximumDepth = 512

    /// Why the bytes are not JSON, and where.
    struct Failure: Error, Equatable {
        /// The line and column (counting characters from 1) where the mistake is.
        var line: Int
        var column: Int
        /// What is wrong, in words.
        var message: String

        var description: String { "line \(line), column \(column): \(message)" }
    }

    private let bytes: [UInt8]
    private var index = 0

    /// Reads `bytes` as one JSON value. Throws a ``Failure``.
    static func read(_ bytes: [UInt8]) throws -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        return try reader.document()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The arrays and objects being read, innermost last: whether each is an object, each
    /// array's values so far, each object's fields so far and the key whose value comes next
    /// (with where the key starts). A value goes straight into its container, never copied.
    private struct Containers {
        var isObject: [Bool] = []
        var arrays: [[JSONValue]] = []
        var objects: [[String: JSONValue]] = []
        var keys: [(name: String, offset: Int)] = []
    }

    private mutating func document() throws -> JSONValue {
        if let invalid = Self.firstInvalidUTF8(bytes) {
            throw failure(
                "a byte that is not UTF-8 (0x\(String(bytes[invalid], radix: 16, uppercase: true)))", at: invalid)
        }
        var open = Containers()
        skipBlanks()
        while true {
            guard var finished = try scalarOrOpen(&open) else { continue }
            // Put the value in its container; a container that closes is a value in turn.
            while true {
                guard let isObject = open.isObject.last else {
                    skipBlanks()
                    guard index == bytes.count else { throw failure("more after the end of the document") }
                    return finished
                }
                if isObject {
                    let key = open.keys.removeLast()
                    guard open.objects[open.objects.count - 1].updateValue(finished, forKey: key.name) == nil else {
                        throw failure(
                            "the key \(ReportText.quote(key.name)) appears twice in one object", at: key.offset)
                    }
                } else {
                    open.arrays[open.arrays.count - 1].append(finished)
                }
                skipBlanks()
                guard index < bytes.count else {
                    throw failure("the document ends inside \(isObject ? "an object" : "an array")")
                }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    skipBlanks()
                    if isObject { open.keys.append(try key()) }
                    break
                }
                guard bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw failure("expected ',' or '\(isObject ? "}" : "]")' after a value, found \(shown(at: index))")
                }
                index += 1
                open.isObject.removeLast()
                finished = isObject ? .object(open.objects.removeLast()) : .array(open.arrays.removeLast())
            }
        }
    }

    /// Reads a scalar, or opens an array or object; returns `nil` after opening a non-empty one,
    /// whose first value (and key) come next.
    private mutating func scalarOrOpen(_ open: inout Containers) throws -> JSONValue? {
        guard index < bytes.count else {
            throw failure(open.isObject.isEmpty ? "the document is empty" : "the document ends where a value should be")
        }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = bytes[index] == UInt8(ascii: "{")
            guard open.isObject.count < Self.maximumDepth else {
                throw failure("arrays and objects nest more than \(Self.maximumDepth) deep", at: start)
            }
            index += 1
            skipBlanks()
            if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                index += 1
                return isObject ? .object([:]) : .array([])
            }
            open.isObject.append(isObject)
            if isObject {
                open.objects.append([:])
                open.keys.append(try key())
            } else {
                open.arrays.append([])
            }
            return nil
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number()
        default:
            throw failure("expected a value, found \(shown(at: index))")
        }
    }

    /// A key and its colon, with the blanks after them.
    private mutating func key() throws -> (name: String, offset: Int) {
        let offset = index
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw failure(
                index < bytes.count
                    ? "expected a key in quotes, found \(shown(at: index))" : "the document ends inside an object")
        }
        let name = try string()
        skipBlanks()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw failure(
                index < bytes.count
                    ? "expected ':' after a key, found \(shown(at: index))" : "the document ends inside an object")
        }
        index += 1
        skipBlanks()
        return (name, offset)
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
        guard bytes[index...].starts(with: word.utf8) else {
            throw failure("expected a value, found \(shown(at: index))")
        }
        index += word.utf8.count
        return value
    }

    private mutating func number() throws -> JSONValue {
        let start = index
        var isWhole = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw failure("a number needs a digit after '-'", at: start) }
        let integerDigits = bytes[start..<index].drop { $0 == UInt8(ascii: "-") }
        if integerDigits.count > 1, integerDigits.first == UInt8(ascii: "0") {
            throw failure("a number does not start with 0 unless it is 0", at: start)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isWhole = false
            index += 1
            guard digits() > 0 else { throw failure("a number needs a digit after '.'", at: start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isWhole = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { throw failure("a number needs a digit in its exponent", at: start) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isWhole, text != "-0", let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else {
            throw failure("the number \(ReportText.quote(text)) is beyond the range of a double", at: start)
        }
        return .number(number)
    }

    /// Skips digits; returns how many.
    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    /// A string, from its opening quote past its closing one.
    private mutating func string() throws -> String {
        let start = index
        index += 1
        var text: [UInt8] = []
        var plain = index
        while true {
            guard index < bytes.count else { throw failure("a string is never closed", at: start) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                text += bytes[plain..<index]
                index += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                text += bytes[plain..<index]
                try escape(into: &text)
                plain = index
            case 0..<0x20:
                let digits = String(byte, radix: 16, uppercase: true)
                let code = String(repeating: "0", count: 4 - digits.count) + digits
                let name = byte == 0 ? "a NUL character (U+\(code))" : "a control character (U+\(code))"
                throw failure("\(name) in a string; JSON writes it as \\u\(code)")
            default:
                index += 1
            }
        }
    }

    /// An escape, from its backslash on, appended as UTF-8.
    private mutating func escape(into text: inout [UInt8]) throws {
        let start = index
        index += 1
        guard index < bytes.count else { throw failure("a string is never closed", at: start) }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hex(from: start)
            if (0xD800..<0xDC00).contains(code) {
                guard bytes[index...].starts(with: "\\u".utf8) else {
                    throw failure(
                        "\\u\(String(code, radix: 16, uppercase: true)) is half of a surrogate pair", at: start)
                }
                index += 2
                let low = try hex(from: start)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw failure(
                        "\\u\(String(code, radix: 16, uppercase: true)) is half of a surrogate pair", at: start)
                }
                code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(code) {
                throw failure("\\u\(String(code, radix: 16, uppercase: true)) is half of a surrogate pair", at: start)
            }
            text += String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8
        default:
            throw failure(
                "\(shown(at: index - 1)) after '\\' is not an escape; JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                at: start)
        }
    }

    /// Four hex digits after `\u`.
    private mutating func hex(from start: Int) throws -> UInt32 {
        guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
            bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else {
            throw failure("\\u takes four hex digits", at: start)
        }
        index += 4
        return code
    }

    private mutating func skipBlanks() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The character at `offset`, in quotes, for a message: `'x'`, `U+0000`.
    private func shown(at offset: Int) -> String {
        var decoder = UTF8()
        var iterator = bytes[offset...].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "the end" }
        if scalar.value < 0x20 || scalar.value == 0x7F {
            return "U+" + String(scalar.value, radix: 16, uppercase: true)
        }
        return "'\(scalar)'"
    }

    /// A failure at `offset` (the current position when `nil`), with its line and column.
    private func failure(_ message: String, at offset: Int? = nil) -> Failure {
        let offset = min(offset ?? index, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Failure(line: line, column: column, message: message)
    }

    /// Where the first byte that is not part of valid UTF-8 (RFC 3629: no overlong forms, no
    /// surrogates, nothing past U+10FFFF) is, or `nil`.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The length of the sequence, and the range its second byte must be in.
            let length: Int
            var (low, high): (UInt8, UInt8) = (0x80, 0xBF)
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xED: (length, high) = (3, 0x9F)
            case 0xE1...0xEF: length = 3
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF4: (length, high) = (4, 0x8F)
            case 0xF1...0xF3: length = 4
            default: return index
            }
            guard index + length <= bytes.count, bytes[index + 1] >= low, bytes[index + 1] <= high else { return index }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }
}
