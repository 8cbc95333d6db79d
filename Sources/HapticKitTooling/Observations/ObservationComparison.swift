import HapticKit

/// Observation reports held against the router: for each cell observed (a feedback on a device
/// profile, OS version and input), whether what was felt agrees with what the router says plays.
/// What `haptickit verify` prints and the device matrix marks.
///
/// Observations of one cell are taken together, across reports: the same answer twice is one
/// finding with two observations; felt in one and not felt in another is a ``Finding/Verdict/conflict``,
/// never averaged.
///
/// ```swift
/// let report = try ObservationReport(json: Array(try Data(contentsOf: url)))
/// let comparison = ObservationComparison([.init(name: "ipad.json", report: report)])
/// comparison.hasDisagreement   // true when any cell disagrees or conflicts
/// print(comparison.render(.text))
/// ```
package struct ObservationComparison: Sendable {
    /// A report and the name it is cited by (its file name).
    package struct Source: Hashable, Sendable {
        /// The name: `docs/observations/ipad-2026-12-01.json`.
        package let name: String
        /// The report.
        package let report: ObservationReport

        /// Names a report.
        package init(name: String, report: ObservationReport) {
            self.name = name
            self.report = report
        }

        /// How the matrix cites it: `iPad16,3, iPadOS 18.2, 2026-12-01` for a Lab report, the device,
        /// OS and address for a published one (`iPhone 6s, iOS 14.8, github.com/…/pull/624`), with
        /// the tester's hedge when they gave one (`…, hedged: "this could be due to …"`).
        package var citation: String {
            let device = "\(report.device.model), \(report.device.system)"
            let hedge = report.publication?.caveat.map { ", hedged: \"\($0)\"" } ?? ""
            return "\(device), \(report.publication?.address ?? report.day)\(hedge)"
        }
    }

    /// One observation, with the report it comes from.
    package struct Sighting: Hashable, Sendable {
        /// The report's name.
        package let source: String
        /// The report's device, OS and date or address: ``Source/citation``.
        package let citation: String
        /// The report's kind: a Lab report or a published observation.
        package let kind: ObservationReport.Kind
        /// The observation.
        package let observation: Observation
        /// Whether the tester hedged what they saw (``Publication/caveat``).
        package var isHedged = false
    }

    /// What the observations of one cell say about the router's answer.
    package struct Finding: Hashable, Sendable {
        /// The comparison's answer for one cell.
        package enum Verdict: Hashable, Sendable {
            /// Felt where the router says it plays, or not felt where it says silent; the cell was
            /// not inferred.
            case agrees
            /// Felt where the router says silent, or not felt where it says it plays.
            case disagrees
            /// Disagrees, in a cell whose sources the router already says disagree
            /// (`HapticRoute.contestedBy`): a known disagreement, more evidence for one side.
            case contested
            /// Agrees, and the cell was known only by inference: now it is observed.
            case newlyObserved
            /// Every answer was unsure: nothing to compare.
            case unsure
            /// The router has no cell for it (the reason says why): a device profile this version
            /// does not know, or an input the device does not have.
            case unknown(String)
            /// Reports disagree with each other about the cell: felt in one, not felt in another.
            case conflict

            /// `agrees`, `disagrees`, `contested`, `newly observed`, `unsure`, `unknown`, `conflict`
            package var label: String {
                switch self {
                case .agrees: "agrees"
                case .disagrees: "disagrees"
                case .contested: "contested"
                case .newlyObserved: "newly observed"
                case .unsure: "unsure"
                case .unknown: "unknown"
                case .conflict: "conflict"
                }
            }
        }

        /// The feedback.
        package let feedback: HapticFeedback
        /// The input.
        package let input: HapticInput.Device
        /// The device as the first report describes it.
        package let device: ObservedDevice
        /// The profile the router answered for (the named profile on the observed OS, driven by the
        /// input), or `nil` when the router has no cell.
        package let profile: DeviceProfile?
        /// The router's route, or `nil` when it has no cell.
        package let route: HapticRoute?
        /// Every observation of the cell, in report order.
        package let sightings: [Sighting]
        /// The verdict.
        package let verdict: Verdict

        /// Whether this finding marks its cell as observed: it agrees, or is newly observed.
        package var confirms: Bool { verdict == .agrees || verdict == .newlyObserved }
        /// Whether this finding contradicts the router or another report. A ``Verdict/contested``
        /// cell does not: the router says so already.
        package var contradicts: Bool { verdict == .disagrees || verdict == .conflict }
    }

    /// The reports, in the order given.
    package let sources: [Source]
    /// One finding per cell, in the order the cells were first observed.
    package let findings: [Finding]

    /// Compares every observation of `sources` with the router.
    package init(_ sources: [Source]) {
        self.sources = sources
        struct Key: Hashable {
            let profile: DeviceProfile?
            let device: String
            let feedback: HapticFeedback
            let input: HapticInput.Device
        }
        var order: [Key] = []
        var cells: [Key: (device: ObservedDevice, profile: DeviceProfile?, unknown: String?, sightings: [Sighting])] =
            [:]
        for source in sources {
            let device = source.report.device
            let named = source.report.routedProfile
            let published = source.report.kind == .published
            // Once a report: whether its OS is in its profile's range.
            let outside =
                published ? named.flatMap { named in device.os.flatMap { Self.outsideRange(of: named, os: $0) } } : nil
            for observation in source.report.observations {
                let (profile, unknown) = Self.cell(
                    of: observation, on: device, named: named, published: published, outside: outside)
                // An unknown device has no cell to share: its observations stay apart, per report.
                let key = Key(
                    profile: profile, device: profile == nil ? "\(source.name) \(device.system)" : "",
                    feedback: observation.feedback, input: observation.input)
                let sighting = Sighting(
                    source: source.name, citation: source.citation, kind: source.report.kind, observation: observation,
                    isHedged: source.report.publication?.caveat != nil)
                if cells[key] == nil {
                    order.append(key)
                    cells[key] = (device, profile, unknown, [sighting])
                } else {
                    cells[key]?.sightings.append(sighting)
                }
            }
        }
        findings = order.compactMap { key in
            guard let cell = cells[key] else { return nil }
            let route = cell.profile.map { HapticRoute(key.feedback, on: $0) }
            return Finding(
                feedback: key.feedback, input: key.input, device: cell.device, profile: cell.profile, route: route,
                sightings: cell.sightings,
                verdict: Self.verdict(
                    route: route, unknown: cell.unknown, answers: cell.sightings.map(\.observation.felt)))
        }
    }

    /// The profile the router answers an observation for, or why it has none.
    ///
    /// A published observation may speak only to a cell its report can be about: the report's OS,
    /// when it says, within the profile's range (the router routes the profile the same on it), and
    /// its app's call the cell's call: the same Apple type (a Core Haptics report says nothing of a
    /// UIKit cell), and made in a view where the cell's is (`…(at:)`). `outside` is why the report's
    /// OS is outside the profile's range (``outsideRange(of:os:)``), if it is. Whether the report's device
    /// can be the profile's is the report's `device.profile`, checked by whoever adds it
    /// (`docs/observations/README.md`).
    private static func cell(
        of observation: Observation, on device: ObservedDevice, named: DeviceProfile?, published: Bool,
        outside: String?
    ) -> (DeviceProfile?, String?) {
        guard let profileName = device.profile else { return (nil, "the report names no device profile") }
        guard let named else {
            return (
                nil,
                "no device profile \(ReportText.quote(profileName)) in this haptickit ('haptickit devices' lists them)"
            )
        }
        let inputs = SessionPlan.availableInputs(on: named)
        guard inputs.contains(observation.input) else {
            let list = inputs.map(\.rawValue).joined(separator: ", ")
            return (nil, "\(named.platform) has no input '\(observation.input.rawValue)' (inputs: \(list))")
        }
        let profile = named.with(inputDevice: observation.input)
        guard published else { return (profile, nil) }
        if let outside { return (nil, outside) }
        if let call = observation.call, let routed = HapticRoute(observation.feedback, on: profile).call {
            if ObservationReport.apiType(call) != ObservationReport.apiType(routed.api) {
                return (
                    nil,
                    "the report's call \(ReportText.quote(call)) is not a call of the route's type "
                        + "(\(routed.api))"
                )
            }
            if routed.needsLocation, !call.contains("at:"), !call.contains("view:") {
                return (
                    nil,
                    "the report's call \(ReportText.quote(call)) is made without a view; the route's is made in one "
                        + "(\(routed.api))"
                )
            }
        }
        return (profile, nil)
    }

    /// Why a published report's `os` is outside the range of `profile` (its column), or `nil` when
    /// the router routes every canonical feedback on it as on the profile's own version: what a
    /// report of that OS tells is then what the column claims.
    static func outsideRange(of profile: DeviceProfile, os: ObservedDevice.OperatingSystem) -> String? {
        let other = profile.with(os: os.version)
        guard other != profile else { return nil }
        for feedback in HapticFeedback.allCanonical {
            let there = HapticRoute(feedback, on: other)
            let here = HapticRoute(feedback, on: profile)
            guard differ(there, here) else { continue }
            return "\(os) is outside the range of the profile's \(ObservedDevice.OperatingSystem(of: profile)): there "
                + "HapticKit routes \(feedback.name) \(said(there)) (\(said(here)) on the profile)"
        }
        return nil
    }

    /// Whether two routes make different calls or are silent for different reasons. A function of
    /// its own: the Swift 6.3.1 optimiser crashed (copy propagation) on these comparisons inlined
    /// in the loop above.
    @inline(never)
    private static func differ(_ a: HapticRoute, _ b: HapticRoute) -> Bool {
        a.call != b.call || a.silence != b.silence
    }

    /// `to UIKit's call`, or `silent (reason)`.
    @inline(never)
    private static func said(_ route: HapticRoute) -> String {
        route.call.map { "to \($0.api)" } ?? "silent (\(route.silence?.rawValue ?? "no reason"))"
    }

    private static func verdict(route: HapticRoute?, unknown: String?, answers: [Observation.Felt]) -> Finding.Verdict {
        guard let route else { return .unknown(unknown ?? "the router has no cell") }
        let sure = Set(answers.filter { $0 != .unsure })
        guard let felt = sure.first else { return .unsure }
        guard sure.count == 1 else { return .conflict }
        guard (felt == .felt) == route.plays else { return route.contestedBy == nil ? .disagrees : .contested }
        return route.isInferred ? .newlyObserved : .agrees
    }

    /// Whether any cell disagrees with the router or has a conflict: `haptickit verify` exits 1. A
    /// disagreement in a contested cell does not count.
    package var hasDisagreement: Bool { findings.contains(where: \.contradicts) }

    /// The number of observations, over every report.
    package var observationCount: Int { sources.reduce(0) { $0 + $1.report.observations.count } }
}
