import Foundation
import Testing

/// Every console example in README.md and docs/*.md is what the tool prints today.
///
/// A console example is a ```` ```console ```` block: each `$ ` line is a shell command, and the
/// lines after it, up to the next `$ ` line or the block's end, are what it prints (standard
/// output, then standard error). The command runs in the repository's root with `/bin/sh`, with
/// `swift run haptickit` read as the built `haptickit`, which is first on the `PATH`. The one
/// rewrite of the output: the binary's own path prints as `/path/to/haptickit`, as the docs write it.
@Suite("Console examples in the docs")
struct ConsoleExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let file: String
        let line: Int
        let command: String
        let output: String
        var testDescription: String { "\(file):\(line): $ \(command)" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown files whose console examples are run.
    static let files: [String] = {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    /// The console examples of `text`, read from `file`.
    static func examples(in text: String, file: String) -> [Example] {
        var examples: [Example] = []
        var inConsole = false
        var current: (line: Int, command: String, output: [String])?
        func finish() {
            if let done = current {
                let output = done.output.map { $0 + "\n" }.joined()
                examples.append(Example(file: file, line: done.line, command: done.command, output: output))
            }
            current = nil
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if !inConsole {
                inConsole = line == "```console"
            } else if line == "```" {
                finish()
                inConsole = false
            } else if line.hasPrefix("$ ") {
                finish()
                current = (index + 1, String(line.dropFirst(2)), [])
            } else {
                current?.output.append(String(line))
            }
        }
        return examples
    }

    static let all: [Example] = files.flatMap { file in
        let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
        return examples(in: text, file: file)
    }

    /// What `command` prints, standard output then standard error.
    static func printed(_ command: String) throws -> String {
        let binary = try EndToEndTests.binary().resolvingSymlinksInPath()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command.replacingOccurrences(of: "swift run haptickit", with: "haptickit")]
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: stdout + stderr, as: UTF8.self)
            .replacingOccurrences(of: binary.path, with: "/path/to/haptickit")
    }

    @Test("each console example prints what the doc shows", arguments: all)
    func example(_ example: Example) throws {
        let printed = try Self.printed(example.command)
        #expect(
            printed == example.output,
            "\(example.file):\(example.line) shows another output than `\(example.command)` prints:\n\(printed)")
    }

    @Test("the examples are found: README.md and docs/ have them, each with its output")
    func found() {
        #expect(Self.all.count >= 6, "\(Self.all.map(\.testDescription))")
        #expect(Set(Self.all.map(\.file)).isSuperset(of: ["README.md", "docs/CommandLine.md", "docs/Agents.md"]))
        #expect(Self.all.allSatisfy { !$0.output.isEmpty }, "an example with no output shown")
    }

    @Test("the reader splits a block into commands and their outputs")
    func reader() {
        let text = "```console\n$ haptickit a\none\ntwo\n$ haptickit b\nthree\n```\n```sh\n$ haptickit c\n```\n"
        let examples = Self.examples(in: text, file: "x.md")
        #expect(examples.map(\.command) == ["haptickit a", "haptickit b"])
        #expect(examples.map(\.output) == ["one\ntwo\n", "three\n"])
        #expect(examples.map(\.line) == [2, 5])
    }
}
