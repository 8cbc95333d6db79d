import HapticKit

extension HapticPattern {
    /// A picture of the pattern, to look at it without a device: an SVG plot of intensity and
    /// sharpness over time.
    ///
    /// ```swift
    /// let svg = try HapticPattern(notation: "O-o==~~").svgPreview(title: "knock")
    /// // try svg.write(toFile: "knock.svg", atomically: true, encoding: .utf8)
    /// ```
    ///
    /// What it shows (`HapticTimeline` rules, `docs/Patterns.md` has the details):
    /// - Continuous events as blue areas: effective intensity (event intensity × intensity control)
    ///   over time, with curves and dynamic parameters applied; an orange line is their effective
    ///   sharpness (event sharpness + sharpness control).
    /// - Transients as blue stems with a dot at their effective intensity, and an orange ring at
    ///   their sharpness.
    /// - Audio events as grey diamonds on the time axis (they are heard, not felt).
    /// - Attack, decay and release envelopes are not drawn.
    ///
    /// Its size is bounded by the plot's width, not the pattern's length: where several
    /// transients or audio events fall in one pixel column they are drawn as one mark (its
    /// tooltip says how many), and more than 32 continuous events are drawn as their envelope
    /// (the highest intensity and the range of sharpness, every two pixels).
    ///
    /// - Throws: ``HapticPatternExportError`` when the pattern has errors or lasts over ten minutes.
    public func svgPreview(title: String? = nil, width: Int = 720, height: Int = 260) throws
        -> String
    {
        try checkRenderable()
        var plot = SVGPlot(
            width: Double(Swift.min(Swift.max(width, 240), 4000)),
            height: Double(Swift.min(Swift.max(height, 160), 4000)),
            seconds: Swift.max(duration, HapticTimeline(self).end, 0.05))
        let heading = title ?? metadata["Description"] ?? "Haptic pattern"
        plot.begin(title: heading, summary: summary)
        let timeline = HapticTimeline(self)
        let continuous = timeline.spans.filter { !$0.isTransient }
        if continuous.count <= Self.svgSeparateContinuousLimit {
            for span in continuous {
                plot.continuous(samples(of: span, timeline, plot))
            }
        } else {
            plot.envelope(SVGEnvelope(continuous, timeline, plot), count: continuous.count)
        }
        let transients = timeline.spans.filter(\.isTransient).map { span in
            SVGPlot.Mark(
                time: span.start, intensity: timeline.intensity(of: span, at: span.start),
                sharpness: timeline.sharpness(of: span, at: span.start), label: "")
        }
        for column in plot.columns(transients) {
            plot.transients(column)
        }
        let audio = events.filter { !$0.type.isHaptic }.map { event in
            SVGPlot.Mark(
                time: event.time, intensity: 0, sharpness: 0, label: event.waveform?.path ?? event.type.rawValue)
        }
        for column in plot.columns(audio) {
            plot.audio(column)
        }
        return plot.end()
    }

    /// Up to this many continuous events are drawn one by one; beyond, their envelope.
    static let svgSeparateContinuousLimit = 32

    /// One line about the pattern, for the picture's description.
    private var summary: String {
        let transients = events.filter { $0.type == .hapticTransient }.count
        let continuous = events.filter { $0.type == .hapticContinuous }.count
        let audio = events.count - transients - continuous
        return "\(transients) transient, \(continuous) continuous and \(audio) audio events, "
            + "\(parameterCurves.count) curves, \(dynamicParameters.count) dynamic parameters; "
            + "\(DecimalFormat.text(duration)) s"
    }

    /// Times and values along one continuous event: its ends, every control breakpoint inside,
    /// and a point every two pixels.
    private func samples(
        of span: HapticTimeline.Span, _ timeline: HapticTimeline, _ plot: SVGPlot
    ) -> [(time: Double, intensity: Double, sharpness: Double)] {
        let step = plot.seconds / Swift.max(plot.plotWidth / 2, 1)
        var times = [span.start, span.end]
        var time = span.start + step
        while time < span.end, times.count < 4000 {
            times.append(time)
            time += step
        }
        // Every bend of a control inside, unless there are more than pixels to show them.
        let bends = timeline.controlBreakpoints.filter { $0 > span.start && $0 < span.end }
        if bends.count <= Int(plot.plotWidth) {
            times += bends
        }
        return times.sorted().map {
            (
                $0, timeline.intensity(of: span, at: Swift.min($0, span.end)),
                timeline.sharpness(of: span, at: Swift.min($0, span.end))
            )
        }
    }
}
