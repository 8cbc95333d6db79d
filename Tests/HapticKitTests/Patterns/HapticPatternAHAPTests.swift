import HapticKitTestSupport
import Testing

@testable import HapticKit

/// An AHAP file of one element (`Event`, `Parameter` or `ParameterCurve` JSON).
private func element(_ json: String) -> String { #"{"Pattern": [\#(json)]}"# }

/// A file of one event of the type, with the members (JSON, after a comma).
private func event(_ type: String, _ members: String = "") -> String {
    element(#"{"Event": {"EventType": "\#(type)"\#(members)}}"#)
}

private let rejections: [(text: String, message: String, path: String)] = [
    ("[]", #"an AHAP file is a JSON object, {"Version": 1.0, "Pattern": [...]}, not an array"#, ""),
    (
        element("1"),
        "a Pattern element is an object holding an Event, a Parameter or a ParameterCurve, not a number",
        "Pattern[0]"
    ),
    (#"{"Pattern": {}}"#, "Pattern is an array, not an object", "Pattern"),
    (element("{}"), "this element holds none of Event, Parameter or ParameterCurve", "Pattern[0]"),
    (
        element(#"{"Event": {"EventType": "HapticTransient"}, "Parameter": {}}"#),
        "this element holds Event and Parameter; each Pattern element holds one", "Pattern[0]"
    ),
    (#"{"Version": true, "Pattern": []}"#, "expected a number, found a boolean", "Version"),
    (
        event("Tap"),
        "unknown EventType 'Tap'; Core Haptics knows HapticTransient, HapticContinuous, AudioContinuous, AudioCustom",
        "Pattern[0].Event.EventType"
    ),
    (
        event("HapticContinuous"), "HapticContinuous event needs an EventDuration (seconds, at most 30)",
        "Pattern[0].Event.EventDuration"
    ),
    (
        event("AudioCustom"), "AudioCustom event needs an EventWaveformPath (the sound file to play)",
        "Pattern[0].Event.EventWaveformPath"
    ),
    (
        event("AudioCustom", #", "EventWaveformPath": "a.wav", "EventWaveformLoopEnabled": 1"#),
        "expected true or false, found a number", "Pattern[0].Event.EventWaveformLoopEnabled"
    ),
    (
        event("HapticTransient", #", "EventDuration": -0.5"#),
        "EventDuration is negative (-0.5 s); times count from the start of the pattern",
        "Pattern[0].Event.EventDuration"
    ),
    (
        event("HapticTransient", #", "EventParameters": [{"ParameterID": "HapticIntensity"}]"#),
        "an event parameter needs a ParameterValue", "Pattern[0].Event.EventParameters[0]"
    ),
    (
        event("HapticTransient", #", "EventParameters": [{"ParameterID": "Loud", "ParameterValue": 1}]"#),
        "unknown ParameterID 'Loud'; valid here: HapticIntensity, HapticSharpness, AttackTime, DecayTime, "
            + "ReleaseTime, Sustained, AudioVolume, AudioPitch, AudioPan, AudioBrightness",
        "Pattern[0].Event.EventParameters[0].ParameterID"
    ),
    (
        element(#"{"Parameter": {"ParameterID": "HapticIntensityControl"}}"#), "Parameter needs a ParameterValue",
        "Pattern[0].Parameter"
    ),
    (
        element(#"{"ParameterCurve": {"ParameterID": "HapticIntensityControl"}}"#),
        "ParameterCurve needs a ParameterCurveControlPoints", "Pattern[0].ParameterCurve"
    ),
    (
        element(
            #"{"ParameterCurve": {"ParameterID": "HapticIntensityControl", "ParameterCurveControlPoints": "#
                + #"[{"Time": 1, "ParameterValue": 0}, {"Time": 0.5, "ParameterValue": 1}]}}"#),
        "control point at 0.5 s comes after one at 1 s; times must not decrease",
        "Pattern[0].ParameterCurve.ParameterCurveControlPoints[1].Time"
    ),
]

/// What an app sees when it reads an AHAP file: a pattern, or the first error.
@Suite("Reading AHAP in an app")
struct HapticPatternAHAPTests {
    @Test("every Apple fixture reads into the pattern Core Haptics plays", arguments: PatternFixtures.names)
    func fixtures(name: String) throws {
        let pattern = try HapticPattern(ahap: try PatternFixtures.bytes(name))
        #expect(!pattern.isEmpty)
    }

    @Test("what Core Haptics fixes is fixed, not thrown: clamps and trailing commas")
    func lenient() throws {
        let text =
            #"{"Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient", "EventParameters": "#
            + #"[{"ParameterID": "HapticIntensity", "ParameterValue": 1.4},]}}]}"#
        let pattern = try HapticPattern(ahap: Array(text.utf8))
        #expect(pattern.events[0].value(of: .hapticIntensity) == 1)
    }

    @Test("what else Core Haptics fixes: a continuous event cut at 30 s, a waveform on a haptic dropped, defaults")
    func fixes() throws {
        let text = #"""
            {"Pattern": [
              {"Event": {"EventType": "HapticContinuous", "EventDuration": 45, "Color": "red",
                         "EventWaveformPath": "Hit.wav",},},
              {"Parameter": {"ParameterID": "HapticIntensityControl", "ParameterValue": -3}},
              {"ParameterCurve": {"ParameterID": "AudioPanControl", "Time": 0.5,
                "ParameterCurveControlPoints": [{"Time": 0, "ParameterValue": 2}, {"Time": 0.2, "ParameterValue": 0}]}}
            ], "Metadata": {"Project": "Demo", "Count": 3}}
            """#
        let pattern = try HapticPattern(ahap: Array(text.utf8))
        #expect(pattern.version == 1 && pattern.metadata == ["Project": "Demo"])
        #expect(pattern.events == [HapticPattern.Event(type: .hapticContinuous, time: 0, duration: 30)])
        #expect(pattern.dynamicParameters == [HapticPattern.DynamicParameter(.hapticIntensityControl, 0)])
        #expect(pattern.parameterCurves[0].controlPoints.map(\.value) == [1, 0])
    }

    @Test("a file Core Haptics rejects throws its first error with its key path")
    func firstError() throws {
        let error = try #require(thrown { _ = try HapticPattern(ahap: Array(#"{"Version": 1}"#.utf8)) })
        let read = try #require(error as? HapticReadError)
        #expect(read.path == "")
        #expect(read.description == "no Pattern array; an AHAP file needs one")
    }

    @Test("each rejection names what and where", arguments: rejections)
    func rejected(text: String, message: String, path: String) throws {
        let error = try #require(thrown { _ = try HapticPattern(ahap: Array(text.utf8)) })
        let read = try #require(error as? HapticReadError)
        #expect(read.message == message)
        #expect(read.path == path)
    }

    @Test("text that is not JSON, or a number beyond Double, is an error, not a trap")
    func notJSON() throws {
        for text in ["", "{", #"{"Pattern": [], }x"#, #"{"Version": 1e400, "Pattern": []}"#, "\u{1}"] {
            let error = try #require(thrown { _ = try HapticPattern(ahap: Array(text.utf8)) })
            let read = try #require(error as? HapticReadError)
            #expect(read.message.hasPrefix("the file is not JSON") && read.path == "", "\(text): \(read)")
        }
    }

    @Test("a trailing comma inside a string is text, not a trailing comma")
    func commaInString() throws {
        let text = #"{"Metadata": {"Note": "a,]b,}\",]"}, "Pattern": [],}"#
        #expect(try HapticPattern(ahap: Array(text.utf8)).metadata == ["Note": #"a,]b,}",]"#])
    }

    @Test("the first error is thrown even after many unknown keys")
    func errorAfterManyUnknownKeys() throws {
        let keys = (0...1000).map { #""k\#($0)": 0"# }.joined(separator: ", ")
        let text = #"{"Version": 1, \#(keys), "Pattern": [{"Event": {"Time": -1, "EventType": "HapticTransient"}}]}"#
        let error = try #require(thrown { _ = try HapticPattern(ahap: Array(text.utf8)) })
        let read = try #require(error as? HapticReadError)
        #expect(read.path == "Pattern[0].Event.Time")
        #expect(read.message == "Time is negative (-1 s); times count from the start of the pattern")
    }

    @Test("a file over 1 MB is refused before it is parsed, with its size; one of exactly 1 MB reads")
    func sizeLimit() throws {
        let file = #"{"Version": 1, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient"}}]}"#
        let padding = (1 << 20) - file.utf8.count
        let atLimit = Array(file.utf8) + Array(repeating: UInt8(ascii: " "), count: padding)
        #expect(try HapticPattern(ahap: atLimit).events.count == 1)
        let error = try #require(throws: HapticReadError.self) { try HapticPattern(ahap: atLimit + [0x20]) }
        #expect(error.message.hasPrefix("the file is 1048577 bytes, over the 1 MB (1048576 bytes)"), "\(error)")
    }
}
