#if DEBUG
@testable import HapticKit
import HapticKitTooling
import Testing

/// The Debug stand-in's sound and the WAV preview are one model: for every feedback, the samples
/// the stand-in plays are the ones the WAV file holds, to 16-bit rounding.
@Suite("The stand-in's sound is the WAV preview's")
struct StandInSoundTests {
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
