import HapticKit
import Testing

@Suite("Validating patterns built in code")
struct HapticPatternValidationTests {
    @Test("a well-made pattern has no findings")
    func clean() {
        #expect(HapticPattern.boing.validate(strict: true).isEmpty)
    }

    @Test("findings name the AHAP path the writer would give the value, without line or column")
    func paths() {
        let pattern = HapticPattern(
            events: [.transient(intensity: 1.5), .continuous(duration: 45)],
            dynamicParameters: [.init(.hapticIntensityControl, 2, at: -1)],
            parameterCurves: [.init(.hapticSharpnessControl, points: [(0.5, 0), (0.25, 0)])])
        let findings = pattern.validate()
        #expect(
            findings.map(\.path) == [
                "Pattern[0].Event.EventParameters[0].ParameterValue", "Pattern[1].Event.EventDuration",
                "Pattern[2].Parameter.Time", "Pattern[2].Parameter.ParameterValue",
                "Pattern[3].ParameterCurve.ParameterCurveControlPoints[1].Time",
            ])
        #expect(
            findings.map(\.rule) == [.outOfRange, .durationTooLong, .negativeTime, .outOfRange, .controlPointOrder])
        #expect(findings.allSatisfy { $0.line == nil && $0.column == nil })
        #expect(pattern.validate(strict: true).allSatisfy { $0.severity == .error })
    }

    @Test("NaN and infinity are errors")
    func nonFinite() {
        let pattern = HapticPattern(events: [.transient(intensity: .nan, at: .infinity)], version: .nan)
        #expect(pattern.validate().filter { $0.severity == .error }.map(\.rule) == [.version, .notFinite, .notFinite])
    }

    @Test("continuous events without a duration and AudioCustom without a file are errors")
    func missingPieces() {
        let pattern = HapticPattern(events: [
            HapticPattern.Event(type: .hapticContinuous), HapticPattern.Event(type: .audioCustom),
        ])
        #expect(
            pattern.validate().map(\.path) == ["Pattern[0].Event.EventDuration", "Pattern[1].Event.EventWaveformPath"])
    }

    @Test("clamped() gives the pattern Core Haptics would play")
    func clamped() {
        let pattern = HapticPattern(events: [.continuous(duration: 40, intensity: 3, sharpness: -1)])
        let fixed = pattern.clamped()
        #expect(fixed.events[0].duration == 30)
        #expect(fixed.events[0].value(of: .hapticIntensity) == 1)
        #expect(fixed.events[0].value(of: .hapticSharpness) == 0)
        #expect(fixed.validate().isEmpty)
    }

    @Test("a curve's value is linear between points and held outside them")
    func curveValues() {
        let curve = HapticPattern.ParameterCurve(.hapticIntensityControl, at: 1, points: [(0, 1), (0.5, 0), (1, 0.5)])
        #expect(curve.value(after: -1) == 1)
        #expect(curve.value(after: 0.25) == 0.5)
        #expect(curve.value(after: 0.75) == 0.25)
        #expect(curve.value(after: 9) == 0.5)
        #expect(HapticPattern.ParameterCurve(.hapticIntensityControl, controlPoints: []).value(after: 0) == nil)
    }
}
