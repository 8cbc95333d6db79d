import HapticKit
import HapticKitTooling

/// `haptickit convert <in> --to ahap|android|kotlin|web|swift [-o out]`
enum ConvertCommand {
    static let command = Command(
        name: name, summary: summary, help: help, options: ["--to", "-o", "--output", "--name", "--format"],
        flags: ["--strict"], stream: run)

    static let name = "convert"
    static let summary = "turn a pattern into AHAP, Android, web or Swift code"
    static let help = """
        usage: haptickit convert <input> --to <format> [-o <file>] [--name <name>] [--strict]
                                [--format text|json]

        Converts a pattern. Formats:
          ahap      AHAP, written stably (sorted metadata, fixed key order, shortest numbers)
          android   VibrationEffect.createWaveform timings and amplitudes, as JSON
          kotlin    a Kotlin function that plays it on an Android Vibrator
          web       the Web Vibration API array, as JSON (navigator.vibrate)
          swift     a Swift function that builds the CHHapticPattern
        Android keeps intensity only (no sharpness); the web keeps only on/off timing.
        docs/Patterns.md says exactly how each one approximates the pattern.

        \(PatternInput.help)

        options:
          --to <format>       ahap, android, kotlin, web or swift (required)
          -o, --output <file> write to a file instead of standard output
          --name <name>       the name used in generated code (default: the input's name)
          --strict            refuse inputs with warnings too (see 'haptickit lint --strict')
          --format <text|json>  'json' prints one object: the input, the format, the output
                              and the warnings (not with -o)
          -h, --help          show this help

        Files with errors are refused (exit 1); 'haptickit lint' lists their problems. Each
        warning that changes what is converted (an event cut to 30 s, a key or non-string
        metadata dropped, a value clamped) is printed on standard error. A pattern with nothing
        to feel converts to Android and web code that does nothing (empty timings, which
        createWaveform would refuse), and standard error says so. An AHAP output over
        \(PatternInput.maximumFileSizeText), which lint would refuse to read, is refused (exit 1). An output
        that is the input (links followed) is refused (exit 2); a file is replaced whole or not
        at all.

        """

    enum Target: String, CaseIterable {
        case ahap, android, kotlin, web, swift
    }

    static func run(_ args: Arguments, _ printer: CommandOutput) throws {
        try args.expectPositionals(1...1, "one input: an AHAP file, '-', a preset or notation:<text>", command: name)
        let valid = Target.allCases.map(\.rawValue).joined(separator: ", ")
        guard let targetName = args.value("--to") else {
            throw CLIError.usage("'convert' needs --to <format>; formats: \(valid)")
        }
        guard let target = Target(rawValue: targetName.lowercased()) else {
            throw CLIError.usage("unknown format \(CLIText.quote(targetName)); formats: \(valid)")
        }
        if args.value("-o") != nil, args.value("--output") != nil {
            throw CLIError.usage("give -o or --output, not both")
        }
        let output = args.value("-o") ?? args.value("--output")
        let format = try CommandJSON.Format.parse(args)
        if format == .json, output != nil {
            throw CLIError.usage("--format json prints the output in its JSON; give it or -o, not both")
        }
        if let output, output != "-" {
            try PatternInput.checkOutputs(
                [(args.value("-o") != nil ? "-o" : "--output", output)], input: args.positionals[0])
        }
        let input = try PatternInput.load(args.positionals[0], strict: args.has("--strict"))
        let pattern = try input.requirePattern()
        var warnings = input.warnings
        warnings.forEach(printer.warn)
        func warn(_ message: String) {
            warnings.append(message)
            printer.warn(message)
        }
        let codeName = args.value("--name") ?? baseName(input.name)
        let text: String
        do {
            switch target {
            case .ahap:
                // What convert writes, lint and convert read back: never an AHAP over the input
                // limit, and writing stops there, so the refusal costs at most the limit.
                guard let ahap = AHAPWriter().write(pattern, limit: PatternInput.maximumFileSize) else {
                    throw CLIError.failure(
                        "cannot convert \(CLIText.quote(input.name)): the AHAP would be over the "
                            + "\(PatternInput.maximumFileSizeText) that lint and convert read")
                }
                text = ahap
            case .android, .kotlin:
                let waveform = try pattern.androidWaveform()
                if waveform.isSilent { warn(nothingToFeel(input, target)) }
                text = target == .android ? waveform.json : waveform.kotlin(name: codeName)
            case .web:
                let web = try pattern.webVibrationPattern()
                if web.milliseconds.isEmpty { warn(nothingToFeel(input, target)) }
                text = web.json + "\n"
            case .swift: text = try pattern.coreHapticsSwiftSource(name: codeName)
            }
        } catch let error as HapticPatternExportError {
            throw CLIError.failure("cannot convert \(CLIText.quote(input.name)): \(error.description)")
        }
        if format == .json {
            return try printer.print(
                CommandJSON.encode(Report(input: input.name, to: target.rawValue, output: text, warnings: warnings)))
        }
        guard let output, output != "-" else { return try printer.print(text) }
        try PatternInput.write(text, to: output)
        try printer.print("wrote \(output) (\(target.rawValue), \(text.utf8.count) bytes)\n")
    }

    /// `convert --format json`: the converted text and the warnings it applied.
    struct Report: Encodable {
        var input: String
        var to: String
        var output: String
        var warnings: [String]
    }

    private static func nothingToFeel(_ input: PatternInput, _ target: Target) -> String {
        let what =
            switch target {
            case .web: "an empty array (navigator.vibrate([]) only stops a vibration)"
            case .kotlin: "a function that does nothing (createWaveform refuses empty timings)"
            default: "empty timings; don't pass them to createWaveform, which refuses them"
            }
        return "\(input.name): nothing to feel (no haptic event above zero intensity): the \(target.rawValue) "
            + "output is a no-op: \(what)"
    }

    /// `Fixtures/Boing.ahap` → `Boing`; presets and notation keep their names.
    static func baseName(_ name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        return last.hasSuffix(".ahap") ? String(last.dropLast(5)) : last
    }
}
