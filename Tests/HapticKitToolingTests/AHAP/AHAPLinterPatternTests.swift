import HapticKit
import HapticKitTooling
import Testing

@Suite("Linting patterns built in code")
struct AHAPLinterPatternTests {
    @Test("a well-made pattern has no findings")
    func clean() {
        #expect(AHAPLinter(strict: true).lint(HapticPattern.boing).findings.isEmpty)
    }

    @Test("findings name the AHAP path the writer would give the value, without line or column")
    func paths() {
        let pattern = HapticPattern(
            events: [.transient(intensity: 1.5), .continuous(duration: 45)],
            dynamicParameters: [.init(.hapticIntensityControl, 2, at: -1)],
            parameterCurves: [.init(.hapticSharpnessControl, points: [(0.5, 0), (0.25, 0)])])
        let findings = AHAPLinter().lint(pattern).findings
        #expect(
            findings.map(\.path) == [
                "Pattern[0].Event.EventParameters[0].ParameterValue", "Pattern[1].Event.EventDuration",
                "Pattern[2].Parameter.Time", "Pattern[2].Parameter.ParameterValue",
                "Pattern[3].ParameterCurve.ParameterCurveControlPoints[1].Time",
            ])
        #expect(
            findings.map(\.rule) == [.outOfRange, .durationTooLong, .negativeTime, .outOfRange, .controlPointOrder])
        #expect(findings.allSatisfy { $0.line == nil && $0.column == nil })
        #expect(AHAPLinter(strict: true).lint(pattern).findings.allSatisfy { $0.severity == .error })
    }

    @Test("NaN and infinity are errors")
    func nonFinite() {
        let pattern = HapticPattern(events: [.transient(intensity: .nan, at: .infinity)], version: .nan)
        #expect(
            AHAPLinter().lint(pattern).findings.filter { $0.severity == .error }.map(\.rule) == [
                .version, .notFinite, .notFinite,
            ])
    }

    @Test("continuous events without a duration and AudioCustom without a file are errors")
    func missingPieces() {
        let pattern = HapticPattern(events: [
            HapticPattern.Event(type: .hapticContinuous), HapticPattern.Event(type: .audioCustom),
        ])
        #expect(
            AHAPLinter().lint(pattern).findings.map(\.path) == [
                "Pattern[0].Event.EventDuration", "Pattern[1].Event.EventWaveformPath",
            ])
    }

    @Test("the report's pattern is the one Core Haptics would play; none when there is an error")
    func clamped() throws {
        let pattern = HapticPattern(events: [.continuous(duration: 40, intensity: 3, sharpness: -1)])
        let report = AHAPLinter().lint(pattern)
        #expect(report.errors.isEmpty && report.warnings.count == 3)
        let fixed = try #require(report.pattern)
        #expect(fixed.events[0].duration == 30)
        #expect(fixed.events[0].value(of: .hapticIntensity) == 1)
        #expect(fixed.events[0].value(of: .hapticSharpness) == 0)
        #expect(AHAPLinter().lint(fixed).findings.isEmpty)
        #expect(AHAPLinter(strict: true).lint(pattern).pattern == nil)
        #expect(AHAPLinter().lint(HapticPattern(events: [.transient(at: -1)])).pattern == nil)
    }
}
