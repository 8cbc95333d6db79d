import Foundation

/// Reads AHAP for ``HapticPattern/init(ahap:)``: Foundation's `JSONSerialization` parses the
/// file, and one walk over what it gives builds the pattern Core Haptics would play, stopping at
/// the first thing Core Haptics would reject.
///
/// What Core Haptics fixes is fixed here too: missing times are 0, parameter values are clamped
/// into their ranges, continuous events are cut at 30 s, a waveform on a non-audio event is
/// dropped, unknown keys and trailing commas are ignored. HapticKitTooling's `AHAPLinter` reads
/// the same files with line and column and reports each fix as a warning.
enum AHAPFileReader {
    /// The largest file ``HapticPattern/init(ahap:)`` reads, in bytes: 1 MB (HapticKit's choice).
    static let maximumSize = 1 << 20

    static func read(_ data: Data) throws -> HapticPattern {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: withoutTrailingCommas(data))
        } catch {
            if let number = outOfRangeNumber(in: data) {
                let owner = number.key.map { "the value of \(QuotedText.quote($0)), " } ?? ""
                throw HapticReadError(
                    message: "the file is not JSON: \(owner)\(QuotedText.quote(number.literal)), is a number beyond"
                        + " what a Double holds"
                        + " (about ±1.8e308)",
                    path: "")
            }
            let detail = (error as NSError).userInfo["NSDebugDescription"] as? String
            throw HapticReadError(
                message: "the file is not JSON" + (detail.map { ": " + $0 } ?? ""), path: "")
        }
        let file = try AHAPObject(
            json, path: "", what: "an AHAP file", #"a JSON object, {"Version": 1.0, "Pattern": [...]}"#)
        var pattern = HapticPattern()
        pattern.version = try file.number("Version") ?? pattern.version
        if let metadata = file.members["Metadata"] as? [String: Any] {
            pattern.metadata = metadata.compactMapValues { $0 as? String }
        }
        guard let elements = try file.array("Pattern") else {
            throw file.error("no Pattern array; an AHAP file needs one")
        }
        for (index, element) in elements.enumerated() {
            let holder = try AHAPObject(
                element, path: "Pattern[\(index)]", what: "a Pattern element",
                "an object holding an Event, a Parameter or a ParameterCurve")
            let held = ["Event", "Parameter", "ParameterCurve"].filter { holder.members[$0] != nil }
            guard held.count == 1, let key = held.first, let value = holder.members[key] else {
                throw holder.error(
                    held.isEmpty
                        ? "this element holds none of Event, Parameter or ParameterCurve"
                        : "this element holds \(held.joined(separator: " and ")); each Pattern element holds one")
            }
            let object = try AHAPObject(value, path: holder.path(key), what: key)
            switch key {
            case "Event": pattern.events.append(try event(object))
            case "Parameter": pattern.dynamicParameters.append(try dynamicParameter(object))
            default: pattern.parameterCurves.append(try curve(object))
            }
        }
        return pattern
    }

    /// The first number in `data` too large for a `Double` (`1e999`), which `JSONSerialization`
    /// refuses in words of its own ("not representable in Swift"), with the key it is the value
    /// of (or in an array under); `nil` when there is none. A scan of the bytes, outside strings,
    /// made only once the parse failed.
    private static func outOfRangeNumber(in data: Data) -> (literal: String, key: String?)? {
        let bytes = [UInt8](data)
        var index = 0
        var key: String?
        var lastString: String?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let start = index + 1
                index = start
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                lastString = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
                index += 1
                continue
            }
            if byte == UInt8(ascii: ":") {
                key = lastString
            } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let start = index
                while index < bytes.count, Self.numberBytes.contains(bytes[index]) { index += 1 }
                let literal = String(decoding: bytes[start..<index], as: UTF8.self)
                if let value = Double(literal), !value.isFinite {
                    return (literal, key)
                }
                continue
            }
            index += 1
        }
        return nil
    }

    private static let numberBytes = Set("0123456789+-.eE".utf8)

    private static func event(_ object: AHAPObject) throws -> HapticPattern.Event {
        let time = try object.time("Time") ?? 0
        let types = HapticPattern.Event.EventType.allCases.map(\.rawValue).joined(separator: ", ")
        guard let typeName = try object.string("EventType") else {
            throw object.error("Event needs an EventType: \(types)")
        }
        guard let type = HapticPattern.Event.EventType(rawValue: typeName) else {
            throw object.error(
                "unknown EventType \(QuotedText.quote(typeName)); Core Haptics knows \(types)", at: "EventType")
        }
        var duration = try object.time("EventDuration")
        if type.needsDuration {
            guard let given = duration else {
                throw object.error(
                    "\(type.rawValue) event needs an EventDuration (seconds, at most 30)", at: "EventDuration")
            }
            duration = Swift.min(given, HapticPattern.Event.maximumContinuousDuration)
        }
        var parameters: [HapticPattern.Event.Parameter] = []
        for (index, item) in (try object.array("EventParameters") ?? []).enumerated() {
            let what = "an event parameter"
            let parameter = try AHAPObject(item, path: object.path("EventParameters[\(index)]"), what: what)
            let id = try parameter.id(
                "ParameterID", HapticPattern.Event.ParameterID.allCases, name: \.rawValue, in: what)
            parameters.append(.init(id, try parameter.value("ParameterValue", in: id.range, in: what)))
        }
        var waveform: HapticPattern.Event.Waveform?
        if let path = try object.string("EventWaveformPath") {
            waveform = HapticPattern.Event.Waveform(
                path: path, usesVolumeEnvelope: try object.bool("EventWaveformUseVolumeEnvelope"),
                loopEnabled: try object.bool("EventWaveformLoopEnabled"))
        }
        if type == .audioCustom {
            guard let path = waveform?.path else {
                throw object.error(
                    "AudioCustom event needs an EventWaveformPath (the sound file to play)", at: "EventWaveformPath")
            }
            if path.isEmpty { throw object.error("EventWaveformPath is empty", at: "EventWaveformPath") }
        } else {
            waveform = nil  // Core Haptics ignores a waveform on any other type
        }
        return HapticPattern.Event(
            type: type, time: time, duration: duration, parameters: parameters, waveform: waveform)
    }

    private static func dynamicParameter(_ object: AHAPObject) throws -> HapticPattern.DynamicParameter {
        let id = try object.id(
            "ParameterID", HapticPattern.DynamicParameter.ID.allCases, name: \.rawValue, in: "Parameter")
        let time = try object.time("Time") ?? 0
        return HapticPattern.DynamicParameter(
            id, try object.value("ParameterValue", in: id.range, in: "Parameter"), at: time)
    }

    private static func curve(_ object: AHAPObject) throws -> HapticPattern.ParameterCurve {
        let what = "ParameterCurve"
        let id = try object.id("ParameterID", HapticPattern.DynamicParameter.ID.allCases, name: \.rawValue, in: what)
        let time = try object.time("Time") ?? 0
        let list = "ParameterCurveControlPoints"
        var points: [HapticPattern.ParameterCurve.ControlPoint] = []
        for (index, item) in try object.required(list, in: what, object.array).enumerated() {
            let point = try AHAPObject(item, path: object.path("\(list)[\(index)]"), what: "a control point")
            let pointTime = try point.required("Time", in: "a control point", point.time)
            if let previous = points.last?.time, pointTime < previous {
                throw point.error(
                    "control point at \(DecimalFormat.text(pointTime)) s comes after one at "
                        + "\(DecimalFormat.text(previous)) s; times must not decrease", at: "Time")
            }
            let value = try point.value("ParameterValue", in: id.range, in: "a control point")
            points.append(HapticPattern.ParameterCurve.ControlPoint(time: pointTime, value: value))
        }
        return HapticPattern.ParameterCurve(id, at: time, controlPoints: points)
    }

    /// How an error names the type of a JSON value: "expected a number, found a string".
    static func kind(of value: Any) -> String {
        switch value {
        case is NSNull: "null"
        case _ where isBoolean(value): "a boolean"
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        default: "a number"
        }
    }

    /// Whether `JSONSerialization` read `true` or `false`: an `NSNumber` of the class `true` has,
    /// which also converts to `Double`.
    static func isBoolean(_ value: Any) -> Bool {
        value is NSNumber && type(of: value as AnyObject) == type(of: NSNumber(value: true))
    }

    /// The file with each trailing comma (a `,` before `]` or `}`) made a space: Core Haptics
    /// accepts them, and not every `JSONSerialization` does.
    static func withoutTrailingCommas(_ data: Data) -> Data {
        var bytes = [UInt8](data)
        // UTF-16 and UTF-32 (a zero byte in the first two, or a UTF-16 byte order mark) stay as they are.
        guard bytes.count < 2 || !(bytes[0] == 0 || bytes[1] == 0 || bytes[0] >= 0xFE) else { return data }
        var inString = false
        var escaped = false
        var comma: Int?
        for index in bytes.indices {
            let byte = bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"): if let comma { bytes[comma] = UInt8(ascii: " ") }
            case UInt8(ascii: "\""): inString = true
            default: break
            }
            comma = byte == UInt8(ascii: ",") ? index : nil
        }
        return Data(bytes)
    }
}
