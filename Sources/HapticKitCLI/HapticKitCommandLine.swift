import Foundation
import HapticKit

/// The `haptickit` tool, callable in-process: `run(arguments)` returns what the process would
/// print and its exit status.
public enum HapticKitCommandLine {
    /// The result of one run.
    public struct Output: Equatable, Sendable {
        /// The exit status: 0 success, 1 the input is wrong, 2 usage or output failed.
        public var status: Int32
        /// What the run printed to standard output.
        public var stdout: String
        /// What the run printed to standard error.
        public var stderr: String
    }

    static let commands: [Command] = [
        MatrixCommand.command, RouteCommand.command, DevicesCommand.command, SimulateCommand.command,
        SnapCommand.command, LintCommand.command, ConvertCommand.command, PreviewCommand.command,
        VerifyCommand.command, PlanCommand.command, SnippetCommand.command, MCPCommand.command,
    ]

    /// The exit statuses, the same for every command.
    static let exitStatuses = """
        exit status, for every command:
          0  success
          1  the input is wrong: lint found errors, a pattern or a notation has errors, a
             script is bad, verify found a cell that disagrees
          2  usage: an unknown command or option, a bad value, a path that cannot be read or
             written, a report verify cannot read, or an output (standard output, standard
             error, a file) that fails
        Reports and converted output go to standard output, whole; messages to standard error.
        """

    static var help: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }
        return """
            haptickit: what HapticKit plays on each Apple device, and why.

            usage: haptickit <command> [options]

            commands:
            \(list.joined(separator: "\n"))

            Run 'haptickit <command> --help' for a command's options.

            \(exitStatuses)

            """
    }

    /// Runs the tool with `arguments` (without the program name).
    public static func run(_ arguments: [String]) -> Output {
        let output = CommandOutput()
        let (status, stderr) = run(arguments, printingTo: output)
        return Output(status: status, stdout: output.text, stderr: stderr)
    }

    /// Runs the tool with `arguments`, where a command reads standard input (`-`) reading
    /// `standardInput` instead: how `haptickit mcp` runs a tool, whose own standard input is the
    /// protocol.
    static func run(_ arguments: [String], standardInput: [UInt8]) -> Output {
        FileInput.standardInput.withValue(standardInput) { run(arguments) }
    }

    /// Runs the tool with the program's arguments as the system passes them: bytes, which must
    /// be UTF-8 (anything else is a usage error that shows the bytes, not a lookalike name).
    public static func run(rawArguments: [[UInt8]]) -> Output {
        let output = CommandOutput()
        let (status, stderr) = run(rawArguments: rawArguments, printingTo: output)
        return Output(status: status, stdout: output.text, stderr: stderr)
    }

    /// Runs the tool as the `haptickit` executable does and returns the exit status: standard
    /// output is written as it is produced, so a long report costs a buffer in memory, not its
    /// size; standard error is written at the end. Failed writes are handled as ``deliver(_:)``
    /// handles them.
    public static func main(rawArguments: [[UInt8]]) -> Int32 {
        if rawArguments == [Array("mcp".utf8)] { return MCPCommand.serve() }
        let output = CommandOutput(writingTo: 1)
        var (status, stderr) = run(rawArguments: rawArguments, printingTo: output)
        do {
            try output.flush()
        } catch {
            (status, stderr) = (2, stderr + cannotWrite(error))
        }
        return deliver(Output(status: status, stdout: "", stderr: stderr))
    }

    /// Only a ``CommandOutput/Failure`` reaches here. Untyped `throws` rather than
    /// `throws(CommandOutput.Failure)`: typed throws crash the Swift 6.3 compiler for the iOS 17.4
    /// and macOS 14 SDKs (signal 11, seen with apple-typecheck).
    private static func cannotWrite(_ error: any Error) -> String {
        "haptickit: cannot write to standard output: \((error as? CommandOutput.Failure)?.reason ?? "\(error)")\n"
    }

    private static func run(rawArguments: [[UInt8]], printingTo output: CommandOutput) -> (Int32, String) {
        var arguments: [String] = []
        for (index, bytes) in rawArguments.enumerated() {
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.utf8.elementsEqual(bytes) else {
                let shown = bytes.prefix(120).map { byte in
                    (0x20..<0x7F).contains(byte) && byte != 0x5C
                        ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
                }.joined()
                let more = bytes.count > 120 ? "… (\(bytes.count) bytes)" : ""
                return (
                    2,
                    "haptickit: argument \(index + 1), '\(shown)'\(more), is not UTF-8; "
                        + "haptickit takes UTF-8 names (rename the file, or pipe it in with '-')\n"
                )
            }
            arguments.append(text)
        }
        return run(arguments, printingTo: output)
    }

    /// Runs `arguments`, printing standard output to `output`; returns the status and what to
    /// write on standard error.
    private static func run(_ arguments: [String], printingTo output: CommandOutput) -> (Int32, String) {
        do {
            return try dispatch(arguments, printingTo: output)
        } catch {
            return (2, cannotWrite(error))
        }
    }

    /// Throws only when standard output fails: every other error is a message and a status.
    private static func dispatch(
        _ arguments: [String], printingTo output: CommandOutput
    ) throws -> (Int32, String) {
        guard let first = arguments.first else {
            return (2, help)
        }
        if first == "--help" || first == "-h" || first == "help" {
            if first == "help", arguments.count > 1 {
                return try dispatch([arguments[1], "--help"], printingTo: output)
            }
            try output.print(help)
            return (0, "")
        }
        if first == "--version" {
            try output.print("haptickit \(HapticKitVersion.current)\n")
            return (0, "")
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let names = commands.map(\.name).joined(separator: ", ")
            return (2, "haptickit: unknown command \(CLIText.quote(first)); commands: \(names)\n")
        }
        func prefixed(_ lines: [String]) -> String {
            lines.flatMap { $0.split(separator: "\n") }.map { "haptickit \(command.name): \($0)\n" }.joined()
        }
        do {
            let arguments = try Arguments.parse(
                Array(arguments.dropFirst()), command: command.name, options: command.options, flags: command.flags)
            if arguments.wantsHelp {
                try output.print(command.help)
                return (0, "")
            }
            try command.run(arguments, output)
            return (0, prefixed(output.messages))
        } catch let failure as CommandOutput.Failure {
            throw failure
        } catch {
            let error = error as? CLIError ?? .failure("\(error)")
            if case .report(let report, let status, let messages) = error {
                try output.print(report)
                return (status, prefixed(output.messages + [messages]))
            }
            let hint = error.status == 2 ? "\nRun 'haptickit \(command.name) --help' for usage.\n" : "\n"
            return (error.status, prefixed(output.messages) + "haptickit \(command.name): \(error.message)\(hint)")
        }
    }

    /// Writes a result to standard output and standard error, and returns the exit status. A
    /// failed write never traps: a failure on standard output is reported on standard error
    /// and exits 2; a failure on standard error alone makes a successful status 2.
    public static func deliver(_ result: Output) -> Int32 {
        var status = result.status
        var stderr = result.stderr
        do {
            try FileOutput.write(result.stdout, to: 1)
        } catch {
            stderr += "haptickit: cannot write to standard output: \(FileOutput.reason(error))\n"
            status = 2
        }
        do {
            try FileOutput.write(stderr, to: 2)
        } catch {
            if status == 0 { status = 2 }
        }
        return status
    }
}

