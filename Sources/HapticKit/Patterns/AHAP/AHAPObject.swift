import Foundation

/// One JSON object of an AHAP file, as `JSONSerialization` read it, with its key path: reads its
/// members as the types AHAP gives them, and names where an error is.
struct AHAPObject {
    let members: [String: Any]
    /// `Pattern[2].Event`; empty for the file's root object.
    let path: String

    init(_ members: [String: Any], path: String) {
        self.members = members
        self.path = path
    }

    /// The object `value` is, or an error: "`what` is `shape`, not an array".
    init(_ value: Any, path: String, what: String, _ shape: String = "an object") throws {
        guard let members = value as? [String: Any] else {
            throw HapticReadError(
                message: "\(what) is \(shape), not \(AHAPFileReader.kind(of: value))", path: path)
        }
        self.init(members, path: path)
    }

    /// The path of a member: `Pattern[2].Event.Time`.
    func path(_ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    /// An error about this object, or about its member `key`.
    func error(_ message: String, at key: String? = nil) -> HapticReadError {
        HapticReadError(message: message, path: key.map(path) ?? path)
    }

    // MARK: Members of one type, or nil when absent

    func number(_ key: String) throws -> Double? {
        guard let value = members[key] else { return nil }
        guard let number = value as? NSNumber, !AHAPFileReader.isBoolean(value) else {
            let hint = value is String ? " (write it without quotes)" : ""
            throw error("expected a number, found \(AHAPFileReader.kind(of: value))\(hint)", at: key)
        }
        // A number with more digits than a Double holds comes as an NSDecimalNumber, whose
        // doubleValue is not the nearest Double; its digits are.
        let double = (number as? NSDecimalNumber).flatMap { Double($0.stringValue) } ?? number.doubleValue
        guard double.isFinite else { throw error("\(key) is not a finite number", at: key) }
        return double
    }

    /// A number of seconds from the start of the pattern, which cannot be negative.
    func time(_ key: String) throws -> Double? {
        guard let time = try number(key) else { return nil }
        if time < 0 {
            throw error(
                "\(key) is negative (\(DecimalFormat.text(time)) s); times count from the start of the pattern", at: key
            )
        }
        return time
    }

    func string(_ key: String) throws -> String? {
        guard let value = members[key] else { return nil }
        guard let text = value as? String else {
            throw error("expected a string, found \(AHAPFileReader.kind(of: value))", at: key)
        }
        return text
    }

    func bool(_ key: String) throws -> Bool? {
        guard let value = members[key] else { return nil }
        guard AHAPFileReader.isBoolean(value), let flag = value as? Bool else {
            throw error("expected true or false, found \(AHAPFileReader.kind(of: value))", at: key)
        }
        return flag
    }

    func array(_ key: String) throws -> [Any]? {
        guard let value = members[key] else { return nil }
        guard let items = value as? [Any] else {
            throw error("\(key) is an array, not \(AHAPFileReader.kind(of: value))", at: key)
        }
        return items
    }

    // MARK: Required members

    /// The member `key`, which `what` needs.
    func required<Value>(_ key: String, in what: String, _ read: (String) throws -> Value?) throws -> Value {
        guard let value = try read(key) else { throw error("\(what) needs a \(key)") }
        return value
    }

    /// A parameter's ID: the one of `all` whose AHAP spelling `name` the member `key` is.
    func id<ID>(_ key: String, _ all: [ID], name: KeyPath<ID, String>, in what: String) throws -> ID {
        let text = try required(key, in: what, string)
        guard let id = all.first(where: { $0[keyPath: name] == text }) else {
            throw error(
                "unknown ParameterID \(QuotedText.quote(text)); valid here: \(all.map { $0[keyPath: name] }.joined(separator: ", "))",
                at: key)
        }
        return id
    }

    /// A parameter's value, clamped into `range` as Core Haptics clamps it.
    func value(_ key: String, in range: ClosedRange<Double>, in what: String) throws -> Double {
        try required(key, in: what, number).clamped(to: range, nanValue: range.upperBound)
    }
}
