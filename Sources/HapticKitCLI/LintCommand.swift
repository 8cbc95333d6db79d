import Foundation
import HapticKit
import HapticKitTooling

/// `haptickit lint <files...> [--strict] [--format text|json]`
enum LintCommand {
    static let command = Command(
        name: name, summary: summary, help: help, options: ["--format"], flags: ["--strict"], run: run)

    static let name = "lint"
    static let summary = "check AHAP files the way Core Haptics reads them"
    static let help = """
        usage: haptickit lint <input>... [--strict] [--format text|json]

        Reads AHAP files as Core Haptics does and reports, with file, line, column and path
        (Pattern[3].Event.EventParameters[1].ParameterValue):
          errors    what Core Haptics would reject (the pattern would not load)
          warnings  what it would silently fix: clamped values, defaults, ignored keys,
                    trailing commas, parameters that do nothing where they are
        Folders are searched for .ahap files; only regular files there are read (a FIFO or a
        device is named as unreadable, and so is a link to nothing). Presets and notation are
        checked as built; a notation that cannot be read is a syntax error at its column.

        \(PatternInput.help)

        options:
          --strict                  treat every warning as an error
          --format <text|json>      output format (default: text)
          -h, --help                show this help

        exit status: 0 no errors (warnings are fine unless --strict), 1 errors found,
                     2 an input cannot be read or the arguments are wrong; the report (text or
                     JSON) is on standard output whatever the status, unreadable inputs also
                     on standard error

        """

    enum Format: String, CaseIterable {
        case text, json
    }

    static func run(_ args: Arguments) throws -> String {
        try args.expectPositionals(1...Int.max, "at least one AHAP file, folder or preset", command: name)
        let formatName = args.value("--format") ?? "text"
        guard let format = Format(rawValue: formatName) else {
            let valid = Format.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError.usage("unknown format \(CLIText.quote(formatName)); formats: \(valid)")
        }
        let strict = args.has("--strict")
        var inputs: [PatternInput] = []
        var unreadable: [String] = []
        var readStandardInput = false
        for argument in args.positionals {
            do {
                if argument == "-" {
                    guard !readStandardInput else {
                        throw CLIError.usage("'-' is given twice; standard input can be read only once")
                    }
                    readStandardInput = true
                }
                let paths = try expand(argument)
                for path in paths {
                    do {
                        // Only regular files are read, named or in a folder: a FIFO would wait.
                        inputs.append(try PatternInput.load(path, strict: strict))
                    } catch let error as CLIError {
                        unreadable.append(error.message)
                    }
                }
            } catch let error as CLIError {
                unreadable.append(error.message)
            }
        }
        let report = format == .json ? json(inputs, unreadable: unreadable) : text(inputs, unreadable: unreadable)
        // The report always goes to standard output, whole, so `--format json` can be piped
        // whatever happens. Inputs that cannot be read make it exit 2 and are also named on
        // standard error; errors in the files exit 1.
        if !unreadable.isEmpty {
            throw CLIError.report(report, status: 2, messages: unreadable.joined(separator: "\n"))
        }
        if inputs.contains(where: { $0.findings.contains { $0.severity == .error } }) {
            throw CLIError.report(report, status: 1)
        }
        return report
    }

    /// A folder's `.ahap` files (sorted, recursively), or the argument itself.
    static func expand(_ argument: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue
        else { return [argument] }
        guard let enumerator = FileManager.default.enumerator(atPath: argument) else {
            throw CLIError.usage("cannot read folder \(CLIText.quote(argument))")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.lowercased().hasSuffix(".ahap") {
                files.append((argument.hasSuffix("/") ? argument : argument + "/") + relative)
            }
        }
        guard !files.isEmpty else { throw CLIError.usage("no .ahap files in folder \(CLIText.quote(argument))") }
        return files.sorted()
    }

    static func text(_ inputs: [PatternInput], unreadable: [String]) -> String {
        var lines: [String] = []
        for input in inputs {
            lines += input.findings.map(input.describe)
        }
        let errors = inputs.reduce(0) { $0 + $1.findings.filter { $0.severity == .error }.count }
        let warnings = inputs.reduce(0) { $0 + $1.findings.filter { $0.severity == .warning }.count }
        let flagged = inputs.filter { !$0.findings.isEmpty }.count
        var summary =
            "\(count(inputs.count, "input")) checked: \(count(errors, "error")), \(count(warnings, "warning"))"
        if flagged > 0 { summary += " in \(count(flagged, "input"))" }
        if !unreadable.isEmpty { summary += "; \(count(unreadable.count, "input")) unreadable" }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private struct JSONReport: Encodable {
        struct File: Encodable {
            var file: String
            var errors: Int
            var warnings: Int
            var findings: [Finding]
        }
        struct Finding: Encodable {
            var severity: String
            var rule: String
            var message: String
            var path: String
            var line: Int?
            var column: Int?
        }
        var files: [File]
        var unreadable: [String]
        var errors: Int
        var warnings: Int
    }

    static func json(_ inputs: [PatternInput], unreadable: [String]) -> String {
        let files = inputs.map { input in
            JSONReport.File(
                file: input.name,
                errors: input.findings.filter { $0.severity == .error }.count,
                warnings: input.findings.filter { $0.severity == .warning }.count,
                findings: input.findings.map {
                    JSONReport.Finding(
                        severity: $0.severity.rawValue, rule: $0.rule.rawValue, message: $0.message, path: $0.path,
                        line: $0.line, column: $0.column)
                })
        }
        let report = JSONReport(
            files: files, unreadable: unreadable, errors: files.reduce(0) { $0 + $1.errors },
            warnings: files.reduce(0) { $0 + $1.warnings })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(report) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
