import Testing

@testable import HapticKit

/// The examples in the doc comments of the pattern API, run: what they claim must stay true.
@Suite("Pattern documentation examples")
struct PatternDocumentationTests {
    @Test("notation, duration, shifts and repeats")
    func smallClaims() throws {
        #expect(try HapticPattern(notation: "..oO-Oo..").events.count == 8)
        #expect(try HapticPattern(notation: "O-O").duration == 0.2)
        #expect(HapticPattern { HapticPattern.Event.transient() }.shifted(by: 0.5).events[0].time == 0.5)
        #expect(HapticPattern.Event.transient().at(0.2).time == 0.2)
        #expect(
            HapticPattern(repeating: 8, every: 0.05) { HapticPattern.Event.transient(intensity: 0.5, sharpness: 0.9) }
                .events.count == 8)
        #expect(HapticPattern.Event.transient(intensity: 0.3).value(of: .hapticIntensity) == 0.3)
        #expect(HapticPattern.Event.ParameterID.audioPan.range == -1...1)
        #expect(HapticPattern.DynamicParameter.ID.hapticSharpnessControl.range == -1...1)
    }
}
