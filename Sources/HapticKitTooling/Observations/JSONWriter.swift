/// Writes a ``JSONValue`` as pretty JSON with sorted keys (two spaces an indent, `"key" : value`,
/// keys in the order of their UTF-8 bytes), without recursion: any depth writes, in time and
/// space that grow with the value's size. Arrays and objects nested more than
/// ``maximumIndent`` deep are written on one line, so indenting never makes the text grow
/// faster than the value.
///
/// A number is written so that ``JSONReader`` reads the same value back: an
/// ``JSONValue/integer(_:)`` as its digits, a ``JSONValue/number(_:)`` with a fraction or an
/// exponent (`1.0`, `-0.0`, `1e+300`). NaN and infinity, which JSON cannot hold, are written as
/// `null`; ``ObservationReport/json()`` refuses them before it writes.
enum JSONWriter {
    /// The deepest indent; deeper arrays and objects are written on one line, without blanks.
    static let maximumIndent = 8

    /// An array or object being written: its values (an object's sorted by key), how many are
    /// written, and the blanks around them.
    private struct Open {
        var isObject: Bool
        var values: [JSONValue]
        var keys: [String]
        var written: Int
        var layout: Layout
    }

    /// `value` as pretty JSON, without a newline at the end.
    static func write(_ value: JSONValue) -> String {
        var output = ""
        var open: [Open] = []
        var next: (value: JSONValue, indent: Int?)? = (value, 0)
        while true {
            if let (value, indent) = next {
                switch value {
                case .array(let items) where !items.isEmpty:
                    let layout = Layout(indent)
                    output += "[" + layout.open
                    open.append(Open(isObject: false, values: items, keys: [], written: 0, layout: layout))
                case .object(let fields) where !fields.isEmpty:
                    let layout = Layout(indent)
                    output += "{" + layout.open
                    let sorted = fields.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                    open.append(
                        Open(
                            isObject: true, values: sorted.map(\.value), keys: sorted.map(\.key), written: 0,
                            layout: layout))
                default:
                    output += text(of: value)
                }
                next = nil
            }
            guard let last = open.indices.last else { return output }
            let written = open[last].written
            let layout = open[last].layout
            guard written < open[last].values.count else {
                output += layout.close + (open[last].isObject ? "}" : "]")
                open.removeLast()
                continue
            }
            if written > 0 { output += layout.separator }
            if open[last].isObject { output += quoted(open[last].keys[written]) + layout.colon }
            next = (open[last].values[written], layout.inner)
            open[last].written += 1
        }
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

    /// A string in quotes, with `"`, `\` and the control characters escaped: the one JSON string
    /// writer of reports and AHAP files.
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
                let digits = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
