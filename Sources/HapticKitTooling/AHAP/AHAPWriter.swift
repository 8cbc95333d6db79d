import HapticKit

/// Writes a `HapticPattern` as AHAP: stable, pretty, strict JSON that Core Haptics and every
/// JSON parser read.
///
/// The same pattern always gives the same text: keys in a fixed order (`Version`, `Metadata`
/// sorted by key, `Pattern`), events first, then dynamic parameters, then curves, and each number
/// as the shortest text that reads back as the same `Double`. So `read → write → read` gives an
/// equal pattern, and files diff well in version control.
///
/// ```swift
/// let pattern = HapticPattern { HapticPattern.Event.transient(intensity: 1, sharpness: 0.5) }
/// print(AHAPWriter().write(pattern))
/// // {
/// //     "Version": 1.0,
/// //     "Pattern": [
/// //         {
/// //             "Event": {
/// //                 "Time": 0.0,
/// //                 "EventType": "HapticTransient",
/// //                 "EventParameters": [
/// //                     { "ParameterID": "HapticIntensity", "ParameterValue": 1.0 },
/// //                     { "ParameterID": "HapticSharpness", "ParameterValue": 0.5 }
/// //                 ]
/// //             }
/// //         }
/// //     ]
/// // }
/// ```
///
/// JSON cannot spell NaN or infinity; such values are written as `null`, which reading reports.
/// ``AHAPLinter`` finds them first.
public struct AHAPWriter: Sendable {
    /// Spaces per level of indentation.
    public var indentation: Int

    /// Creates a writer.
    public init(indentation: Int = 4) {
        self.indentation = Swift.max(0, indentation)
    }

    /// The AHAP text of `pattern`, ending with a newline.
    public func write(_ pattern: HapticPattern) -> String {
        write(pattern, limit: .max) ?? ""
    }

    /// The AHAP text of `pattern`, or `nil` as soon as it would pass `limit` bytes of UTF-8: a
    /// huge pattern costs at most the limit in memory and time, not its whole text.
    ///
    /// ```swift
    /// let text = AHAPWriter().write(.heartbeat, limit: 64 * 1024 * 1024)   // nil if over 64 MB
    /// ```
    public func write(_ pattern: HapticPattern, limit: Int) -> String? {
        var out = Output(unit: String(repeating: " ", count: indentation))
        out.line("{", 0)
        out.line("\"Version\": \(number(pattern.version)),", 1)
        if !pattern.metadata.isEmpty {
            out.line("\"Metadata\": {", 1)
            let keys = pattern.metadata.keys.sorted()
            for (index, key) in keys.enumerated() {
                let comma = index < keys.count - 1 ? "," : ""
                out.line("\(string(key)): \(string(pattern.metadata[key] ?? ""))\(comma)", 2)
            }
            out.line("},", 1)
        }
        // Each element is written as it is made, so memory is the text, not a copy per element.
        let count = pattern.events.count + pattern.dynamicParameters.count + pattern.parameterCurves.count
        var written = 0
        var isOverLimit = false
        func element(_ key: String, _ lines: [(String, Int)]) {
            out.line("{", 2)
            out.line("\"\(key)\": {", 3)
            for (text, depth) in lines {
                out.line(text, 4 + depth)
            }
            out.line("}", 3)
            written += 1
            out.line(written < count ? "}," : "}", 2)
            isOverLimit = isOverLimit || out.text.utf8.count > limit
        }
        out.line(count == 0 ? "\"Pattern\": []" : "\"Pattern\": [", 1)
        for event in pattern.events where !isOverLimit {
            element("Event", eventLines(event))
        }
        for parameter in pattern.dynamicParameters where !isOverLimit {
            element(
                "Parameter",
                [
                    ("\"ParameterID\": \(string(parameter.id.rawValue)),", 0),
                    ("\"Time\": \(number(parameter.time)),", 0),
                    ("\"ParameterValue\": \(number(parameter.value))", 0),
                ])
        }
        for curve in pattern.parameterCurves where !isOverLimit {
            var lines = [
                ("\"ParameterID\": \(string(curve.id.rawValue)),", 0),
                ("\"Time\": \(number(curve.time)),", 0),
            ]
            lines += list(
                "ParameterCurveControlPoints",
                curve.controlPoints.map {
                    "{ \"Time\": \(number($0.time)), \"ParameterValue\": \(number($0.value)) }"
                })
            element("ParameterCurve", lines)
        }
        if count > 0 { out.line("]", 1) }
        out.line("}", 0)
        return isOverLimit || out.text.utf8.count > limit ? nil : out.text
    }

    /// An event's member lines, indented relative to the event object.
    private func eventLines(_ event: HapticPattern.Event) -> [(String, Int)] {
        var lines = [
            ("\"Time\": \(number(event.time)),", 0),
            ("\"EventType\": \(string(event.type.rawValue)),", 0),
        ]
        if let duration = event.duration {
            lines.append(("\"EventDuration\": \(number(duration)),", 0))
        }
        if let waveform = event.waveform {
            lines.append(("\"EventWaveformPath\": \(string(waveform.path)),", 0))
            if let usesVolumeEnvelope = waveform.usesVolumeEnvelope {
                lines.append(("\"EventWaveformUseVolumeEnvelope\": \(usesVolumeEnvelope),", 0))
            }
            if let loopEnabled = waveform.loopEnabled {
                lines.append(("\"EventWaveformLoopEnabled\": \(loopEnabled),", 0))
            }
        }
        return lines
            + list(
                "EventParameters",
                event.parameters.map {
                    "{ \"ParameterID\": \(string($0.id.rawValue)), \"ParameterValue\": \(number($0.value)) }"
                })
    }

    /// `"key": [ items ]`, one item per line, as the last member of an object.
    private func list(_ key: String, _ items: [String]) -> [(String, Int)] {
        guard !items.isEmpty else { return [("\"\(key)\": []", 0)] }
        var lines = [("\"\(key)\": [", 0)]
        for (index, item) in items.enumerated() {
            lines.append((item + (index < items.count - 1 ? "," : ""), 1))
        }
        lines.append(("]", 0))
        return lines
    }

    /// The shortest JSON number that reads back as `value`; `null` for NaN and infinity.
    func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }

    /// A JSON string literal.
    func string(_ text: String) -> String {
        JSONWriter.quoted(text)
    }

    private struct Output {
        let unit: String
        var text = ""

        mutating func line(_ content: String, _ depth: Int) {
            for _ in 0..<depth { text += unit }
            text += content
            text += "\n"
        }
    }
}
