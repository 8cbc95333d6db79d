import HapticKit
import HapticKitTooling

/// `haptickit matrix [--format text|markdown|json] [--observations <folder>]`
enum MatrixCommand {
    static let command = Command(
        name: name, summary: summary, help: help, options: ["--format", "--observations"], run: run)

    static let name = "matrix"
    static let summary = "every feedback on every named device profile"
    static let help = """
        usage: haptickit matrix [--format text|markdown|json] [--observations <folder>]

        Routes every feedback on every named device profile and prints the result.
        'markdown' with '--observations docs/observations' is what docs/DeviceMatrix.md holds;
        'json' has one object per cell.

        options:
          --format <text|markdown|json>   output format (default: text)
          --observations <folder>         mark the cells that the observation reports (.json
                                          files) in <folder> confirm (✓ a Lab report, † a
                                          published one, citing device, OS and date or
                                          address) or contradict (✗); see 'haptickit verify'
          -h, --help                      show this help

        """

    static func run(_ args: Arguments) throws -> String {
        try args.expectPositionals(0...0, "no arguments", command: name)
        let formatName = args.value("--format") ?? "text"
        guard let format = DeviceMatrix.Format(rawValue: formatName) else {
            let valid = DeviceMatrix.Format.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError.usage("unknown format \(CLIText.quote(formatName)); formats: \(valid)")
        }
        let observations = try args.value("--observations").map {
            ObservationComparison(try ObservationInput.folder($0))
        }
        return DeviceMatrix(observations: observations).render(format)
    }
}
