import HapticKit
import HapticKitTestSupport
import HapticKitTooling
import Testing

@Suite("AHAP reader: checks, lenient and strict")
struct AHAPReaderCheckTests {
    static let transient = #"{"Event": {"Time": 0, "EventType": "HapticTransient"}}"#

    @Test("a clean file has no findings and gives the pattern Core Haptics plays")
    func clean() throws {
        let text = ahapDocument(
            #"{"Event": {"Time": 0.1, "EventType": "HapticContinuous", "EventDuration": 0.5, "EventParameters": "#
                + #"[{"ParameterID": "HapticIntensity", "ParameterValue": 0.8}]}}, "#
                + #"{"Parameter": {"ParameterID": "HapticSharpnessControl", "Time": 0.2, "ParameterValue": -0.4}}, "#
                + #"{"ParameterCurve": {"ParameterID": "HapticIntensityControl", "Time": 0.1, "#
                + #""ParameterCurveControlPoints": [{"Time": 0, "ParameterValue": 1}, {"Time": 0.5, "ParameterValue": 0}]}}"#
        )
        let result = readAHAP(text, strict: true)
        #expect(result.findings.isEmpty, "\(result.findings)")
        let expected = HapticPattern(
            events: [
                HapticPattern.Event(
                    type: .hapticContinuous, time: 0.1, duration: 0.5, parameters: [.init(.hapticIntensity, 0.8)])
            ],
            dynamicParameters: [.init(.hapticSharpnessControl, -0.4, at: 0.2)],
            parameterCurves: [.init(.hapticIntensityControl, at: 0.1, points: [(0, 1), (0.5, 0)])])
        #expect(try #require(result.pattern) == expected)
    }

    @Test("out-of-range values are clamped like Core Haptics, with a warning naming path, line and column")
    func outOfRange() throws {
        let text = """
            {
              "Version": 1.0,
              "Pattern": [
                { "Event": { "Time": 0, "EventType": "HapticTransient",
                  "EventParameters": [
                    { "ParameterID": "HapticSharpness", "ParameterValue": 0.5 },
                    { "ParameterID": "HapticIntensity", "ParameterValue": 1.5 }
                  ] } }
              ]
            }
            """
        let result = readAHAP(text)
        let finding = try #require(result.findings.first)
        #expect(result.findings.count == 1)
        #expect(finding.rule == .outOfRange)
        #expect(finding.severity == .warning)
        #expect(finding.path == "Pattern[0].Event.EventParameters[1].ParameterValue")
        #expect(finding.line == 7)
        #expect(finding.column == 63)
        #expect(result.pattern?.events.first?.value(of: .hapticIntensity) == 1)

        let strict = readAHAP(text, strict: true)
        #expect(strict.pattern == nil)
        #expect(strict.findings.map(\.severity) == [.error])
    }

