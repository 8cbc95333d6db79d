import HapticKit

/// The `haptickit` tool, callable in-process: `run(arguments)` returns what the process would
/// print and its exit status.
public enum HapticKitCommandLine {
    /// The result of one run.
    public struct Result: Equatable, Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    static let commands: [Command] = [
        MatrixCommand.command, RouteCommand.command, DevicesCommand.command, SimulateCommand.command,
        LintCommand.command, ConvertCommand.command, PreviewCommand.command,
    ]

    static var help: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }
        return """
            haptickit: what HapticKit plays on each Apple device, and why.

            usage: haptickit <command> [options]

            commands:
            \(list.joined(separator: "\n"))

            Run 'haptickit <command> --help' for a command's options.

            """
    }

    /// Runs the tool with `arguments` (without the program name).
    public static func run(_ arguments: [String]) -> Result {
        guard let first = arguments.first else {
            return Result(status: 2, stdout: "", stderr: help)
        }
        if first == "--help" || first == "-h" || first == "help" {
            if first == "help", arguments.count > 1 {
                return run([arguments[1], "--help"])
            }
            return Result(status: 0, stdout: help, stderr: "")
        }
        if first == "--version" {
            return Result(status: 0, stdout: "haptickit \(HapticKitVersion.current)\n", stderr: "")
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let names = commands.map(\.name).joined(separator: ", ")
            return Result(status: 2, stdout: "", stderr: "haptickit: unknown command '\(first)'; commands: \(names)\n")
        }
        let rest = Array(arguments.dropFirst())
        do {
            if rest.contains("--help") || rest.contains("-h") {
                return Result(status: 0, stdout: command.help, stderr: "")
            }
            return Result(status: 0, stdout: try command.run(rest), stderr: "")
        } catch {
            let error = error as? CLIError ?? .failure("\(error)")
            if case .report(let report, let status) = error {
                return Result(status: status, stdout: report, stderr: "")
            }
            let hint = error.status == 2 ? "\nRun 'haptickit \(command.name) --help' for usage.\n" : "\n"
            return Result(
                status: error.status, stdout: "", stderr: "haptickit \(command.name): \(error.message)\(hint)")
        }
    }
}

extension DeviceProfile {
    /// Resolves `--device` and `--os` into a profile, with errors that list the valid names.
    static func resolve(name: String, os: String?) throws -> (name: String, profile: DeviceProfile) {
        guard var profile = DeviceProfile.named(name) else {
            let names = DeviceProfile.allNamed.map(\.name).joined(separator: ", ")
            throw CLIError.usage("unknown device '\(name)'; devices: \(names)")
        }
        if let os {
            do {
                profile.os = try OSVersion.parse(os)
            } catch let error as OSVersionError {
                throw CLIError.usage(error.description)
            } catch {
                throw CLIError.usage("\(error)")
            }
        }
        return (name.lowercased(), profile)
    }
}

extension HapticFeedback {
    /// Parses a feedback name for the CLI.
    static func resolve(_ name: String) throws -> HapticFeedback {
        do {
            return try HapticFeedback.named(name)
        } catch let error as HapticFeedbackNameError {
            throw CLIError.usage(error.description)
        } catch {
            throw CLIError.usage("\(error)")
        }
    }
}
