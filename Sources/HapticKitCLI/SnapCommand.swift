import HapticKit
import HapticKitTesting

/// `haptickit snap --device <profile> [--input <input>] [--os <version>] [--tolerance <t>] [<trace | ->]`
enum SnapCommand {
    static let command = Command(
        name: name, summary: summary, help: help, options: ["--device", "--os", "--input", "--tolerance"], stream: run)

    static let name = "snap"
    static let summary = "replay a resize that snaps to its aspect ratio or a square: sizes, taps, outcomes"
    static let help = """
        usage: haptickit snap --device <profile> [--input <input>] [--os <version>] [--tolerance <t>] [<trace | ->]

        Replays a resize gesture through HapticKit's aspect-ratio snapping (Nutrient's annotation
        case: a rectangle snaps to its original aspect ratio or to a square, shows a guide, and taps) and
        its whole pipeline on a manual clock. Prints each proposed size, the snapped size and the
        guide, and every tap with its route and outcome: played, handed to the system (felt only
        with some inputs), or skipped and why. Without a trace, replays the annotation resize. '-'
        reads the trace from standard input. Lines may end in LF, CRLF or CR; the trace is checked
        whole before anything is printed, then each sample is printed as it is replayed.

        trace, one sample per line ('#' comments):
          original 200x100          the rectangle's size when the resize begins (first line)
          0ms     began   200x100   prepare the generator
          +16ms   changed 200x196   a proposed size; the corner is the location in the view
          +16ms   ended             or 'cancelled'

        options:
          --device <profile>  a name from 'haptickit devices' (required)
          --input <input>     the input driving the resize (default: the profile's;
                              'unspecified' is a real iPad's detected input); one of
                              \(HapticInput.allNames.joined(separator: ", "))
                              any-pencil, any-pointer and any-hover are what UIKit reports when it
                              cannot tell which Pencil, trackpad or hovering device it is
          --os <version>      run the profile on another OS version
          --tolerance <t>     how close a ratio snaps, relatively (default 0.05: within 5 %)
          -h, --help          show this help

        """

    /// The annotation resize, the same as `Fixtures/traces/annotation-resize.trace`.
    static let annotationTrace = """
        original 200x100
        0ms     began    200x100
        +16ms   changed  200x110
        +16ms   changed  200x140
        +16ms   changed  200x170
        +16ms   changed  200x186
        +16ms   changed  200x196
        +16ms   changed  200x200
        +16ms   changed  200x208
        +16ms   changed  200x240
        +48ms   changed  200x170
        +16ms   changed  200x120
        +16ms   changed  200x103
        +16ms   changed  200x100
        +16ms   ended
        """

    static func run(_ args: Arguments, _ output: CommandOutput) throws {
        try args.expectPositionals(0...1, "at most one trace file, or '-' for standard input", command: name)
        guard let deviceName = args.value("--device") else {
            throw CLIError.usage("'snap' needs --device <profile>, e.g. --device ipad-pencil-pro")
        }
        var (name, profile) = try DeviceProfile.resolve(name: deviceName, os: args.value("--os"))
        let input = try args.value("--input").map(HapticInput.resolve) ?? .unspecified
        // As for 'route': '--input unspecified' is a real iPad's detected input, not the profile's.
        if args.value("--input") != nil, input == .unspecified { profile.inputDevice = .unspecified }
        let tolerance = try args.value("--tolerance").map(parseTolerance) ?? 0.05
        let path = args.positionals.first
        let text = try path.map(SimulateCommand.read) ?? annotationTrace
        // One pass finds a bad line before anything is printed, so the report is whole or
        // absent; the second replays and prints each sample as it is read.
        do {
            var check = try ResizeTrace.Reader(text)
            while try check.next() != nil {}
        } catch let error as HapticScript.ParseError {
            throw CLIError.failure("\(path.map { $0 == "-" ? "<stdin>" : $0 } ?? "<annotation trace>"): \(error)")
        }
        var reader = try ResizeTrace.Reader(text)
        let clock = ManualHapticClock()
        var replay = ResizeTrace.Replay(
            original: reader.original,
            on: Haptics(backend: SimulateCommand.SilentBackend(), device: profile, clock: clock),
            clock: clock, input: input, tolerance: tolerance)
        let route = HapticRoute(.alignment, on: profile, input: input)
        try output.print(
            "snap on \(name) (\(profile)), input: \(input == .unspecified ? "the profile's" : input.description)\n"
                + "alignment: \(route)\n")
        var (taps, played, handed) = (0, 0, 0)
        while let sample = try reader.next() {
            let event = replay.replay(sample)
            try output.print(event.description + "\n")
            guard let outcome = event.outcome else { continue }
            taps += 1
            if outcome.playback?.isHandedToSystem == true {
                handed += 1
            } else if outcome.didPlay {
                played += 1
            }
        }
        try output.print(
            "summary: \(taps) taps: \(played) played, \(handed) handed to the system, "
                + "\(taps - played - handed) skipped\n")
    }

    private static func parseTolerance(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite, value >= 0, value <= 1 else {
            throw CLIError.usage("--tolerance \(CLIText.quote(text)) is not a number in 0...1, e.g. 0.05")
        }
        return value
    }
}

extension HapticInput {
    /// Parses `--input` for the CLI, with an error that lists the names.
    static func resolve(_ name: String) throws -> HapticInput {
        guard let input = HapticInput.named(name) else {
            throw CLIError.usage(
                "unknown input \(CLIText.quote(name)); inputs: \(HapticInput.allNames.joined(separator: ", "))")
        }
        return input
    }
}
