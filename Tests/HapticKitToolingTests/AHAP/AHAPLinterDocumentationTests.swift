import HapticKit
import HapticKitTooling
import Testing

/// The examples in the doc comments of the lint API, run: what they claim must stay true.
@Suite("Lint documentation examples")
struct AHAPLinterDocumentationTests {
    @Test("AHAPFinding: a trailing comma")
    func finding() {
        let text = #"{"Version": 1, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient"}},]}"#
        #expect(
            AHAPLinter().lint(text).findings.map(\.description) == [
                "1:82: warning: trailing comma; Core Haptics accepts it, strict JSON parsers do not [Pattern]"
            ])
    }

    @Test("AHAPLinter: a clamped intensity")
    func reader() {
        let ahap =
            #"{"Version": 1.0, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient","#
            + #""EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 1.4}]}}]}"#
        let result = AHAPLinter().lint(ahap)
        #expect(result.pattern?.events[0].value(of: .hapticIntensity) == 1)
        #expect(
            result.findings.map(\.description) == [
                "1:156: warning: HapticIntensity 1.4 is outside 0...1; Core Haptics clamps it to 1 "
                    + "[Pattern[0].Event.EventParameters[0].ParameterValue]"
            ])
    }

    @Test("AHAPLinter.lint(pattern): a long, too strong vibration")
    func validate() {
        let pattern = HapticPattern { HapticPattern.Event.continuous(duration: 45, intensity: 1.2) }
        #expect(
            AHAPLinter().lint(pattern).findings.map(\.description) == [
                "warning: HapticContinuous lasts 45 s; Core Haptics plays at most 30 s and cuts it there "
                    + "[Pattern[0].Event.EventDuration]",
                "warning: HapticIntensity 1.2 is outside 0...1; Core Haptics clamps it to 1 "
                    + "[Pattern[0].Event.EventParameters[0].ParameterValue]",
            ])
    }
}
