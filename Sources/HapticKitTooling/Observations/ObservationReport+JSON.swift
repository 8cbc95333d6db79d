import Foundation
import HapticKit

extension ObservationReport {
    /// Reads a report from UTF-8 JSON: a Lab report, or a published observation (`"kind":
    /// "published"`, with its `publication`).
    ///
    /// Throws an ``ObservationReadError`` that names the field and why: not JSON (with the line
    /// and column: a key twice in one object, a number beyond a `Double`, arrays and objects
    /// nested more than 512 deep are refused too), a missing field, a wrong type, another format,
    /// a newer version, an unknown kind, a date that is not ISO 8601, an unknown feedback or input
    /// name (the error lists the names the CLI takes), or a system that the named profile does not
    /// run; for a published observation, an address that is not one, an empty or overlong quote,
    /// an observation without its `call`, or no observations and no note saying why.
    /// Unknown fields are kept, never rejected. Reading takes time in proportion to the size of
    /// the JSON, whatever its shape.
    package init(json bytes: [UInt8]) throws {
        var root = try JSONFields(reading: bytes)
        let format = try root.string("format")
        guard format == Self.format else {
            throw ObservationReadError(
                field: "format",
                reason: "\(ReportText.quote(format)) is not \"\(Self.format)\"; this is not an observation report"
            )
        }
        let version = try root.integer("version")
        guard (1...Self.currentVersion).contains(version) else {
            throw ObservationReadError(
                field: "version",
                reason: "\(version) is not a version this haptickit reads (1 to \(Self.currentVersion));"
                    + " a newer haptickit may read it")
        }
        self.version = version
        let published = try Self.readKind(&root) == .published
        haptickit = try root.string("haptickit")
        date = try root.string("date")
        try Self.check(date: date)
        device = try ObservedDevice(try root.object("device"), at: "device", needsOS: !published)
        let entries = try root.array("observations")
        observations = try entries.enumerated().map { index, entry in
            try Observation(entry, at: "observations[\(index)]")
        }
        publication = published ? try Publication(try root.object("publication"), at: "publication") : nil
        if let publication { try Self.checkPublished(observations, publication: publication) }
        extra = root.rest
    }

    /// Reads `kind`: absent or `lab` for a Lab report (a `lab` stays among the fields written
    /// back as they were), `published` for a published observation.
    private static func readKind(_ root: inout JSONFields) throws -> Kind {
        guard let value = root.rest["kind"] else {
            guard root.rest["publication"] == nil else {
                throw ObservationReadError(
                    field: "kind",
                    reason: "is missing; a report with a publication is a published observation: "
                        + "add \"kind\": \"published\"")
            }
            return .lab
        }
        guard case .string(let name) = value,
            let kind = Kind.all.first(where: { KebabName.matches(name, name: $0.rawValue) })
        else {
            let valid = Kind.all.map { "'\($0)'" }.joined(separator: ", ")
            let what = if case .string(let name) = value { ReportText.quote(name) } else { value.kind }
            throw ObservationReadError(field: "kind", reason: "\(what) is not a kind this haptickit reads (\(valid))")
        }
        if kind == .published {
            _ = try root.string("kind")
        } else if root.rest["publication"] != nil {
            throw ObservationReadError(
                field: "publication",
                reason: "is in a Lab report; only a published observation (\"kind\": \"published\") has one")
        }
        return kind
    }

    /// The report as pretty JSON with sorted keys, ending with a newline: what `haptickit verify`
    /// reads back as the same report, unknown fields included, at any depth (a report reads only
    /// values nested at most 512 deep, as a report the tool read is).
    ///
    /// Throws an error naming the field when the report cannot be written as one: `date` (or the publication's address or date) no longer passes the initialiser's
    /// checks, because it was set after the report was made, or a field holds a NaN
    /// or infinite number, which JSON cannot hold (RFC 8259, section 6), as Foundation's
    /// `JSONEncoder` refuses one.
    public func json() throws -> String {
        try Self.check(date: date)
        if let publication {
            try Publication.check(
                url: publication.url, quote: publication.quote, posted: publication.posted, at: "publication")
        }
        var object = extra
        if let publication {
            object["kind"] = .string(Kind.published.rawValue)
            object["publication"] = publication.json
        } else {
            // A Lab report writes `kind` only as it read it: `lab`.
            if object["kind"] != .string(Kind.lab.rawValue) { object["kind"] = nil }
            object["publication"] = nil
        }
        object["format"] = .string(Self.format)
        object["version"] = .integer(version)
        object["haptickit"] = .string(haptickit)
        object["date"] = .string(date)
        object["device"] = device.json
        object["observations"] = .array(observations.map(\.json))
        let report = JSONValue.object(object)
        if let path = report.pathOfNonFiniteNumber {
            throw ObservationReadError(field: path, reason: "is NaN or infinite, which JSON cannot hold")
        }
        return JSONWriter.write(report) + "\n"
    }
}

