import Foundation
import HapticKit

/// Every feedback routed on every named device: the expected behaviour a QA team tests against.
///
/// ```swift
/// let matrix = DeviceMatrix()
/// print(matrix.render(.markdown))
/// ```
///
/// `haptickit matrix --observations docs/observations` also marks the cells that on-device reports
/// confirm or contradict: what `docs/DeviceMatrix.md` holds.
public struct DeviceMatrix: Sendable {
    /// One device's column.
    public struct Column: Sendable {
        /// The named device profile.
        package let device: DeviceProfile.Named
        /// The router's answer for each of the matrix's ``DeviceMatrix/feedbacks``, in the same
        /// order, with what the hand feels: plays, handed to the system (felt only with some
        /// inputs, where the profile does not say which), or silent.
        public let routes: [HapticRoute]
        /// The observations that bear on each of the ``DeviceMatrix/feedbacks`` (empty without
        /// observations): see `init(feedbacks:observations:)`.
        package let observed: [[ObservationComparison.Finding]]

        /// The profile's name, as `DeviceProfile.named(_:)` and the CLI take it (`ipad-pencil-pro`).
        public var name: String { device.name }
        /// The device profile.
        public var profile: DeviceProfile { device.profile }
    }

    /// The output formats of ``render(_:)``.
    public enum Format: String, Sendable, CaseIterable {
        /// Aligned plain text, one block per device, for a terminal.
        case text
        /// Markdown: what `docs/DeviceMatrix.md` holds.
        case markdown
        /// JSON, every route with its call, reason and source, for other tools.
        case json
    }

    /// The feedback, one row each.
    public let feedbacks: [HapticFeedback]
    /// The devices, one column each.
    public let columns: [Column]
    /// The reports the matrix marks its cells from, or `nil` when it was made without them.
    package let observations: ObservationComparison?

    /// Routes `feedbacks` (by default every canonical feedback) on every named profile.
    public init(feedbacks: [HapticFeedback] = HapticFeedback.allCanonical) {
        self.init(feedbacks: feedbacks, devices: DeviceProfile.allNamed, observations: nil)
    }

    /// Routes `feedbacks` on every named profile, as ``init(feedbacks:)`` does, and marks the
    /// cells that `observations` confirm (`✓` for a Lab report, `†` for a published one) or
    /// contradict (`✗`).
    ///
    /// A finding bears on a cell when its profile is the column's apart from the OS version, the
    /// router gives the same route on both versions, and the column's major version is not later
    /// than the routed one (a Lab report cannot observe a release it did not run; a published
    /// report is routed on its profile's own version, `ObservationReport.routedProfile`). The mark
    /// cites the observed device, OS and date or address.
    package init(feedbacks: [HapticFeedback] = HapticFeedback.allCanonical, observations: ObservationComparison?) {
        self.init(feedbacks: feedbacks, devices: DeviceProfile.allNamed, observations: observations)
    }

    /// Routes `feedbacks` on `devices` only, as `init(feedbacks:observations:)` does on every
    /// named profile.
    package init(
        feedbacks: [HapticFeedback] = HapticFeedback.allCanonical, devices: [DeviceProfile.Named],
        observations: ObservationComparison? = nil
    ) {
        self.feedbacks = feedbacks
        self.observations = observations
        // Each cell looks only at the findings of its own route, not at every finding.
        let byRoute = Dictionary(grouping: observations?.findings ?? [], by: \.route)
        columns = devices.map { device in
            let routes = feedbacks.map { HapticRoute($0, on: device.profile) }
            let observed = routes.map { Self.findings(byRoute[$0] ?? [], bearingOn: $0, in: device.profile) }
            return Column(device: device, routes: routes, observed: observed)
        }
    }

    /// The matrix in `format`, ending with a newline.
    public func render(_ format: Format) -> String {
        switch format {
        case .text: text()
        case .markdown: markdown()
        case .json: json()
        }
    }

