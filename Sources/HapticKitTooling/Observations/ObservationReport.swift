import Foundation
import HapticKit

/// What people felt on a real device: the versioned JSON document that the HapticKit Lab writes,
/// `docs/observations/` keeps, and `haptickit verify` compares with the router
/// (`docs/Observations.md` describes every field).
///
/// ```swift
/// let text = try String(contentsOf: url, encoding: .utf8)      // a report the Lab exported
/// let report = try ObservationReport(json: Array(text.utf8))
/// for observation in report.observations {
///     print(observation.feedback.name, observation.input, observation.felt)
/// }
/// let again = try ObservationReport(json: Array(report.json().utf8))   // == report
/// ```
///
/// Fields this version does not know are kept in ``extra`` (and in each device's and
/// observation's own `extra`) and written back by ``json()``.
public struct ObservationReport: Hashable, Sendable {
    /// The value of the `format` field: `haptickit-observations`.
    public static let format = "haptickit-observations"
    /// The version of the format this release reads and writes: 1.
    public static let currentVersion = 1
    /// The version of the HapticKit this code belongs to, as reports record it.
    public static let currentHapticKitVersion = HapticKitVersion.current

    /// The format version the report was written in (at most ``currentVersion``).
    public var version: Int
    /// The HapticKit version of the app that made the observations.
    public var haptickit: String
    /// When the check was made, in ISO 8601: `2026-12-01` or `2026-12-01T09:30:00Z`.
    public var date: String
    /// The device the check was made on.
    public var device: ObservedDevice
    /// The answers, in the order they were given.
    public var observations: [Observation]
    /// Top-level fields this version does not know, kept so that a round trip loses nothing.
    public var extra: [String: JSONValue]

    /// Creates a report; `date` must be ISO 8601 (``dateText(_:)`` writes one).
    public init(
        haptickit: String = ObservationReport.currentHapticKitVersion, date: String, device: ObservedDevice,
        observations: [Observation], extra: [String: JSONValue] = [:]
    ) {
        self.version = Self.currentVersion
        self.haptickit = haptickit
        self.date = date
        self.device = device
        self.observations = observations
        self.extra = extra
    }

    /// `date` as a report writes it: ISO 8601 in UTC, to the second (`2026-12-01T09:30:00Z`).
    public static func dateText(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// Whether `text` is an ISO 8601 date (`2026-12-01`) or date and time (`2026-12-01T09:30:00Z`,
    /// with an offset or fractional seconds).
    static func isDate(_ text: String) -> Bool {
        let formatter = ISO8601DateFormatter()
        let options: [ISO8601DateFormatter.Options] = [
            [.withFullDate], [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds],
        ]
        return options.contains { option in
            formatter.formatOptions = option
            return formatter.date(from: text) != nil
        }
    }

    /// Whether the report says it is an example (`"example": true`): made up to show the format,
    /// never evidence. `haptickit matrix --observations` refuses a folder that holds one.
    public var isExample: Bool { extra["example"] == .bool(true) }

    /// The day of ``date``: `2026-12-01`.
    public var day: String { String(date.prefix(10)) }
}
