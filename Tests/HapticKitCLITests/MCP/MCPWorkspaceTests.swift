import Foundation
import Testing

@testable import HapticKitCLI

/// Tools read files only inside the working directory.
@Suite("haptickit mcp: paths stay in the working directory")
final class MCPWorkspaceTests {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("haptickit-mcp-\(UUID().uuidString)")
    var root: URL { base.appendingPathComponent("project") }
    var outside: URL { base.appendingPathComponent("secret.ahap") }

    init() throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("patterns"), withIntermediateDirectories: true)
        try Data(#"{"Version": 1, "Pattern": []}"#.utf8).write(to: outside)
        try Data(#"{"Version": 1, "Pattern": []}"#.utf8).write(to: root.appendingPathComponent("patterns/inside.ahap"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("link-out.ahap").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("link-in.ahap").path,
            withDestinationPath: root.appendingPathComponent("patterns/inside.ahap").path)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("patterns/sneaky.ahap").path, withDestinationPath: outside.path)
    }

    deinit {
        try? FileManager.default.removeItem(at: base)
    }

    var workspace: MCPWorkspace { MCPWorkspace(root.path)! }

    func refused(_ path: String) -> String? {
        do {
            _ = try workspace.confine(path, argument: "input")
            return nil
        } catch {
            return (error as? MCPToolError)?.message
        }
    }

    @Test("paths inside are taken as given, links inside and files not there yet too")
    func inside() throws {
        for path in [
            "patterns/inside.ahap", root.path + "/patterns/inside.ahap", "./patterns/../patterns/inside.ahap",
            "link-in.ahap", "missing.ahap", "patterns/missing/deeper.ahap",
        ] {
            #expect(try workspace.confine(path, argument: "input") == path)
        }
    }

    @Test("a .. escape, an absolute path outside, and a link that leads out are refused")
    func outsideRefused() {
        for path in [
            "../secret.ahap", "patterns/../../secret.ahap", outside.path, "link-out.ahap", "/etc/passwd",
            "../missing.ahap", "/",
        ] {
            #expect(refused(path)?.contains("outside the working directory") == true, "\(path)")
        }
    }

    @Test("'-', an empty path and a NUL are refused with their own reasons")
    func otherRefusals() {
        #expect(refused("-")?.contains("standard input is the protocol") == true)
        #expect(refused("")?.contains("is empty") == true)
        #expect(refused("a\0b")?.contains("NUL") == true)
    }

    @Test("a folder with a link out in it is refused; the lint tool says so without reading it")
    func folderWithLinkOut() throws {
        #expect(throws: MCPToolError.self) {
            try self.workspace.confineFolder("patterns", argument: "inputs") { $0.hasSuffix(".ahap") }
        }
        let session = MCPSession(root: root.path)
        try session.initialize()
        let result = try #require(
            try session.call("lint_pattern", ["inputs": .array([.string(root.path + "/patterns")])]))
        #expect(result["isError"] == .bool(true))
        #expect(
            result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("outside the working directory")
                == true)
        let linked = try #require(
            try session.call("convert_pattern", ["input": .string(root.path + "/link-out.ahap"), "to": .string("web")]))
        #expect(linked["isError"] == .bool(true))
    }
}
