import Foundation
import HapticKit
import HapticKitTestSupport
import HapticKitTooling
import Testing

@Suite("AHAP writer")
struct AHAPWriterTests {
    @Test("writes every kind of element in a fixed, readable layout")
    func layout() {
        let pattern = HapticPattern(
            events: [
                .transient(intensity: 1, sharpness: 0.5),
                HapticPattern.Event(
                    type: .audioCustom, time: 0.25, duration: 1,
                    parameters: [.init(.audioVolume, 0.75)],
                    waveform: .init(path: "Sounds/Hit.wav", usesVolumeEnvelope: false, loopEnabled: true)),
            ],
            dynamicParameters: [.init(.hapticIntensityControl, 0.5, at: 0.1)],
            parameterCurves: [.init(.hapticSharpnessControl, at: 0, points: [(0, -0.5), (0.00001, 0.5)])],
            metadata: ["Project": "Tests", "Created": "today"])
        let expected = """
            {
                "Version": 1.0,
                "Metadata": {
                    "Created": "today",
                    "Project": "Tests"
                },
                "Pattern": [
                    {
                        "Event": {
                            "Time": 0.0,
                            "EventType": "HapticTransient",
                            "EventParameters": [
                                { "ParameterID": "HapticIntensity", "ParameterValue": 1.0 },
                                { "ParameterID": "HapticSharpness", "ParameterValue": 0.5 }
                            ]
                        }
                    },
                    {
                        "Event": {
                            "Time": 0.25,
                            "EventType": "AudioCustom",
                            "EventDuration": 1.0,
                            "EventWaveformPath": "Sounds/Hit.wav",
                            "EventWaveformUseVolumeEnvelope": false,
                            "EventWaveformLoopEnabled": true,
                            "EventParameters": [
                                { "ParameterID": "AudioVolume", "ParameterValue": 0.75 }
                            ]
                        }
                    },
                    {
                        "Parameter": {
                            "ParameterID": "HapticIntensityControl",
                            "Time": 0.1,
                            "ParameterValue": 0.5
                        }
                    },
                    {
                        "ParameterCurve": {
                            "ParameterID": "HapticSharpnessControl",
                            "Time": 0.0,
                            "ParameterCurveControlPoints": [
                                { "Time": 0.0, "ParameterValue": -0.5 },
                                { "Time": 1e-05, "ParameterValue": 0.5 }
                            ]
                        }
                    }
                ]
            }

            """
        #expect(AHAPWriter().write(pattern) == expected)
        #expect(AHAPLinter(strict: true).lint(expected).pattern == pattern)
    }

    @Test("an empty pattern and empty lists are written as []")
    func empty() {
        let text = AHAPWriter(indentation: 2).write(
            HapticPattern(events: [HapticPattern.Event(type: .hapticTransient)]))
        #expect(text.contains(#"  "Pattern": ["#))
        #expect(text.contains(#""EventParameters": []"#))
        #expect(AHAPWriter().write(HapticPattern()) == "{\n    \"Version\": 1.0,\n    \"Pattern\": []\n}\n")
    }

    @Test("strings are escaped so any text survives a round trip")
    func escaping() throws {
        let awkward = "quote \" backslash \\ newline \n tab \t nul \u{0} bell \u{7} emoji 😀 accent é"
        let pattern = HapticPattern(metadata: [awkward: awkward])
        let text = AHAPWriter().write(pattern)
        #expect(text.contains(#"\u0000"#))
        #expect(text.contains(#"\u0007"#))
        let read = try #require(AHAPLinter().lint(text).pattern)
        #expect(read.metadata[awkward] == awkward)
    }

    @Test("NaN and infinity are written as null, which reading reports")
    func nonFinite() {
        let pattern = HapticPattern(events: [.transient(intensity: .nan, at: .infinity)])
        let text = AHAPWriter().write(pattern)
        #expect(text.contains(#""Time": null"#))
        #expect(text.contains(#""ParameterValue": null"#))
        #expect(AHAPLinter().lint(text).findings(.wrongType).count == 2)
    }

    @Test("the output is strict JSON that Foundation reads, for every fixture", arguments: PatternFixtures.names)
    func strictJSON(name: String) throws {
        let pattern = try #require(AHAPLinter().lint(try PatternFixtures.bytes(name)).pattern)
        let data = Data(AHAPWriter().write(pattern).utf8)
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: data) }
    }

    @Test("read, write, read gives an equal pattern", arguments: PatternFixtures.names)
    func roundTrips(name: String) throws {
        let first = try #require(AHAPLinter().lint(try PatternFixtures.bytes(name)).pattern)
        let text = AHAPWriter().write(first)
        let second = AHAPLinter(strict: true).lint(text)
        #expect(second.findings.isEmpty, "\(second.findings)")
        #expect(second.pattern == first)
        #expect(AHAPWriter().write(try #require(second.pattern)) == text)
    }

    @Test("every preset is valid, even in strict mode, and survives an AHAP round trip")
    func valid() {
        for preset in HapticPattern.presets {
            #expect(AHAPLinter(strict: true).lint(preset.pattern).findings.isEmpty, "\(preset.name)")
            #expect(!preset.pattern.isEmpty, "\(preset.name)")
            #expect(AHAPLinter(strict: true).lint(AHAPWriter().write(preset.pattern)).pattern == preset.pattern)
        }
    }

    @Test("AHAPWriter: one transient")
    func writer() {
        let text = AHAPWriter().write(HapticPattern { HapticPattern.Event.transient(intensity: 1, sharpness: 0.5) })
        #expect(text.hasPrefix("{\n    \"Version\": 1.0,\n    \"Pattern\": [\n        {\n            \"Event\": {\n"))
    }
}
