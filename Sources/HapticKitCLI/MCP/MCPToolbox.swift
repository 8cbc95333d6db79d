import HapticKitTooling

/// A tool of `haptickit mcp`: a `haptickit` command with `--format json`, whose JSON is the
/// tool's structured content.
struct MCPTool: Sendable {
    let name: String
    let title: String
    let description: String
    /// The JSON Schema of the arguments, and of the structured content.
    let inputSchema: JSONValue
    let outputSchema: JSONValue
    /// When the command's JSON is an array, the key it is kept under: structured content is an
    /// object.
    var arrayKey: String?
    /// The command line and standard input that answer `arguments`.
    let invocation: @Sendable (MCPArguments, MCPWorkspace) throws -> MCPInvocation

    /// The tool as `tools/list` lists it.
    var definition: JSONValue {
        .object([
            "name": .string(name), "title": .string(title), "description": .string(description),
            "inputSchema": inputSchema, "outputSchema": outputSchema,
            "annotations": .object([
                "title": .string(title), "readOnlyHint": .bool(true), "destructiveHint": .bool(false),
                "idempotentHint": .bool(true), "openWorldHint": .bool(false),
            ]),
        ])
    }
}

/// What a tool runs: `haptickit` with these arguments, with this text where a command reads
/// standard input.
struct MCPInvocation: Equatable, Sendable {
    var arguments: [String]
    var standardInput: [UInt8] = []
}

/// The result of `tools/call`.
struct MCPToolResult: Equatable {
    var text: String
    var structuredContent: JSONValue?
    var isError: Bool

    static func failure(_ message: String) -> MCPToolResult {
        MCPToolResult(text: message, structuredContent: nil, isError: true)
    }

    var json: JSONValue {
        var fields: [String: JSONValue] = [
            "content": .array([.object(["type": .string("text"), "text": .string(text)])]),
            "isError": .bool(isError),
        ]
        fields["structuredContent"] = structuredContent
        return .object(fields)
    }
}

/// The tools, and how a call runs: the command in-process, its JSON parsed into the result.
struct MCPToolbox: Sendable {
    /// The most a result may hold, in bytes of the command's JSON: an agent reads every byte.
    static let outputLimit = 256 * 1024
    static let outputLimitText = "256 KB"

    /// What `initialize` tells the client about the server.
    static let instructions = """
        HapticKit's router, offline: which Apple haptic call plays for a feedback on a device \
        (iPhone, iPad with or without Apple Pencil Pro, Mac, Apple Watch, Apple TV, Vision Pro), \
        why, from which source, and how sure. Ask route_feedback before writing code that must \
        play on iPad or the Mac; swift_snippet gives the HapticKit code with its route. Files are \
        read only inside the working directory.
        """

    let workspace: MCPWorkspace
    let tools: [MCPTool]

    init(workspace: MCPWorkspace) {
        self.workspace = workspace
        tools = MCPTools.all
    }

    /// Runs `tool` with `arguments`.
    func call(_ tool: MCPTool, _ arguments: [String: JSONValue]) -> MCPToolResult {
        let invocation: MCPInvocation
        do {
            invocation = try tool.invocation(MCPArguments(arguments, tool: tool), workspace)
        } catch let error as MCPToolError {
            return .failure(error.message)
        } catch {
            return .failure("\(error)")
        }
        let output = HapticKitCommandLine.run(invocation.arguments, standardInput: invocation.standardInput)
        // A report, even one that finds errors (lint, verify exit 1), is the answer; usage
        // errors and unreadable inputs (exit 2) are the command's message.
        guard output.status != 2, !output.stdout.isEmpty else {
            let message = output.stderr.trimmingSuffix("\n")
            return .failure(
                message.isEmpty ? "haptickit \(invocation.arguments[0]) failed (exit \(output.status))" : message)
        }
        guard output.stdout.utf8.count <= Self.outputLimit else {
            return .failure(
                "the answer is \(output.stdout.utf8.count) bytes, over the \(Self.outputLimitText) a tool returns; "
                    + "ask for less\(tool.name == "matrix" ? " (name devices or feedbacks)" : "")")
        }
        do {
            var value = try MCPJSON.read(output.stdout)
            if let key = tool.arrayKey { value = .object([key: value]) }
            return MCPToolResult(text: MCPJSON.write(value), structuredContent: value, isError: false)
        } catch {
            return .failure("haptickit \(invocation.arguments[0]) printed something that is not JSON")
        }
    }
}

/// A tool's arguments, checked against what the tool takes.
struct MCPArguments {
    private let fields: [String: JSONValue]

    init(_ fields: [String: JSONValue], tool: MCPTool) throws {
        let known = tool.inputSchema.objectValue?["properties"]?.objectValue.map { Array($0.keys) } ?? []
        for key in fields.keys.sorted() where !known.contains(key) {
            throw MCPToolError(
                "\(tool.name) takes no argument \(CLIText.quote(key)); arguments: \(known.sorted().joined(separator: ", "))"
            )
        }
        self.fields = fields
    }

    /// A string argument, or `nil` when it is absent.
    func string(_ key: String) throws -> String? {
        guard let value = fields[key], value != .null else { return nil }
        guard case .string(let string) = value else { throw MCPToolError("\(key) is a string, not \(value.typeName)") }
        return string
    }

    /// A string argument that must be there.
    func required(_ key: String) throws -> String {
        guard let string = try string(key) else { throw MCPToolError("\(key) is required") }
        return string
    }

    /// An array of strings, or `nil` when it is absent.
    func strings(_ key: String) throws -> [String]? {
        guard let value = fields[key], value != .null else { return nil }
        guard case .array(let items) = value else {
            throw MCPToolError("\(key) is an array of strings, not \(value.typeName)")
        }
        return try items.map { item in
            guard case .string(let string) = item else {
                throw MCPToolError("\(key) is an array of strings; it holds \(item.typeName)")
            }
            return string
        }
    }

    /// A boolean argument, `false` when absent.
    func flag(_ key: String) throws -> Bool {
        guard let value = fields[key], value != .null else { return false }
        guard case .bool(let bool) = value else { throw MCPToolError("\(key) is a boolean, not \(value.typeName)") }
        return bool
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        var text = self
        while text.hasSuffix(suffix) { text.removeLast(suffix.count) }
        return text
    }
}
