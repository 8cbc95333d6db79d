import HapticKit
import Testing

/// The examples in the doc comments of the pattern API, run: what they claim must stay true.
@Suite("Pattern documentation examples")
struct PatternDocumentationTests {
    @Test("AHAPFinding: a trailing comma")
    func finding() {
        let text = #"{"Version": 1, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient"}},]}"#
        #expect(
            AHAPReader().read(text).findings.map(\.description) == [
                "1:82: warning: trailing comma; Core Haptics accepts it, strict JSON parsers do not [Pattern]"
            ])
    }

    @Test("AHAPReader: a clamped intensity")
    func reader() {
        let ahap =
            #"{"Version": 1.0, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient","#
            + #""EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 1.4}]}}]}"#
        let result = AHAPReader().read(ahap)
        #expect(result.pattern?.events[0].value(of: .hapticIntensity) == 1)
        #expect(
            result.findings.map(\.description) == [
                "1:156: warning: HapticIntensity 1.4 is outside 0...1; Core Haptics clamps it to 1 "
                    + "[Pattern[0].Event.EventParameters[0].ParameterValue]"
            ])
    }

    @Test("HapticPattern.validate: a long, too strong vibration")
    func validate() {
        let pattern = HapticPattern { HapticContinuous(duration: 45, intensity: 1.2) }
        #expect(
            pattern.validate().map(\.description) == [
                "warning: HapticContinuous lasts 45 s; Core Haptics plays at most 30 s and cuts it there "
                    + "[Pattern[0].Event.EventDuration]",
                "warning: HapticIntensity 1.2 is outside 0...1; Core Haptics clamps it to 1 "
                    + "[Pattern[0].Event.EventParameters[0].ParameterValue]",
            ])
    }

    @Test("notation, duration, shifts and Repeat")
    func smallClaims() throws {
        #expect(try HapticPattern(notation: "..oO-Oo..").events.count == 8)
        #expect(try HapticPattern(notation: "O-O").duration == 0.2)
        #expect(HapticPattern { HapticTransient() }.shifted(by: 0.5).events[0].time == 0.5)
        #expect(HapticTransient().at(0.2).events[0].time == 0.2)
        #expect(
            HapticPattern { HapticRepeat(8, every: 0.05) { HapticTransient(intensity: 0.5, sharpness: 0.9) } }.events
                .count == 8)
        #expect(HapticPattern.Event.transient(intensity: 0.3).value(of: .hapticIntensity) == 0.3)
        #expect(HapticPattern.Event.ParameterID.audioPan.range == -1...1)
        #expect(HapticPattern.DynamicParameter.ID.hapticSharpnessControl.range == -1...1)
    }
}
