import HapticKit

extension ObservationReport {
    /// Who made a report's observations: a tester with the HapticKit Lab, or a public report.
    ///
    /// ```swift
    /// let kind = ObservationReport.Kind(rawValue: "published")   // .published: what `"kind"` says
    /// let read = ObservationReport.Kind.all                       // [.lab, .published]
    /// ```
    package struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// `lab` or `published`, as the report's `kind` field spells it.
        package let rawValue: String

        /// A kind by its name; a reader refuses a kind it does not know.
        package init(rawValue: String) { self.rawValue = rawValue }

        /// A check made with the HapticKit Lab on the device in the tester's hand (the default:
        /// a report without a `kind` field is one).
        package static let lab = Kind(rawValue: "lab")
        /// One public on-device report (a forum thread, an issue, a write-up), with its address and
        /// the words quoted from it: ``ObservationReport/publication``.
        package static let published = Kind(rawValue: "published")

        /// The kinds this version reads.
        package static let all: [Kind] = [.lab, .published]

        /// `lab` or `published`
        package var description: String { rawValue }
    }

    /// Creates a published observation: one public report, at `publication`'s address, of what
    /// `device` played. `date` is the day the quote was checked against the page; the device's
    /// `model` is the device as the report names it (`iPhone 6s`), and its `os` may be `nil` when
    /// the report does not say. Every observation names the call the report's app made.
    ///
    /// Throws an ``ObservationReadError`` for a `date` that is not ISO 8601, an observation without
    /// a `call`, or no observations and no ``Publication/note`` saying why the report covers no cell.
    ///
    /// ```swift
    /// let report = try ObservationReport(
    ///     date: "2026-12-02",
    ///     device: ObservedDevice(model: "iPhone 6s", os: try .parse("iOS 14.8"), profile: "iphone-no-taptic"),
    ///     observations: [
    ///         Observation(
    ///             feedback: .impact(.heavy), input: .finger,
    ///             call: "UIImpactFeedbackGenerator(style: .heavy).impactOccurred()", felt: .notFelt)
    ///     ],
    ///     publication: try Publication(url: "https://example.com/report", quote: "nothing happened"))
    /// report.kind   // .published
    /// ```
    package init(
        haptickit: String = ObservationReport.currentHapticKitVersion, date: String, device: ObservedDevice,
        observations: [Observation], publication: Publication, extra: [String: JSONValue] = [:]
    ) throws {
        try Self.checkPublished(observations, publication: publication)
        try self.init(
            haptickit: haptickit, checking: date, device: device, observations: observations, publication: publication,
            extra: extra)
    }

    /// ``Kind/published`` when the report has a ``publication``, ``Kind/lab`` otherwise.
    package var kind: Kind { publication == nil ? .lab : .published }

    /// The profile the router answers this report's observations for, or `nil` when it has none.
    ///
    /// A Lab report's is its named profile on the OS it ran (``ObservedDevice/resolvedProfile()``).
    /// A published report's is its named profile as the matrix shows it, on that profile's own OS
    /// version: a public report's OS is often older than HapticKit's floor, or not stated, and what
    /// it tells is what the device did with the call its app made. The OS it ran is cited beside it.
    package var routedProfile: DeviceProfile? {
        guard publication != nil else { return device.resolvedProfile() }
        guard let name = device.profile, let named = DeviceProfile.named(name) else { return nil }
        guard let os = device.os else { return named }
        return os.runs.contains(named.platform) ? named : nil
    }

    /// Throws unless every observation names its call, and a report without observations says why.
    static func checkPublished(_ observations: [Observation], publication: Publication) throws {
        if let index = observations.firstIndex(where: { ($0.call ?? "").allSatisfy(\.isWhitespace) }) {
            throw ObservationReadError(
                field: "observations[\(index)].call",
                reason: "is missing; a published observation names the API the report's app called")
        }
        if observations.isEmpty, (publication.note ?? "").allSatisfy(\.isWhitespace) {
            throw ObservationReadError(
                field: "publication.note", reason: "is missing; a published report that covers no cell says why")
        }
    }

    /// The Apple type a call names, the text before its first `.`, `(` or space:
    /// `UIImpactFeedbackGenerator` for `UIImpactFeedbackGenerator(style: .heavy).impactOccurred()`.
    static func apiType(_ call: String) -> Substring {
        call.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