    /// The mark used in the summary grids: `●` plays, `◐` plays a substitute, `◌` handed to the
    /// system (felt only with some inputs), `·` silent; then `?` for a cell known only by
    /// inference, `✓` instead for one a Lab report confirms, `†` for one a published report
    /// confirms (both when both do), and `✗` for one a report contradicts; `!` after those for a
    /// cell whose sources disagree. No mark after the state: the cell rests on documentation.
    static func mark(_ route: HapticRoute, observed: [ObservationComparison.Finding] = []) -> String {
        let contradicted = observed.contains(where: \.contradicts)
        let confirmed = contradicted ? [] : Self.confirmingKinds(observed)
        let inferred = route.isInferred && confirmed.isEmpty ? "?" : ""
        let state: String
        if route.isHandedToSystem {
            state = "◌"
        } else {
            state = route.plays ? (route.isSubstitute ? "◐" : "●") : "·"
        }
        let observedMarks = (confirmed.contains(.lab) ? "✓" : "") + (confirmed.contains(.published) ? "†" : "")
        return state + inferred + (contradicted ? "✗" : observedMarks) + (route.contestedBy == nil ? "" : "!")
    }

    /// ` (substitute)`, ` (inferred)`, ` (contested)`, any of them, then `; handed to the system;
    /// felt only with …` when the system decides.
    static func flags(_ route: HapticRoute) -> String {
        (route.isSubstitute ? " (substitute)" : "") + (route.isInferred ? " (inferred)" : "")
            + (route.contestedBy == nil ? "" : " (contested)") + (route.isHandedToSystem ? "; \(route.delivery)" : "")
    }

    /// One block per device; a contested cell ends with a short id (`[c1]`) that the lines after the
    /// block resolve to both sources: what the route follows and what contests it.
    private func text() -> String {
        var out = ""
        for column in columns {
            out += "\(column.device.name): \(column.device.summary)\n"
            let width = feedbacks.map(\.name.count).max() ?? 0
            var contests: [(source: String, contestedBy: String)] = []
            for (route, observed) in zip(column.routes, column.observed) {
                let name = route.feedback.name.padding(toLength: width, withPad: " ", startingAt: 0)
                let what = route.call.map { $0.description + Self.flags(route) }
                var id = ""
                if let contestedBy = route.contestedBy {
                    let index =
                        contests.firstIndex { $0 == (route.source, contestedBy) }
                        ?? {
                            contests.append((route.source, contestedBy))
                            return contests.count - 1
                        }()
                    id = " [c\(index + 1)]"
                }
                out += "  \(name)  \(what ?? "silent: \(route.why)")\(id)\(Self.citations(observed))\n"
            }
            for (index, contest) in contests.enumerated() {
                out += "  [c\(index + 1)] source: \(contest.source)\n"
                out += "       contested by: \(contest.contestedBy)\n"
            }
            out += "\n"
        }
        return out
    }

