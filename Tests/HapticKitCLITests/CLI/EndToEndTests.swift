import Foundation
import HapticKit
import HapticKitTooling
import Testing

/// Runs the built `haptickit` binary, as a user would.
@Suite("haptickit, end to end")
struct EndToEndTests {
    /// The `haptickit` executable next to this test bundle in the build products folder.
    static func binary() throws -> URL {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [products, products.deletingLastPathComponent()].map { $0.appendingPathComponent("haptickit") }
        return try #require(
            candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "build the tool first: swift build (looked in \(products.path))")
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        try runProcess(try binary(), arguments)
    }

    /// Runs `executable` with `arguments` and no input; returns its exit status and what it wrote.
    static func runProcess(_ executable: URL, _ arguments: [String]) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }

    @Test("route prints the call and exits 0")
    func route() throws {
        let result = try Self.run(["route", "alignment", "--device", "ipad-pencil-pro"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("UICanvasFeedbackGenerator.alignmentOccurred(at:)"))
        #expect(result.stderr.isEmpty)
    }

    @Test("an unknown device exits 2 with the valid names on standard error")
    func unknownDevice() throws {
        let result = try Self.run(["route", "alignment", "--device", "ipad-pro"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("ipad-pencil-pro"))
    }

    @Test("no arguments exits 2 with the usage")
    func noArguments() throws {
        let result = try Self.run([])
        #expect(result.status == 2)
        #expect(result.stderr.contains("usage: haptickit"))
    }

    @Test("matrix --format markdown is what docs/DeviceMatrix.md holds")
    func markdownMatrix() throws {
        let result = try Self.run(["matrix", "--format", "markdown"])
        #expect(result.status == 0)
        #expect(result.stdout == DeviceMatrix().render(.markdown))
    }
}
