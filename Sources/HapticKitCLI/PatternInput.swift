import Foundation
import HapticKit

/// A pattern named on the command line: an AHAP file, `-` for standard input, a built-in preset,
/// or `notation:<text>`.
struct PatternInput {
    /// What to call it in messages and generated code.
    let name: String
    /// The pattern, when it could be read.
    let pattern: HapticPattern?
    /// What reading found (for files: the reader's findings; for built patterns: validation).
    let findings: [AHAPFinding]

    /// Files larger than this are refused: AHAP files are kilobytes.
    static let maximumFileSize = 64 * 1024 * 1024

    /// The help text line that says what an input can be.
    static var help: String {
        """
        <input> is an AHAP file, '-' for standard input, a preset name, or notation:<text>
                    (e.g. notation:'..oO-Oo..'; see docs/Patterns.md for the grammar).
                    presets: \(HapticPattern.presets.map(\.name).joined(separator: ", "))
        """
    }

    /// Reads one input argument. Throws a usage error (exit 2) when it names nothing readable.
    static func load(_ argument: String, mode: AHAPReader.Mode) throws -> PatternInput {
        if argument.hasPrefix("notation:") {
            let text = String(argument.dropFirst("notation:".count))
            do {
                let pattern = try HapticPattern(notation: text)
                return PatternInput(
                    name: "notation", pattern: pattern, findings: pattern.validate(strict: mode == .strict))
            } catch let error as HapticNotationError {
                throw CLIError.usage("bad notation '\(text)': \(error.description)")
            }
        }
        if argument == "-" {
            let bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
            return read(bytes, name: "<stdin>", mode: mode)
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw CLIError.usage("'\(argument)' is a folder; give an .ahap file") }
            return read(try readFile(argument), name: argument, mode: mode)
        }
        if let pattern = HapticPattern.preset(named: argument) {
            return PatternInput(name: argument, pattern: pattern, findings: pattern.validate(strict: mode == .strict))
        }
        let presets = HapticPattern.presets.map(\.name).joined(separator: ", ")
        throw CLIError.usage(
            "no file or preset named '\(argument)'; presets: \(presets); or write notation:<text>, e.g. notation:'O-o'")
    }

    /// Reads a file's bytes, refusing huge files with a clear message.
    static func readFile(_ path: String) throws -> [UInt8] {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumFileSize else {
            throw CLIError.usage("'\(path)' is \(size / 1024 / 1024) MB; AHAP files are small, the limit is 64 MB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.usage("cannot read '\(path)': permission denied or not a regular file")
        }
        return Array(data)
    }

    private static func read(_ bytes: [UInt8], name: String, mode: AHAPReader.Mode) -> PatternInput {
        let result = AHAPReader(mode: mode).read(bytes)
        return PatternInput(name: name, pattern: result.pattern, findings: result.findings)
    }

    /// The pattern, or a failure (exit 1) that lists the errors.
    func requirePattern() throws -> HapticPattern {
        guard let pattern, !findings.contains(where: { $0.severity == .error }) else {
            let lines = findings.filter { $0.severity == .error }.map { "  " + describe($0) }
            throw CLIError.failure(
                "'\(name)' has errors; 'haptickit lint \(name)' lists everything:\n" + lines.joined(separator: "\n"))
        }
        return pattern
    }

    /// `file:line:column: severity: message [path] (rule)`, the way compilers print diagnostics.
    func describe(_ finding: AHAPFinding) -> String {
        var text = name
        if let line = finding.line, let column = finding.column { text += ":\(line):\(column)" }
        text += ": \(finding.severity.rawValue): \(finding.message)"
        if !finding.path.isEmpty { text += " [\(finding.path)]" }
        return text + " (\(finding.rule.rawValue))"
    }

    /// Writes `bytes` to `path`, or fails with the reason.
    static func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError.failure("cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
