import Foundation
import Testing

@testable import HapticKitCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Outputs never overwrite an input or each other, are replaced whole or not at
/// all, and inputs that are not regular files never make the tool wait.
@Suite("haptickit and files: no overwritten input, no half-written output, no wait on a FIFO")
struct FileSafetyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haptickit-\(UUID().uuidString)")
    static let pattern = #"{"Version": 1, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient"}}]}"#

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String = pattern) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }

    func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    /// The names in the folder, hidden ones included (a left-over temporary file would be one).
    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    @Test("convert refuses to write over its own input, directly or through a link (exit 2)")
    func convertOverInput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try write("a.ahap")
        try FileManager.default.createSymbolicLink(atPath: path("link.ahap"), withDestinationPath: input)
        for output in [input, path("link.ahap"), folder.path + "/./a.ahap"] {
            let result = HapticKitCommandLine.run(["convert", input, "--to", "android", "-o", output])
            #expect(result.status == 2)
            #expect(result.stderr.contains("is the input"), "\(result.stderr)")
            #expect(contents(input) == Self.pattern)
        }
    }

    @Test("preview refuses --svg and --wav that are one file through a link, even before either exists")
    func previewOutputsAlias() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try write("a.ahap")
        try FileManager.default.createSymbolicLink(atPath: path("l.wav"), withDestinationPath: "x.svg")
        let result = HapticKitCommandLine.run(["preview", input, "--svg", path("x.svg"), "--wav", path("l.wav")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("name the same file"), "\(result.stderr)")
        #expect(try names() == ["a.ahap", "l.wav"])
        let wavOverInput = HapticKitCommandLine.run(["preview", input, "--wav", input])
        #expect(wavOverInput.status == 2)
        #expect(contents(input) == Self.pattern)
    }

    @Test("a write that fails half way leaves the old file whole and no temporary file")
    func failedWriteKeepsOldFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = try write("out.wav", "the old file")
        let bytes = [UInt8](repeating: 7, count: 100_000)
        #expect(throws: FileOutput.Failure(code: ENOSPC)) {
            try bytes.withUnsafeBytes { buffer in
                try FileOutput.write(buffer, toFile: target) { part, descriptor in
                    try FileOutput.write(UnsafeRawBufferPointer(rebasing: part[..<50_000]), to: descriptor)
                    throw FileOutput.Failure(code: ENOSPC)
                }
            }
        }
        #expect(contents(target) == "the old file")
        #expect(try names() == ["out.wav"])
    }

    @Test("a write replaces the file whole, through a link the link's target, and leaves nothing else")
    func writeReplaces() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = try write("target.txt", "old")
        try FileManager.default.createSymbolicLink(atPath: path("link.txt"), withDestinationPath: "target.txt")
        try FileOutput.write(Array("new".utf8), toFile: path("link.txt"))
        #expect(contents(target) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.txt")) == "target.txt")
        #expect(try names() == ["link.txt", "target.txt"])
    }

    @Test("lint of a folder reads its regular files and names a FIFO and a dangling link, without waiting")
    func folderWithFIFOAndDanglingLink() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try write("good.ahap")
        #expect(mkfifo(path("pipe.ahap"), 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: path("gone.ahap"), withDestinationPath: "nowhere.ahap")
        let result = HapticKitCommandLine.run(["lint", folder.path])
        #expect(result.status == 2)
        #expect(result.stdout.hasPrefix("1 input checked: 0 errors, 0 warnings; 2 inputs unreadable"))
        #expect(result.stderr.contains("it is a FIFO, not a regular file"), "\(result.stderr)")
        #expect(
            result.stderr.contains("it is a symbolic link to 'nowhere.ahap', which does not exist"),
            "\(result.stderr)")
    }

    @Test(
        "a FIFO named as an input, whose writer stays open, is refused unread by every reader (exit 2)",
        .timeLimit(.minutes(1)))
    func fifoWithSilentWriter() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(path("pipe.ahap"), 0o600) == 0)
        let writer = open(path("pipe.ahap"), O_RDWR)  // a writer that never writes nor closes
        try #require(writer >= 0)
        defer { close(writer) }
        for command in [
            ["lint"], ["convert", "--to", "ahap"], ["preview", "--svg", path("out.svg")],
            ["simulate", "--device", "iphone"], ["snap", "--device", "ipad-pencil-pro"],
        ] {
            let result = HapticKitCommandLine.run(command + [path("pipe.ahap")])
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr.contains("it is a FIFO, not a regular file"), "\(command): \(result.stderr)")
        }
    }

    @Test("an output that is a FIFO no process reads, or a loop of links, is refused at once (exit 2)")
    func outputFIFOAndLinkLoop() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(path("out.ahap"), 0o600) == 0)
        let fifo = HapticKitCommandLine.run(["convert", "tap", "--to", "ahap", "-o", path("out.ahap")])
        #expect(fifo.status == 2)
        #expect(fifo.stderr.contains("it is a FIFO that no process reads"), "\(fifo.stderr)")
        try FileManager.default.createSymbolicLink(atPath: path("loop1"), withDestinationPath: "loop2")
        try FileManager.default.createSymbolicLink(atPath: path("loop2"), withDestinationPath: "loop1")
        let loop = HapticKitCommandLine.run(["convert", "tap", "--to", "ahap", "-o", path("loop1")])
        #expect(loop.status == 2)
        #expect(loop.stderr.contains("it is a loop of symbolic links"), "\(loop.stderr)")
        #expect(FileInput.linkTarget(path("loop1")) == "loop2", "the link is kept, not replaced by a file")
    }

    @Test("a 120 KB unknown preset name is an unknown name, not a file name too long")
    func longUnknownName() {
        let name = String(repeating: "a", count: 120_000)
        for command in [["convert", name, "--to", "ahap"], ["lint", name]] {
            let result = HapticKitCommandLine.run(command)
            #expect(result.status == 2)
            #expect(
                result.stderr.contains("no file or preset named 'aaaa"), "\(command[0]): \(result.stderr.prefix(200))")
        }
    }

    @Test("a script or trace over 64 MB on standard input is refused in a script's words, not an AHAP file's")
    func largeScriptOnStandardInput() {
        let bytes = [UInt8](repeating: 0x61, count: PatternInput.maximumFileSize + 1)
        for command in [["snap", "--device", "ipad-pencil-pro", "-"], ["simulate", "--device", "iphone", "-"]] {
            let result = FileInput.standardInput.withValue(bytes) { HapticKitCommandLine.run(command) }
            #expect(result.status == 2)
            #expect(result.stderr.contains("scripts and traces are kilobytes"), "\(command[0]): \(result.stderr)")
            #expect(!result.stderr.contains("AHAP"), "\(command[0]): \(result.stderr)")
        }
    }

    @Test("a dangling link says so, for patterns and scripts, instead of 'no file or preset'")
    func danglingLink() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("heartbeat"), withDestinationPath: "missing")
        for arguments in [["lint", path("heartbeat")], ["simulate", "--device", "iphone", path("heartbeat")]] {
            let result = HapticKitCommandLine.run(arguments)
            #expect(result.status == 2)
            #expect(result.stderr.contains("is a symbolic link to 'missing', which does not exist"), "\(result.stderr)")
        }
    }
}
