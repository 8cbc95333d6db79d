import Foundation
@_spi(HapticKitInternal) import HapticKit
import HapticKitTooling

/// The `--format json` output of the commands that have one: each report an `Encodable` value,
/// written with sorted keys, the same for the terminal and for `haptickit mcp`, whose tools return
/// exactly this.
enum CommandJSON {
    /// `value` as pretty-printed JSON with sorted keys, ending with a newline.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The reports hold strings, booleans, whole numbers and finite doubles: encoding cannot fail.
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The formats of a command that prints text or JSON.
    enum Format: String, CaseIterable {
        case text, json

        /// The `--format` option's value, or a usage error that lists the formats.
        static func parse(_ arguments: Arguments) throws -> Format {
            let name = arguments.value("--format") ?? "text"
            guard let format = Format(rawValue: name) else {
                let valid = allCases.map(\.rawValue).joined(separator: ", ")
                throw CLIError.usage("unknown format \(CLIText.quote(name)); formats: \(valid)")
            }
            return format
        }
    }

    /// One route, as `route` and `snippet` print it: the Apple call or the silence, what the hand
    /// feels, why, the source, and how sure it is.
    struct Route: Encodable {
        var device: String
        var profile: String
        var feedback: String
        var plays: Bool
        var api: String?
        var invocation: String?
        var substitute: Bool
        var silence: String?
        var felt: String
        var feltOnlyWith: [String]?
        var why: String
        var source: String
        /// `documented`, `inferred` (not checked on a device: docs/DeviceQuestions.md has its
        /// test) or `contested` (its sources disagree); with observation reports, `observed` (a
        /// report with a sure answer confirms it) or `contradicted` (a report contradicts it).
        var certainty: String
        var contestedBy: String?
        var note: String?

        init(
            _ route: HapticRoute, device: String, profile: DeviceProfile,
            observed: [ObservationComparison.Finding] = []
        ) {
            self.device = device
            self.profile = "\(profile)"
            feedback = route.feedback.name
            plays = route.plays
            api = route.call?.api
            invocation = route.call?.description
            substitute = route.isSubstitute
            silence = route.silence?.rawValue
            felt = route.delivery
            feltOnlyWith = route.feltOnlyWith?.map(\.rawValue)
            why = route.why
            source = route.source
            certainty =
                Self.observedCertainty(observed)
                ?? (route.contestedBy != nil ? "contested" : route.isInferred ? "inferred" : "documented")
            contestedBy = route.contestedBy
            if case .impact(_, let intensity) = route.feedback.kind, intensity.wasClamped {
                note = "intensity \(intensity)"
            }
        }

        /// `contradicted` when a report contradicts the cell, `observed` when one with a sure
        /// answer confirms it (as the matrix's ✗, ✓ and †), else `nil`.
        static func observedCertainty(_ observed: [ObservationComparison.Finding]) -> String? {
            if observed.contains(where: \.contradicts) { return "contradicted" }
            let sure = observed.filter(\.confirms).flatMap(\.sightings).contains { $0.observation.felt != .unsure }
            return sure ? "observed" : nil
        }
    }
}