extension DeviceProfile {
    /// Resolves `--device` and `--os` into a profile, with errors that list the valid names.
    static func resolve(name: String, os: String?) throws -> (name: String, profile: DeviceProfile) {
        guard var profile = DeviceProfile.named(name) else {
            let names = DeviceProfile.allNamed.map(\.name).joined(separator: ", ")
            throw CLIError.usage("unknown device \(CLIText.quote(name)); devices: \(names)")
        }
        if let os {
            guard os.count <= CLIText.quoteLimit else {
                throw CLIError.usage("--os \(CLIText.quote(os)) is not a version")
            }
            guard let version = DeviceProfile.OSVersion(os) else {
                throw CLIError.usage(
                    "--os \(CLIText.quote(os)) is not an OS version; write major[.minor[.patch]], e.g. 17.4 or 18.2.1")
            }
            profile.os = version
        }
        // The profile's own name, however it was spelled (`iPadPencilPro` is `ipad-pencil-pro`).
        let canonical = DeviceProfile.allNamed.first { KebabName.matches(name, name: $0.name) }?.name
        return (canonical ?? name.lowercased(), profile)
    }
}

extension HapticFeedback {
    /// Parses a feedback name for the CLI.
    static func resolve(_ name: String) throws -> HapticFeedback {
        guard name.count <= CLIText.quoteLimit else {
            throw CLIError.usage("unknown feedback \(CLIText.quote(name)); 'haptickit route --help' lists the names")
        }
        do {
            return try HapticFeedback.named(name)
        } catch let error as HapticReadError {
            throw CLIError.usage(error.description)
        } catch {
            throw CLIError.usage("\(error)")
        }
    }
}
