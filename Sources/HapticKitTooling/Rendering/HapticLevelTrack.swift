import HapticKit

/// A pattern's felt strength as a list of constant pieces, for exports that know only "how strong,
/// for how long" (Android waveforms, the Web Vibration API).
///
/// Piece boundaries fall on every event start and end, at the end of each transient's pulse, and
/// wherever a dynamic parameter or curve starts or bends; while a curve ramps, pieces are at most
/// ``rampStep`` long. A piece's level is the strongest haptic event playing at its middle
/// (``HapticTimeline`` rules); a transient counts as a pulse of ``transientLength``. Built in one
/// sweep, O((events + pieces) × log events) however many events overlap.
struct HapticLevelTrack {
    /// How long a transient vibrates in an export: Android and browsers have no "tap" in a
    /// waveform, and pulses shorter than about 10 to 20 ms are not felt on most motors.
    static let transientLength = 0.02
    /// The longest constant piece while a curve ramps.
    static let rampStep = 0.01

    struct Piece: Equatable {
        var start: Double
        var end: Double
        /// 0 (still) to 1 (full strength).
        var level: Double
    }

    let pieces: [Piece]

    init(_ timeline: HapticTimeline) {
        let spans = timeline.spans.sorted { $0.start < $1.start }
        func end(of span: HapticTimeline.Span) -> Double {
            span.isTransient ? span.start + Self.transientLength : span.end
        }
        let last = spans.map(end(of:)).max() ?? 0
        var boundaries: [Double] = [0]
        for span in spans {
            boundaries.append(span.start)
            boundaries.append(end(of: span))
        }
        boundaries += timeline.controlBreakpoints.filter { $0 > 0 && $0 < last }
        boundaries.sort()
        var pieces: [Piece] = []
        var next = 0
        // Transients keep the level they start with; a continuous event's level follows the
        // control, which is one factor for all of them, so the highest and lowest own intensity
        // playing give the strongest (see `HapticTimeline.intensity(of:at:)`).
        var transients = SweepMaximum()
        var highest = SweepMaximum()
        var lowest = SweepMaximum()
        for (from, to) in zip(boundaries, boundaries.dropFirst()) where to > from {
            let steps = timeline.ramps(within: from..<to) ? Int(((to - from) / Self.rampStep).rounded(.up)) : 1
            for step in 0..<Swift.max(steps, 1) {
                let start = from + (to - from) * Double(step) / Double(steps)
                let stop = step == steps - 1 ? to : from + (to - from) * Double(step + 1) / Double(steps)
                let middle = (start + stop) / 2
                while next < spans.count, spans[next].start <= middle {
                    let span = spans[next]
                    if span.isTransient {
                        transients.insert(timeline.intensity(of: span, at: span.start), until: end(of: span))
                    } else {
                        highest.insert(span.intensity, until: span.end)
                        lowest.insert(-span.intensity, until: span.end)
                    }
                    next += 1
                }
                var level = transients.maximum(at: middle) ?? 0
                if let high = highest.maximum(at: middle), let low = lowest.maximum(at: middle).map({ -$0 }) {
                    var strongest = spans[0]
                    strongest.intensity = high
                    level = Swift.max(level, timeline.intensity(of: strongest, at: middle))
                    strongest.intensity = low
                    level = Swift.max(level, timeline.intensity(of: strongest, at: middle))
                }
                if let previous = pieces.last, previous.level == level {
                    pieces[pieces.count - 1].end = stop
                } else {
                    pieces.append(Piece(start: start, end: stop, level: level))
                }
            }
        }
        self.pieces = pieces
    }
}

extension HapticLevelTrack {
    /// The felt strength in whole milliseconds: `(milliseconds, amplitude 0...255)`, neighbours
    /// with equal amplitude merged, trailing stillness dropped.
    var millisecondSegments: [(milliseconds: Int, amplitude: Int)] {
        var segments: [(milliseconds: Int, amplitude: Int)] = []
        for piece in pieces {
            let length = Int((piece.end * 1000).rounded()) - Int((piece.start * 1000).rounded())
            let amplitude = piece.level <= 0 ? 0 : Swift.max(1, Int((piece.level * 255).rounded()))
            guard length > 0 else { continue }
            if let last = segments.last, last.amplitude == amplitude {
                segments[segments.count - 1].milliseconds += length
            } else {
                segments.append((length, amplitude))
            }
        }
        while segments.last?.amplitude == 0 { segments.removeLast() }
        return segments
    }

    /// Alternating still and vibrating milliseconds, starting with still (possibly 0): what
    /// on/off vibration APIs take.
    var onOffMilliseconds: [Int] {
        var durations = [0]
        var vibrating = false
        for segment in millisecondSegments {
            if (segment.amplitude > 0) == vibrating {
                durations[durations.count - 1] += segment.milliseconds
            } else {
                durations.append(segment.milliseconds)
                vibrating.toggle()
            }
        }
        return durations.count == 1 ? [] : durations
    }
}
