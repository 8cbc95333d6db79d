import HapticKit

extension DeviceMatrix {
    /// The findings among `candidates` that bear on the cell whose route is `route`, in the
    /// column of `column` (see ``init(feedbacks:devices:observations:)``).
    static func findings(
        _ candidates: [ObservationComparison.Finding], bearingOn route: HapticRoute, in column: DeviceProfile
    ) -> [ObservationComparison.Finding] {
        candidates.filter { finding in
            guard let profile = finding.profile, finding.feedback == route.feedback else { return false }
            return profile.with(os: column.os) == column && column.os.major <= profile.os.major
                && finding.route == route
        }
    }

    /// ` ✓ observed: felt on iPad16,3, iPadOS 18.2, 2026-12-01 (docs/observations/a.json)`, a
    /// contradiction as ` ✗ disagrees: …` or ` ✗ conflict: …`, or nothing.
    static func citations(_ observed: [ObservationComparison.Finding]) -> String {
        let contradicting = observed.filter(\.contradicts)
        let shown = contradicting.isEmpty ? observed.filter(\.confirms) : contradicting
        return shown.map { finding in
            let mark = finding.contradicts ? "✗ \(finding.verdict.label)" : "✓ observed"
            return " \(mark): " + (cited([finding]) ?? []).joined(separator: "; ")
        }.joined()
    }

    /// `felt on iPad16,3, iPadOS 18.2, 2026-12-01 (docs/observations/a.json)`, one per observation,
    /// or `nil` for none (so the JSON leaves the field out).
    static func cited(_ findings: [ObservationComparison.Finding]) -> [String]? {
        let cited = findings.flatMap { finding in
            finding.sightings.filter { $0.observation.felt != .unsure }.map { sighting in
                let answer = sighting.observation.felt == .felt ? "felt" : "not felt"
                return "\(answer) on \(sighting.citation) (\(sighting.source))"
            }
        }
        return cited.isEmpty ? nil : cited
    }

    /// `Observations: 2 reports (…)`, or that there are none yet.
    var observationLine: String {
        guard let observations else {
            return "Observations: not read; `haptickit matrix --observations docs/observations` marks the cells that"
                + " reports confirm."
        }
        guard !observations.sources.isEmpty else {
            return "Observations: no reports yet, so every `?` cell is still inferred; run the HapticKit Lab"
                + " (`Apps/README.md`) to check a device."
        }
        let confirmed = columns.reduce(0) { $0 + $1.observed.filter { $0.contains(where: \.confirms) }.count }
        let contradicted = columns.reduce(0) { $0 + $1.observed.filter { $0.contains(where: \.contradicts) }.count }
        let names = observations.sources.map { "\($0.citation) (`\($0.name)`)" }.joined(separator: "; ")
        return "Observations: \(observations.sources.count) report\(observations.sources.count == 1 ? "" : "s")"
            + " (\(names)); \(confirmed) cells confirmed, \(contradicted) contradicted."
    }
}
