import HapticKit
import HapticKitTooling

/// The Model Context Protocol server behind `haptickit mcp`: JSON-RPC 2.0 requests in, responses
/// out, one message a line, over standard input and output.
///
/// It implements what a read-only tool server needs of these pages of the specification:
/// - the base protocol's messages and errors:
///   https://modelcontextprotocol.io/specification/2025-11-25/basic
/// - the lifecycle and version negotiation (`initialize`, `notifications/initialized`):
///   https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle
/// - the stdio transport (newline-delimited messages, nothing else on standard output, logs on
///   standard error): https://modelcontextprotocol.io/specification/2025-11-25/basic/transports
/// - `ping`: https://modelcontextprotocol.io/specification/2025-11-25/basic/utilities/ping
/// - tools (`tools/list`, `tools/call`, output schemas and structured content):
///   https://modelcontextprotocol.io/specification/2025-11-25/server/tools
/// and the same pages of the 2025-06-18 revision, the first with output schemas. It sends no
/// requests or notifications of its own, and answers messages in the order they come.
final class MCPServer {
    /// The revisions this server speaks, newest first: the answer to a client that asks for
    /// another is the newest, as the lifecycle page says.
    static let protocolVersions = ["2025-11-25", "2025-06-18"]

    /// JSON-RPC 2.0's error codes (https://www.jsonrpc.org/specification#error_object).
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
    }

    private let tools: MCPToolbox
    private let log: (String) -> Void
    /// The revision agreed in `initialize`, or `nil` before it.
    private(set) var protocolVersion: String?

    /// A server whose tools run in `tools`, writing what it logs with `log` (standard error).
    init(tools: MCPToolbox, log: @escaping (String) -> Void = { _ in }) {
        self.tools = tools
        self.log = log
    }

    /// The answer to one line, on one line, or `nil` for a notification (or a response, which
    /// this server never asked for).
    func respond(to frame: MCPLineFramer.Frame) -> String? {
        switch frame {
        case .tooLong(let count):
            log("a message of \(count) bytes is over the \(MCPServerLoop.lineLimitText) limit; answered with an error")
            return errorLine(
                id: .null, .invalidRequest,
                "the message is \(count) bytes, over the \(MCPServerLoop.lineLimitText) a message may have")
        case .line(let bytes):
            if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return nil }
            let message: JSONValue
            do {
                message = try MCPJSON.read(bytes)
            } catch let failure as MCPJSON.Failure {
                log("parse error: \(failure.message)")
                return errorLine(id: .null, .parseError, "Parse error: \(failure.message)")
            } catch {
                return errorLine(id: .null, .parseError, "Parse error: \(error)")
            }
            return respond(to: message)
        }
    }

    private func respond(to message: JSONValue) -> String? {
        guard case .object(let fields) = message else {
            if case .array = message {
                return errorLine(
                    id: .null, .invalidRequest, "batches are not part of MCP since 2025-06-18; send one message a line")
            }
            return errorLine(id: .null, .invalidRequest, "a message is a JSON object, not \(message.typeName)")
        }
        let id = fields["id"]
        if let id {
            switch id {
            case .string, .integer: break
            default:
                return errorLine(id: .null, .invalidRequest, "an id is a string or an integer, not \(id.typeName)")
            }
        }
        guard fields["jsonrpc"] == .string("2.0") else {
            return errorLine(id: id ?? .null, .invalidRequest, "\"jsonrpc\" must be \"2.0\"")
        }
        guard let methodValue = fields["method"] else {
            // A response to a request: this server sends none, so there is nothing to match.
            if fields["result"] != nil || fields["error"] != nil { return nil }
            return errorLine(id: id ?? .null, .invalidRequest, "a request needs a \"method\"")
        }
        guard let method = methodValue.stringValue else {
            return errorLine(id: id ?? .null, .invalidRequest, "\"method\" is a string, not \(methodValue.typeName)")
        }
        let params = fields["params"] ?? .object([:])
        guard case .object(let arguments) = params else {
            return id.map { errorLine(id: $0, .invalidParams, "\"params\" is an object, not \(params.typeName)") }
        }
        guard let id else {
            notice(method)
            return nil
        }
        switch handle(method, arguments) {
        case .success(let result): return write(["jsonrpc": .string("2.0"), "id": id, "result": result])
        case .failure(let failure): return errorLine(id: id, failure.code, failure.message)
        }
    }

    private struct Failure: Error {
        var code: ErrorCode
        var message: String
    }

    /// Notifications: `notifications/initialized` ends the lifecycle's first phase; the others
    /// (`notifications/cancelled` for a request already answered, progress) need nothing.
    private func notice(_ method: String) {
        if method == "notifications/initialized", protocolVersion == nil {
            log("notifications/initialized before initialize")
        }
    }

    private func handle(_ method: String, _ params: [String: JSONValue]) -> Result<JSONValue, Failure> {
        switch method {
        case "initialize": return initialize(params)
        case "ping": return .success(.object([:]))
        default: break
        }
        guard protocolVersion != nil else {
            let known = ["tools/list", "tools/call"].contains(method)
            return .failure(
                Failure(
                    code: known ? .invalidRequest : .methodNotFound,
                    message: known
                        ? "\(method) before initialize: send initialize first"
                        : "unknown method \(CLIText.quote(method)); this server answers initialize, ping, tools/list, tools/call"
                ))
        }
        switch method {
        case "tools/list":
            return .success(.object(["tools": .array(tools.tools.map(\.definition))]))
        case "tools/call":
            guard let name = params["name"]?.stringValue else {
                return .failure(Failure(code: .invalidParams, message: "tools/call needs \"name\", a string"))
            }
            guard let tool = tools.tools.first(where: { $0.name == name }) else {
                let names = tools.tools.map(\.name).joined(separator: ", ")
                return .failure(
                    Failure(code: .invalidParams, message: "Unknown tool \(CLIText.quote(name)); tools: \(names)"))
            }
            let arguments = params["arguments"] ?? .object([:])
            guard case .object(let fields) = arguments else {
                return .success(MCPToolResult.failure("\"arguments\" is an object, not \(arguments.typeName)").json)
            }
            return .success(tools.call(tool, fields).json)
        default:
            return .failure(
                Failure(
                    code: .methodNotFound,
                    message:
                        "unknown method \(CLIText.quote(method)); this server answers initialize, ping, tools/list, tools/call"
                ))
        }
    }

    private func initialize(_ params: [String: JSONValue]) -> Result<JSONValue, Failure> {
        guard protocolVersion == nil else {
            return .failure(
                Failure(code: .invalidRequest, message: "initialize was already answered; a session has one"))
        }
        guard let requested = params["protocolVersion"]?.stringValue else {
            return .failure(Failure(code: .invalidParams, message: "initialize needs \"protocolVersion\", a string"))
        }
        let version = Self.protocolVersions.contains(requested) ? requested : Self.protocolVersions[0]
        if version != requested {
            log("the client asked for protocol \(CLIText.quote(requested)); offering \(version)")
        }
        protocolVersion = version
        return .success(
            .object([
                "protocolVersion": .string(version),
                "capabilities": .object(["tools": .object(["listChanged": .bool(false)])]),
                "serverInfo": .object([
                    "name": .string("haptickit"), "title": .string("HapticKit"),
                    "version": .string(HapticKitVersion.current),
                ]),
                "instructions": .string(MCPToolbox.instructions),
            ]))
    }

    private func errorLine(id: JSONValue, _ code: ErrorCode, _ message: String) -> String {
        write([
            "jsonrpc": .string("2.0"), "id": id,
            "error": .object(["code": .integer(code.rawValue), "message": .string(message)]),
        ])
    }

    private func write(_ fields: [String: JSONValue]) -> String {
        MCPJSON.write(.object(fields))
    }
}
