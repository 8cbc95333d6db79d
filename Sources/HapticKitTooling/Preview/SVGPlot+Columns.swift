import HapticKit

extension SVGPlot {
    /// A transient or audio event to draw: its time, values and label.
    struct Mark {
        var time: Double
        var intensity: Double
        var sharpness: Double
        var label: String
    }

    /// The marks that fall in one pixel column.
    struct Column {
        var first: Mark
        var count = 1
        var last: Mark
        var highestIntensity: Double
        var sharpness: ClosedRange<Double>

        init(_ mark: Mark) {
            first = mark
            last = mark
            highestIntensity = mark.intensity
            sharpness = mark.sharpness...mark.sharpness
        }

        mutating func add(_ mark: Mark) {
            count += 1
            if mark.time < first.time { first = mark }
            if mark.time >= last.time { last = mark }
            highestIntensity = Swift.max(highestIntensity, mark.intensity)
            sharpness =
                Swift.min(sharpness.lowerBound, mark.sharpness)...Swift.max(sharpness.upperBound, mark.sharpness)
        }
    }

    /// The longest label or title drawn, in characters.
    static let labelLimit = 200

    /// `marks` as columns: one per mark, in order, when there are no more marks than pixel
    /// columns; otherwise one per pixel column that has any, left to right.
    func columns(_ marks: [Mark]) -> [Column] {
        let pixels = Swift.max(Int(plotWidth - 2 * inset), 1)
        guard marks.count > pixels else { return marks.map(Column.init) }
        var columns: [Column?] = Array(repeating: nil, count: pixels + 1)
        for mark in marks {
            let fraction = mark.time / seconds
            let pixel = fraction.isFinite ? Int(Swift.min(Swift.max(fraction * Double(pixels), 0), Double(pixels))) : 0
            if columns[pixel] == nil {
                columns[pixel] = Column(mark)
            } else {
                columns[pixel]?.add(mark)
            }
        }
        return columns.compactMap { $0 }
    }

    /// One transient as a stem and rings, or several in one pixel column as one: a stem to
    /// the highest intensity and rings at the lowest and highest sharpness.
    mutating func transients(_ column: Column) {
        guard column.count > 1 else {
            transient(at: column.first.time, intensity: column.first.intensity, sharpness: column.first.sharpness)
            return
        }
        let time = column.first.time
        let sharpness = column.sharpness
        text +=
            "<g><title>\(column.count) transients from \(Self.seconds(column.first.time)) to "
            + "\(Self.seconds(column.last.time)): intensity up to \(Self.number(column.highestIntensity)), "
            + "sharpness \(Self.number(sharpness.lowerBound)) to \(Self.number(sharpness.upperBound))</title>"
            + "<line x1=\"\(x(time))\" y1=\"\(y(0))\" x2=\"\(x(time))\" y2=\"\(y(column.highestIntensity))\" "
            + "stroke=\"\(Self.intensityColor)\" stroke-width=\"2\"/>"
            + "<circle cx=\"\(x(time))\" cy=\"\(y(column.highestIntensity))\" r=\"3.5\" fill=\"\(Self.intensityColor)\"/>"
        for value in sharpness.lowerBound == sharpness.upperBound
            ? [sharpness.lowerBound]
            : [
                sharpness.lowerBound, sharpness.upperBound,
            ]
        {
            text +=
                "<circle cx=\"\(x(time))\" cy=\"\(y(value))\" r=\"3\" fill=\"#ffffff\" "
                + "stroke=\"\(Self.sharpnessColor)\" stroke-width=\"1.5\"/>"
        }
        text += "</g>\n"
    }

    /// One audio event as a diamond, or several in one pixel column as one.
    mutating func audio(_ column: Column) {
        guard column.count > 1 else {
            audio(at: column.first.time, label: column.first.label)
            return
        }
        audio(
            at: column.first.time,
            label: "\(column.count) audio events to \(Self.seconds(column.last.time)), the first "
                + Self.truncate(column.first.label, to: Self.labelLimit))
    }

    /// More continuous events than can be told apart, as their envelope: an area up to the
    /// highest intensity, and lines at the lowest and highest sharpness.
    mutating func envelope(_ envelope: SVGEnvelope, count: Int) {
        text += "<g><title>\(count) continuous events: the highest intensity and the range of sharpness</title>\n"
        for run in envelope.runs {
            guard !run.isEmpty else { continue }
            area(run.map { ($0.time, $0.intensity) })
            var lines = [run.map { "\(x($0.time)),\(y($0.sharpness.upperBound))" }.joined(separator: " ")]
            if run.contains(where: { $0.sharpness.lowerBound != $0.sharpness.upperBound }) {
                lines.append(run.map { "\(x($0.time)),\(y($0.sharpness.lowerBound))" }.joined(separator: " "))
            }
            for line in lines {
                text +=
                    "<polyline points=\"\(line)\" fill=\"none\" stroke=\"\(Self.sharpnessColor)\" stroke-width=\"2\" "
                    + "stroke-linejoin=\"round\"/>\n"
            }
        }
        text += "</g>\n"
    }
}
