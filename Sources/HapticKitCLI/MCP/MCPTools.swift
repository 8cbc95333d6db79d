import HapticKit
import HapticKitTooling

/// The tools of `haptickit mcp`, one per thing the command line knows. Each runs a command with
/// `--format json`; its output schema is that JSON's shape.
enum MCPTools {
    static let all: [MCPTool] = [
        devices, route, matrix, simulate, lint, convert, preview, verify, plan, snippet,
    ]

    static let devices = MCPTool(
        name: "list_devices", title: "Device profiles",
        description: "The named device profiles HapticKit routes on (iPhone, iPad with each input, Mac, Watch, TV, "
            + "Vision Pro, each with its OS version): the names the other tools take. `haptickit devices --format json`.",
        inputSchema: schema(#"{"type": "object", "properties": {}, "additionalProperties": false}"#),
        outputSchema: schema(
            #"""
            {"type": "object", "required": ["devices"], "additionalProperties": false, "properties": {
              "devices": {"type": "array", "items": {"type": "object", "required": ["name", "summary", "profile"],
                "additionalProperties": false, "properties": {
                  "name": {"type": "string"}, "summary": {"type": "string"}, "profile": {"type": "string"}}}}}}
            """#)
    ) { _, _ in MCPInvocation(arguments: ["devices", "--format", "json"]) }

    static let route = MCPTool(
        name: "route_feedback", title: "Route a feedback",
        description: "The exact Apple call HapticKit makes for a feedback on a device, or why it is silent; what the "
            + "hand feels; why; the source; and how sure (documented, inferred, contested; with observation reports, "
            + "observed or contradicted). Without device: every named device. `haptickit route <feedback> --format json`.",
        inputSchema: schema(
            #"""
            {"type": "object", "required": ["feedback"], "additionalProperties": false, "properties": {
              "feedback": {"type": "string", "description": "\#(feedbackHelp)"},
              "device": {"type": "string", "description": "a device profile from list_devices, e.g. ipad-pencil-pro"},
              "os": {"type": "string", "description": "another OS version for the device, e.g. 17.4"},
              "input": {"type": "string", "description": "drive the interaction with another input: \#(HapticInput.allNames.joined(separator: ", "))"},
              "observations": {"type": "string", "description": "a folder of observation reports (.json) in the working directory, e.g. docs/observations: certainty becomes observed or contradicted where they say so (not with os or input)"}}}
            """#),
        outputSchema: schema(
            #"""
            {"type": "object", "required": ["feedback", "routes"], "additionalProperties": false, "properties": {
              "feedback": {"type": "string"}, "routes": {"type": "array", "items": \#(routeSchema)}}}
            """#)
    ) { arguments, workspace in
        var command = ["route", "--format", "json"]
        command += try option("--device", arguments.string("device"))
        command += try option("--os", arguments.string("os"))
        command += try option("--input", arguments.string("input"))
        if let folder = try arguments.string("observations") {
            command += [
                "--observations",
                try workspace.confineFolder(folder, argument: "observations") { $0.lowercased().hasSuffix(".json") },
            ]
        }
        return MCPInvocation(arguments: command + ["--", try arguments.required("feedback")])
    }

    static let matrix = MCPTool(
        name: "matrix", title: "The device matrix",
        description: "Every feedback on every named device, as the router answers it: one cell per feedback and "
            + "device, with the Apple call, why, source and basis (documentation, inference, or an observation report "
            + "that confirms or contradicts it). Name devices or feedbacks: the whole matrix is over the size a tool "
            + "returns. `haptickit matrix --format json` (its array is under \"cells\").",
        inputSchema: schema(
            #"""
            {"type": "object", "additionalProperties": false, "properties": {
              "devices": {"type": "array", "items": {"type": "string"}, "description": "device profiles from list_devices"},
              "feedbacks": {"type": "array", "items": {"type": "string"}, "description": "\#(feedbackHelp)"},
              "observations": {"type": "string", "description": "a folder of observation reports (.json) in the working directory, e.g. docs/observations"}}}
            """#),
        outputSchema: schema(
            #"""
            {"type": "object", "required": ["cells"], "additionalProperties": false, "properties": {
              "cells": {"type": "array", "items": {"type": "object",
                "required": ["device", "feedback", "plays", "substitute", "inferred", "felt", "why", "source", "basis"],
                "additionalProperties": false, "properties": {
                  "device": {"type": "string"}, "feedback": {"type": "string"}, "plays": {"type": "boolean"},
                  "api": {"type": "string"}, "invocation": {"type": "string"}, "substitute": {"type": "boolean"},
                  "inferred": {"type": "boolean"}, "contestedBy": {"type": "string"}, "silence": {"type": "string"},
                  "felt": {"type": "string"}, "feltOnlyWith": {"type": "array", "items": {"type": "string"}},
                  "why": {"type": "string"}, "source": {"type": "string"},
                  "observed": {"type": "array", "items": {"type": "string"}},
                  "contradicted": {"type": "array", "items": {"type": "string"}},
                  "hedged": {"type": "boolean"},
                  "basis": {"enum": ["lab", "published", "documentation", "inference", "contradicted"]}}}}}}
            """#),
        arrayKey: "cells"
    ) { arguments, workspace in
        var command = ["matrix", "--format", "json"]
        command += try option("--devices", list(arguments.strings("devices"), "devices"))
        command += try option("--feedbacks", list(arguments.strings("feedbacks"), "feedbacks"))
        if let folder = try arguments.string("observations") {
            command += [
                "--observations",
                try workspace.confineFolder(folder, argument: "observations") { $0.lowercased().hasSuffix(".json") },
            ]
        }
        return MCPInvocation(arguments: command)
    }

    static let simulate = MCPTool(
        name: "simulate_script", title: "Simulate a script",
        description: "Runs a timed script of requests through HapticKit's whole pipeline (settings, pacing and "
            + "coalescing, pre-warming) on a device, and gives each outcome: played (which call, warm or cold) or "
            + "skipped (why). `haptickit simulate --format json`.",
        inputSchema: schema(
            #"""
            {"type": "object", "required": ["device", "script"], "additionalProperties": false, "properties": {
              "device": {"type": "string", "description": "a device profile from list_devices"},
              "os": {"type": "string", "description": "another OS version for the device"},
              "script": {"type": "string", "description": "one step a line or separated by ';': '0ms prepare alignment; 40ms alignment; +5ms alignment at 120,80; 1s end; 2s disable; 3s intensity 0.5; 4s background'"},
              "noView": {"type": "boolean", "description": "play without a view or location"}}}
            """#),
        outputSchema: schema(
            #"""
            {"type": "object", "required": ["device", "profile", "steps", "played", "skipped", "generatorPlays", "warmHits"],
              "additionalProperties": false, "properties": {
              "device": {"type": "string"}, "profile": {"type": "string"},
              "steps": {"type": "array", "items": {"type": "object", "required": ["line", "milliseconds"],
                "additionalProperties": false, "properties": {
                  "line": {"type": "string"}, "milliseconds": {"type": "number"}, "played": {"type": "boolean"},
                  "api": {"type": "string"}, "warm": {"type": "boolean"}, "outcome": {"type": "string"}}}},
              "played": {"type": "integer"}, "skipped": {"type": "integer"},
              "generatorPlays": {"type": "integer"}, "warmHits": {"type": "integer"}}}
            """#)
    ) { arguments, _ in
        var command = ["simulate", "--format", "json", "--device", try arguments.required("device")]
        command += try option("--os", arguments.string("os"))
        if try arguments.flag("noView") { command.append("--no-view") }
        return MCPInvocation(arguments: command + ["-"], standardInput: Array(try arguments.required("script").utf8))
    }

    static let lint = MCPTool(
        name: "lint_pattern", title: "Lint AHAP",
        description: "Reads AHAP the way Core Haptics reads it and lists every error (the pattern would not load) "
            + "and warning (a value Core Haptics clamps or a default it applies), with line, column and key path. "
            + "`haptickit lint --format json`.",
        inputSchema: schema(
            #"""
            {"type": "object", "additionalProperties": false, "properties": {
              "inputs": {"type": "array", "items": {"type": "string"}, "description": "AHAP files or folders in the working directory, preset names (\#(presetNames)), or notation:<text>"},
              "ahap": {"type": "string", "description": "AHAP text to check, read as <stdin>"},
              "strict": {"type": "boolean", "description": "treat every warning as an error"}}}
            """#),
        outputSchema: schema(
            #"""
            {"type": "object", "required": ["files", "unreadable", "errors", "warnings"], "additionalProperties": false, "properties": {
              "files": {"type": "array", "items": {"type": "object", "required": ["file", "errors", "warnings", "findings"],
                "additionalProperties": false, "properties": {
                  "file": {"type": "string"}, "errors": {"type": "integer"}, "warnings": {"type": "integer"},
                  "findings": {"type": "array", "items": {"type": "object", "required": ["severity", "rule", "message", "path"],
                    "additionalProperties": false, "properties": {
                      "severity": {"enum": ["error", "warning"]}, "rule": {"type": "string"}, "message": {"type": "string"},
                      "path": {"type": "string"}, "line": {"type": "integer"}, "column": {"type": "integer"}}}}}}},
              "unreadable": {"type": "array", "items": {"type": "string"}},
              "errors": {"type": "integer"}, "warnings": {"type": "integer"}}}
            """#)
    ) { arguments, workspace in
        var command = ["lint", "--format", "json"]
        if try arguments.flag("strict") { command.append("--strict") }
        let inputs = try (arguments.strings("inputs") ?? []).map {
            try patternArgument($0, workspace, argument: "inputs")
        }
        let ahap = try arguments.string("ahap")
        guard !inputs.isEmpty || ahap != nil else { throw MCPToolError("give inputs, ahap, or both") }
        return MCPInvocation(
            arguments: command + ["--"] + inputs + (ahap == nil ? [] : ["-"]), standardInput: Array((ahap ?? "").utf8))
    }

    static let convert = MCPTool(
        name: "convert_pattern", title: "Convert a pattern",
        description: "A pattern (AHAP, a preset or notation) in another format: AHAP, Android waveform JSON, Kotlin, "
            + "the Web Vibration API, or Swift that builds the CHHapticPattern. `haptickit convert --format json`.",
        inputSchema: schema(
            #"""
            {"type": "object", "required": ["to"], "additionalProperties": false, "properties": {
              "input": {"type": "string", "description": "an AHAP file in the working directory, a preset (\#(presetNames)) or notation:<text>, e.g. notation:O-o"},
              "ahap": {"type": "string", "description": "AHAP text, instead of input"},
              "to": {"enum": ["ahap", "android", "kotlin", "web", "swift"]},
              "name": {"type": "string", "description": "the name in generated code"},
              "strict": {"type": "boolean", "description": "refuse an input with warnings"}}}
            """#),
        outputSchema: schema(
            #"""
            {"type": "object", "required": ["input", "to", "output", "warnings"], "additionalProperties": false, "properties": {
              "input": {"type": "string"}, "to": {"type": "string"}, "output": {"type": "string"},
              "warnings": {"type": "array", "items": {"type": "string"}}}}
            """#)
    ) { arguments, workspace in
        var command = ["convert", "--format", "json", "--to", try arguments.required("to")]
        command += try option("--name", arguments.string("name"))
        if try arguments.flag("strict") { command.append("--strict") }
        let (input, text) = try patternInput(arguments, workspace)
        return MCPInvocation(arguments: command + ["--", input], standardInput: text)
    }

    static let preview = MCPTool(
        name: "preview_pattern", title: "Preview a pattern",
        description: "An SVG plot of a pattern: intensity (blue) and sharpness (orange) over time, transients as "
            + "stems. `haptickit preview --format json`.",
        inputSchema: schema(
            #"""
            {"type": "object", "additionalProperties": false, "properties": {
              "input": {"type": "string", "description": "an AHAP file in the working directory, a preset (\#(presetNames)) or notation:<text>"},
              "ahap": {"type": "string", "description": "AHAP text, instead of input"},
              "title": {"type": "string", "description": "the plot's title"}}}
            """#),
        outputSchema: schema(
            #"""
            {"type": "object", "required": ["input", "title", "svg", "warnings"], "additionalProperties": false, "properties": {
              "input": {"type": "string"}, "title": {"type": "string"}, "svg": {"type": "string"},
              "warnings": {"type": "array", "items": {"type": "string"}}}}
            """#)
    ) { arguments, workspace in
        var command = ["preview", "--format", "json"]
        command += try option("--title", arguments.string("title"))
        let (input, text) = try patternInput(arguments, workspace)
        return MCPInvocation(arguments: command + ["--", input], standardInput: text)
    }

    static let verify = MCPTool(
        name: "verify_observations", title: "Verify observation reports",
        description: "Compares observation reports (what the HapticKit Lab recorded on a device, or a published "
            + "report) with the router, cell by cell: agrees, disagrees, contested, newly observed, conflict, unsure, "
            + "unknown. `haptickit verify --format json`.",
        inputSchema: schema(
            #"""
            {"type": "object", "additionalProperties": false, "properties": {
              "reports": {"type": "array", "items": {"type": "string"}, "description": "report files (.json) in the working directory"},
              "report": {"type": "string", "description": "a report's JSON text, read as <stdin>"}}}
            """#),
        outputSchema: schema(
            #"""
            {"type": "object", "required": ["reports", "cells", "disagreement", "summary"], "additionalProperties": false, "properties": {
              "reports": {"type": "array", "items": {"type": "string"}},
              "cells": {"type": "array", "items": {"type": "object", "required": ["verdict", "feedback", "input", "model", "observations"],
                "additionalProperties": false, "properties": {
                  "verdict": {"type": "string"}, "feedback": {"type": "string"}, "input": {"type": "string"},
                  "model": {"type": "string"}, "os": {"type": "string"}, "profile": {"type": "string"}, "why": {"type": "string"},
                  "plays": {"type": "boolean"}, "api": {"type": "string"}, "inferred": {"type": "boolean"},
                  "observations": {"type": "array", "items": {"type": "object", "required": ["report", "felt", "kind"],
                    "additionalProperties": false, "properties": {
                      "report": {"type": "string"}, "felt": {"type": "string"}, "kind": {"type": "string"}}}}}}},
              "disagreement": {"type": "boolean"}, "summary": {"type": "string"}}}
            """#)
    ) { arguments, workspace in
        let reports = try (arguments.strings("reports") ?? []).map { try workspace.confine($0, argument: "reports") }
        let report = try arguments.string("report")
        guard !reports.isEmpty || report != nil else { throw MCPToolError("give reports, report, or both") }
        return MCPInvocation(
            arguments: ["verify", "--format", "json", "--"] + reports + (report == nil ? [] : ["-"]),
            standardInput: Array((report ?? "").utf8))
    }

    static let plan = MCPTool(
        name: "plan_device_check", title: "Plan a device check",
        description: "The HapticKit Lab's guided check for a device profile: which Apple calls to play with which "
            + "input, in which order (cells known only by inference first), and what to expect. "
            + "`haptickit plan --format json`.",
        inputSchema: schema(
            #"""
            {"type": "object", "required": ["device"], "additionalProperties": false, "properties": {
              "device": {"type": "string", "description": "a device profile from list_devices"},
              "os": {"type": "string", "description": "another OS version for the device"},
              "inputs": {"type": "array", "items": {"type": "string"}, "description": "the inputs to check (default: the profile's own)"}}}
            """#),
        outputSchema: schema(
            #"""
            {"type": "object", "required": ["device", "profile", "inputs", "checks", "uncheckable", "cells"],
              "additionalProperties": false, "properties": {
              "device": {"type": "string"}, "profile": {"type": "string"},
              "inputs": {"type": "array", "items": {"type": "string"}},
              "checks": {"type": "array", "items": {"type": "object",
                "required": ["input", "interaction", "feedback", "invocation", "expectsFelt", "inferred", "contested", "answers"],
                "additionalProperties": false, "properties": {
                  "input": {"type": "string"}, "interaction": {"type": "string"}, "feedback": {"type": "string"},
                  "invocation": {"type": "string"}, "expectsFelt": {"type": "boolean"}, "inferred": {"type": "boolean"},
                  "contested": {"type": "boolean"}, "answers": {"type": "array", "items": {"type": "string"}}}}},
              "uncheckable": {"type": "array", "items": {"type": "object", "required": ["input", "feedbacks"],
                "additionalProperties": false, "properties": {
                  "input": {"type": "string"}, "feedbacks": {"type": "array", "items": {"type": "string"}}}}},
              "cells": {"type": "integer"}}}
            """#)
    ) { arguments, _ in
        var command = ["plan", "--format", "json", "--device", try arguments.required("device")]
        command += try option("--os", arguments.string("os"))
        command += try option("--inputs", list(arguments.strings("inputs"), "inputs"))
        return MCPInvocation(arguments: command)
    }

    static let snippet = MCPTool(
        name: "swift_snippet", title: "HapticKit code for a feedback",
        description: "The HapticKit code that plays a feedback in SwiftUI, UIKit or AppKit, with the route it takes "
            + "on a named device (the Apple call, or why it is silent there). `haptickit snippet --format json`.",
        inputSchema: schema(
            #"""
            {"type": "object", "required": ["feedback"], "additionalProperties": false, "properties": {
              "feedback": {"type": "string", "description": "\#(feedbackHelp)"},
              "framework": {"enum": ["swiftui", "uikit", "appkit"], "description": "default: swiftui"},
              "device": {"type": "string", "description": "a device profile from list_devices (default: ipad-pencil-pro; mac-trackpad for appkit)"}}}
            """#),
        outputSchema: schema(
            #"""
            {"type": "object", "required": ["feedback", "framework", "swift", "code", "notes", "route"],
              "additionalProperties": false, "properties": {
              "feedback": {"type": "string"}, "framework": {"enum": ["swiftui", "uikit", "appkit"]},
              "swift": {"type": "string"}, "code": {"type": "string"},
              "notes": {"type": "array", "items": {"type": "string"}}, "route": \#(routeSchema)}}
            """#)
    ) { arguments, _ in
        var command = ["snippet", "--format", "json"]
        command += try option("--framework", arguments.string("framework"))
        command += try option("--device", arguments.string("device"))
        return MCPInvocation(arguments: command + ["--", try arguments.required("feedback")])
    }

    // MARK: - Pieces

    /// One route, as `route` and `snippet` print it (`CommandJSON.Route`).
    private static let routeSchema = #"""
        {"type": "object", "required": ["device", "profile", "feedback", "plays", "substitute", "felt", "why", "source", "certainty"],
          "additionalProperties": false, "properties": {
          "device": {"type": "string"}, "profile": {"type": "string"}, "feedback": {"type": "string"},
          "plays": {"type": "boolean"}, "api": {"type": "string"}, "invocation": {"type": "string"},
          "substitute": {"type": "boolean"}, "silence": {"type": "string"}, "felt": {"type": "string"},
          "feltOnlyWith": {"type": "array", "items": {"type": "string"}}, "why": {"type": "string"},
          "source": {"type": "string"}, "certainty": {"enum": ["documented", "inferred", "contested", "observed", "contradicted"]},
          "contestedBy": {"type": "string"}, "note": {"type": "string"}}}
        """#

    private static let feedbackHelp =
        "a feedback name: \(HapticFeedback.allNames.joined(separator: ", ")); impacts take an intensity after '@': impact-light@0.7"

    private static let presetNames = HapticPattern.presets.map(\.name).joined(separator: ", ")

    private static func schema(_ text: String) -> JSONValue {
        // Every schema is a literal here; a test reads each one.
        (try? MCPJSON.read(text)) ?? .object(["description": .string("unreadable schema")])
    }

    private static func option(_ name: String, _ value: String?) -> [String] {
        value.map { [name, $0] } ?? []
    }

    private static func list(_ items: [String]?, _ argument: String) throws -> String? {
        guard let items else { return nil }
        for item in items where item.contains(",") {
            throw MCPToolError("\(argument) holds \(CLIText.quote(item)); give one name an item")
        }
        return items.joined(separator: ",")
    }

    /// A pattern argument as the command line takes it: a preset, a notation, or a confined file.
    private static func patternArgument(_ text: String, _ workspace: MCPWorkspace, argument: String) throws -> String {
        if text.hasPrefix("notation:") || HapticPattern.preset(named: text) != nil { return text }
        if text.hasSuffix("/") || FileInput.kind(of: text).isFolder {
            return try workspace.confineFolder(text, argument: argument) { $0.lowercased().hasSuffix(".ahap") }
        }
        return try workspace.confine(text, argument: argument)
    }

    /// `input` or `ahap`: one of them.
    private static func patternInput(_ arguments: MCPArguments, _ workspace: MCPWorkspace) throws -> (String, [UInt8]) {
        switch (try arguments.string("input"), try arguments.string("ahap")) {
        case (let input?, nil): return (try patternArgument(input, workspace, argument: "input"), [])
        case (nil, let ahap?): return ("-", Array(ahap.utf8))
        case (nil, nil): throw MCPToolError("give input (a file, preset or notation:<text>) or ahap (AHAP text)")
        case (_?, _?): throw MCPToolError("give input or ahap, not both")
        }
    }
}
