import Foundation

extension HapticPattern {
    /// The lowest and highest tone of ``wavPreview(sampleRate:)``, in hertz: sharpness 0 and 1.
    public static let wavPreviewFrequencies: ClosedRange<Double> = 150...600

    /// Renders the pattern as sound, to hear it on any machine: a 16-bit mono PCM WAV file.
    ///
    /// ```swift
    /// let wav = try HapticPattern(notation: "O-o==").wavPreview()
    /// // try Data(wav).write(to: URL(fileURLWithPath: "knock.wav"))
    /// ```
    ///
    /// The mapping (`docs/Patterns.md` has the details):
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
    /// - Throws: ``HapticPatternExportError`` when the pattern has errors or lasts over ten minutes.
    public func wavPreview(sampleRate: Int = 22_050) throws -> [UInt8] {
        try checkRenderable()
        let rate = Double(Swift.min(Swift.max(sampleRate, 8000), 96_000))
        let timeline = HapticTimeline(self)
        let count = Int((Swift.max(timeline.end, duration) + 0.1) * rate) + 1
        var samples = [Double](repeating: 0, count: count)
        for span in timeline.spans {
            if span.isTransient {
                addPing(span, timeline, rate, &samples)
            } else {
                addTone(span, timeline, rate, &samples)
            }
        }
        return Self.wavFile(samples, sampleRate: Int(rate))
    }

    private static func frequency(sharpness: Double) -> Double {
        wavPreviewFrequencies.lowerBound
            * pow(wavPreviewFrequencies.upperBound / wavPreviewFrequencies.lowerBound, sharpness)
    }

    private func addPing(
        _ span: HapticTimeline.Span, _ timeline: HapticTimeline, _ rate: Double, _ samples: inout [Double]
    ) {
        let intensity = timeline.intensity(of: span, at: span.start) * 0.8
        let step = 2 * Double.pi * Self.frequency(sharpness: timeline.sharpness(of: span, at: span.start)) / rate
        let first = Int((span.start * rate).rounded())
        for offset in 0..<Int(0.03 * rate) where first + offset < samples.count {
            let seconds = Double(offset) / rate
            let envelope = (1 - exp(-seconds / 0.001)) * exp(-seconds / 0.008)
            samples[first + offset] += intensity * envelope * sin(step * Double(offset))
        }
    }

    private func addTone(
        _ span: HapticTimeline.Span, _ timeline: HapticTimeline, _ rate: Double, _ samples: inout [Double]
    ) {
        let first = Int((span.start * rate).rounded())
        let last = Swift.min(Int((span.end * rate).rounded()), samples.count)
        guard last > first else { return }
        let fade = Swift.max(1, 0.004 * rate)
        var phase = 0.0
        var intensity = 0.0
        var step = 0.0
        for index in first..<last {
            if (index - first) % 32 == 0 {
                let time = Double(index) / rate
                intensity = timeline.intensity(of: span, at: time) * 0.8
                step = 2 * Double.pi * Self.frequency(sharpness: timeline.sharpness(of: span, at: time)) / rate
            }
            let edge = Swift.min(1, Double(index - first) / fade, Double(last - index) / fade)
            samples[index] += intensity * edge * sin(phase)
            phase += step
            if phase > 2 * Double.pi { phase -= 2 * Double.pi }
        }
    }

    /// A RIFF/WAVE file: PCM, mono, 16 bits, little-endian.
    static func wavFile(_ samples: [Double], sampleRate: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + samples.count * 2)
        func append(_ text: String) { bytes += Array(text.utf8) }
        func append32(_ value: Int) {
            for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
        }
        func append16(_ value: Int) {
            bytes.append(UInt8(truncatingIfNeeded: value))
            bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        }
        let dataSize = samples.count * 2
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
        for sample in samples {
            let clipped = sample.isNaN ? 0 : Swift.min(Swift.max(sample, -1), 1)
            append16(Int((clipped * 32_767).rounded()))
        }
        return bytes
    }
}
