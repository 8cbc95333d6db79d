import HapticKit

/// What a pattern feels like over time: the effective intensity and sharpness of each haptic
/// event with dynamic parameters and curves applied. Previews and exports sample it.
///
/// The model (documented in `docs/Patterns.md`, "How previews and exports read a pattern"):
/// - A dynamic parameter or curve applies to every event from its start. For one ID, the source
///   that started last wins; before any source the ID has its default (intensity control 1,
///   sharpness control 0). A curve holds its first value before its first point and its last
///   value after its last point, and is linear in between.
/// - Effective intensity = event intensity × `HapticIntensityControl`; effective sharpness =
///   event sharpness + `HapticSharpnessControl`; both clamped into 0...1.
/// - An event without `HapticIntensity` counts as 1, without `HapticSharpness` as 0.5 (Apple does
///   not document these defaults).
/// - Attack, decay and release are not modelled; audio events are not felt.
struct HapticTimeline {
    /// One haptic event, resolved.
    struct Span {
        var start: Double
        /// `start` for a transient.
        var end: Double
        var isTransient: Bool
        var intensity: Double
        var sharpness: Double
    }

    /// One source of a dynamic parameter's value.
    private struct Source {
        var start: Double
        var end: Double
        var constant: Double?
        var curve: HapticPattern.ParameterCurve?
    }

    let spans: [Span]
    /// Times where a control value starts, stops, or bends.
    let controlBreakpoints: [Double]
    /// Disjoint time ranges, in order, where a control value changes continuously (a curve
    /// between two points with different values).
    let rampRanges: [ClosedRange<Double>]
    private let intensityControl: [Source]
    private let sharpnessControl: [Source]

    static let assumedIntensity = 1.0
    static let assumedSharpness = 0.5

    init(_ pattern: HapticPattern) {
        spans = pattern.events.filter(\.type.isHaptic).map { event in
            Span(
                start: event.time,
                end: event.type == .hapticTransient ? event.time : event.time + (event.duration ?? 0),
                isTransient: event.type == .hapticTransient,
                intensity: event.value(of: .hapticIntensity) ?? Self.assumedIntensity,
                sharpness: event.value(of: .hapticSharpness) ?? Self.assumedSharpness)
        }
        func sources(_ id: HapticPattern.DynamicParameter.ID) -> [Source] {
            var list: [Source] = pattern.dynamicParameters.filter { $0.id == id }.map {
                Source(start: $0.time, end: $0.time, constant: $0.value)
            }
            for curve in pattern.parameterCurves where curve.id == id && !curve.controlPoints.isEmpty {
                list.append(
                    Source(
                        start: curve.time + curve.controlPoints[0].time,
                        end: curve.time + (curve.controlPoints.last?.time ?? 0), curve: curve))
            }
            return list.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
                .map(\.element)
        }
        intensityControl = sources(.hapticIntensityControl)
        sharpnessControl = sources(.hapticSharpnessControl)
        var breakpoints: [Double] = []
        var ramps: [ClosedRange<Double>] = []
        for source in intensityControl + sharpnessControl {
            breakpoints.append(source.start)
            guard let curve = source.curve else { continue }
            for (from, to) in zip(curve.controlPoints, curve.controlPoints.dropFirst()) {
                breakpoints.append(curve.time + to.time)
                if from.value != to.value, to.time > from.time {
                    ramps.append((curve.time + from.time)...(curve.time + to.time))
                }
            }
        }
        controlBreakpoints = breakpoints.sorted()
        var merged: [ClosedRange<Double>] = []
        for ramp in ramps.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, ramp.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound...Swift.max(last.upperBound, ramp.upperBound)
            } else {
                merged.append(ramp)
            }
        }
        rampRanges = merged
    }

    /// The end of the last haptic event.
    var end: Double { spans.map(\.end).max() ?? 0 }

    /// The value of one control at `time`.
    private func control(_ sources: [Source], at time: Double, default value: Double) -> Double {
        let low = sources.partitioningIndex { $0.start > time }
        guard low > 0 else { return value }
        let source = sources[low - 1]
        if let constant = source.constant { return constant }
        return source.curve.flatMap { $0.value(after: time - $0.time) } ?? value
    }

    /// Effective intensity of `span` at `time`, in 0...1.
    func intensity(of span: Span, at time: Double) -> Double {
        clamp(span.intensity * control(intensityControl, at: time, default: 1))
    }

    /// Effective sharpness of `span` at `time`, in 0...1.
    func sharpness(of span: Span, at time: Double) -> Double {
        clamp(span.sharpness + control(sharpnessControl, at: time, default: 0))
    }

    /// Whether a control value is ramping anywhere inside `range`.
    func ramps(within range: Range<Double>) -> Bool {
        let low = rampRanges.partitioningIndex { $0.upperBound > range.lowerBound }
        return low < rampRanges.count && rampRanges[low].lowerBound < range.upperBound
    }

    private func clamp(_ value: Double) -> Double {
        value.clamped(to: 0...1, nanValue: 0)
    }
}
