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

    @Test("a FIFO named on its own is read without waiting for a writer: no writer reads as empty")
    func fifoWithoutWriter() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(path("pipe.ahap"), 0o600) == 0)
        let result = HapticKitCommandLine.run(["lint", path("pipe.ahap")])
        #expect(result.status == 1)
        #expect(result.stdout.contains("the file is empty"), "\(result.stdout)")
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
