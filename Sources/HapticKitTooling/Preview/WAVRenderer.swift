import Foundation
import HapticKit

/// Renders ``HapticPattern/wavPreview(sampleRate:)`` in one sweep over time, so the cost is
/// O(events + samples) however many events overlap.
///
/// Continuous events that share a pitch (the same sharpness, to the nearest semitone: 1/24)
/// share one phasor: their tones differ only in start phase and loudness, so their sum is one
/// sine whose amplitude and phase change only when an event starts or stops. Each event is
/// rendered on its own only during its 4 ms fades. Sharpness within the −1…2 that controls can
/// move into 0…1 gives at most ``pitchSteps`` × 3 + 1 pitches, each a rotation (four multiplies)
/// a sample, so however many distinct sharpness values a pattern has, a sample costs a bounded
/// number of steps. Transients are 30 ms pings, each rendered on its own. Output is written in
/// chunks, so memory is the WAV file plus one chunk.
struct WAVRenderer {
    private struct Tone {
        var first: Int
        var last: Int
        /// Peak amplitude: `HapticSound.amplitude(intensity:)`.
        var amplitude: Double
        /// Index into `groups`.
        var group: Int
        /// The group's phase at `first`.
        var startPhase = 0.0
    }

    private struct Group {
        /// Base sharpness, to the nearest 1/``pitchSteps``.
        var sharpness: Double
        var phase = 0.0
        var step = 0.0
        /// cos and sin of `phase`, rotated by `step` each sample and recomputed at each control
        /// step, so the sum needs no sine a sample.
        var cosine = 1.0
        var sine = 0.0
        var stepCosine = 1.0
        var stepSine = 0.0
        /// Σ amplitude × e^(−i startPhase) over the tones that are between their fades.
        var real = 0.0
        var imaginary = 0.0
        var steadyCount = 0
        var memberCount = 0
    }

    static let pingSeconds = HapticSound.pingSeconds
    static let chunk = 4096
    /// Loudness and pitch follow the controls in steps of this many samples.
    static let controlStep = 32
    /// Sharpness steps per unit: 24, a semitone each (`150 × 4^sharpness` spans 24 semitones).
    static let pitchSteps = HapticSound.pitchSteps

    let timeline: HapticTimeline
    let rate: Double
    let count: Int

