import Foundation
import HapticKitTooling

/// Reads and writes the JSON of the MCP server: one message a line, keys sorted, nothing escaped
/// that JSON does not require, so a message never spans two lines.
enum MCPJSON {
    /// Why bytes are not one JSON value.
    struct Failure: Error {
        var message: String
    }

    /// Reads `bytes` as one JSON value. Foundation's reader refuses nesting deeper than its
    /// limit with an error, never a crash. Throws a ``Failure``.
    static func read(_ bytes: some Collection<UInt8>) throws -> JSONValue {
        let data = Data(bytes)
        do {
            return try JSONDecoder().decode(Decoded.self, from: data).value
        } catch let error as DecodingError {
            // The decoder says only that the data is not JSON; Foundation's reader says where.
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                if let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
                    throw Failure(message: detail)
                }
            }
            throw Failure(message: describe(error))
        }
    }

    /// Reads `text` as one JSON value. Throws a ``Failure``.
    static func read(_ text: String) throws -> JSONValue {
        try read(Array(text.utf8))
    }

    /// `value` on one line, object keys sorted.
    static func write(_ value: JSONValue) -> String {
        var out = ""
        write(value, to: &out)
        return out
    }

    private static func write(_ value: JSONValue, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let bool): out += bool ? "true" : "false"
        case .integer(let integer): out += String(integer)
        case .number(let number):
            // Read from JSON or made from whole values: always finite; Swift's shortest form is JSON.
            out += number.isFinite ? "\(number)" : "null"
        case .string(let string): quote(string, to: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                write(item, to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                quote(key, to: &out)
                out += ":"
                write(fields[key] ?? .null, to: &out)
            }
            out += "}"
        }
    }

    private static func quote(_ string: String, to out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return underlying ?? context.debugDescription
        default: return "\(error)"
        }
    }

    /// Any JSON value, decoded the way the MCP messages need: whole numbers that fit in an `Int`
    /// as integers, so an id of `7` is answered as `7`, not `7.0`.
    private struct Decoded: Decodable {
        let value: JSONValue

        init(from decoder: any Decoder) throws {
            if let container = try? decoder.singleValueContainer() {
                if container.decodeNil() {
                    value = .null
                    return
                }
                if let bool = try? container.decode(Bool.self) {
                    value = .bool(bool)
                    return
                }
                if let integer = try? container.decode(Int.self) {
                    value = .integer(integer)
                    return
                }
                if let number = try? container.decode(Double.self) {
                    value = .number(number)
                    return
                }
                if let string = try? container.decode(String.self) {
                    value = .string(string)
                    return
                }
            }
            if var array = try? decoder.unkeyedContainer() {
                var items: [JSONValue] = []
                while !array.isAtEnd { items.append(try array.decode(Decoded.self).value) }
                value = .array(items)
                return
            }
            let object = try decoder.container(keyedBy: Key.self)
            var fields: [String: JSONValue] = [:]
            for key in object.allKeys { fields[key.stringValue] = try object.decode(Decoded.self, forKey: key).value }
            value = .object(fields)
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension JSONValue {
    /// The fields of an object, or `nil`.
    var objectValue: [String: JSONValue]? {
        if case .object(let fields) = self { return fields }
        return nil
    }

    /// The text of a string, or `nil`.
    var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }
}

extension JSONValue {
    /// What a message calls this kind of value: `a string`, `a number`, `an object`, ….
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
