import Foundation
import HapticKit
import HapticKitTooling

/// A pattern named on the command line: an AHAP file, `-` for standard input, a built-in preset,
/// or `notation:<text>`.
struct PatternInput {
    /// What to call it in messages and generated code.
    let name: String
    /// The argument it was read from: a path, `-`, a preset's name or `notation:<text>`.
    let argument: String
    /// The pattern, when it could be read.
    let pattern: HapticPattern?
    /// What reading found (for files: the reader's findings; for built patterns: validation).
    let findings: [AHAPFinding]

    /// Inputs larger than this are refused, whether a file, a file in a folder or standard input,
    /// and `convert` writes no AHAP larger: AHAP files are kilobytes.
    static let maximumFileSize = 64 * 1024 * 1024

    /// The limit in words, for messages and help.
    static let maximumFileSizeText = "64 MB"

    /// The help text line that says what an input can be.
    static var help: String {
        """
        <input> is an AHAP file, '-' for standard input, a preset name, or notation:<text>
                    (e.g. notation:'..oO-Oo..'; see docs/Patterns.md for the grammar).
                    presets: \(HapticPattern.presets.map(\.name).joined(separator: ", "))
                    Files and standard input are read up to \(maximumFileSizeText); a FIFO or device
                    is refused (pipe into '-' instead).
        """
    }

    /// Reads one input argument. Throws a usage error (exit 2) when it names nothing readable: a
    /// path that is not a regular file is refused unread (a FIFO or device would make the tool
    /// wait for its writer; a pipe goes to `-`). A name too long to be a path is an unknown
    /// preset. A notation that cannot be read is no usage error: like a file that is not AHAP, it
    /// is an input with an error.
    static func load(_ argument: String, strict: Bool) throws -> PatternInput {
        if argument.hasPrefix("notation:") {
            return notation(String(argument.dropFirst("notation:".count)), strict: strict)
        }
        if argument == "-" {
            return read(try readStandardInput(), name: "<stdin>", argument: argument, strict: strict)
        }
        let kind = FileInput.kind(of: argument)
        if kind.exists {
            guard !kind.isFolder else {
                throw CLIError.usage("\(CLIText.quote(argument)) is a folder; give an .ahap file")
            }
            return read(try readFile(argument), name: argument, argument: argument, strict: strict)
        }
        if let target = kind.danglingTarget { throw danglingLink(argument, to: target) }
        if let pattern = HapticPattern.preset(named: argument) {
            return PatternInput(
                name: argument, argument: argument, pattern: pattern,
                findings: AHAPLinter(strict: strict).lint(pattern).findings)
        }
        if kind.error != ENOENT, kind.error != ENAMETOOLONG {
            throw CLIError.usage(
                "cannot read \(CLIText.quote(argument)): \(FileInput.Failure.system(kind.error).reason)")
        }
        if argument.unicodeScalars.contains("\u{FFFD}") {
            throw CLIError.usage(
                "cannot read \(CLIText.quote(argument)): no such file (its name has a character that is not UTF-8)")
        }
        let presets = HapticPattern.presets.map(\.name).joined(separator: ", ")
        throw CLIError.usage(
            "no file or preset named \(CLIText.quote(argument)); presets: \(presets); "
                + "or write notation:<text>, e.g. notation:'O-o'")
    }

    /// The usage error (exit 2) for a symbolic link whose target does not exist.
    static func danglingLink(_ path: String, to target: String) -> CLIError {
        .usage(
            "cannot read \(CLIText.quote(path)): it is a symbolic link to \(CLIText.quote(target)), which does not exist"
        )
    }

    /// Reads a regular file's bytes, refusing huge files, and anything but a regular file, with a
    /// clear message (exit 2). `kind` names what the file should be in the message (`AHAP files
    /// are kilobytes`).
    static func readFile(_ path: String, holding kind: Content = .ahap) throws -> [UInt8] {
        do {
            return try FileInput.read(file: path, limit: maximumFileSize)
        } catch FileInput.Failure.tooLarge {
            throw CLIError.usage("\(CLIText.quote(path)) is over the \(maximumFileSizeText) limit; \(kind.sizeHint)")
        } catch FileInput.Failure.notRegular(let what) {
            throw CLIError.usage(
                "cannot read \(CLIText.quote(path)): it is \(what), not a regular file "
                    + "(a FIFO or device would make the tool wait; pipe it to '-' instead)")
        } catch {
            throw CLIError.usage("cannot read \(CLIText.quote(path)): \(FileInput.reason(error))")
        }
    }

