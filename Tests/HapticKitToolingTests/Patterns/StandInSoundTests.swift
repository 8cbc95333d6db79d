#if DEBUG
@testable import HapticKit
@testable import HapticKitTooling
import Testing

/// The Debug stand-in's sound and the WAV preview are one model, kept in both modules (the
/// stand-in's copy is Debug-only): the same values, and for every feedback the samples the
/// stand-in plays are the ones the WAV file holds, to 16-bit rounding.
@Suite("The stand-in's sound is the WAV preview's")
struct StandInSoundTests {
    @Test("the stand-in's model has the WAV preview's values: pitch, loudness, ping, fades, tail")
    func sameModel() {
        #expect(StandInSound.frequencies == HapticSound.frequencies)
        #expect(StandInSound.pingSeconds == HapticSound.pingSeconds)
        #expect(StandInSound.fadeSeconds == HapticSound.fadeSeconds)
        #expect(StandInSound.tailSeconds == HapticSound.tailSeconds)
        #expect(StandInSound.pitchSteps == HapticSound.pitchSteps)
        for value in stride(from: -1.5, through: 2.5, by: 0.01) {
            #expect(StandInSound.frequency(sharpness: value) == HapticSound.frequency(sharpness: value))
            #expect(StandInSound.toneSharpness(value) == HapticSound.toneSharpness(value))
            #expect(StandInSound.amplitude(intensity: value) == HapticSound.amplitude(intensity: value))
        }
        for sample in 0..<1_323 {
            let seconds = Double(sample) / 44_100
            #expect(StandInSound.pingEnvelope(at: seconds) == HapticSound.pingEnvelope(at: seconds))
        }
    }

    @Test("every canonical feedback sounds in a Debug run as its WAV preview does")
    func sameSamples() throws {
        for feedback in HapticFeedback.allCanonical {
            let pattern = feedback.standInPattern
            let wav = try pattern.wavPreview(sampleRate: 22_050)
            let fromWAV = stride(from: 44, to: wav.count, by: 2).map {
                Double(Int16(bitPattern: UInt16(wav[$0]) | UInt16(wav[$0 + 1]) << 8)) / 32_767
            }
            let played = StandInSound(pattern).samples(rate: 22_050)
            #expect(played.count == fromWAV.count, "\(feedback.name)")
            let worst = zip(played, fromWAV).map { abs($0 - $1) }.max() ?? 0
            #expect(worst <= 1.0 / 32_767, "\(feedback.name): off by \(worst)")
        }
    }
}
#endif
