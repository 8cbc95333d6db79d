import Foundation
import HapticKit
import HapticKitCLI
import HapticKitTestSupport
import HapticKitTooling
import Testing

@testable import HapticKitCLI

/// `haptickit mcp --print-config <client>` and `haptickit snippet`.
@Suite("haptickit mcp --print-config, and snippet")
struct MCPConfigTests {
    @Test(
        "each JSON client gets mcpServers.haptickit with the command and the argument mcp",
        arguments: ["claude-code", "cursor", "xcode"])
    func jsonClients(client: String) throws {
        let output = HapticKitCommandLine.run(["mcp", "--print-config", client])
        #expect(output.status == 0)
        let server = try #require(try MCPJSON.read(output.stdout)["mcpServers"]?["haptickit"])
        #expect(server["command"] == .string("haptickit"))
        #expect(server["args"] == .array([.string("mcp")]))
        #expect(server["type"] == (client == "cursor" ? nil : .string("stdio")))
        #expect(output.stderr.hasPrefix("haptickit mcp: "))
        #expect(output.stderr.contains(client == "xcode" ? "ClaudeAgentConfig/.claude.json" : "mcp.json"))
    }

    @Test("Codex, and Codex in Xcode, get an [mcp_servers.haptickit] table", arguments: ["codex", "xcode-codex"])
    func tomlClients(client: String) {
        let output = HapticKitCommandLine.run(["mcp", "--print-config", client])
        #expect(output.status == 0)
        #expect(output.stdout == "[mcp_servers.haptickit]\ncommand = \"haptickit\"\nargs = [\"mcp\"]\n")
        #expect(output.stderr.contains(".codex/config.toml"))
    }

    @Test("a path with quotes or spaces is quoted so the configuration still reads")
    func quoting() throws {
        let json = MCPCommand.configuration(for: .cursor, command: #"/Users/a b/"x"/haptickit"#).config
        #expect(try MCPJSON.read(json)["mcpServers"]?["haptickit"]?["command"] == .string(#"/Users/a b/"x"/haptickit"#))
        let toml = MCPCommand.configuration(for: .codex, command: #"/Users/a b/"x"/haptickit"#).config
        #expect(toml.contains(#"command = "/Users/a b/\"x\"/haptickit""#))
        #expect(
            MCPCommand.configuration(for: .claudeCode, command: "/a b/haptickit").place.contains(
                "-- '/a b/haptickit' mcp"))
    }

    @Test("an unknown client is a usage error that lists the clients; mcp run in-process says how it is started")
    func unknownClient() {
        let output = HapticKitCommandLine.run(["mcp", "--print-config", "vim"])
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("unknown client 'vim'; clients: claude-code, codex, cursor, xcode, xcode-codex"))
        let serve = HapticKitCommandLine.run(["mcp"])
        #expect(serve.status == 2)
        #expect(serve.stderr.contains("--print-config"))
        #expect(HapticKitCommandLine.run(["--help"]).stdout.contains("mcp "))
    }

