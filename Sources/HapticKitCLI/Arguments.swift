/// A command's arguments: options that take a value, boolean flags, and positionals.
///
/// Accepts `--name value` and `--name=value`; `--` ends the options. `-h` and `--help` are
/// flags on every command. Unknown or repeated options, and options missing their value, are
/// usage errors that name the valid options.
struct Arguments {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    private init() {}

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
                throw CLIError.usage("unknown option '\(name)' for '\(command)'; valid options: \(valid())")
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
            let extra = positionals.dropFirst(range.upperBound).map { "'\($0)'" }.joined(separator: " ")
            throw CLIError.usage("unexpected argument \(extra) for '\(command)'")
        }
    }
}
