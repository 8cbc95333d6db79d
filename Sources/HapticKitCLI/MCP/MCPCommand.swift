import Foundation
import HapticKitTooling

/// `haptickit mcp [--print-config <client>]`
enum MCPCommand {
    static let command = Command(
        name: name, summary: summary, help: help, options: ["--print-config"], stream: run)

    static let name = "mcp"
    static let summary = "serve these answers to coding agents over MCP (stdio), or print a client's configuration"
    static let help = """
        usage: haptickit mcp
               haptickit mcp --print-config <client>

        Serves the Model Context Protocol on standard input and output (one JSON-RPC message a
        line; nothing else on standard output, messages on standard error), for a coding agent
        that starts it: read-only and offline, with one tool per command that has
        '--format json' (devices, route, matrix, simulate, lint, convert, preview, verify, plan,
        snippet), each returning exactly that JSON. Files are read only inside the working
        directory the client starts it in. It ends when standard input ends.

        --print-config <client> prints what to add to the client's configuration, in the form
        that client documents, and on standard error where it goes:
          \(Client.allCases.map(\.rawValue).joined(separator: ", "))

        options:
          --print-config <client>  print a client's configuration instead of serving
          -h, --help               show this help

        """

    /// The clients `--print-config` knows.
    enum Client: String, CaseIterable {
        case claudeCode = "claude-code"
        case codex
        case cursor
        case xcode
        case xcodeCodex = "xcode-codex"
    }

    /// How a client starts the server: this executable's path, or `haptickit` (found on the
    /// `PATH`) when the tool runs inside another program.
    static let executable: String = {
        guard let path = Bundle.main.executablePath, path.hasSuffix("/haptickit") else { return "haptickit" }
        return path
    }()

    static func run(_ args: Arguments, _ output: CommandOutput) throws {
        try args.expectPositionals(0...0, "no arguments", command: name)
        guard let clientName = args.value("--print-config") else {
            throw CLIError.usage(
                "'haptickit mcp' serves on standard input and output when a client starts it; "
                    + "'haptickit mcp --print-config <client>' prints the configuration that does")
        }
        guard let client = Client(rawValue: clientName.lowercased()) else {
            let valid = Client.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError.usage("unknown client \(CLIText.quote(clientName)); clients: \(valid)")
        }
        let (config, place) = configuration(for: client, command: executable)
        try output.print(config)
        output.warn(place)
    }

    /// The configuration for `client` that starts `command mcp`, and where it goes.
    static func configuration(for client: Client, command: String) -> (config: String, place: String) {
        let quoted = MCPJSON.write(.string(command))
        let shell = command.contains(" ") ? "'\(command)'" : command
        switch client {
        case .claudeCode:
            return (
                servers(command, type: "stdio"),
                "add it to .mcp.json at the project's root (Claude Code's project scope), or run: "
                    + "claude mcp add --transport stdio haptickit -- \(shell) mcp (code.claude.com/docs/en/mcp)"
            )
        case .codex:
            return (
                toml(quoted),
                "add it to ~/.codex/config.toml, or .codex/config.toml in a trusted project; or run: "
                    + "codex mcp add haptickit -- \(shell) mcp (developers.openai.com/codex/mcp)"
            )
        case .cursor:
            return (
                servers(command, type: nil),
                "add it to .cursor/mcp.json in the project, or ~/.cursor/mcp.json for every project (cursor.com/docs/mcp)"
            )
        case .xcode:
            return (
                servers(command, type: "stdio"),
                "for Xcode's Claude Agent: add it to ~/Library/Developer/Xcode/CodingAssistant/ClaudeAgentConfig/.claude.json "
                    + "(where the agent Xcode starts reads its MCP servers; docs/Agents.md says where that is written down)"
            )
        case .xcodeCodex:
            return (
                toml(quoted),
                "for Codex in Xcode: add it to .codex/config.toml at the project's root (docs/Agents.md says where that is written down)"
            )
        }
    }

    private static func servers(_ command: String, type: String?) -> String {
        struct Server: Encodable {
            var type: String?
            var command: String
            var args: [String]
        }
        return CommandJSON.encode(["mcpServers": ["haptickit": Server(type: type, command: command, args: ["mcp"])]])
    }

    private static func toml(_ quotedCommand: String) -> String {
        """
        [mcp_servers.haptickit]
        command = \(quotedCommand)
        args = ["mcp"]

        """
    }

    /// Serves on standard input and output: what `haptickit mcp` does. Returns the exit status.
    static func serve() -> Int32 {
        let log: (String) -> Void = { message in
            try? FileOutput.write("haptickit mcp: \(message)\n", to: 2)
        }
        guard let workspace = MCPWorkspace(FileManager.default.currentDirectoryPath) else {
            log("cannot resolve the working directory; stopping")
            return 2
        }
        let server = MCPServer(tools: MCPToolbox(workspace: workspace), log: log)
        return MCPServerLoop.serve(server, input: 0, output: 1, log: log).status
    }
}
