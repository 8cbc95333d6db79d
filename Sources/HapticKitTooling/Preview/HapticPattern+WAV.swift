import Foundation
import HapticKit

extension HapticPattern {
    /// The lowest and highest tone of ``wavPreview(sampleRate:)``, in hertz: sharpness 0 and 1.
    public static let wavPreviewFrequencies: ClosedRange<Double> = HapticSound.frequencies

    /// Renders the pattern as sound, to hear it on any machine: a 16-bit mono PCM WAV file.
    ///
    /// ```swift
    /// let wav = try HapticPattern(notation: "O-o==").wavPreview()
    /// // try Data(wav).write(to: URL(fileURLWithPath: "knock.wav"))
    /// ```
    ///
    /// The mapping (`docs/Patterns.md` has the details), which the Debug stand-in's sound shares
    /// (`HapticSound`), so what this file holds is what a Debug build plays:
    /// - **Sharpness → pitch**: a sine from 150 Hz (sharpness 0) to 600 Hz (sharpness 1), two
    ///   octaves, exponential (`150 × 4^sharpness`), so equal sharpness steps sound like equal
    ///   pitch steps. Real actuators run at roughly 80–230 Hz, which laptop speakers barely play.
    /// - **Intensity → amplitude**, linear: intensity 1 is 80 % of full scale.
    /// - A transient is a 30 ms ping: 1 ms rise, then decay with an 8 ms time constant.
    /// - A continuous event is a steady tone with 4 ms fades at both ends (no clicks); dynamic
    ///   parameters and curves change its loudness and pitch as they play.
    /// - Overlapping events add up and are clipped at full scale. Audio events are silent here
    ///   (their sound files are not part of the pattern).
    /// - The file ends 0.1 s after the last event.
    ///
    /// Its cost is O(events + samples), however many events overlap and however many distinct
    /// sharpness values they have: continuous events of the same sharpness, to the nearest
    /// semitone (1/24 of sharpness), are summed as one sine.
    ///
    /// - Throws: ``HapticPatternExportError`` when the pattern has errors or lasts over ten minutes.
    public func wavPreview(sampleRate: Int = 22_050) throws -> [UInt8] {
        try checkRenderable()
        let rate = Double(Swift.min(Swift.max(sampleRate, 8000), 96_000))
        let timeline = HapticTimeline(self)
        let count = Int((Swift.max(timeline.end, duration) + HapticSound.tailSeconds) * rate) + 1
        return WAVRenderer(timeline: timeline, rate: rate, count: count).render()
    }

    /// The tone for a sharpness: 150 Hz at 0 to 600 Hz at 1, exponentially.
    static func wavFrequency(sharpness: Double) -> Double {
        HapticSound.frequency(sharpness: sharpness)
    }

    /// The 44-byte header of a RIFF/WAVE file: PCM, mono, 16 bits, little-endian.
    static func wavHeader(sampleCount: Int, sampleRate: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        func append(_ text: String) { bytes += Array(text.utf8) }
        func append32(_ value: Int) {
            for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
        }
        func append16(_ value: Int) {
            bytes.append(UInt8(truncatingIfNeeded: value))
            bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        }
        let dataSize = sampleCount * 2
        append("RIFF")
        append32(36 + dataSize)
        append("WAVE")
        append("fmt ")
        append32(16)
        append16(1)  // PCM
        append16(1)  // mono
        append32(sampleRate)
        append32(sampleRate * 2)  // bytes per second
        append16(2)  // bytes per frame
        append16(16)  // bits per sample
        append("data")
        append32(dataSize)
        return bytes
    }

    /// Appends one sample, clipped at full scale, as 16-bit little-endian PCM.
    static func appendSample(_ sample: Double, to bytes: inout [UInt8]) {
        let clipped = sample.clamped(to: -1...1, nanValue: 0)
        let value = Int((clipped * 32_767).rounded())
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }
}
