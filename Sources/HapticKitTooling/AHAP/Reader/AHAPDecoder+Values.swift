import HapticKit

/// Members and values: matching a key against the keys its object allows, and reading the value
/// a key expects. A value of another type is reported and skipped (the reader returns `nil`);
/// only text that is not JSON throws.
extension AHAPDecoder {
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
}
