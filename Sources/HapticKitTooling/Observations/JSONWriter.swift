/// Writes a ``JSONValue`` as pretty JSON with sorted keys (two spaces an indent, `"key" : value`,
/// keys in the order of their UTF-8 bytes), without recursion: any depth writes, in time and
/// space that grow with the value's size. Arrays and objects nested more than
/// ``maximumIndent`` deep are written on one line, so indenting never makes the text grow
/// faster than the value.
///
/// A number is written so that ``JSONReader`` reads the same value back: an
/// ``JSONValue/integer(_:)`` as its digits, a ``JSONValue/number(_:)`` with a fraction or an
/// exponent (`1.0`, `-0.0`, `1e+300`). NaN and infinity, which JSON cannot hold, are written as
/// `null`, as JavaScript's `JSON.stringify` writes them.
enum JSONWriter {
    /// The deepest indent; deeper arrays and objects are written on one line, without blanks.
    static let maximumIndent = 8

    /// What is left to write: a value at an indent (`nil`: on one line), or text.
    private enum Piece {
        case value(JSONValue, indent: Int?)
        case text(String)
    }

    /// `value` as pretty JSON, without a newline at the end.
    static func write(_ value: JSONValue) -> String {
        var output = ""
        var pieces: [Piece] = [.value(value, indent: 0)]
        while let piece = pieces.popLast() {
            switch piece {
            case .text(let text):
                output += text
            case .value(.array(let items), let indent) where !items.isEmpty:
                let layout = Layout(indent)
                output += "[" + layout.open
                pieces.append(.text(layout.close + "]"))
                for (offset, item) in items.enumerated().reversed() {
                    if offset < items.count - 1 { pieces.append(.text(layout.separator)) }
                    pieces.append(.value(item, indent: layout.inner))
                }
            case .value(.object(let fields), let indent) where !fields.isEmpty:
                let layout = Layout(indent)
                output += "{" + layout.open
                pieces.append(.text(layout.close + "}"))
                let sorted = fields.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                for (offset, field) in sorted.enumerated().reversed() {
                    if offset < sorted.count - 1 { pieces.append(.text(layout.separator)) }
                    pieces.append(.value(field.value, indent: layout.inner))
                    pieces.append(.text(quoted(field.key) + layout.colon))
                }
            case .value(let scalar, _):
                output += text(of: scalar)
            }
        }
        return output
    }

    /// The blanks around the values of one array or object.
    private struct Layout {
        /// After the opening bracket, between two values, before the closing bracket, after a key.
        var open: String
        var separator: String
        var close: String
        var colon: String
        /// The indent of the values inside.
        var inner: Int?

        init(_ indent: Int?) {
            guard let indent, indent < JSONWriter.maximumIndent else {
                (open, separator, close, colon, inner) = ("", ",", "", ":", nil)
                return
            }
            let inside = "\n" + String(repeating: "  ", count: indent + 1)
            (open, separator, close, colon) = (
                inside, "," + inside, "\n" + String(repeating: "  ", count: indent), " : "
            )
            inner = indent + 1
        }
    }

    /// A value that holds no other: a scalar, `[]` or `{}`.
    private static func text(of value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let bool): bool ? "true" : "false"
        case .integer(let integer): String(integer)
        case .number(let number): number.isFinite ? number.description : "null"
        case .string(let string): quoted(string)
        case .array: "[]"
        case .object: "{}"
        }
    }

    /// A string in quotes, with `"`, `\` and the control characters escaped.
    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}":
                let digits = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