extension ObservedDevice {
    /// Reads a device; a Lab report's names its OS (`needsOS`), a published one's may not.
    init(_ value: JSONValue, at path: String, needsOS: Bool) throws {
        var fields = try JSONFields(value, at: path)
        model = try fields.string("model")
        let osText = needsOS ? try fields.string("os") : try fields.optionalString("os")
        do {
            os = try osText.map(OperatingSystem.parse)
        } catch let error as ObservationReadError {
            throw ObservationReadError(field: fields.path("os"), reason: error.reason)
        }
        profile = try fields.optionalString("profile")
        if let profile, let named = DeviceProfile.named(profile), let os, let osText, !os.runs.contains(named.platform)
        {
            throw ObservationReadError(
                field: fields.path("os"),
                reason:
                    "\(ReportText.quote(osText)) is not the system of profile \(ReportText.quote(profile)) (\(named.platform))"
            )
        }
        idiom = try fields.optionalString("idiom").map { name in
            guard let idiom = DeviceProfile.Idiom(rawValue: name) else {
                let valid = DeviceProfile.Idiom.allCases.map(\.rawValue).joined(separator: ", ")
                throw ObservationReadError(
                    field: fields.path("idiom"), reason: "unknown idiom \(ReportText.quote(name)); idioms: \(valid)")
            }
            return idiom
        }
        extra = fields.rest
    }

    var json: JSONValue {
        var object = extra
        object["model"] = .string(model)
        object["os"] = os.map { .string($0.description) }
        object["profile"] = profile.map(JSONValue.string)
        object["idiom"] = idiom.map { .string($0.rawValue) }
        return .object(object)
    }
}

extension Observation {
    init(_ value: JSONValue, at path: String) throws {
        var fields = try JSONFields(value, at: path)
        feedback = try Self.feedback(named: try fields.string("feedback"), at: fields.path("feedback"))
        input = try Self.input(named: try fields.string("input"), at: fields.path("input"))
        call = try fields.optionalString("call")
        let answer = try fields.string("felt")
        guard let felt = Felt.allCases.first(where: { KebabName.matches(answer, name: $0.rawValue) }) else {
            let valid = Felt.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw ObservationReadError(
                field: fields.path("felt"), reason: "\(ReportText.quote(answer)) is not one of \(valid)")
        }
        self.felt = felt
        played = try fields.optionalString("played").map { try Self.feedback(named: $0, at: fields.path("played")) }
        note = try fields.optionalString("note")
        extra = fields.rest
    }

    /// A feedback by the name the CLI takes; an unknown name lists the valid ones.
    private static func feedback(named name: String, at field: String) throws -> HapticFeedback {
        // No name is this long; the error quotes it cut, not whole.
        guard name.count <= 200 else {
            throw ObservationReadError(
                field: field,
                reason: "unknown feedback \(ReportText.quote(name)); 'haptickit route --help' lists the names")
        }
        do {
            return try HapticFeedback.named(name)
        } catch let error as HapticReadError {
            throw ObservationReadError(field: field, reason: error.description)
        }
    }

