import Foundation
import HapticKit
import HapticKitTesting

/// `haptickit simulate --device <profile> <script>`
enum SimulateCommand {
    static let command = Command(
        name: name, summary: summary, help: help, options: ["--device", "--os", "--format"], flags: ["--no-view"],
        stream: run)

    static let name = "simulate"
    static let summary = "run a timed script of requests through the whole pipeline"
    static let help = """
        usage: haptickit simulate --device <profile> [--os <version>] [--no-view]
                                [--format text|json] <script | ->

        Runs a script of timed requests through HapticKit's whole pipeline (preferences, rate
        limiting and coalescing, generator cache and pre-warming) on a manual clock, and prints
        each outcome with its reason. '-' reads the script from standard input. Lines may end in
        LF, CRLF or CR. The whole script is checked before anything is printed; then each step
        is printed as it runs, so a long script costs its text in memory, not its report.

        script, one step per line ('#' comments, ';' also separates steps):
          0ms    prepare alignment     warm the generator (gesture began)
          40ms   alignment             play; '+5ms alignment' is 5 ms after the previous step
          60ms   alignment at 120,80   play at a location in the view
          1s     end                   end the interaction
          2s     disable [<category>]  turn haptics (or a category) off; 'enable' turns on
          3s     intensity 0.5         global intensity scale
          4s     background            the app resigns active; 'foreground' returns

        categories: \(HapticCategory.allCases.map(\.rawValue).joined(separator: ", "))

        options:
          --device <profile>  a name from 'haptickit devices' (required)
          --os <version>      run the profile on another OS version
          --no-view           play without a view or location (the plain calls)
          --format <text|json>  output format (default: text); 'json' is one object, printed
                              when the script has run
          -h, --help          show this help

        """

    static func run(_ args: Arguments, _ output: CommandOutput) throws {
        try args.expectPositionals(1...1, "a script file, or '-' for standard input", command: name)
        guard let deviceName = args.value("--device") else {
            throw CLIError.usage("'simulate' needs --device <profile>, e.g. --device ipad-pencil-pro")
        }
        let format = try CommandJSON.Format.parse(args)
        let (name, profile) = try DeviceProfile.resolve(name: deviceName, os: args.value("--os"))
        let path = args.positionals[0]
        let text = try read(path)
        // One pass finds a bad line before anything is printed, so the report is whole or
        // absent; the second runs and prints each step as it is read, so memory is the text.
        do {
            var check = HapticScript.Reader(text)
            while try check.next() != nil {}
        } catch let error as HapticScript.ParseError {
            throw CLIError.failure("\(path == "-" ? "<stdin>" : path): \(error)")
        }
        let clock = ManualHapticClock()
        let runner = HapticScript.Runner(
            on: Haptics(backend: SilentBackend(), device: profile, clock: clock), clock: clock,
            inView: !args.has("--no-view"))
        var report = Report(device: name, profile: "\(profile)")
        if format == .text { try output.print("simulate on \(name) (\(profile))\n") }
        var reader = HapticScript.Reader(text)
        while let step = try reader.next() {
            let result = runner.run(step)
            report.add(result)
            if format == .text { try output.print(result.description + "\n") }
        }
        guard format == .text else { return try output.print(CommandJSON.encode(report)) }
        try output.print(
            "summary: \(report.played) played, \(report.skipped) skipped"
                + (report.generatorPlays == 0 ? "" : "; warm hits \(report.warmHits) of \(report.generatorPlays)")
                + "\n")
    }

    /// `simulate --format json`: each step with its outcome, and the counts of the summary line.
    struct Report: Encodable {
        struct Step: Encodable {
            /// The step's line of the text report: its time, request and outcome.
            var line: String
            var milliseconds: Double
            /// For a play: whether it played, the Apple call, warm or not; or why it was skipped.
            var played: Bool?
            var api: String?
            var warm: Bool?
            var outcome: String?
        }
        var device: String
        var profile: String
        var steps: [Step] = []
        var played = 0
        var skipped = 0
        var generatorPlays = 0
        var warmHits = 0

        init(device: String, profile: String) {
            (self.device, self.profile) = (device, profile)
        }

        mutating func add(_ result: HapticScript.StepResult) {
            var step = Step(
                line: result.description.trimmingCharacters(in: .whitespaces),
                milliseconds: result.step.time.milliseconds)
            defer { steps.append(step) }
            guard let outcome = result.outcome else { return }
            step.outcome = outcome.description
            step.played = outcome.playback != nil
            guard let playback = outcome.playback else {
                skipped += 1
                return
            }
            played += 1
            step.api = playback.call.api
            if playback.call.generatorKind != nil {
                step.warm = playback.wasWarm
                generatorPlays += 1
                if playback.wasWarm { warmHits += 1 }
            }
        }
    }

    /// A backend that plays everything and keeps nothing: the outcomes say what happened.
    struct SilentBackend: HapticBackend {
        func play(_ request: HapticRequest) {}
    }

    /// The script's text. A path that cannot be read is a usage error (exit 2), like every
    /// command's; text that is not UTF-8 is a bad script (exit 1).
    static func read(_ path: String) throws -> String {
        let bytes: [UInt8]
        if path == "-" {
            bytes = try PatternInput.readStandardInput(holding: .script)
        } else {
            let kind = FileInput.kind(of: path)
            guard kind.exists else {
                if let target = kind.danglingTarget { throw PatternInput.danglingLink(path, to: target) }
                throw CLIError.usage(
                    "cannot read script \(CLIText.quote(path)): \(FileInput.Failure.system(kind.error).reason)")
            }
            guard !kind.isFolder else { throw CLIError.usage("\(CLIText.quote(path)) is a folder; give a script file") }
            bytes = try PatternInput.readFile(path, holding: .script)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else {
            throw CLIError.failure("script \(path == "-" ? "<stdin>" : CLIText.quote(path)) is not UTF-8 text")
        }
        return text
    }
}
