import HapticKit

/// Draws the preview: axes, grid, legend and marks, in SVG text.
struct SVGPlot {
    let width: Double
    let height: Double
    /// The end of the time axis, rounded up to a tick.
    let seconds: Double
    let tick: Double
    let left = 48.0
    let right = 16.0
    let top = 56.0
    let bottom = 36.0
    /// Space between the axes and the first and last instant, so marks at 0 stay visible.
    let inset = 8.0
    var text = ""

    static let intensityColor = "#2563eb"
    static let sharpnessColor = "#ea580c"
    static let audioColor = "#6b7280"

    init(width: Double, height: Double, seconds: Double) {
        self.width = width
        self.height = height
        let steps: [Double] = [
            0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120,
        ]
        let tick = steps.first { seconds / $0 <= 8 } ?? 120
        self.tick = tick
        self.seconds = (seconds / tick).rounded(.up) * tick
    }

    var plotWidth: Double { width - left - right }
    var plotHeight: Double { height - top - bottom }

    func x(_ time: Double) -> String { Self.number(left + inset + time / seconds * (plotWidth - 2 * inset)) }
    func y(_ value: Double) -> String { Self.number(top + (1 - value) * plotHeight) }

    mutating func begin(title: String, summary: String) {
        let w = Self.number(width)
        let h = Self.number(height)
        text += """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
            role="img" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="11">
            <title>\(Self.escape(Self.truncate(title, to: Self.labelLimit)))</title>
            <desc>\(Self.escape(summary))</desc>
            <rect width="\(w)" height="\(h)" fill="#ffffff"/>
            <text x="\(Self.number(left))" y="20" font-size="13" font-weight="600" fill="#111827">\(Self.escape(
                Self.truncate(title, to: Int(plotWidth / 7.5))))</text>

            """
        legend()
        for level in [0.0, 0.25, 0.5, 0.75, 1] {
            let stroke = level == 0 ? "#9ca3af" : "#e5e7eb"
            text +=
                "<line x1=\"\(Self.number(left))\" y1=\"\(y(level))\" x2=\"\(Self.number(left + plotWidth))\" "
                + "y2=\"\(y(level))\" stroke=\"\(stroke)\"/>\n"
            if level == 0 || level == 0.5 || level == 1 {
                text +=
                    "<text x=\"\(Self.number(left - 6))\" y=\"\(y(level))\" dy=\"4\" text-anchor=\"end\" "
                    + "fill=\"#6b7280\">\(Self.number(level))</text>\n"
            }
        }
        var time = 0.0
        var index = 0
        while time <= seconds + tick / 2 {
            text +=
                "<line x1=\"\(x(time))\" y1=\"\(y(0))\" x2=\"\(x(time))\" y2=\"\(Self.number(top + plotHeight + 4))\" "
                + "stroke=\"#9ca3af\"/>\n"
            text +=
                "<text x=\"\(x(time))\" y=\"\(Self.number(top + plotHeight + 16))\" text-anchor=\"middle\" "
                + "fill=\"#6b7280\">\(Self.seconds(time))</text>\n"
            index += 1
            time = Double(index) * tick
        }
    }

    private mutating func legend() {
        var at = left
        func item(_ mark: String, _ label: String) {
            text += mark + "<text x=\"\(Self.number(at + 16))\" y=\"40\" fill=\"#374151\">\(label)</text>\n"
            at += 16 + Double(label.count) * 6 + 14
        }
        item(
            "<rect x=\"\(Self.number(at))\" y=\"32\" width=\"11\" height=\"10\" fill=\"\(Self.intensityColor)\" "
                + "fill-opacity=\"0.35\" stroke=\"\(Self.intensityColor)\"/>", "intensity")
        item(
            "<line x1=\"\(Self.number(at))\" y1=\"37\" x2=\"\(Self.number(at + 11))\" y2=\"37\" "
                + "stroke=\"\(Self.sharpnessColor)\" stroke-width=\"2\"/>", "sharpness")
        item(
            "<line x1=\"\(Self.number(at + 5))\" y1=\"44\" x2=\"\(Self.number(at + 5))\" y2=\"33\" "
                + "stroke=\"\(Self.intensityColor)\" stroke-width=\"2\"/><circle cx=\"\(Self.number(at + 5))\" "
                + "cy=\"33\" r=\"3\" fill=\"\(Self.intensityColor)\"/>", "transient (intensity)")
        item(
            "<circle cx=\"\(Self.number(at + 5))\" cy=\"37\" r=\"3\" fill=\"#ffffff\" stroke=\"\(Self.sharpnessColor)\" "
                + "stroke-width=\"1.5\"/>", "transient (sharpness)")
        item(
            "<path d=\"M\(Self.number(at + 5)) 32 l5 5 l-5 5 l-5 -5 z\" fill=\"\(Self.audioColor)\"/>",
            "audio (not felt)")
    }

