import HapticKit

/// Many continuous events reduced to what a plot can show: at every two pixels, the highest
/// effective intensity and the range of effective sharpness among the events playing there.
///
/// Built in O(events + points × log points): each event updates two entries of a sparse
/// table of power-of-two ranges, pushed down once at the end. Effective intensity grows with
/// an event's own intensity and effective sharpness with its own sharpness (``HapticTimeline``
/// multiplies and adds one control value for all), so the extremes of the events' own values
/// give the extremes of the effective ones.
struct SVGEnvelope {
    struct Point {
        var time: Double
        var intensity: Double
        var sharpness: ClosedRange<Double>
    }

    /// Runs of neighbouring points where some event plays.
    private(set) var runs: [[Point]] = []

    private struct Extremes {
        var intensity = (low: Double.infinity, high: -Double.infinity)
        var sharpness = (low: Double.infinity, high: -Double.infinity)
        var isEmpty: Bool { intensity.low > intensity.high }

        mutating func merge(_ other: Extremes) {
            intensity = (Swift.min(intensity.low, other.intensity.low), Swift.max(intensity.high, other.intensity.high))
            sharpness = (Swift.min(sharpness.low, other.sharpness.low), Swift.max(sharpness.high, other.sharpness.high))
        }
    }

    init(_ spans: [HapticTimeline.Span], _ timeline: HapticTimeline, _ plot: SVGPlot) {
        let step = plot.seconds / Swift.max(plot.plotWidth / 2, 1)
        let count = Int((plot.seconds / step).rounded(.up)) + 1
        var levels = [[Extremes]]()
        var width = 1
        while width <= count {
            levels.append(Array(repeating: Extremes(), count: count))
            width *= 2
        }
        func point(_ time: Double, _ rounding: FloatingPointRoundingRule) -> Int {
            let value = (time / step).rounded(rounding)
            return value.isFinite ? Int(Swift.min(Swift.max(value, 0), Double(count - 1))) : 0
        }
        for span in spans {
            var own = Extremes()
            own.intensity = (span.intensity, span.intensity)
            own.sharpness = (span.sharpness, span.sharpness)
            let from = point(span.start, .down)
            let to = Swift.max(point(span.end, .up), from)
            var level = 0
            while 1 << (level + 1) <= to - from + 1 { level += 1 }
            levels[level][from].merge(own)
            levels[level][to - (1 << level) + 1].merge(own)
        }
        for level in stride(from: levels.count - 1, to: 0, by: -1) {
            let half = 1 << (level - 1)
            for index in 0..<(count - (1 << level) + 1) where !levels[level][index].isEmpty {
                levels[level - 1][index].merge(levels[level][index])
                levels[level - 1][index + half].merge(levels[level][index])
            }
        }
        var run: [Point] = []
        for index in 0..<count {
            let extremes = levels[0][index]
            guard !extremes.isEmpty else {
                if !run.isEmpty { runs.append(run) }
                run = []
                continue
            }
            let time = Swift.min(Double(index) * step, plot.seconds)
            func span(_ intensity: Double, _ sharpness: Double) -> HapticTimeline.Span {
                HapticTimeline.Span(
                    start: time, end: time, isTransient: false, intensity: intensity, sharpness: sharpness)
            }
            let intensity = Swift.max(
                timeline.intensity(of: span(extremes.intensity.high, 0), at: time),
                timeline.intensity(of: span(extremes.intensity.low, 0), at: time))
            let low = timeline.sharpness(of: span(0, extremes.sharpness.low), at: time)
            let high = timeline.sharpness(of: span(0, extremes.sharpness.high), at: time)
            run.append(Point(time: time, intensity: intensity, sharpness: low...high))
        }
        if !run.isEmpty { runs.append(run) }
    }
}