    private func markdown() -> String {
        var out = """
            # Device matrix

            <!-- Generated by `swift run haptickit matrix --format markdown --observations docs/observations > docs/DeviceMatrix.md`.
                 Do not edit by hand: a test fails when this file differs from what the code generates. -->

            What HapticKit plays for each feedback on each device profile (`haptickit devices` lists them).
            `●` plays the platform's own call for the feedback, `◐` plays a substitute HapticKit chose
            because the platform has no call for it, `◌` hands the call to the system, which plays it
            only for some of the inputs the profile may be driven by, `·` is silent. The mark after it
            says what the cell rests on (`docs/Observations.md`):

            - `✓`: a Lab report in `docs/observations/` confirms it, a check made on a device with the
              HapticKit Lab;
            - `†`: a published report in `docs/observations/` confirms it, a public on-device report
              (a forum thread, an issue) kept with its address and the words quoted from it
              ([Published observations](#published-observations) lists them);
            - no mark: documentation, an SDK header or Apple's documentation (or HapticKit's own
              choice among documented calls), not yet observed;
            - `?`: inference only, not checked on a device (`docs/DeviceQuestions.md` gives a test for
              each);
            - `✗`: a report of either kind contradicts it;
            - `!` (after any of those): contested, the sources disagree; the cell's source says what
              HapticKit follows and why, and "contested by" names the other.

            The sections below name each call and each reason, with its source.

            Every cell assumes the app is not recording audio. iOS mutes an app's haptics (the
            reports are from iPhones; iPad is inferred) while its audio session records (a capture session that takes audio, a
            voice recorder) unless the session allows them
            (`AVAudioSession.allowHapticsAndSystemSoundsDuringRecording`, default `false`:
            AVAudioSession.h:110-115, iOS 17.4 SDK; developer.apple.com/forums/thread/672371).
            HapticKit skips the device's requests (generators and Core Haptics patterns) while it
            sees one of the app's capture sessions record, with `mutedWhileRecording`, and
            `Haptics.allowHapticsDuringRecording()` lets them play; recording it cannot see
            (`AVAudioRecorder`, `AVAudioEngine`, another process) is reported as played.

            \(observationLine)


            """
        out += "| feedback | " + columns.map { "`\($0.device.name)`" }.joined(separator: " | ") + " |\n"
        out += "|---|" + String(repeating: ":-:|", count: columns.count) + "\n"
        for (row, feedback) in feedbacks.enumerated() {
            out +=
                "| `\(feedback.name)` | "
                + columns.map { Self.mark($0.routes[row], observed: $0.observed[row]) }.joined(separator: " | ")
                + " |\n"
        }
        for column in columns {
            out += "\n## `\(column.device.name)`\n\n\(column.device.summary). \(Self.labReach(column.profile))\n\n"
            out += "| feedback | call | why | source |\n|---|---|---|---|\n"
            for (route, observed) in zip(column.routes, column.observed) {
                let call =
                    (route.call.map { "`\($0.description)`" + Self.flags(route) } ?? "silent")
                    + Self.citations(observed)
                let source = route.source + (route.contestedBy.map { "; contested by " + $0 } ?? "")
                out += "| `\(route.feedback.name)` | \(call) | \(route.why) | \(source) |\n"
            }
        }
        return out + publishedSection()
    }

    /// The oldest iOS the HapticKit Lab runs on (`platforms:` in `Apps/HapticKitLab.swiftpm/Package.swift`).
    static let labFloor = DeviceProfile.OSVersion(16)

    /// Whether the HapticKit Lab, an iPhone and iPad app from iOS 16, can check a column on a device today.
    static func labReach(_ profile: DeviceProfile) -> String {
        let iPhoneOrPad = profile.platform == .iOS || profile.platform == .iPadOS
        if iPhoneOrPad, !profile.isSimulator, profile.compatibilityMode == nil, profile.os >= labFloor {
            return "The HapticKit Lab checks this column on the device."
        }
        if profile.platform == .macOS {
            return "The HapticKit Lab has no Mac app; its sources run as a plain executable with `swift run`"
                + " (`Apps/README.md`), and `docs/DeviceQuestions.md` says what a tester does."
        }
        return "The HapticKit Lab (an iPhone and iPad app, iOS 16 and later) cannot check this column today; "
            + "`docs/DeviceQuestions.md` says what a tester does."
    }

    private func json() -> String {
        struct Cell: Encodable {
            let device: String
            let feedback: String
            let plays: Bool
            let api: String?
            let invocation: String?
            let substitute: Bool
            let inferred: Bool
            let contestedBy: String?
            let silence: String?
            let felt: String
            let feltOnlyWith: [String]?
            let why: String
            let source: String
            let observed: [String]?
            let contradicted: [String]?
            let basis: String
            let hedged: Bool?
        }
        let cells = columns.flatMap { column in
            zip(column.routes, column.observed).map { route, observed in
                Cell(
                    device: column.device.name, feedback: route.feedback.name, plays: route.plays,
                    api: route.call?.api, invocation: route.call?.description, substitute: route.isSubstitute,
                    inferred: route.isInferred, contestedBy: route.contestedBy, silence: route.silence?.rawValue,
                    felt: route.delivery,
                    feltOnlyWith: route.feltOnlyWith?.map(\.rawValue), why: route.why, source: route.source,
                    observed: Self.cited(observed.filter(\.confirms)),
                    contradicted: Self.cited(observed.filter(\.contradicts)),
                    basis: Basis(route, observed: observed).rawValue,
                    hedged: Basis(route, observed: observed) == .published ? Self.isHedged(observed) : nil)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and booleans cannot fail.
        let data = (try? encoder.encode(cells)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
