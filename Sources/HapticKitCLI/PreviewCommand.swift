import Foundation
import HapticKit
import HapticKitTooling

/// `haptickit preview <in> --svg out.svg [--wav out.wav]`
enum PreviewCommand {
    static let command = Command(
        name: name, summary: summary, help: help, options: ["--svg", "--wav", "--title", "--sample-rate", "--format"],
        stream: run)

    static let name = "preview"
    static let summary = "draw a pattern as SVG or render it as a WAV to listen to"
    static let help = """
        usage: haptickit preview <input> [--svg <file>] [--wav <file>] [--title <text>]
                                 [--sample-rate <hz>]
               haptickit preview <input> --format json [--title <text>]

        Lets you look at or listen to a pattern without a device.
          --svg  a plot of intensity (blue) and sharpness (orange) over time, with curves and
                 dynamic parameters applied; transients are stems, audio events grey diamonds
          --wav  16-bit mono sound: sharpness sets the pitch (150 Hz at 0 to 600 Hz at 1),
                 intensity the loudness; transients are short pings
        docs/Patterns.md describes both mappings. Both cost time in proportion to the events
        and the samples: transients or audio events that share a pixel column are drawn as one
        mark, and more than 32 continuous events as their envelope.

        \(PatternInput.help)

        options:
          --svg <file>          write the SVG plot here
          --wav <file>          write the WAV sound here
          --title <text>        the plot's title (default: the pattern's Description, or its name)
          --sample-rate <hz>    WAV sample rate, 8000 to 96000 (default: 22050)
          --format json         write no file: print one object with the input, the title,
                                the SVG text and the warnings
          -h, --help            show this help

        At least one of --svg and --wav is required. Each warning that changes what is drawn or
        heard (an event cut to 30 s, a value clamped) is printed on standard error. An output that is the input or the other
        output (links followed) is refused (exit 2); each file is replaced whole or not at all.

        """

    static func run(_ args: Arguments, _ output: CommandOutput) throws {
        try args.expectPositionals(1...1, "one input: an AHAP file, '-', a preset or notation:<text>", command: name)
        let svgPath = args.value("--svg")
        let wavPath = args.value("--wav")
        if let format = args.value("--format") {
            guard format == "json" else {
                throw CLIError.usage("unknown format \(CLIText.quote(format)); formats: json (the SVG, printed)")
            }
            guard svgPath == nil, wavPath == nil, args.value("--sample-rate") == nil else {
                throw CLIError.usage(
                    "--format json prints the SVG and writes no file; give it without --svg, --wav, --sample-rate")
            }
            return try json(args, output)
        }
        guard svgPath != nil || wavPath != nil else {
            throw CLIError.usage("'preview' needs --svg <file>, --wav <file>, or both")
        }
        try PatternInput.checkOutputs(
            [svgPath.map { ("--svg", $0) }, wavPath.map { ("--wav", $0) }].compactMap { $0 }, input: args.positionals[0]
        )
        var sampleRate = 22_050
        if let text = args.value("--sample-rate") {
            guard let rate = Int(text), (8000...96_000).contains(rate) else {
                throw CLIError.usage(
                    "--sample-rate takes a whole number from 8000 to 96000, not \(CLIText.quote(text))")
            }
            sampleRate = rate
        }
        let input = try PatternInput.load(args.positionals[0], strict: false)
        let pattern = try input.requirePattern()
        input.warnings.forEach(output.warn)
        var lines: [String] = []
        if let svgPath {
            let title = args.value("--title") ?? pattern.metadata["Description"] ?? ConvertCommand.baseName(input.name)
            let svg = try render(input) { try pattern.svgPreview(title: title) }
            try PatternInput.write(svg, to: svgPath)
            lines.append("wrote \(svgPath) (SVG, \(svg.utf8.count) bytes)")
        }
        if let wavPath {
            let wav = try render(input) { try pattern.wavPreview(sampleRate: sampleRate) }
            try PatternInput.write(wav, to: wavPath)
            let milliseconds = (wav.count - 44) / 2 * 1000 / sampleRate
            lines.append("wrote \(wavPath) (WAV, \(milliseconds) ms at \(sampleRate) Hz)")
        }
        try output.print(lines.joined(separator: "\n") + "\n")
    }

    /// `preview --format json`: the SVG plot in the JSON, with the warnings it applied.
    struct Report: Encodable {
        var input: String
        var title: String
        var svg: String
        var warnings: [String]
    }

    private static func json(_ args: Arguments, _ output: CommandOutput) throws {
        let input = try PatternInput.load(args.positionals[0], strict: false)
        let pattern = try input.requirePattern()
        input.warnings.forEach(output.warn)
        let title = args.value("--title") ?? pattern.metadata["Description"] ?? ConvertCommand.baseName(input.name)
        let svg = try render(input) { try pattern.svgPreview(title: title) }
        try output.print(
            CommandJSON.encode(Report(input: input.name, title: title, svg: svg, warnings: input.warnings)))
    }

    private static func render<Output>(
        _ input: PatternInput, _ body: () throws -> Output
    ) throws -> Output {
        do {
            return try body()
        } catch let error as HapticPatternExportError {
            throw CLIError.failure("cannot preview \(CLIText.quote(input.name)): \(error.description)")
        }
    }
}