    /// An input device by the name the CLI takes; `unspecified` and the `any…` inputs name no one
    /// input, so they are refused, as is a misspelling (with the spelling meant, when it is clear).
    private static func input(named name: String, at field: String) throws -> HapticInput.Device {
        let sources = HapticInput.Device.allCases.filter { $0 != .unspecified }
        if let source = HapticInput.Device(rawValue: name), source != .unspecified { return source }
        let valid = sources.map(\.rawValue).joined(separator: ", ")
        func squashed(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        // Squashed once, and only a name of a name's length: a long text is no misspelling, and
        // squashing it for each input cost seconds a megabyte.
        let typed = name.unicodeScalars.count <= 64 ? squashed(name) : nil
        if let typed, let meant = sources.first(where: { squashed($0.rawValue) == typed }) {
            throw ObservationReadError(
                field: field, reason: "unknown input \(ReportText.quote(name)); did you mean '\(meant.rawValue)'?")
        }
        let vague = name == "unspecified" || HapticInput.named(name).map { $0.candidates(on: .iPad).count > 1 } == true
        let why =
            vague
            ? "\(ReportText.quote(name)) names no one input; an observation names the input that drove it"
            : "unknown input \(ReportText.quote(name))"
        throw ObservationReadError(field: field, reason: "\(why); inputs: \(valid)")
    }

    var json: JSONValue {
        var object = extra
        object["feedback"] = .string(feedback.name)
        object["input"] = .string(input.rawValue)
        object["call"] = call.map(JSONValue.string)
        object["felt"] = .string(felt.rawValue)
        object["played"] = played.map { .string($0.name) }
        object["note"] = note.map(JSONValue.string)
        return .object(object)
    }
}

extension Publication {
    init(_ value: JSONValue, at path: String) throws {
        var fields = try JSONFields(value, at: path)
        url = try fields.string("url")
        quote = try fields.string("quote")
        title = try fields.optionalString("title")
        posted = try fields.optionalString("posted")
        note = try fields.optionalString("note")
        caveat = try fields.optionalString("caveat")
        extra = fields.rest
        try Self.check(url: url, quote: quote, posted: posted, at: path)
    }

    var json: JSONValue {
        var object = extra
        object["url"] = .string(url)
        object["quote"] = .string(quote)
        object["title"] = title.map(JSONValue.string)
        object["posted"] = posted.map(JSONValue.string)
        object["note"] = note.map(JSONValue.string)
        object["caveat"] = caveat.map(JSONValue.string)
        return .object(object)
    }
}

/// The fields of one JSON object, taken one by one; what is left are the unknown ones.
struct JSONFields {
    private let prefix: String
    private(set) var rest: [String: JSONValue]

    init(_ value: JSONValue, at path: String) throws {
        guard case .object(let fields) = value else {
            throw ObservationReadError(field: path, reason: "is \(value.kind); expected an object")
        }
        prefix = path
        rest = fields
    }

    /// The fields of the object `bytes` hold, a report's or a saved session's: JSON that cannot be
    /// read, or that is not an object, is an ``ObservationReadError``.
    init(reading bytes: [UInt8]) throws {
        let value: JSONValue
        do {
            value = try JSONReader.read(bytes)
        } catch let error as JSONReader.Failure {
            throw ObservationReadError(field: "", reason: "not JSON: \(error.description)")
        }
        try self.init(value, at: "")
    }

    func path(_ key: String) -> String { prefix.isEmpty ? key : "\(prefix).\(key)" }

    private mutating func take(_ key: String) throws -> JSONValue {
        guard let value = rest.removeValue(forKey: key) else {
            throw ObservationReadError(field: path(key), reason: "is missing")
        }
        return value
    }

    private func wrong(_ key: String, _ value: JSONValue, _ expected: String) -> ObservationReadError {
        ObservationReadError(field: path(key), reason: "is \(value.kind); expected \(expected)")
    }

    mutating func string(_ key: String) throws -> String {
        let value = try take(key)
        guard case .string(let string) = value else { throw wrong(key, value, "a string") }
        return string
    }

    /// A string, or `nil` when the field is absent or `null`.
    mutating func optionalString(_ key: String) throws -> String? {
        guard let value = rest[key] else { return nil }
        rest[key] = nil
        if case .null = value { return nil }
        guard case .string(let string) = value else { throw wrong(key, value, "a string") }
        return string
    }

    mutating func integer(_ key: String) throws -> Int {
        let value = try take(key)
        guard case .integer(let integer) = value else { throw wrong(key, value, "a whole number") }
        return integer
    }

    mutating func object(_ key: String) throws -> JSONValue {
        let value = try take(key)
        guard case .object = value else { throw wrong(key, value, "an object") }
        return value
    }

    mutating func array(_ key: String) throws -> [JSONValue] {
        let value = try take(key)
        guard case .array(let array) = value else { throw wrong(key, value, "an array") }
        return array
    }
}