    mutating func continuous(_ samples: [(time: Double, intensity: Double, sharpness: Double)]) {
        guard !samples.isEmpty else { return }
        area(samples.map { ($0.time, $0.intensity) })
        let line = samples.map { "\(x($0.time)),\(y($0.sharpness))" }.joined(separator: " ")
        text +=
            "<polyline points=\"\(line)\" fill=\"none\" stroke=\"\(Self.sharpnessColor)\" stroke-width=\"2\" "
            + "stroke-linejoin=\"round\"/>\n"
    }

    mutating func transient(at time: Double, intensity: Double, sharpness: Double) {
        text +=
            "<g><title>transient at \(Self.seconds(time)): intensity \(Self.number(intensity)), "
            + "sharpness \(Self.number(sharpness))</title>"
            + "<line x1=\"\(x(time))\" y1=\"\(y(0))\" x2=\"\(x(time))\" y2=\"\(y(intensity))\" "
            + "stroke=\"\(Self.intensityColor)\" stroke-width=\"2\"/>"
            + "<circle cx=\"\(x(time))\" cy=\"\(y(intensity))\" r=\"3.5\" fill=\"\(Self.intensityColor)\"/>"
            + "<circle cx=\"\(x(time))\" cy=\"\(y(sharpness))\" r=\"3\" fill=\"#ffffff\" "
            + "stroke=\"\(Self.sharpnessColor)\" stroke-width=\"1.5\"/></g>\n"
    }

    mutating func audio(at time: Double, label: String) {
        let bottomY = top + plotHeight
        text +=
            "<g><title>audio at \(Self.seconds(time)): \(Self.escape(Self.truncate(label, to: Self.labelLimit)))</title>"
            + "<path d=\"M\(x(time)) \(Self.number(bottomY - 6)) l6 6 l-6 6 l-6 -6 z\" fill=\"\(Self.audioColor)\"/></g>\n"
    }

    /// The filled intensity area under `points` (at least one), down to the time axis.
    mutating func area(_ points: [(time: Double, intensity: Double)]) {
        guard let first = points.first, let last = points.last else { return }
        var area = "M\(x(first.time)) \(y(0))"
        for point in points { area += " L\(x(point.time)) \(y(point.intensity))" }
        area += " L\(x(last.time)) \(y(0)) Z"
        text +=
            "<path d=\"\(area)\" fill=\"\(Self.intensityColor)\" fill-opacity=\"0.3\" "
            + "stroke=\"\(Self.intensityColor)\" stroke-width=\"1.5\" stroke-linejoin=\"round\"/>\n"
    }

    mutating func end() -> String {
        text + "</svg>\n"
    }

    /// A coordinate with at most two decimals: `12`, `12.5`, `12.25`.
    static func number(_ value: Double) -> String {
        value.isFinite ? DecimalFormat.text(value, maximumFractionDigits: 2) : "0"
    }

    /// A time label with at most three decimals: `0 s`, `0.25 s`, `1.5 s`.
    static func seconds(_ value: Double) -> String {
        DecimalFormat.text(value, maximumFractionDigits: 3) + " s"
    }

    /// `text`, cut to `limit` characters with an ellipsis.
    static func truncate(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(Swift.max(limit - 1, 1))) + "…"
    }

    /// Text safe inside SVG elements and attributes.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                // XML 1.0 forbids most control characters, even escaped.
                if scalar.value < 0x20, scalar != "\t", scalar != "\n" {
                    result += " "
                } else if (0xFFFE...0xFFFF).contains(scalar.value) {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
