import HapticKit

extension DeviceMatrix {
    /// The widest line ``grid()`` prints, for a terminal of 120 columns.
    package static let gridWidth = 120

    /// The summary grid of `docs/DeviceMatrix.md` for a terminal: one row per feedback, one column
    /// per device, each cell the mark `docs/DeviceMatrix.md` gives it (`●`, `◐`, `◌` or `·`, then
    /// `?`, `✓`, `†`, `✗` and `!`), then a legend.
    ///
    /// Device names are too long for column headers in 120 columns, so the columns are numbered,
    /// grouped (iPhone and iPad, then the rest), and each group's numbers are named under it; a
    /// group wider than ``gridWidth`` is cut into several. Our own layout, not a standard one.
    package func grid() -> String {
        let nameWidth = max(8, feedbacks.map(\.name.count).max() ?? 0) + 2
        let cellWidth = 5  // the longest mark, `◐?✗!`, and a space
        let perBlock = max(1, (Self.gridWidth - nameWidth) / cellWidth)
        let numbered = Array(columns.enumerated())
        let isPhoneOrPad: (Column) -> Bool = {
            ($0.profile.platform == .iOS || $0.profile.platform == .iPadOS) && !$0.profile.isSimulator
        }
        let groups = [
            ("iPhone and iPad", numbered.filter { isPhoneOrPad($0.element) }),
            ("Mac, Watch, TV, Vision and the Simulator", numbered.filter { !isPhoneOrPad($0.element) }),
        ].filter { !$0.1.isEmpty }
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        var out = ""
        for (title, group) in groups {
            for start in stride(from: 0, to: group.count, by: perBlock) {
                let block = group[start..<min(start + perBlock, group.count)]
                var header = pad("feedback", nameWidth)
                header += block.map { pad("\($0.offset + 1)", cellWidth) }.joined()
                out += (out.isEmpty ? "" : "\n") + title + "\n" + Self.trimmed(header) + "\n"
                for (row, feedback) in feedbacks.enumerated() {
                    var line = pad(feedback.name, nameWidth)
                    line += block.map {
                        pad(Self.mark($0.element.routes[row], observed: $0.element.observed[row]), cellWidth)
                    }.joined()
                    out += Self.trimmed(line) + "\n"
                }
                out += Self.wrapped(block.map { "\($0.offset + 1) \($0.element.name)" }, indent: "  ") + "\n"
            }
        }
        return out + gridLegend
    }

    /// What the marks say, and where each cell's call, reason and source are.
    private var gridLegend: String {
        var lines = [
            "",
            "● the platform's own call   ◐ a substitute HapticKit chose   · silent",
            "◌ handed to the system, which plays it only for some of the inputs the profile may be driven by",
            "then: ? inferred, not checked on a device   ✓ a Lab report confirms it   † a published report confirms it",
            "      ✗ a report contradicts it   ! contested: the sources disagree",
        ]
        if observations == nil {
            lines.append(
                "(not read: observation reports; --observations docs/observations marks the cells they confirm)")
        }
        lines.append("Each cell's call, reason and source: --calls, 'haptickit route', or docs/DeviceMatrix.md.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `items` joined by two spaces after `indent`, in lines no wider than ``gridWidth`` (an item
    /// is never cut).
    private static func wrapped(_ items: [String], indent: String) -> String {
        var lines: [String] = []
        var line = indent
        for item in items {
            if line.count > indent.count, line.count + 2 + item.count > gridWidth {
                lines.append(trimmed(line))
                line = indent
            }
            line += (line.count > indent.count ? "  " : "") + item
        }
        lines.append(trimmed(line))
        return lines.joined(separator: "\n")
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
