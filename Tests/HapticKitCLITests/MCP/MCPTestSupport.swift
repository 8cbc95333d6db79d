import Foundation
import HapticKitTestSupport
import HapticKitTooling

@testable import HapticKitCLI

/// A server over the repository's working tree, and how a test talks to it: one message a line.
struct MCPSession {
    let server: MCPServer
    var log: [String] { logged.lines }
    private let logged = Log()

    /// What the server logged, written and read on the test's own thread.
    final class Log {
        var lines: [String] = []
    }

    init(root: String = PatternFixtures.repository.path) {
        let logged = logged
        let workspace = MCPWorkspace(root)!
        server = MCPServer(tools: MCPToolbox(workspace: workspace)) { logged.lines.append($0) }
    }

    /// The answer to `line`, read back as JSON, or `nil` when there is none.
    func send(_ line: String) throws -> JSONValue? {
        try server.respond(to: .line(Array(line.utf8))).map { try MCPJSON.read($0) }
    }

    /// The answer to a request.
    func request(_ method: String, id: JSONValue = .integer(1), params: JSONValue? = nil) throws -> JSONValue? {
        var message: [String: JSONValue] = ["jsonrpc": .string("2.0"), "id": id, "method": .string(method)]
        message["params"] = params
        return try send(MCPJSON.write(.object(message)))
    }

    /// `initialize` with `version`; the result.
    @discardableResult
    func initialize(_ version: String = "2025-11-25") throws -> JSONValue? {
        try request(
            "initialize",
            params: .object([
                "protocolVersion": .string(version), "capabilities": .object([:]),
                "clientInfo": .object(["name": .string("tests"), "version": .string("1")]),
            ]))?["result"]
    }

    /// The result of `tools/call`.
    func call(_ tool: String, _ arguments: [String: JSONValue]) throws -> JSONValue? {
        try request(
            "tools/call", params: .object(["name": .string(tool), "arguments": .object(arguments)]))?["result"]
    }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? { objectValue?[key] }

    var integerValue: Int? {
        if case .integer(let integer) = self { return integer }
        return nil
    }

    var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }
}

/// The part of JSON Schema the tools' schemas use (type, enum, properties, required,
/// additionalProperties, items), enough to hold a result to its tool's schema in Swift; the
/// conformance run checks them with a full validator too.
enum SchemaCheck {
    /// Where `value` breaks `schema`, as `path: why`, or `[]`.
    static func violations(_ value: JSONValue, _ schema: JSONValue, at path: String = "$") -> [String] {
        guard let schema = schema.objectValue else { return ["\(path): the schema is not an object"] }
        var found: [String] = []
        if let options = schema["enum"]?.arrayValue, !options.contains(value) {
            found.append("\(path): \(MCPJSON.write(value)) is not one of \(MCPJSON.write(.array(options)))")
        }
        if let type = schema["type"]?.stringValue, !matches(value, type) {
            return found + ["\(path): \(value.typeName), not \(type)"]
        }
        if case .object(let fields) = value {
            let properties = schema["properties"]?.objectValue ?? [:]
            for key in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where fields[key] == nil {
                found.append("\(path): \(key) is missing")
            }
            for (key, field) in fields {
                if let property = properties[key] {
                    found += violations(field, property, at: "\(path).\(key)")
                } else if schema["additionalProperties"] == .bool(false) {
                    found.append("\(path): \(key) is not in the schema")
                }
            }
        }
        if case .array(let items) = value, let itemSchema = schema["items"] {
            for (index, item) in items.enumerated() { found += violations(item, itemSchema, at: "\(path)[\(index)]") }
        }
        return found
    }

    private static func matches(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
            ("integer", .integer), ("number", .integer), ("number", .number):
            true
        default: false
        }
    }
}
