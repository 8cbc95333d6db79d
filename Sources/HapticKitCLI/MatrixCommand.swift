import Foundation
import HapticKit
import HapticKitTooling

/// `haptickit matrix [--format text|markdown|json] [--calls] [--observations <folder>]`
enum MatrixCommand {
    static let command = Command(
        name: name, summary: summary, help: help, options: ["--format", "--observations", "--devices", "--feedbacks"],
        flags: ["--calls"], run: run)

    static let name = "matrix"
    static let summary = "every feedback on every named device profile"
    static let help = """
        usage: haptickit matrix [--format text|markdown|json] [--calls] [--observations <folder>]
                                [--devices <profile>,...] [--feedbacks <feedback>,...]

        Routes every feedback on every named device profile and prints the result: by
        default the grid of docs/DeviceMatrix.md (a mark per feedback and device) with a
        legend, in 120 columns. docs/DeviceMatrix.md is, in a checkout:
          haptickit matrix --format markdown --observations docs/observations
        'json' has one object per cell.

        options:
          --format <text|markdown|json>   output format (default: text)
          --calls                         text: each device with the Apple call of each
                                          feedback, instead of the grid
          --observations <folder>         mark the cells that the observation reports (.json
                                          files) in <folder> confirm (✓ a Lab report, † a
                                          published one, citing device, OS and date or
                                          address) or contradict (✗); see 'haptickit verify'
          --devices <profile>,...         only these device profiles (names from 'haptickit
                                          devices'), in the matrix's order
          --feedbacks <feedback>,...      only these feedbacks, in the order given
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
        let devices = try args.value("--devices").map(Self.devices) ?? DeviceProfile.allNamed
        let feedbacks = try args.value("--feedbacks").map(Self.feedbacks) ?? HapticFeedback.allCanonical
        let matrix = DeviceMatrix(feedbacks: feedbacks, devices: devices, observations: observations)
        guard format == .text else {
            guard !args.has("--calls") else { throw CLIError.usage("'--calls' lists calls in text only") }
            return matrix.render(format)
        }
        return args.has("--calls") ? matrix.render(.text) : matrix.grid()
    }

    /// The named profiles a `--devices` list names, in the matrix's order.
    static func devices(_ list: String) throws -> [DeviceProfile.Named] {
        let names = try items(list, option: "--devices")
        for name in names where DeviceProfile.named(name) == nil {
            let valid = DeviceProfile.allNamed.map(\.name).joined(separator: ", ")
            throw CLIError.usage("unknown device \(CLIText.quote(name)); devices: \(valid)")
        }
        return DeviceProfile.allNamed.filter { named in names.contains { KebabName.matches($0, name: named.name) } }
    }

    /// The feedbacks a `--feedbacks` list names, in its order, each once.
    static func feedbacks(_ list: String) throws -> [HapticFeedback] {
        var seen: Set<String> = []
        return try items(list, option: "--feedbacks").map(HapticFeedback.resolve).filter {
            seen.insert($0.name).inserted
        }
    }

    private static func items(_ list: String, option: String) throws -> [String] {
        let items = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw CLIError.usage("\(option) needs at least one name") }
        return items
    }
}