    /// Every feedback name, and the Swift the snippet writes for it, beside the value that Swift
    /// spells (so the compiler checks the spelling).
    static let spellings: [(String, String, HapticFeedback)] = [
        ("success", ".success", .success), ("warning", ".warning", .warning), ("error", ".error", .error),
        ("selection", ".selection", .selection), ("increase", ".increase", .increase),
        ("decrease", ".decrease", .decrease), ("start", ".start", .start), ("stop", ".stop", .stop),
        ("alignment", ".alignment", .alignment), ("level-change", ".levelChange", .levelChange),
        ("path-complete", ".pathComplete", .pathComplete), ("impact-light", ".impact(.light)", .impact(.light)),
        ("impact-medium", ".impact(.medium)", .impact(.medium)), ("impact-heavy", ".impact(.heavy)", .impact(.heavy)),
        ("impact-rigid", ".impact(flexibility: .rigid)", .impact(flexibility: .rigid)),
        ("impact-solid", ".impact(flexibility: .solid)", .impact(flexibility: .solid)),
        ("impact-soft", ".impact(flexibility: .soft)", .impact(flexibility: .soft)),
        ("impact-light@0.7", ".impact(.light, intensity: 0.7)", .impact(.light, intensity: 0.7)),
        (
            "impact-soft@0.25", ".impact(flexibility: .soft, intensity: 0.25)",
            .impact(flexibility: .soft, intensity: 0.25)
        ),
        ("press-button", ".press(.button)", .press(.button)),
        ("press-button-icon-only", ".press(.buttonIconOnly)", .press(.buttonIconOnly)),
        ("press-slider", ".press(.slider)", .press(.slider)), ("press-tab", ".press(.tab)", .press(.tab)),
        ("press-toggle", ".press(.toggle)", .press(.toggle)),
        ("release-slider", ".release(.slider)", .release(.slider)),
        ("selection-on", ".selection(.on)", .selection(.on)), ("selection-off", ".selection(.off)", .selection(.off)),
        ("selection-maximum", ".selection(.maximum)", .selection(.maximum)),
        ("selection-minimum", ".selection(.minimum)", .selection(.minimum)),
        ("button-press", ".buttonPress", .buttonPress), ("tab-selection", ".tabSelection", .tabSelection),
        ("data-refresh", ".dataRefresh(intensity: 1)", .dataRefresh(intensity: 1)),
        ("data-refresh@0.4", ".dataRefresh(intensity: 0.4)", .dataRefresh(intensity: 0.4)),
        ("single-tap", ".singleTap()", .singleTap()), ("single-tap-medium", ".singleTap(.medium)", .singleTap(.medium)),
        ("single-tap-heavy", ".singleTap(.heavy)", .singleTap(.heavy)),
        ("single-tap-rigid", ".singleTap(flexibility: .rigid)", .singleTap(flexibility: .rigid)),
        ("single-tap-solid", ".singleTap(flexibility: .solid)", .singleTap(flexibility: .solid)),
        ("single-tap-soft", ".singleTap(flexibility: .soft)", .singleTap(flexibility: .soft)),
        ("pattern:tap", ".pattern(.tap)", .pattern(.tap)),
        ("pattern:double-tap", ".pattern(.doubleTap)", .pattern(.doubleTap)),
        ("pattern:heartbeat", ".pattern(.heartbeat)", .pattern(.heartbeat)),
        ("pattern:success", ".pattern(.success)", .pattern(.success)),
        ("pattern:warning", ".pattern(.warning)", .pattern(.warning)),
        ("pattern:error", ".pattern(.error)", .pattern(.error)),
        ("pattern:rumble", ".pattern(.rumble)", .pattern(.rumble)),
        ("pattern:ramp-up", ".pattern(.rampUp)", .pattern(.rampUp)),
        ("pattern:boing", ".pattern(.boing)", .pattern(.boing)),
        ("pattern:drumroll", ".pattern(.drumroll)", .pattern(.drumroll)),
    ]

    @Test("the snippet spells every feedback as the Swift value that name reads as")
    func spellings() throws {
        for (name, swift, value) in Self.spellings {
            let feedback = try HapticFeedback.named(name)
            #expect(feedback == value, "\(name)")
            #expect(SnippetCommand.swift(feedback) == swift, "\(name)")
        }
        let spelled = Set(Self.spellings.map(\.0))
        #expect(HapticFeedback.allNames.filter { !spelled.contains($0) } == [])
    }

    @Test("docs/Agents.md shows what the snippet writes in each framework, so the Apple check compiles it")
    func snippetsInTheDocs() throws {
        let doc = try String(
            contentsOf: PatternFixtures.repository.appendingPathComponent("docs/Agents.md"), encoding: .utf8)
        for framework in SnippetCommand.Framework.allCases {
            #expect(doc.contains("```swift\n" + SnippetCommand.code(".alignment", framework) + "\n```"), "\(framework)")
        }
    }

    @Test("the snippet's text is its code and the route, commented")
    func snippetText() {
        let output = HapticKitCommandLine.run(["snippet", "alignment", "--framework", "appkit"])
        #expect(output.status == 0)
        #expect(
            output.stdout.contains(
                "Haptics.shared.play(.alignment, at: convert(event.locationInWindow, from: nil), in: self)"))
        #expect(output.stdout.contains("// on mac-trackpad: NSHapticFeedbackManager"))
    }
}
