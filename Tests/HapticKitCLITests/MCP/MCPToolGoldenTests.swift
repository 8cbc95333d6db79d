import Foundation
import HapticKitCLI
import HapticKitTestSupport
import HapticKitTooling
import Testing

@testable import HapticKitCLI

/// Each tool's structured content is the command line's `--format json` for the same inputs,
/// and matches the tool's output schema.
@Suite("haptickit mcp: each tool is its command's JSON")
final class MCPToolGoldenTests {
    let repository = PatternFixtures.repository.path
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "haptickit-mcp-golden-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var tool: String
        var arguments: [String: JSONValue]
        /// The command line a user types for the same answer; `{repo}` is the repository.
        var command: [String]
        var testDescription: String { "\(tool): haptickit \(command.joined(separator: " "))" }
    }

    static let cases: [Case] = [
        Case(tool: "list_devices", arguments: [:], command: ["devices", "--format", "json"]),
        Case(
            tool: "route_feedback",
            arguments: ["feedback": .string("alignment"), "device": .string("ipad-pencil-pro")],
            command: ["route", "alignment", "--device", "ipad-pencil-pro", "--format", "json"]),
        Case(
            tool: "route_feedback",
            arguments: [
                "feedback": .string("selection"), "device": .string("ipad-finger"), "input": .string("any-pencil"),
                "os": .string("17.4"),
            ],
            command: [
                "route", "selection", "--device", "ipad-finger", "--input", "any-pencil", "--os", "17.4",
                "--format=json",
            ]),
        Case(
            tool: "route_feedback",
            arguments: ["feedback": .string("impact-heavy"), "observations": .string("{repo}/docs/observations")],
            command: ["route", "impact-heavy", "--observations", "{repo}/docs/observations", "--format", "json"]),
        Case(
            tool: "route_feedback", arguments: ["feedback": .string("impact-light@1.5")],
            command: ["route", "impact-light@1.5", "--format", "json"]),
        Case(
            tool: "matrix",
            arguments: [
                "devices": .array([.string("watch"), .string("iphone")]),
                "feedbacks": .array([.string("success"), .string("alignment")]),
                "observations": .string("{repo}/docs/observations"),
            ],
            command: [
                "matrix", "--format", "json", "--devices", "watch,iphone", "--feedbacks", "success,alignment",
                "--observations", "{repo}/docs/observations",
            ]),
        Case(
            tool: "simulate_script",
            arguments: [
                "device": .string("ipad-pencil-pro"), "noView": .bool(true),
                "script": .string(
                    "0ms prepare alignment\n40ms alignment\n45ms alignment\n400ms success\n1s disable\n2s error"),
            ],
            command: ["simulate", "--device", "ipad-pencil-pro", "--no-view", "--format", "json", "{script}"]),
        Case(
            tool: "lint_pattern",
            arguments: [
                "inputs": .array([.string("{repo}/Fixtures/ahap/apple-unityplugins/Ricochet"), .string("notation:O-o")]
                ),
                "strict": .bool(true),
            ],
            command: [
                "lint", "{repo}/Fixtures/ahap/apple-unityplugins/Ricochet", "notation:O-o", "--strict", "--format",
                "json",
            ]),
        Case(
            tool: "lint_pattern", arguments: ["inputs": .array([.string("notation:O-q")])],
            command: ["lint", "notation:O-q", "--format", "json"]),
        Case(
            tool: "convert_pattern",
            arguments: ["input": .string("heartbeat"), "to": .string("kotlin"), "name": .string("beat")],
            command: ["convert", "heartbeat", "--to", "kotlin", "--name", "beat", "--format", "json"]),
        Case(
            tool: "convert_pattern",
            arguments: [
                "input": .string("{repo}/Fixtures/ahap/apple-unityplugins/Ricochet/CollisionSmall.ahap"),
                "to": .string("ahap"),
            ],
            command: [
                "convert", "{repo}/Fixtures/ahap/apple-unityplugins/Ricochet/CollisionSmall.ahap", "--to", "ahap",
                "--format", "json",
            ]),
        Case(
            tool: "preview_pattern", arguments: ["input": .string("boing")],
            command: ["preview", "boing", "--format", "json"]),
        Case(
            tool: "verify_observations",
            arguments: ["reports": .array([.string("{repo}/Fixtures/observations/example-ipad.json")])],
            command: ["verify", "{repo}/Fixtures/observations/example-ipad.json", "--format", "json"]),
        Case(
            tool: "plan_device_check",
            arguments: ["device": .string("ipad"), "inputs": .array([.string("finger"), .string("pencil-pro")])],
            command: ["plan", "--device", "ipad", "--inputs", "finger,pencil-pro", "--format", "json"]),
        Case(
            tool: "swift_snippet",
            arguments: [
                "feedback": .string("impact-soft@0.4"), "framework": .string("uikit"), "device": .string("iphone"),
            ],
            command: ["snippet", "impact-soft@0.4", "--framework", "uikit", "--device", "iphone", "--format", "json"]),
    ]

    func expand(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): .string(text.replacingOccurrences(of: "{repo}", with: repository))
        case .array(let items): .array(items.map(expand))
        default: value
        }
    }

    @Test(
        "the tool's structured content equals the command's JSON and matches the tool's output schema", arguments: cases
    )
    func golden(_ test: Case) throws {
        let script = folder.appendingPathComponent("script.txt")
        if case .string(let text) = test.arguments["script"] { try Data(text.utf8).write(to: script) }
        let command = test.command.map {
            $0.replacingOccurrences(of: "{repo}", with: repository).replacingOccurrences(
                of: "{script}", with: script.path)
        }
        let cli = HapticKitCommandLine.run(command)
        #expect(cli.status != 2, "\(cli.stderr)")
        var expected = try MCPJSON.read(cli.stdout)
        if test.tool == "matrix" { expected = .object(["cells": expected]) }

        let session = MCPSession()
        try session.initialize()
        let result = try #require(try session.call(test.tool, test.arguments.mapValues(expand)))
        #expect(result["isError"] == .bool(false))
        let structured = try #require(result["structuredContent"])
        #expect(structured == expected)
        let text = try #require(result["content"]?.arrayValue?.first?["text"]?.stringValue)
        #expect(try MCPJSON.read(text) == structured)
        let tool = try #require(MCPTools.all.first { $0.name == test.tool })
        #expect(SchemaCheck.violations(structured, tool.outputSchema) == [])
    }

    @Test("every tool has a case here, and every schema is an object schema that reads")
    func everyTool() {
        #expect(Set(Self.cases.map(\.tool)) == Set(MCPTools.all.map(\.name)))
        for tool in MCPTools.all {
            #expect(tool.inputSchema["type"] == .string("object"), "\(tool.name)")
            #expect(tool.outputSchema["type"] == .string("object"), "\(tool.name)")
            #expect(tool.outputSchema["description"] == nil, "\(tool.name): its schema does not read")
        }
    }

    @Test("the schema check finds a result that does not match: a missing key, an extra key, a wrong type")
    func schemaCheckFails() throws {
        let schema = try #require(MCPTools.all.first { $0.name == "list_devices" }?.outputSchema)
        let good = JSONValue.object([
            "devices": .array([.object(["name": .string("a"), "summary": .string("b"), "profile": .string("c")])])
        ])
        #expect(SchemaCheck.violations(good, schema) == [])
        #expect(SchemaCheck.violations(.object([:]), schema) == ["$: devices is missing"])
        let bad = JSONValue.object([
            "devices": .array([
                .object(["name": .integer(1), "summary": .string("b"), "profile": .string("c"), "x": .null])
            ])
        ])
        #expect(
            SchemaCheck.violations(bad, schema).sorted() == [
                "$.devices[0).name: a number, not string".replacingOccurrences(of: ")", with: "]"),
                "$.devices[0]: x is not in the schema",
            ])
    }

    @Test(
        "bad arguments are a result with isError and the command's own message",
        arguments: [
            ("route_feedback", ["feedback": JSONValue.string("nope")], ["route", "nope", "--format", "json"]),
            (
                "route_feedback", ["feedback": .string("success"), "device": .string("ipad-pro-max")],
                ["route", "success", "--device", "ipad-pro-max", "--format", "json"]
            ),
            (
                "simulate_script", ["device": .string("iphone"), "script": .string("0ms success\n10ms explode")],
                ["simulate", "--device", "iphone", "--format", "json", "-"]
            ),
            (
                "plan_device_check", ["device": .string("iphone"), "inputs": .array([.string("hover")])],
                ["plan", "--device", "iphone", "--inputs", "hover", "--format", "json"]
            ),
            (
                "convert_pattern", ["input": .string("notation:O-q"), "to": .string("web")],
                ["convert", "notation:O-q", "--to", "web", "--format", "json"]
            ),
            (
                "swift_snippet", ["feedback": .string("success"), "framework": .string("watchkit")],
                ["snippet", "success", "--framework", "watchkit", "--format", "json"]
            ),
        ])
    func badArguments(tool: String, arguments: [String: JSONValue], command: [String]) throws {
        // The script the tool passes as text, the command reads on standard input.
        let cli = HapticKitCommandLine.run(command, standardInput: Array("0ms success\n10ms explode".utf8))
        #expect(cli.status != 0)
        let session = MCPSession()
        try session.initialize()
        let result = try #require(try session.call(tool, arguments))
        #expect(result["isError"] == .bool(true))
        #expect(result["structuredContent"] == nil)
        let message = try #require(result["content"]?.arrayValue?.first?["text"]?.stringValue)
        #expect(message + "\n" == cli.stderr)
    }

    @Test("arguments the schema does not name, of the wrong type, or missing are tool errors that say which")
    func argumentErrors() throws {
        let session = MCPSession()
        try session.initialize()
        for (tool, arguments, words): (String, [String: JSONValue], String) in [
            (
                "route_feedback", ["feedback": .string("success"), "colour": .string("red")],
                "takes no argument 'colour'"
            ),
            ("route_feedback", ["feedback": .integer(3)], "feedback is a string, not a number"),
            ("route_feedback", [:], "feedback is required"),
            ("matrix", ["devices": .string("iphone")], "devices is an array of strings"),
            ("matrix", ["devices": .array([.string("iphone,watch")])], "one name an item"),
            ("lint_pattern", [:], "give inputs, ahap, or both"),
            ("convert_pattern", ["to": .string("web")], "give input"),
            ("convert_pattern", ["to": .string("web"), "input": .string("tap"), "ahap": .string("{}")], "not both"),
            (
                "simulate_script",
                ["device": .string("iphone"), "script": .string("0ms success"), "noView": .string("yes")],
                "noView is a boolean"
            ),
            ("verify_observations", ["reports": .array([.string("-")])], "standard input is the protocol"),
        ] {
            let result = try #require(try session.call(tool, arguments))
            #expect(result["isError"] == .bool(true), "\(tool) \(arguments)")
            #expect(
                result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains(words) == true, "\(tool): \(words)"
            )
        }
    }

    @Test("with observation reports, a route's certainty is observed where a report confirms it")
    func observedCertainty() throws {
        let session = MCPSession()
        try session.initialize()
        let result = try #require(
            try session.call(
                "route_feedback",
                [
                    "feedback": .string("impact-light"), "device": .string("iphone"),
                    "observations": .string(repository + "/docs/observations"),
                ]))
        #expect(result["structuredContent"]?["routes"]?.arrayValue?.first?["certainty"] == .string("observed"))
        let without = try #require(
            try session.call("route_feedback", ["feedback": .string("impact-light"), "device": .string("iphone")]))
        #expect(without["structuredContent"]?["routes"]?.arrayValue?.first?["certainty"] == .string("documented"))
    }

    @Test("an answer over the limit is refused with what to ask instead")
    func outputCap() throws {
        let session = MCPSession()
        try session.initialize()
        let result = try #require(try session.call("matrix", [:]))
        #expect(result["isError"] == .bool(true))
        #expect(
            result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("name devices or feedbacks") == true)
        #expect(HapticKitCommandLine.run(["matrix", "--format", "json"]).stdout.utf8.count > MCPToolbox.outputLimit)
    }

    @Test("inline text is what a command reads as standard input: AHAP, scripts and reports")
    func inlineText() throws {
        let session = MCPSession()
        try session.initialize()
        let ahap = try String(
            contentsOfFile: repository + "/Fixtures/ahap/apple-unityplugins/Ricochet/CollisionSmall.ahap",
            encoding: .utf8)
        let inline = try #require(try session.call("convert_pattern", ["ahap": .string(ahap), "to": .string("web")]))
        let file = try #require(
            try session.call(
                "convert_pattern",
                [
                    "input": .string(repository + "/Fixtures/ahap/apple-unityplugins/Ricochet/CollisionSmall.ahap"),
                    "to": .string("web"),
                ]))
        #expect(inline["structuredContent"]?["output"] == file["structuredContent"]?["output"])
        #expect(inline["structuredContent"]?["input"] == .string("<stdin>"))
        let report = try String(
            contentsOfFile: repository + "/Fixtures/observations/example-ipad.json", encoding: .utf8)
        let verified = try #require(try session.call("verify_observations", ["report": .string(report)]))
        #expect(verified["structuredContent"]?["reports"] == .array([.string("<stdin>")]))
    }
}
