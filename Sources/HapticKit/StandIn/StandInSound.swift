#if DEBUG
import Foundation

/// The stand-in's sound for one feedback: its pattern's haptic events as ``HapticSound`` says,
/// the model of HapticKitTooling's WAV preview, so a sound heard in a Debug run is the one
/// `haptickit preview --wav` writes for the same pattern.
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
        /// Its pitch, in hertz (``HapticSound/frequency(sharpness:)``).
        var frequency: Double
        /// Its peak amplitude, a fraction of full scale (``HapticSound/amplitude(intensity:)``).
        var amplitude: Double
    }

    /// The events, in the pattern's order.
    let tones: [Tone]
    /// How long the sound lasts, in seconds: the pattern, then ``HapticSound/tailSeconds``.
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
                frequency: HapticSound.frequency(
                    sharpness: (isTransient ? sharpness : HapticSound.toneSharpness(sharpness))
                        .clamped(to: 0...1, nanValue: 0.5)),
                amplitude: HapticSound.amplitude(intensity: event.value(of: .hapticIntensity) ?? 1))
        }
        let end = tones.map { $0.start + ($0.duration ?? 0) }.max() ?? 0
        seconds = Swift.max(end, pattern.duration) + HapticSound.tailSeconds
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
        let fade = Swift.max(1, HapticSound.fadeSeconds * rate)
        for tone in tones {
            let first = Int((tone.start * rate).rounded())
            let step = 2 * Double.pi * tone.frequency / rate
            guard let duration = tone.duration else {
                for offset in 0..<Swift.max(0, Swift.min(Int(HapticSound.pingSeconds * rate), count - first)) {
                    samples[first + offset] +=
                        tone.amplitude * HapticSound.pingEnvelope(at: Double(offset) / rate)
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
#endif