    func render() -> [UInt8] {
        let fade = Swift.max(1, HapticSound.fadeSeconds * rate)
        let fadeSamples = Int(fade.rounded(.up))
        var groups: [Group] = []
        var groupIndex: [Int: Int] = [:]
        var tones: [Tone] = []
        var pings: [(first: Int, amplitude: Double, step: Double)] = []
        for span in timeline.spans {
            if span.isTransient {
                let first = Int((span.start * rate).rounded())
                guard first < count else { continue }
                let frequency = HapticPattern.wavFrequency(sharpness: timeline.sharpness(of: span, at: span.start))
                let amplitude = HapticSound.amplitude(intensity: timeline.intensity(of: span, at: span.start))
                pings.append((first, amplitude, 2 * Double.pi * frequency / rate))
                continue
            }
            let first = Int((span.start * rate).rounded())
            let last = Swift.min(Int((span.end * rate).rounded()), count)
            guard last > first else { continue }
            let key = Int((HapticSound.toneSharpness(span.sharpness) * Self.pitchSteps).rounded())
            let group: Int
            if let known = groupIndex[key] {
                group = known
            } else {
                group = groups.count
                groupIndex[key] = group
                groups.append(Group(sharpness: Double(key) / Self.pitchSteps))
            }
            tones.append(
                Tone(
                    first: first, last: last, amplitude: HapticSound.amplitude(intensity: span.intensity), group: group)
            )
        }
        // A tone is "steady" (between its fades, at full edge) from first + F to last - F.
        func hasSteady(_ tone: Tone) -> Bool { tone.last - tone.first >= 2 * fadeSamples }
        let byStart = tones.indices.sorted { tones[$0].first < tones[$1].first }
        let steadyStarts = byStart.filter { hasSteady(tones[$0]) }
        let steadyEnds = steadyStarts.sorted { tones[$0].last < tones[$1].last }
        pings.sort { $0.first < $1.first }

        let pingLength = Int(Self.pingSeconds * rate)
        let envelope = (0..<pingLength).map { HapticSound.pingEnvelope(at: Double($0) / rate) }
        var bytes = HapticPattern.wavHeader(sampleCount: count, sampleRate: Int(rate))
        bytes.reserveCapacity(44 + count * 2)
        var buffer = [Double](repeating: 0, count: Self.chunk + pingLength)
        var nextStart = 0
        var nextSteadyStart = 0
        var nextSteadyEnd = 0
        var nextPing = 0
        var fading: [Int] = []
        var active: [Int] = []
        var intensityControl = 1.0
        let unit = HapticTimeline.Span(start: 0, end: 0, isTransient: false, intensity: 1, sharpness: 0)
        func tune(_ group: Int, at index: Int) {
            var span = unit
            span.sharpness = groups[group].sharpness
            let time = Double(index - index % Self.controlStep) / rate
            let step =
                2 * Double.pi * HapticPattern.wavFrequency(sharpness: timeline.sharpness(of: span, at: time)) / rate
            let phase = groups[group].phase
            (groups[group].step, groups[group].stepCosine, groups[group].stepSine) = (step, cos(step), sin(step))
            (groups[group].cosine, groups[group].sine) = (cos(phase), sin(phase))
        }

        var chunkStart = 0
        while chunkStart < count {
            let chunkEnd = Swift.min(chunkStart + Self.chunk, count)
            while nextPing < pings.count, pings[nextPing].first < chunkEnd {
                let ping = pings[nextPing]
                for offset in 0..<Swift.min(pingLength, count - ping.first) {
                    buffer[ping.first - chunkStart + offset] +=
                        ping.amplitude * envelope[offset] * sin(ping.step * Double(offset))
                }
                nextPing += 1
            }
            for index in chunkStart..<chunkEnd {
                if index % Self.controlStep == 0 {
                    intensityControl = timeline.intensity(of: unit, at: Double(index) / rate)
                    for group in active { tune(group, at: index) }
                }
                // Tones that start here join their group, fading in.
                while nextStart < byStart.count, tones[byStart[nextStart]].first == index {
                    let tone = byStart[nextStart]
                    let group = tones[tone].group
                    if groups[group].memberCount == 0 {
                        active.append(group)
                        tune(group, at: index)
                    }
                    groups[group].memberCount += 1
                    tones[tone].startPhase = groups[group].phase
                    fading.append(tone)
                    nextStart += 1
                }
                // Tones past their fade-in join their group's phasor…
                while nextSteadyStart < steadyStarts.count,
                    tones[steadyStarts[nextSteadyStart]].first + fadeSamples == index
                {
                    let tone = tones[steadyStarts[nextSteadyStart]]
                    groups[tone.group].real += tone.amplitude * cos(tone.startPhase)
                    groups[tone.group].imaginary -= tone.amplitude * sin(tone.startPhase)
                    groups[tone.group].steadyCount += 1
                    nextSteadyStart += 1
                }
                // …and leave it when their fade-out begins.
                while nextSteadyEnd < steadyEnds.count, tones[steadyEnds[nextSteadyEnd]].last - fadeSamples < index {
                    let tone = tones[steadyEnds[nextSteadyEnd]]
                    groups[tone.group].steadyCount -= 1
                    if groups[tone.group].steadyCount == 0 {
                        (groups[tone.group].real, groups[tone.group].imaginary) = (0, 0)
                    } else {
                        groups[tone.group].real -= tone.amplitude * cos(tone.startPhase)
                        groups[tone.group].imaginary += tone.amplitude * sin(tone.startPhase)
                    }
                    fading.append(steadyEnds[nextSteadyEnd])
                    nextSteadyEnd += 1
                }
                // Σ a sin(phase − start) = Im(e^(i phase) Σ a e^(−i start)).
                var sample = 0.0
                for group in active where groups[group].steadyCount > 0 {
                    sample += groups[group].sine * groups[group].real + groups[group].cosine * groups[group].imaginary
                }
                // Tones in a fade, one by one; those that ended or joined a phasor leave the list.
                var kept = 0
                for position in fading.indices {
                    let tone = tones[fading[position]]
                    if index >= tone.last {
                        groups[tone.group].memberCount -= 1
                        if groups[tone.group].memberCount == 0 { active.removeAll { $0 == tone.group } }
                        continue
                    }
                    if hasSteady(tone), index >= tone.first + fadeSamples, index <= tone.last - fadeSamples {
                        continue
                    }
                    let edge = Swift.min(1, Double(index - tone.first) / fade, Double(tone.last - index) / fade)
                    sample += tone.amplitude * edge * sin(groups[tone.group].phase - tone.startPhase)
                    fading[kept] = fading[position]
                    kept += 1
                }
                fading.removeLast(fading.count - kept)
                buffer[index - chunkStart] += sample * intensityControl
                for group in active {
                    groups[group].phase += groups[group].step
                    if groups[group].phase > 2 * Double.pi { groups[group].phase -= 2 * Double.pi }
                    let (cosine, sine) = (groups[group].cosine, groups[group].sine)
                    groups[group].cosine = cosine * groups[group].stepCosine - sine * groups[group].stepSine
                    groups[group].sine = sine * groups[group].stepCosine + cosine * groups[group].stepSine
                }
            }
            for offset in 0..<(chunkEnd - chunkStart) {
                HapticPattern.appendSample(buffer[offset], to: &bytes)
            }
            let carried = Array(buffer[Self.chunk...])
            for index in buffer.indices { buffer[index] = index < carried.count ? carried[index] : 0 }
            chunkStart = chunkEnd
        }
        return bytes
    }
}
