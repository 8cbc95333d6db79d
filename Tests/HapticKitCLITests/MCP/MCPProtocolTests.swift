import Foundation
import HapticKitTooling
import Testing

@testable import HapticKitCLI

/// JSON-RPC 2.0 and the MCP lifecycle, one message at a time.
@Suite("haptickit mcp: the protocol")
struct MCPProtocolTests {
    @Test("initialize answers the revision asked for when it is supported, and the newest otherwise")
    func versionNegotiation() throws {
        for (asked, answered) in [
            ("2025-06-18", "2025-06-18"), ("2025-11-25", "2025-11-25"), ("2024-11-05", "2025-11-25"),
            ("1999-01-01", "2025-11-25"),
        ] {
            let session = MCPSession()
            let result = try #require(try session.initialize(asked))
            #expect(result["protocolVersion"] == .string(answered), "asked \(asked)")
            #expect(result["capabilities"]?["tools"] != nil)
            #expect(result["serverInfo"]?["name"] == .string("haptickit"))
        }
    }

    @Test("initialize without a protocolVersion is invalid params; a second initialize is refused")
    func initializeErrors() throws {
        let session = MCPSession()
        let missing = try session.request("initialize", params: .object([:]))
        #expect(missing?["error"]?["code"] == .integer(-32602))
        try session.initialize()
        let again = try session.request(
            "initialize", id: .integer(2), params: .object(["protocolVersion": .string("2025-11-25")]))
        #expect(again?["error"]?["code"] == .integer(-32600))
    }

    @Test("ids come back as they were sent: string, integer, and the largest integers")
    func ids() throws {
        let session = MCPSession()
        for id: JSONValue in [.string("a-1"), .integer(0), .integer(-7), .integer(Int.max), .string("")] {
            let answer = try #require(try session.request("ping", id: id))
            #expect(answer["id"] == id)
            #expect(answer["result"] == .object([:]))
            #expect(answer["jsonrpc"] == .string("2.0"))
        }
    }

    @Test("an id that is null, fractional, a boolean or an object is an invalid request, answered with id null")
    func badIds() throws {
        let session = MCPSession()
        for id in ["null", "1.5", "true", "{}", "[1]"] {
            let answer = try #require(try session.send(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#))
            #expect(answer["error"]?["code"] == .integer(-32600), "id \(id)")
            #expect(answer["id"] == .null)
        }
    }

    @Test("malformed JSON is a parse error with id null, and the server keeps serving")
    func parseError() throws {
        let session = MCPSession()
        for line in ["{", "not json", #"{"jsonrpc":"2.0","id":1,"method":"ping""#, "\u{FF}\u{FE}", "[[[[[[[[[["] {
            let answer = try #require(try session.send(line))
            #expect(answer["error"]?["code"] == .integer(-32700), "\(line)")
            #expect(answer["id"] == .null)
        }
        #expect(try session.request("ping", id: .integer(9))?["result"] == .object([:]))
        #expect(session.log.contains { $0.hasPrefix("parse error") })
        // The message says where the JSON goes wrong.
        let located = try #require(try session.send("{\"id\": 1, @}"))
        #expect(located["error"]?["message"]?.stringValue?.contains("around character") == true)
    }

    @Test("nesting far deeper than any message is refused, not a crash")
    func deepNesting() throws {
        let session = MCPSession()
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let answer = try #require(try session.send(deep))
        #expect(answer["error"]?["code"] == .integer(-32700))
    }

    @Test("an unknown method is -32601 for a request, and nothing for a notification")
    func unknownMethod() throws {
        let session = MCPSession()
        try session.initialize()
        let answer = try session.request("resources/list", id: .string("r"))
        #expect(answer?["error"]?["code"] == .integer(-32601))
        #expect(answer?["id"] == .string("r"))
        #expect(try session.send(#"{"jsonrpc":"2.0","method":"notifications/whatever"}"#) == nil)
        #expect(try session.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
        #expect(
            try session.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#) == nil)
    }

    @Test(
        "a batch, a message that is not an object, a wrong jsonrpc and a method that is not a string are invalid requests"
    )
    func invalidRequests() throws {
        let session = MCPSession()
        for line in [
            #"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, "42", #""ping""#,
            #"{"jsonrpc":"1.0","id":1,"method":"ping"}"#,
            #"{"id":1,"method":"ping"}"#, #"{"jsonrpc":"2.0","id":1,"method":7}"#, #"{"jsonrpc":"2.0","id":1}"#,
        ] {
            let answer = try #require(try session.send(line))
            #expect(answer["error"]?["code"] == .integer(-32600), "\(line)")
        }
    }

    @Test("params that are not an object are invalid params")
    func paramsNotObject() throws {
        let session = MCPSession()
        let answer = try session.send(#"{"jsonrpc":"2.0","id":3,"method":"ping","params":[1]}"#)
        #expect(answer?["error"]?["code"] == .integer(-32602))
        #expect(answer?["id"] == .integer(3))
    }

    @Test("a response from the client is not answered; blank lines are skipped")
    func responsesAndBlankLines() throws {
        let session = MCPSession()
        #expect(try session.send(#"{"jsonrpc":"2.0","id":5,"result":{}}"#) == nil)
        #expect(try session.send("") == nil)
        #expect(try session.send("   ") == nil)
    }

    @Test("tools are refused before initialize; ping is not")
    func beforeInitialize() throws {
        let session = MCPSession()
        #expect(try session.request("tools/list")?["error"]?["code"] == .integer(-32600))
        #expect(try session.request("ping")?["result"] == .object([:]))
        try session.initialize()
        #expect(try session.request("tools/list")?["result"]?["tools"]?.arrayValue?.isEmpty == false)
    }

    @Test("tools/call: an unknown tool is -32602; arguments that are not an object are a tool error")
    func callErrors() throws {
        let session = MCPSession()
        try session.initialize()
        let unknown = try session.request(
            "tools/call", params: .object(["name": .string("rm"), "arguments": .object([:])]))
        #expect(unknown?["error"]?["code"] == .integer(-32602))
        let noName = try session.request("tools/call", params: .object([:]))
        #expect(noName?["error"]?["code"] == .integer(-32602))
        let badArguments = try session.request(
            "tools/call", params: .object(["name": .string("list_devices"), "arguments": .array([])]))
        #expect(badArguments?["result"]?["isError"] == .bool(true))
    }

    @Test("a line over the limit is answered with an error and costs no more than the limit")
    func tooLong() throws {
        let session = MCPSession()
        let answer = try #require(
            try session.server.respond(to: .tooLong(byteCount: 10 << 20)).map { try MCPJSON.read($0) })
        #expect(answer["error"]?["code"] == .integer(-32600))
        #expect(answer["error"]?["message"]?.stringValue?.contains("10485760 bytes") == true)
    }

    @Test("every answer is one line: text with line breaks and separators is escaped")
    func oneLine() throws {
        let session = MCPSession()
        try session.initialize()
        let line = try #require(
            session.server.respond(
                to: .line(
                    Array(
                        #"{"jsonrpc":"2.0","id":"x\n\u2028","method":"tools/call","params":{"name":"swift_snippet","arguments":{"feedback":"success"}}}"#
                            .utf8))))
        #expect(!line.contains("\n"))
        #expect(!line.contains("\u{2028}"))
        let answer = try MCPJSON.read(line)
        #expect(answer["id"] == .string("x\n\u{2028}"))
        #expect(answer["result"]?["structuredContent"]?["code"]?.stringValue?.contains("\n") == true)
    }
}
