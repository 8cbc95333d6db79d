import Foundation
import HapticKit

/// How a haptic sounds, where it cannot be felt: the model of the WAV preview
/// (`HapticPattern.wavPreview(sampleRate:)`; `docs/Patterns.md` has the details).
/// HapticKit's Debug stand-in plays by the same model (its `StandInSound`, Debug-only, so that a
/// Release build of HapticKit has none of it), and HapticKitTooling's tests check that the two
/// agree value for value and sample for sample.
///
/// - Sharpness sets the pitch: a sine from 150 Hz (sharpness 0) to 600 Hz (sharpness 1), two
///   octaves, exponential, so equal sharpness steps sound like equal pitch steps.
/// - Intensity sets the loudness, linearly: intensity 1 is 80 % of full scale.
/// - A transient is a 30 ms ping: 1 ms rise, then decay with an 8 ms time constant.
/// - A continuous event is a steady tone with 4 ms fades at both ends (no clicks), its sharpness
///   to the nearest semitone (1/24), which lets the WAV preview sum tones of one pitch as one sine.
/// - The sound ends 0.1 s after the last event.
enum HapticSound {
    /// The lowest and highest tone, in hertz: sharpness 0 and 1.
    static let frequencies: ClosedRange<Double> = 150...600
    /// The amplitude of intensity 1, as a fraction of full scale.
    static let peakAmplitude = 0.8
    /// How long a transient's ping lasts, in seconds.
    static let pingSeconds = 0.03
    /// The rise and decay time constants of a ping, in seconds.
    static let pingRise = 0.001
    static let pingDecay = 0.008
    /// The fade at each end of a continuous tone, in seconds.
    static let fadeSeconds = 0.004
    /// The silence after the last event, in seconds.
    static let tailSeconds = 0.1

    /// Sharpness steps per unit for a continuous tone: 24, a semitone each (`150 × 4^sharpness`
    /// spans 24 semitones).
    static let pitchSteps = 24.0

    /// The sharpness a continuous event of `sharpness` sounds at before controls move it: to the
    /// nearest semitone, within -1...2 (controls move sharpness within -1...1, so a base outside
    /// -1...2 sounds as its bound).
    static func toneSharpness(_ sharpness: Double) -> Double {
        (sharpness.clamped(to: -1...2, nanValue: 0) * pitchSteps).rounded() / pitchSteps
    }

    /// The tone for a sharpness: 150 Hz at 0 to 600 Hz at 1, exponentially (`150 × 4^sharpness`).
    static func frequency(sharpness: Double) -> Double {
        frequencies.lowerBound * pow(frequencies.upperBound / frequencies.lowerBound, sharpness)
    }

    /// The peak amplitude for an intensity, clamped into 0...1 first.
    static func amplitude(intensity: Double) -> Double {
        intensity.clamped(to: 0...1, nanValue: 0) * peakAmplitude
    }

    /// A ping's envelope `seconds` after it starts: a 1 ms rise into an 8 ms decay.
    static func pingEnvelope(at seconds: Double) -> Double {
        (1 - exp(-seconds / pingRise)) * exp(-seconds / pingDecay)
    }
}
