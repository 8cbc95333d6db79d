import HapticKit
import HapticKitTooling
import Testing

@Suite("Exports: Android, web, Swift")
struct PatternExportTests {
    @Test("taps become 20 ms pulses; amplitude is intensity × 255; times are whole milliseconds")
    func androidTaps() throws {
        let waveform = try HapticPattern(notation: "-O-o").androidWaveform()
        #expect(waveform.timings == [100, 20, 180, 20])
        #expect(waveform.amplitudes == [0, 255, 0, 179])
        #expect(waveform.repeatIndex == -1)
        #expect(waveform.onOffTimings == [100, 20, 180, 20])
    }

    @Test("curves are applied in steps of at most 10 ms; intensity control multiplies")
    func androidCurves() throws {
        let pattern = HapticPattern {
            HapticPattern.Event.continuous(duration: 0.1, intensity: 0.5)
            HapticPattern.ParameterCurve(.hapticIntensityControl, points: [(0, 1), (0.1, 0)])
        }
        let waveform = try pattern.androidWaveform()
        #expect(waveform.timings == Array(repeating: 10, count: 10))
        #expect(waveform.amplitudes == [121, 108, 96, 83, 70, 57, 45, 32, 19, 6])
    }

    @Test("dynamic parameters change the level from their time on; overlapping events: the strongest wins")
    func androidParametersAndOverlap() throws {
        let pattern = HapticPattern {
            HapticPattern.Event.continuous(duration: 0.2, intensity: 0.4)
            HapticPattern.Event.transient(intensity: 1).at(0.05)
            HapticPattern.DynamicParameter(.hapticIntensityControl, 0.5, at: 0.1)
        }
        let waveform = try pattern.androidWaveform(repeatIndex: 1)
        #expect(waveform.timings == [50, 20, 30, 100])
        #expect(waveform.amplitudes == [102, 255, 102, 51])
        #expect(waveform.repeatIndex == 1)
        #expect(try pattern.androidWaveform(repeatIndex: 99).repeatIndex == -1)
    }

    @Test("the JSON and Kotlin forms carry the same arrays")
    func androidText() throws {
        let waveform = try HapticPattern(notation: "O-o").androidWaveform()
        #expect(waveform.json.contains(#""timings": [20, 180, 20]"#))
        #expect(waveform.json.contains(#""amplitudes": [255, 0, 179]"#))
        let kotlin = waveform.kotlin(name: "Effects/Knock.ahap")
        #expect(kotlin.contains("fun playEffectsKnock(vibrator: Vibrator)"))
        #expect(kotlin.contains("val timings = longArrayOf(20, 180, 20)"))
        #expect(kotlin.contains("val amplitudes = intArrayOf(255, 0, 179)"))
        #expect(kotlin.contains("VibrationEffect.createWaveform(longArrayOf(0, 20, 180, 20), -1)"))
    }

    @Test("the web pattern alternates vibrate and pause, starting with vibrate")
    func web() throws {
        #expect(try HapticPattern(notation: "O-o").webVibrationPattern().milliseconds == [20, 180, 20])
        let delayed = try HapticPattern(notation: "-O==o").webVibrationPattern()
        #expect(delayed.milliseconds == [0, 100, 20, 80, 220])
        #expect(delayed.javascript == "navigator.vibrate([0, 100, 20, 80, 220]);")
        #expect(try HapticPattern().webVibrationPattern().milliseconds == [])
    }

    @Test("the Swift source uses the typed Core Haptics API")
    func swiftSource() throws {
        let source = try HapticPattern.boing.coreHapticsSwiftSource(name: "boing")
        #expect(source.contains("func makeBoingPattern() throws -> CHHapticPattern {"))
        #expect(source.contains("CHHapticEvent(\n            eventType: .hapticTransient,"))
        #expect(source.contains("CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.3),"))
        #expect(source.contains("parameterID: .hapticSharpnessControl,"))
        #expect(source.contains("return try CHHapticPattern(events: events, parameterCurves: curves)"))
    }

    @Test("audio files need a resource closure; parameters and curves together become curves")
    func swiftSourceAudioAndMixedDynamics() throws {
        let pattern = HapticPattern {
            HapticPattern.Event.audioCustom("Sounds/\"Hit\".wav", volume: 0.5)
            HapticPattern.DynamicParameter(.audioVolumeControl, 0.5, at: 0.1)
            HapticPattern.ParameterCurve(.hapticIntensityControl, points: [(0, 1), (1, 0)])
        }
        let source = try pattern.coreHapticsSwiftSource(name: "mixed")
        #expect(source.contains("audioResource: (String) throws -> CHHapticAudioResourceID"))
        #expect(source.contains(#"audioResourceID: try audioResource("Sounds/\"Hit\".wav"),"#))
        #expect(source.contains("each Parameter became a"))
        #expect(source.contains("parameterID: .audioVolumeControl,"))
        let onlyParameters = try HapticPattern { HapticPattern.DynamicParameter(.hapticIntensityControl, 0.5) }
            .coreHapticsSwiftSource()
        #expect(onlyParameters.contains("return try CHHapticPattern(events: events, parameters: parameters)"))
    }

    @Test("patterns with errors or over ten minutes are refused, never half exported")
    func refused() {
        #expect(throws: HapticPatternExportError.self) {
            try HapticPattern(events: [.transient(at: -1)]).androidWaveform()
        }
        #expect(throws: HapticPatternExportError.tooLong(seconds: 700, limit: 600)) {
            try HapticPattern(events: [.transient(at: 700)]).webVibrationPattern()
        }
        #expect(throws: HapticPatternExportError.self) {
            try HapticPattern(events: [.transient(intensity: .nan)]).coreHapticsSwiftSource()
        }
    }

    @Test("a refused export says why through localizedDescription")
    func refusedMessage() {
        let error: any Error = HapticPatternExportError.tooLong(seconds: 700, limit: 600)
        #expect(error.localizedDescription == "the pattern lasts 700 s; exports and previews render at most 600 s")
    }
}
