import Foundation

/// A JSON value of any shape: how an observation report keeps fields this version does not know,
/// so that reading a report and writing it back loses no field (a number keeps its value, not its
/// spelling: `docs/Observations.md`).
///
/// ```swift
/// let extra: JSONValue = .object(["tester": .string("QA team 2"), "runs": .integer(3)])
/// ```
public enum JSONValue: Hashable, Sendable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without a fraction or exponent that fits in an `Int`, kept exactly.
    case integer(Int)
    /// Any other number, `-0` included. A NaN or infinite one is written to a report as `null`.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object; written back with its keys sorted.
    case object([String: JSONValue])

    /// Reads any JSON value, from any decoder. ``ObservationReport/init(json:)`` reads reports
    /// with its own reader, in one pass; this initializer tries each kind of value in turn.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Writes the value as JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .integer(let integer): try container.encode(integer)
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }

    /// What a reader calls this kind of value in an error: `a string`, `a number`, `an object`, ….
    var kind: String {
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
