import Foundation

/// A JSON value of any shape: how an observation report keeps fields this version does not know,
/// so that reading a report and writing it back loses no field (a number keeps its kind and, to a
/// double's precision, its value: `docs/Observations.md`).
///
/// ```swift
/// let extra: JSONValue = .object(["tester": .string("QA team 2"), "runs": .integer(3)])
/// ```
package enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without a fraction or exponent that fits in an `Int`, kept exactly.
    case integer(Int)
    /// Any other number, `-0` included. JSON holds no NaN or infinite number:
    /// ``ObservationReport/json()`` refuses one.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object; written back with its keys sorted.
    case object([String: JSONValue])

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

extension JSONValue {
    /// The path of a NaN or infinite number in the value (`observations[0].pressure`; the
    /// shallowest, and the first in key order among those), or `nil` when it has none. Found
    /// without recursion, and the path is spelled only for the number found, so a deep value costs
    /// time in its size.
    var pathOfNonFiniteNumber: String? {
        // Each value still to look at, with the index of its container's entry and its own key or
        // index there.
        var entries: [(parent: Int, step: String, value: JSONValue)] = [(-1, "", self)]
        var next = 0
        while next < entries.count {
            let value = entries[next].value
            switch value {
            case .number(let number) where !number.isFinite:
                var steps: [String] = []
                var index = next
                while index >= 0 {
                    steps.append(entries[index].step)
                    index = entries[index].parent
                }
                let path = steps.reversed().joined()
                return path.hasPrefix(".") ? String(path.dropFirst()) : path
            case .array(let items):
                entries += items.enumerated().map { (next, "[\($0.offset)]", $0.element) }
            case .object(let fields):
                let sorted = fields.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                entries += sorted.map { (next, ".\($0.key)", $0.value) }
            default:
                break
            }
            entries[next].value = .null  // the entries below it hold its contents now
            next += 1
        }
        return nil
    }
}
