import Foundation
import HapticKitTooling
import Testing

@testable import HapticKitCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stdio transport: lines in, lines out, through real pipes, with the input written from
/// another thread while the server reads.
@Suite("haptickit mcp: the stdio transport")
struct MCPServerLoopTests {
    /// Serves `input` (written on another thread, then closed) and returns the summary and what
    /// the server wrote, line by line.
    func serve(_ input: [UInt8], lineLimit: Int = MCPServerLoop.lineLimit) throws -> (MCPServerLoop.Summary, [String]) {
        var inPipe: [Int32] = [0, 0]
        var outPipe: [Int32] = [0, 0]
        try #require(pipe(&inPipe) == 0)
        try #require(pipe(&outPipe) == 0)
        let writer = Thread { [inPipe] in
            input.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(inPipe[1], bytes.baseAddress! + offset, bytes.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(inPipe[1])
        }
        // The answers are read on a third thread, so a long session never fills the pipe.
        let collected = Collected()
        let reader = Thread { [outPipe] in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = read(outPipe[0], &buffer, buffer.count)
                if count <= 0 { break }
                collected.append(buffer[0..<count])
            }
            collected.finish()
        }
        writer.start()
        reader.start()
        let server = MCPServer(tools: MCPToolbox(workspace: MCPWorkspace(FileManager.default.currentDirectoryPath)!))
        let summary = MCPServerLoop.serve(server, input: inPipe[0], output: outPipe[1], lineLimit: lineLimit) { _ in }
        close(outPipe[1])
        close(inPipe[0])
        let bytes = collected.wait()
        close(outPipe[0])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.isEmpty || text.hasSuffix("\n"))
        return (summary, text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
    }

    final class Collected: @unchecked Sendable {
        private let condition = NSCondition()
        private var bytes: [UInt8] = []
        private var done = false

        func append(_ chunk: ArraySlice<UInt8>) {
            condition.lock()
            bytes += chunk
            condition.unlock()
        }

        func finish() {
            condition.lock()
            done = true
            condition.signal()
            condition.unlock()
        }

        func wait() -> [UInt8] {
            condition.lock()
            defer { condition.unlock() }
            while !done { condition.wait() }
            return bytes
        }
    }

    func ping(_ id: Int) -> String { #"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"# }

    @Test("a closed standard input ends the session cleanly, with nothing written")
    func closedInput() throws {
        let (summary, lines) = try serve([])
        #expect(summary.status == 0)
        #expect(lines.isEmpty)
    }

    @Test("the last message needs no line break; CRLF line ends are read")
    func framing() throws {
        let (summary, lines) = try serve(Array((ping(1) + "\r\n" + ping(2)).utf8))
        #expect(summary.status == 0)
        #expect(lines.count == 2)
        #expect(try lines.map { try MCPJSON.read($0)["id"] } == [.integer(1), .integer(2)])
    }

    @Test("a 10 MB line is answered with an error, held in no more than the limit, and the next message is served")
    func tenMegabyteLine() throws {
        let huge =
            #"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":""# + String(repeating: "a", count: 10 << 20)
            + "\"}}"
        let (summary, lines) = try serve(Array((huge + "\n" + ping(2) + "\n").utf8))
        #expect(summary.status == 0)
        try #require(lines.count == 2)
        #expect(try MCPJSON.read(lines[0])["error"]?["code"] == .integer(-32600))
        #expect(try MCPJSON.read(lines[1])["id"] == .integer(2))
        #expect(summary.largestPending <= MCPServerLoop.lineLimit)
    }

    @Test("a line over a small limit is dropped as it comes: memory stays at the limit")
    func boundedByLimit() throws {
        let long = String(repeating: "x", count: 200_000)
        let (summary, lines) = try serve(Array((long + "\n" + ping(3) + "\n").utf8), lineLimit: 1_000)
        #expect(lines.count == 2)
        #expect(summary.largestPending <= 1_000)
    }

    @Test("1,000 requests in one session: 1,000 answers in order, and never more than one message held")
    func thousandRequests() throws {
        let messages = (1...1_000).map { id in
            id % 10 == 0
                ? #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"route_feedback","arguments":{"feedback":"alignment","device":"iphone"}}}"#
                : ping(id)
        }
        let initialize =
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{}}}"#
        let input = ([initialize] + messages).joined(separator: "\n") + "\n"
        let (summary, lines) = try serve(Array(input.utf8))
        #expect(summary.status == 0)
        #expect(summary.lines == 1_001)
        try #require(lines.count == 1_001)
        let ids = try lines.map { try MCPJSON.read($0)["id"]?.integerValue }
        #expect(ids == Array(0...1_000))
        #expect(try MCPJSON.read(lines[10])["result"]?["structuredContent"]?["routes"] != nil)
        // What is held between reads is at most part of one message, not the session.
        let longest = ([initialize] + messages).map(\.utf8.count).max() ?? 0
        #expect(summary.largestPending <= longest)
    }

    @Test("an output that fails ends the session with status 2")
    func outputFails() throws {
        var inPipe: [Int32] = [0, 0]
        var outPipe: [Int32] = [0, 0]
        try #require(pipe(&inPipe) == 0)
        try #require(pipe(&outPipe) == 0)
        close(outPipe[0])  // nobody reads: a write fails with EPIPE
        // As the haptickit executable does; left so, since tests run side by side.
        signal(SIGPIPE, SIG_IGN)
        let line = Array((ping(1) + "\n").utf8)
        _ = line.withUnsafeBytes { write(inPipe[1], $0.baseAddress, $0.count) }
        close(inPipe[1])
        let server = MCPServer(tools: MCPToolbox(workspace: MCPWorkspace(FileManager.default.currentDirectoryPath)!))
        var logged: [String] = []
        let summary = MCPServerLoop.serve(server, input: inPipe[0], output: outPipe[1]) { logged.append($0) }
        close(inPipe[0])
        close(outPipe[1])
        #expect(summary.status == 2)
        #expect(logged.contains { $0.contains("cannot write") })
    }
}

extension MCPLineFramer {
    fileprivate static func split(_ text: String, limit: Int = 100, chunk: Int) -> [Frame] {
        var framer = MCPLineFramer(limit: limit)
        let bytes = Array(text.utf8)
        var frames: [Frame] = []
        var start = 0
        while start < bytes.count {
            frames += framer.feed(bytes[start..<min(start + chunk, bytes.count)])
            start += chunk
        }
        return frames + (framer.finish().map { [$0] } ?? [])
    }
}

@Suite("haptickit mcp: lines")
struct MCPLineFramerTests {
    @Test("lines split across chunks of any size come out whole", arguments: [1, 2, 3, 7, 64])
    func chunks(size: Int) {
        let frames = MCPLineFramer.split("ab\ncd\r\n\nlast", chunk: size)
        #expect(frames == [.line(Array("ab".utf8)), .line(Array("cd".utf8)), .line([]), .line(Array("last".utf8))])
    }

    @Test("a line over the limit is its length, whether it ends or not")
    func tooLong() {
        let long = String(repeating: "x", count: 150)
        #expect(MCPLineFramer.split(long + "\nok\n", chunk: 16) == [.tooLong(byteCount: 150), .line(Array("ok".utf8))])
        #expect(MCPLineFramer.split(long, chunk: 16) == [.tooLong(byteCount: 150)])
        #expect(
            MCPLineFramer.split(String(repeating: "y", count: 100) + "\n", chunk: 9) == [
                .line(Array(repeating: UInt8(ascii: "y"), count: 100))
            ])
    }
}
