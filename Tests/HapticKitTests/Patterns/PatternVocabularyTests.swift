import Testing

@testable import HapticKit

/// `EventType`, `Event.ParameterID` and `DynamicParameter.ID` are structs with static members; their
/// names are the AHAP spellings the reader, writer, lint and CLI use, in Core Haptics' order.
@Suite("Core Haptics vocabularies: names, order and AHAP spellings")
struct PatternVocabularyTests {
    typealias EventType = HapticPattern.Event.EventType
    typealias ParameterID = HapticPattern.Event.ParameterID
    typealias DynamicID = HapticPattern.DynamicParameter.ID

    @Test("event types: every member in order, with its AHAP spelling, read back by name and from AHAP")
    func eventTypes() throws {
        #expect(EventType.allCases == [.hapticTransient, .hapticContinuous, .audioContinuous, .audioCustom])
        #expect(
            EventType.allCases.map(\.rawValue) == [
                "HapticTransient", "HapticContinuous", "AudioContinuous", "AudioCustom",
            ])
        #expect(EventType.allCases.map(\.description) == EventType.allCases.map(\.rawValue))
        #expect(EventType.allCases.map(\.isHaptic) == [true, true, false, false])
        #expect(EventType.allCases.map(\.needsDuration) == [false, true, true, false])
        for type in EventType.allCases {
            #expect(EventType(rawValue: type.rawValue) == type)
            let waveform = type == .audioCustom ? #", "EventWaveformPath": "a.wav""# : ""
            let ahap =
                #"{ "Pattern": [ { "Event": { "Time": 0, "EventType": ""# + type.rawValue
                + #"", "EventDuration": 1"# + waveform + " } } ] }"
            #expect(try HapticPattern(ahap: Array(ahap.utf8)).events.map(\.type) == [type])
        }
        #expect(EventType(rawValue: "hapticTransient") == nil)
        #expect(EventType(rawValue: "Transient") == nil)
    }

    @Test("event parameters: every member in order, with its AHAP spelling, read back by name and from AHAP")
    func eventParameters() throws {
        #expect(
            ParameterID.allCases == [
                .hapticIntensity, .hapticSharpness, .attackTime, .decayTime, .releaseTime, .sustained, .audioVolume,
                .audioPitch, .audioPan, .audioBrightness,
            ])
        #expect(
            ParameterID.allCases.map(\.rawValue) == [
                "HapticIntensity", "HapticSharpness", "AttackTime", "DecayTime", "ReleaseTime", "Sustained",
                "AudioVolume", "AudioPitch", "AudioPan", "AudioBrightness",
            ])
        #expect(ParameterID.allCases.map(\.description) == ParameterID.allCases.map(\.rawValue))
        #expect(ParameterID.allCases.filter { $0.range == -1...1 } == [.audioPitch, .audioPan])
        #expect(ParameterID.allCases.map(\.documentedDefault) == [nil, nil, 0, 0, 0, 1, nil, nil, 0, 1])
        #expect(
            ParameterID.allCases.filter { !$0.applies(to: .hapticTransient) }.map(\.rawValue).allSatisfy {
                $0.hasPrefix("Audio")
            })
        #expect(ParameterID.allCases.filter { !$0.applies(to: .audioCustom) } == [.hapticIntensity, .hapticSharpness])
        let parameters = ParameterID.allCases.map {
            #"{ "ParameterID": ""# + $0.rawValue + #"", "ParameterValue": 0 }"#
        }
        let ahap =
            #"{ "Pattern": [ { "Event": { "Time": 0, "EventType": "AudioContinuous", "EventDuration": 1, "#
            + #""EventParameters": [ "# + parameters.joined(separator: ", ") + " ] } } ] }"
        #expect(try HapticPattern(ahap: Array(ahap.utf8)).events.first?.parameters.map(\.id) == ParameterID.allCases)
        for id in ParameterID.allCases {
            #expect(ParameterID(rawValue: id.rawValue) == id)
        }
        #expect(ParameterID(rawValue: "hapticIntensity") == nil)
        #expect(ParameterID(rawValue: "HapticIntensityControl") == nil)
    }

    @Test("dynamic parameters: every member in order, with its AHAP spelling, read back by name and from AHAP")
    func dynamicParameters() throws {
        #expect(
            DynamicID.allCases == [
                .hapticIntensityControl, .hapticSharpnessControl, .hapticAttackTimeControl, .hapticDecayTimeControl,
                .hapticReleaseTimeControl, .audioVolumeControl, .audioPanControl, .audioBrightnessControl,
                .audioPitchControl, .audioAttackTimeControl, .audioDecayTimeControl, .audioReleaseTimeControl,
            ])
        #expect(
            DynamicID.allCases.map(\.rawValue) == [
                "HapticIntensityControl", "HapticSharpnessControl", "HapticAttackTimeControl", "HapticDecayTimeControl",
                "HapticReleaseTimeControl", "AudioVolumeControl", "AudioPanControl", "AudioBrightnessControl",
                "AudioPitchControl", "AudioAttackTimeControl", "AudioDecayTimeControl", "AudioReleaseTimeControl",
            ])
        #expect(DynamicID.allCases.map(\.description) == DynamicID.allCases.map(\.rawValue))
        #expect(DynamicID.allCases.filter { $0.range == 0...1 } == [.hapticIntensityControl, .audioVolumeControl])
        #expect(DynamicID.allCases.filter { $0.defaultValue == 1 } == [.hapticIntensityControl, .audioVolumeControl])
        let elements = DynamicID.allCases.map {
            #"{ "Parameter": { "ParameterID": ""# + $0.rawValue + #"", "Time": 0, "ParameterValue": 0 } }"#
        }
        let ahap = #"{ "Pattern": [ "# + elements.joined(separator: ", ") + " ] }"
        #expect(try HapticPattern(ahap: Array(ahap.utf8)).dynamicParameters.map(\.id) == DynamicID.allCases)
        for id in DynamicID.allCases {
            #expect(DynamicID(rawValue: id.rawValue) == id)
        }
        #expect(DynamicID(rawValue: "hapticIntensityControl") == nil)
        #expect(DynamicID(rawValue: "HapticIntensity") == nil)
    }
}