    @Test("negative curve values are fine for relative controls, clamped for multipliers")
    func curveRanges() {
        let curve = { (id: String, value: String) in
            ahapDocument(
                #"{"ParameterCurve": {"ParameterID": "\#(id)", "Time": 0, "ParameterCurveControlPoints": "#
                    + #"[{"Time": 0, "ParameterValue": \#(value)}]}}"#)
        }
        #expect(readAHAP(curve("HapticSharpnessControl", "-0.5")).findings.isEmpty)
        #expect(readAHAP(curve("AudioPanControl", "-1")).findings.isEmpty)
        let clamped = readAHAP(curve("HapticIntensityControl", "-0.5"))
        #expect(clamped.findings(.outOfRange).count == 1)
        #expect(clamped.pattern?.parameterCurves.first?.controlPoints.first?.value == 0)
    }

    @Test("trailing commas are accepted with a warning, and are errors in strict mode")
    func trailingCommas() {
        let text = #"{"Version": 1, "Pattern": [\#(Self.transient),],}"#
        let lenient = readAHAP(text)
        #expect(lenient.pattern?.events.count == 1)
        #expect(lenient.findings.map(\.rule) == [.trailingComma, .trailingComma])
        #expect(lenient.findings.map(\.path) == ["Pattern", ""])
        #expect(lenient.findings.map(\.column) == [82, 84])
        #expect(readAHAP(text, strict: true).pattern == nil)
    }

    @Test("unknown keys are ignored with a warning that suggests the right spelling")
    func unknownKeys() {
        let result = readAHAP(ahapDocument(#"{"Event": {"time": 0.5, "EventType": "HapticTransient", "Colour": 1}}"#))
        let unknown = result.findings(.unknownKey)
        #expect(unknown.map(\.path) == ["Pattern[0].Event.time", "Pattern[0].Event.Colour"])
        #expect(unknown[0].message.contains("did you mean 'Time'?"))
        #expect(result.findings(.missingKey).first?.message.contains("no Time") == true)
        #expect(result.pattern?.events.first?.time == 0)
        #expect(
            readAHAP(#"{"Version": 1, "Metadata": {"Anything": "goes"}, "Pattern": []}"#).findings(.unknownKey).isEmpty)
    }

    @Test("missing required keys are errors; missing Time and Version are defaulted with a warning")
    func missingKeys() {
        let result = readAHAP(
            #"{"Pattern": [{"Event": {"Time": 0}}, {"Event": {"EventType": "HapticContinuous", "Time": 0}}, "#
                + #"{"Event": {"EventType": "AudioCustom", "Time": 0}}, {"Parameter": {"Time": 0}}, {}]}"#)
        #expect(result.pattern == nil)
        let messages = result.findings(.missingKey).map(\.message)
        #expect(messages.contains { $0.contains("no Version") })
        #expect(messages.contains { $0.contains("Event needs an EventType") })
        #expect(messages.contains { $0.contains("HapticContinuous event needs an EventDuration") })
        #expect(messages.contains { $0.contains("AudioCustom event needs an EventWaveformPath") })
        #expect(messages.contains { $0.contains("Parameter needs a ParameterID") })
        #expect(messages.contains { $0.contains("Parameter needs a ParameterValue") })
        #expect(messages.contains { $0.contains("holds none of Event, Parameter or ParameterCurve") })
        #expect(readAHAP(#"{"Version": 1}"#).errors.first?.message.contains("no Pattern array") == true)
    }

    @Test("values of the wrong JSON type are errors that name both types")
    func wrongTypes() {
        let result = readAHAP(
            ahapDocument(
                #"{"Event": {"Time": "0.5", "EventType": "HapticTransient", "EventParameters": "#
                    + #"[{"ParameterID": "HapticIntensity", "ParameterValue": true}]}}"#))
        let wrong = result.findings(.wrongType)
        #expect(wrong.map(\.path) == ["Pattern[0].Event.Time", "Pattern[0].Event.EventParameters[0].ParameterValue"])
        #expect(wrong[0].message == "expected a number, found a string (write it without quotes)")
        #expect(wrong[1].message == "expected a number, found a boolean")
        #expect(
            readAHAP(#"{"Pattern": {"Event": {}}}"#).findings(.wrongType).first?.message
                == "Pattern is an array of elements, not an object")
    }

    @Test("unknown event types and parameter IDs are errors that list the valid ones")
    func unknownIDs() {
        let type = readAHAP(ahapDocument(#"{"Event": {"Time": 0, "EventType": "HapticBuzz"}}"#))
        #expect(type.findings(.unknownEventType).first?.message.contains("HapticTransient, HapticContinuous") == true)
        let parameter = readAHAP(
            ahapDocument(
                #"{"Event": {"Time": 0, "EventType": "HapticTransient", "EventParameters": "#
                    + #"[{"ParameterID": "HapticIntesity", "ParameterValue": 1}]}}"#))
        #expect(parameter.findings(.unknownParameterID).first?.message.contains("valid here: HapticIntensity") == true)
        let misplaced = readAHAP(
            ahapDocument(#"{"Parameter": {"ParameterID": "HapticIntensity", "Time": 0, "ParameterValue": 1}}"#))
        #expect(
            misplaced.findings(.unknownParameterID).first?.message.contains("such as HapticIntensityControl") == true)
    }

    @Test("negative times are errors: Core Haptics rejects them")
    func negativeTimes() {
        let result = readAHAP(
            ahapDocument(
                #"{"Event": {"Time": -0.1, "EventType": "HapticContinuous", "EventDuration": -1}}, "#
                    + #"{"ParameterCurve": {"ParameterID": "HapticIntensityControl", "Time": 0, "#
                    + #""ParameterCurveControlPoints": [{"Time": -0.5, "ParameterValue": 1}]}}"#))
        #expect(
            result.findings(.negativeTime).map(\.path) == [
                "Pattern[0].Event.Time", "Pattern[0].Event.EventDuration",
                "Pattern[1].ParameterCurve.ParameterCurveControlPoints[0].Time",
            ])
        #expect(result.findings(.negativeTime).allSatisfy { $0.severity == .error })
    }

    @Test("continuous events over 30 s are cut to 30 s with a warning")
    func longContinuous() throws {
        let result = readAHAP(
            ahapDocument(#"{"Event": {"Time": 0, "EventType": "HapticContinuous", "EventDuration": 31.5}}"#))
        #expect(result.findings(.durationTooLong).first?.path == "Pattern[0].Event.EventDuration")
        #expect(try #require(result.pattern).events[0].duration == 30)
        let transient = readAHAP(
            ahapDocument(#"{"Event": {"Time": 0, "EventType": "HapticTransient", "EventDuration": 31.5}}"#))
        #expect(transient.findings.isEmpty)
    }

    @Test("control points out of order are an error at the point that goes back")
    func controlPointOrder() {
        let result = readAHAP(
            ahapDocument(
                #"{"ParameterCurve": {"ParameterID": "HapticIntensityControl", "Time": 0, "ParameterCurveControlPoints": "#
                    + #"[{"Time": 0, "ParameterValue": 1}, {"Time": 0.3, "ParameterValue": 0.5}, "#
                    + #"{"Time": 0.2, "ParameterValue": 0}]}}"#))
        let order = result.findings(.controlPointOrder)
        #expect(order.count == 1)
        #expect(order.first?.path == "Pattern[0].ParameterCurve.ParameterCurveControlPoints[2].Time")
        #expect(result.pattern == nil)
    }

    @Test("more than 16 control points is a warning; 16, as in Apple's Recharge.ahap, is fine")
    func controlPointCount() {
        func curve(_ count: Int) -> String {
            let points = (0..<count).map { #"{"Time": \#(Double($0) * 0.01), "ParameterValue": 1}"# }
            return ahapDocument(
                #"{"ParameterCurve": {"ParameterID": "HapticIntensityControl", "Time": 0, "ParameterCurveControlPoints": "#
                    + "[\(points.joined(separator: ","))]}}")
        }
        #expect(readAHAP(curve(16)).findings.isEmpty)
        #expect(readAHAP(curve(17)).findings(.tooManyControlPoints).count == 1)
    }

    @Test("parameters that do nothing where they are are reported")
    func noEffect() throws {
        let result = readAHAP(
            ahapDocument(
                #"{"Event": {"Time": 0, "EventType": "HapticContinuous", "EventDuration": 1, "EventWaveformPath": "a.wav", "#
                    + #""EventParameters": [{"ParameterID": "AudioVolume", "ParameterValue": 1}, "#
                    + #"{"ParameterID": "DecayTime", "ParameterValue": 0.5}]}}"#))
        #expect(
            result.findings(.noEffect).map(\.path) == [
                "Pattern[0].Event.EventWaveformPath", "Pattern[0].Event.EventParameters[0].ParameterID",
                "Pattern[0].Event.EventParameters[1].ParameterID",
            ])
        #expect(try #require(result.pattern).events[0].waveform == nil)
    }

    @Test("duplicate keys and parameters are warnings; the last value counts")
    func duplicates() throws {
        let result = readAHAP(ahapDocument(#"{"Event": {"Time": 0, "Time": 0.25, "EventType": "HapticTransient"}}"#))
        #expect(result.findings(.duplicateKey).first?.path == "Pattern[0].Event.Time")
        #expect(try #require(result.pattern).events[0].time == 0.25)
    }

    @Test("an element with two kinds is an error")
    func twoKinds() {
        let result = readAHAP(
            ahapDocument(
                #"{"Event": {"Time": 0, "EventType": "HapticTransient"}, "#
                    + #""Parameter": {"ParameterID": "HapticIntensityControl", "Time": 0, "ParameterValue": 1}}"#))
        #expect(result.errors.first?.message.contains("already holds Event") == true)
    }

    @Test("an empty pattern and an unknown version are warnings")
    func emptyAndVersion() {
        let result = readAHAP(#"{"Version": 2, "Pattern": []}"#)
        #expect(result.findings.map(\.rule) == [.version, .empty])
        #expect(result.pattern?.version == 2)
    }

    @Test("findings about values that could not be read are not repeated by the value checks")
    func noFollowOnFindings() {
        let result = readAHAP(
            ahapDocument(#"{"Event": {"Time": 0, "EventType": "HapticContinuous", "EventDuration": "1"}}"#))
        #expect(result.findings.map(\.rule) == [.wrongType])
    }

    @Test("strict mode reports exactly what lenient mode reports, as errors")
    func strictMode() {
        let text = #"{"Pattern": [{"Event": {"EventType": "HapticTransient", "Extra": 1,}}]}"#
        let lenient = readAHAP(text)
        let strict = readAHAP(text, strict: true)
        #expect(lenient.pattern != nil)
        #expect(strict.pattern == nil)
        #expect(strict.findings.map(\.rule) == lenient.findings.map(\.rule))
        #expect(strict.findings.allSatisfy { $0.severity == .error })
    }
}
