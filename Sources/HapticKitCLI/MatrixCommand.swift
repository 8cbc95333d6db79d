import HapticKit
import HapticKitTooling

/// `haptickit matrix [--format text|markdown|json]`
enum MatrixCommand {
    static let command = Command(name: name, summary: summary, help: help, options: ["--format"], run: run)

    static let name = "matrix"
    static let summary = "every feedback on every named device profile"
    static let help = """
        usage: haptickit matrix [--format text|markdown|json]

        Routes every feedback on every named device profile and prints the result.
        'markdown' is what docs/DeviceMatrix.md holds; 'json' has one object per cell.

        options:
          --format <text|markdown|json>   output format (default: text)
          -h, --help                      show this help

        """

    static func run(_ args: Arguments) throws -> String {
        try args.expectPositionals(0...0, "no arguments", command: name)
        let formatName = args.value("--format") ?? "text"
        guard let format = DeviceMatrix.Format(rawValue: formatName) else {
            let valid = DeviceMatrix.Format.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError.usage("unknown format \(CLIText.quote(formatName)); formats: \(valid)")
        }
        return DeviceMatrix().render(format)
    }
}
