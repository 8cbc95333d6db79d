#if DEBUG
import Foundation

/// The stand-in's sound for one feedback: its pattern's haptic events by the model of
/// HapticKitTooling's WAV preview, so a sound heard in a Debug run is the one
/// `haptickit preview --wav` writes for the same pattern. The model's values are kept here too,
/// so that a Release build of HapticKit has none of them; HapticKitTooling's tests check that
/// they are the WAV preview's, value for value and sample for sample.
///
/// Dynamic parameters and curves are not followed here (the WAV preview follows them): each
/// event sounds at its own intensity and sharpness. Audio events are silent, as there.
struct StandInSound: Hashable, Sendable {
    /// One haptic event, as sound.
    struct Tone: Hashable, Sendable {
        /// When it starts, in seconds from the start of the sound.
        var start: Double
        /// How long a continuous event lasts, in seconds; `nil` for a transient (a ping).
        var duration: Double?
        /// Its pitch, in hertz (``frequency(sharpness:)``).
        var frequency: Double
        /// Its peak amplitude, a fraction of full scale (``amplitude(intensity:)``).
        var amplitude: Double
    }

    /// The events, in the pattern's order.
    let tones: [Tone]
    /// How long the sound lasts, in seconds: the pattern, then ``tailSeconds``.
    let seconds: Double

    /// The sound of `pattern`'s haptic events. An event without intensity counts as 1, without
    /// sharpness as 0.5, and a continuous event's sharpness is to the nearest semitone, as in the
    /// WAV preview.
    init(_ pattern: HapticPattern) {
        tones = pattern.events.filter(\.type.isHaptic).map { event in
            let isTransient = event.type == .hapticTransient
            let sharpness = event.value(of: .hapticSharpness) ?? 0.5
            return Tone(
                start: event.time, duration: isTransient ? nil : (event.duration ?? 0),
                frequency: Self.frequency(
                    sharpness: (isTransient ? sharpness : Self.toneSharpness(sharpness))
                        .clamped(to: 0...1, nanValue: 0.5)),
                amplitude: Self.amplitude(intensity: event.value(of: .hapticIntensity) ?? 1))
        }
        let end = tones.map { $0.start + ($0.duration ?? 0) }.max() ?? 0
        seconds = Swift.max(end, pattern.duration) + Self.tailSeconds
    }

    /// No sound at all.
    init() {
        tones = []
        seconds = 0
    }

    /// Whether there is nothing to hear.
    var isSilent: Bool { tones.allSatisfy { $0.amplitude == 0 } }

    /// The samples at `rate` hertz, in -1...1: pings and tones added up and clipped at full scale,
    /// sample for sample what the WAV preview writes before it rounds to 16 bits.
    func samples(rate: Double) -> [Double] {
        let count = isSilent ? 0 : Int(seconds * rate) + 1
        var samples = [Double](repeating: 0, count: count)
        let fade = Swift.max(1, Self.fadeSeconds * rate)
        for tone in tones {
            let first = Int((tone.start * rate).rounded())
            let step = 2 * Double.pi * tone.frequency / rate
            guard let duration = tone.duration else {
                for offset in 0..<Swift.max(0, Swift.min(Int(Self.pingSeconds * rate), count - first)) {
                    samples[first + offset] +=
                        tone.amplitude * Self.pingEnvelope(at: Double(offset) / rate)
                        * sin(step * Double(offset))
                }
                continue
            }
            let last = Swift.min(Int(((tone.start + duration) * rate).rounded()), count)
            guard last > first else { continue }
            for index in first..<last {
                let edge = Swift.min(1, Double(index - first) / fade, Double(last - index) / fade)
                samples[index] += tone.amplitude * edge * sin(step * Double(index - first))
            }
        }
        return samples.map { $0.clamped(to: -1...1, nanValue: 0) }
    }
}

extension StandInSound {
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
    /// Sharpness steps per unit for a continuous tone: 24, a semitone each.
    static let pitchSteps = 24.0

    /// The sharpness a continuous event of `sharpness` sounds at: to the nearest semitone, within -1...2.
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
#endif
