import HapticKit

extension DeviceMatrix {
    /// The markdown section that lists the published reports: for each, the device, the calls, what
    /// was felt, the cells it marks, and the words quoted with their address. Empty without any.
    func publishedSection() -> String {
        let published = (observations?.sources ?? []).filter { $0.report.kind == .published }
        guard !published.isEmpty else { return "" }
        var out = """

            ## Published observations

            Public on-device reports, one file each in `docs/observations/` (`docs/Observations.md` gives the
            format): the device as the report names it, the OS when it says, the call its app made, what was
            felt, and the report's own words with their address. A report marks (`†`) the cells of the profile
            it names whose call is of the same Apple type as the one its app made, routed on the profile's own
            OS version (a public report's OS is often older than HapticKit's floor, or not stated); the OS it
            ran is cited beside the mark. A report made under a condition the matrix does not model (audio
            being recorded, the app in the background, no finger on the trackpad) covers no cell, and says so.


            """
        let shown = Set(columns.flatMap { $0.observed.joined() })
        for source in published {
            guard let publication = source.report.publication else { continue }
            let report = source.report
            let profile = report.device.profile.map { " (`\($0)`)" } ?? ""
            var line = "- `\(source.name)`: \(report.device.model), \(report.device.system)\(profile)"
            let calls = report.observations.compactMap(\.call).reduce(into: [String]()) { calls, call in
                if !calls.contains(call) { calls.append(call) }
            }
            let answers = Set(report.observations.map(\.felt))
            if !calls.isEmpty {
                let felt = [(Observation.Felt.felt, "felt"), (.notFelt, "not felt"), (.unsure, "unsure")]
                    .filter { answers.contains($0.0) }.map(\.1).joined(separator: " and ")
                line += "; " + calls.map { "`\($0)`" }.joined(separator: ", ") + ": \(felt)"
            }
            line += ". " + coverage(of: source, shown: shown)
            if let note = publication.note { line += " \(note)" }
            if let caveat = publication.caveat { line += " Its tester hedges: \"\(caveat)\"." }
            line += " <\(publication.url)>: \"\(publication.quote)\"\n"
            out += line
        }
        return out
    }

    /// `Marks 6 cells (`†`).`, what it contradicts, and how many of its observations no column
    /// shows; or `Covers no cell.`
    private func coverage(of source: ObservationComparison.Source, shown: Set<ObservationComparison.Finding>)
        -> String
    {
        var confirmed = 0
        var contradicted = 0
        for column in columns {
            for observed in column.observed {
                let own = observed.filter { finding in
                    finding.sightings.contains { $0.source == source.name && $0.observation.felt != .unsure }
                }
                if own.contains(where: \.contradicts) {
                    contradicted += 1
                } else if own.contains(where: \.confirms) {
                    confirmed += 1
                }
            }
        }
        let elsewhere = (observations?.findings ?? []).filter { finding in
            !shown.contains(finding) && finding.sightings.contains { $0.source == source.name }
        }
        var parts: [String] = []
        if confirmed > 0 { parts.append("Marks \(confirmed) cell\(confirmed == 1 ? "" : "s") (`†`)") }
        if contradicted > 0 { parts.append("contradicts \(contradicted) (`✗`)") }
        if !elsewhere.isEmpty {
            let verdicts = Set(elsewhere.map(\.verdict.label)).sorted().joined(separator: ", ")
            parts.append(
                "\(elsewhere.count) of its cells are in no column of the matrix (\(verdicts): "
                    + "`haptickit verify` prints them)")
        }
        guard !parts.isEmpty else { return "Covers no cell." }
        let sentence = parts.joined(separator: "; ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst() + "."
    }
}
