import HapticKit

extension DeviceMatrix {
    /// What a cell rests on, strongest first: a Lab report that confirms it (`✓`), a published
    /// report that confirms it (`†`), documentation (no mark), or inference only (`?`); or a
    /// report that contradicts it (`✗`).
    enum Basis: String, CaseIterable {
        case lab, published, documentation, inference, contradicted

        init(_ route: HapticRoute, observed: [ObservationComparison.Finding]) {
            let confirmed = DeviceMatrix.confirmingKinds(observed)
            if observed.contains(where: \.contradicts) {
                self = .contradicted
            } else if confirmed.contains(.lab) {
                self = .lab
            } else if confirmed.contains(.published) {
                self = .published
            } else {
                self = route.isInferred ? .inference : .documentation
            }
        }
    }

    /// The findings among `candidates` that bear on the cell whose route is `route`, in the
    /// column of `column` (see ``init(feedbacks:observations:)``).
    ///
    /// A published report speaks to the one column its profile names (with the observation's
    /// input), so each of its cells that agrees marks one cell of the matrix, as `haptickit verify`
    /// counts it. A Lab report also marks a column that is its profile apart from an earlier major
    /// OS version where the route is the same.
    static func findings(
        _ candidates: [ObservationComparison.Finding], bearingOn route: HapticRoute, in column: DeviceProfile
    ) -> [ObservationComparison.Finding] {
        candidates.compactMap { finding in
            guard let profile = finding.profile, finding.feedback == route.feedback, finding.route == route else {
                return nil
            }
            if profile == column { return finding }
            guard profile.with(os: column.os) == column, column.os.major <= profile.os.major else { return nil }
            let lab = finding.sightings.filter { $0.kind == .lab }
            guard !lab.isEmpty else { return nil }
            return ObservationComparison.Finding(
                feedback: finding.feedback, input: finding.input, device: finding.device, profile: finding.profile,
                route: finding.route, sightings: lab, verdict: finding.verdict)
        }
    }

    /// The kinds of report that confirm a cell: those with a sure answer in a finding that confirms it.
    static func confirmingKinds(_ observed: [ObservationComparison.Finding]) -> Set<ObservationReport.Kind> {
        Set(
            observed.filter(\.confirms).flatMap { finding in
                finding.sightings.filter { $0.observation.felt != .unsure }.map(\.kind)
            })
    }

    /// ` ✓ observed: felt on iPad16,3, iPadOS 18.2, 2026-12-01 (docs/observations/a.json)`, then
    /// ` † published: not felt on iPhone 6s, iOS 14.8, github.com/… (docs/observations/b.json)`;
    /// a contradiction as ` ✗ disagrees: …` or ` ✗ conflict: …`; or nothing.
    static func citations(_ observed: [ObservationComparison.Finding]) -> String {
        let contradicting = observed.filter(\.contradicts)
        guard contradicting.isEmpty else {
            return contradicting.map { finding in
                " ✗ \(finding.verdict.label): " + (cited([finding]) ?? []).joined(separator: "; ")
            }.joined()
        }
        let confirming = observed.filter(\.confirms)
        return [(ObservationReport.Kind.lab, "✓ observed"), (.published, "† published")].compactMap { kind, mark in
            cited(confirming, of: kind).map { " \(mark): " + $0.joined(separator: "; ") }
        }.joined()
    }

    /// `felt on iPad16,3, iPadOS 18.2, 2026-12-01 (docs/observations/a.json)`, one per observation
    /// (of `kind` only, when given), or `nil` for none (so the JSON leaves the field out).
    static func cited(_ findings: [ObservationComparison.Finding], of kind: ObservationReport.Kind? = nil)
        -> [String]?
    {
        let cited = findings.flatMap { finding in
            finding.sightings.filter { $0.observation.felt != .unsure && (kind == nil || $0.kind == kind) }.map {
                sighting in
                let answer = sighting.observation.felt == .felt ? "felt" : "not felt"
                return "\(answer) on \(sighting.citation) (\(sighting.source))"
            }
        }
        return cited.isEmpty ? nil : cited
    }

    /// Whether a cell that published reports confirm rests only on testers who hedged what they saw.
    static func isHedged(_ observed: [ObservationComparison.Finding]) -> Bool {
        let published = observed.filter(\.confirms).flatMap(\.sightings).filter {
            $0.kind == .published && $0.observation.felt != .unsure
        }
        return !published.isEmpty && published.allSatisfy(\.isHedged)
    }

    /// How many cells rest on published observations whose testers all hedged them.
    var hedgedCount: Int {
        columns.reduce(0) { count, column in
            count
                + zip(column.routes, column.observed).filter { route, observed in
                    Basis(route, observed: observed) == .published && Self.isHedged(observed)
                }.count
        }
    }

    /// How many cells rest on each ``Basis``.
    var coverage: [Basis: Int] {
        var counts = Dictionary(uniqueKeysWithValues: Basis.allCases.map { ($0, 0) })
        for column in columns {
            for (route, observed) in zip(column.routes, column.observed) {
                counts[Basis(route, observed: observed), default: 0] += 1
            }
        }
        return counts
    }

    /// `Observations: 2 Lab reports (…) and 20 published reports (…); …`, or that there are none
    /// yet; then what the cells rest on.
    var observationLine: String {
        guard let observations else {
            return "Observations: not read; `haptickit matrix --observations docs/observations` marks the cells that"
                + " reports confirm."
        }
        guard !observations.sources.isEmpty else {
            return "Observations: no reports yet, so every `?` cell is still inferred; run the HapticKit Lab"
                + " (`Apps/README.md`) to check a device."
        }
        let lab = observations.sources.filter { $0.report.kind == .lab }
        let published = observations.sources.count - lab.count
        func reports(_ count: Int, _ kind: String) -> String {
            count == 0 ? "no \(kind) report" : "\(count) \(kind) report\(count == 1 ? "" : "s")"
        }
        let labNames =
            lab.isEmpty ? "" : " (" + lab.map { "\($0.citation) (`\($0.name)`)" }.joined(separator: "; ") + ")"
        let publishedNames = published == 0 ? "" : " (listed under [Published observations](#published-observations))"
        let counts = coverage
        let cells = counts.values.reduce(0, +)
        return "Observations: \(reports(lab.count, "Lab"))\(labNames) and \(reports(published, "published"))"
            + "\(publishedNames). Of the \(cells) cells, \(counts[.lab] ?? 0) rest on Lab observations (`✓`), "
            + "\(counts[.published] ?? 0) on published observations (`†`; \(hedgedCount) of them only on tests their "
            + "testers hedged), \(counts[.documentation] ?? 0) on "
            + "documentation (no mark) and \(counts[.inference] ?? 0) on inference (`?`); "
            + "\(counts[.contradicted] ?? 0) are contradicted by a report (`✗`)."
    }
}
