/// A command's arguments: options that take a value, boolean flags, and positionals.
///
/// Accepts `--name value` and `--name=value`; `--` ends the options. `-h` and `--help` are
/// flags on every command, but only where an option can stand: the value of an option and
/// everything after `--` are never taken for help. Unknown or repeated options, and options
/// missing their value, are usage errors that name the valid options.
struct Arguments {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    private init() {}

    /// Parses `raw`. When it meets `-h` or `--help` in option position it stops there, with
    /// ``wantsHelp`` set: help is shown whatever else the arguments say.
    static func parse(
        _ raw: [String], command: String, options: [String] = [], flags allowedFlags: [String] = []
    ) throws -> Arguments {
        var parsed = Arguments()
        let allowedFlags = Set(allowedFlags + ["--help"])
        var index = 0
        var onlyPositionals = false
        func valid() -> String {
            (options.map { "\($0) <value>" } + allowedFlags.sorted()).joined(separator: ", ")
        }
        while index < raw.count {
            let argument = raw[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let name: String
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument == "-h" ? "--help" : argument
            }
            if allowedFlags.contains(name) {
                guard inlineValue == nil else { throw CLIError.usage("'\(name)' takes no value") }
                parsed.flags.insert(name)
                if name == "--help" { return parsed }
            } else if options.contains(name) {
                guard parsed.values[name] == nil else {
                    throw CLIError.usage("'\(name)' is given twice to '\(command)'")
                }
                if let inlineValue {
                    parsed.values[name] = inlineValue
                } else if index < raw.count {
                    parsed.values[name] = raw[index]
                    index += 1
                } else {
                    throw CLIError.usage("'\(name)' needs a value")
                }
            } else {
                throw CLIError.usage(
                    "unknown option \(CLIText.quote(name)) for '\(command)'; valid options: \(valid())")
            }
        }
        return parsed
    }

    func value(_ name: String) -> String? { values[name] }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    var wantsHelp: Bool { has("--help") }

    /// Fails unless there are between `min` and `max` positionals.
    func expectPositionals(_ range: ClosedRange<Int>, _ what: String, command: String) throws {
        if positionals.count < range.lowerBound {
            throw CLIError.usage("'\(command)' needs \(what)")
        }
        if positionals.count > range.upperBound {
            let extra = positionals.dropFirst(range.upperBound).prefix(3).map(CLIText.quote).joined(separator: " ")
            let more =
                positionals.count - range.upperBound > 3 ? " and \(positionals.count - range.upperBound - 3) more" : ""
            throw CLIError.usage("unexpected argument \(extra)\(more) for '\(command)'")
        }
    }
}