    /// Reads standard input to its end, refusing more than the limit (exit 2).
    static func readStandardInput(holding kind: Content = .ahap) throws -> [UInt8] {
        do {
            return try FileInput.read(0, limit: maximumFileSize)
        } catch FileInput.Failure.tooLarge {
            throw CLIError.usage("standard input is over the \(maximumFileSizeText) limit; \(kind.sizeHint)")
        } catch {
            throw CLIError.usage("cannot read standard input: \(FileInput.reason(error))")
        }
    }

    /// What an input holds, for the words of a too-large message.
    enum Content {
        /// An AHAP file.
        case ahap
        /// A `simulate` script or a `snap` trace.
        case script

        var sizeHint: String {
            switch self {
            case .ahap: "AHAP files are kilobytes"
            case .script: "scripts and traces are kilobytes"
            }
        }
    }

    private static func read(_ bytes: [UInt8], name: String, argument: String, strict: Bool) -> PatternInput {
        let result = AHAPLinter(strict: strict).lint(bytes)
        return PatternInput(name: name, argument: argument, pattern: result.pattern, findings: result.findings)
    }

    /// The pattern a notation builds, checked; or, when it cannot be read, no pattern and a
    /// `syntax` error at the notation's column (its line is 1).
    private static func notation(_ text: String, strict: Bool) -> PatternInput {
        let argument = "notation:" + text
        do {
            let pattern = try HapticPattern(notation: text)
            return PatternInput(
                name: "notation", argument: argument, pattern: pattern,
                findings: AHAPLinter(strict: strict).lint(pattern).findings)
        } catch {
            let notationError = error as? HapticReadError
            let diagnostic = AHAPDiagnostic(
                severity: .error, rule: .syntax,
                message: "bad notation \(CLIText.quote(text)): \(notationError?.message ?? "\(error)")", path: "",
                line: 1, column: notationError?.column ?? 1)
            return PatternInput(name: "notation", argument: argument, pattern: nil, findings: [AHAPFinding(diagnostic)])
        }
    }

    /// The pattern, or a failure (exit 1) that lists the errors. A file's also names the lint
    /// command that lists its warnings too; a notation's errors are all there is to say.
    func requirePattern() throws -> HapticPattern {
        guard let pattern, !findings.contains(where: { $0.severity == .error }) else {
            let lines = findings.filter { $0.severity == .error }.map { "  " + describe($0) }
            let lint = argument.hasPrefix("notation:") ? "" : "; 'haptickit lint \(argument)' lists everything"
            throw CLIError.failure("'\(name)' has errors\(lint):\n" + lines.joined(separator: "\n"))
        }
        return pattern
    }

    /// The warnings, described: what a conversion or preview applies (a cut, a dropped key, a
    /// clamp) without failing, so it is printed on standard error rather than lost.
    var warnings: [String] {
        findings.filter { $0.severity == .warning }.map(describe)
    }

    /// `file:line:column: severity: message [path] (rule)`, the way compilers print diagnostics.
    func describe(_ finding: AHAPFinding) -> String {
        var text = name
        if let line = finding.line, let column = finding.column { text += ":\(line):\(column)" }
        text += ": \(finding.severity.rawValue): \(finding.message)"
        if !finding.path.isEmpty { text += " [\(finding.path)]" }
        return text + " (\(finding.rule.rawValue))"
    }

    /// Refuses (exit 2) an output that is the input or another output, links followed, before
    /// anything is read or written: `outputs` are option and path, `input` the input argument.
    static func checkOutputs(_ outputs: [(option: String, path: String)], input: String) throws {
        for (index, output) in outputs.enumerated() {
            if input != "-", FileInput.kind(of: input).exists, FileOutput.sameFile(output.path, input) {
                throw CLIError.usage(
                    "\(output.option) \(CLIText.quote(output.path)) is the input \(CLIText.quote(input)); "
                        + "writing it would destroy what is read")
            }
            for other in outputs[..<index] where FileOutput.sameFile(output.path, other.path) {
                throw CLIError.usage(
                    "\(other.option) and \(output.option) name the same file, \(CLIText.quote(output.path)); "
                        + "one would overwrite the other")
            }
        }
    }

    /// Writes `text` to `path`, or fails with the reason (exit 2).
    static func write(_ text: String, to path: String) throws {
        try write(path) { try FileOutput.write(text, toFile: path) }
    }

    /// Writes `bytes` to `path`, or fails with the reason (exit 2).
    static func write(_ bytes: [UInt8], to path: String) throws {
        try write(path) { try FileOutput.write(bytes, toFile: path) }
    }

    private static func write(_ path: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            if (error as? FileOutput.Failure)?.code == EISDIR {
                throw CLIError.usage("cannot write \(CLIText.quote(path)): it is a folder; give a file name")
            }
            throw CLIError.usage("cannot write \(CLIText.quote(path)): \(FileOutput.reason(error))")
        }
    }
}
