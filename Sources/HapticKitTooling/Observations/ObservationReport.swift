import Foundation
import HapticKit

/// What people felt on a real device: the versioned JSON document that the HapticKit Lab writes,
/// `docs/observations/` keeps, and `haptickit verify` compares with the router
/// (`docs/Observations.md` describes every field). A ``LabSession`` makes one from its answers; the
/// `haptickit` tool reads them, Lab reports and published observations (one public on-device
/// report, with its address and the words quoted from it) alike.
///
/// ```swift
/// var session = LabSession(plan: SessionPlan(device: .iPad, inputs: [.finger]))
/// session.answer(.felt)
/// let device = ObservedDevice(model: "iPad16,3", os: .init(of: .iPad), profile: "ipad")
/// let report = try session.report(device: device, date: "2026-12-01T09:30:00Z")
/// let text = try report.json()      // what the Lab exports
/// ```
///
/// Fields this version does not know, in a report the tool reads, are kept and written back by
/// ``json()``.
public struct ObservationReport: Hashable, Sendable {
    /// The value of the `format` field: `haptickit-observations`.
    package static let format = "haptickit-observations"
    /// The version of the format this release reads and writes: 1.
    package static let currentVersion = 1
    /// The version of the HapticKit this code belongs to, as reports record it.
    package static let currentHapticKitVersion = HapticKitVersion.current

    /// The format version the report was written in (at most ``currentVersion``).
    package var version: Int
    /// The HapticKit version of the app that made the observations.
    package var haptickit: String
    /// When the check was made, in ISO 8601: `2026-12-01` or `2026-12-01T09:30:00Z` (an offset
    /// such as `+01:00` and up to 9 digits of fractional seconds are fine).
    public var date: String
    /// The device the check was made on.
    public var device: ObservedDevice
    /// The answers, in the order they were given.
    public var observations: [Observation]
    /// For a published observation, the public report it comes from; `nil` for a Lab report.
    package var publication: Publication?
    /// Top-level fields this version does not know, kept so that a round trip loses none
    /// of them (a number keeps its value, not its spelling).
    package var extra: [String: JSONValue]

    /// Creates a Lab report; `date` must be ISO 8601, as ``date`` describes (``dateText(_:)``
    /// writes one), and the device must name its OS. Throws an ``ObservationReadError`` for the
    /// `date` or `device.os` field otherwise.
    package init(
        haptickit: String = ObservationReport.currentHapticKitVersion, date: String, device: ObservedDevice,
        observations: [Observation], extra: [String: JSONValue] = [:]
    ) throws {
        guard device.os != nil else {
            throw ObservationReadError(field: "device.os", reason: "is missing; a Lab report names the system it ran")
        }
        try self.init(
            haptickit: haptickit, checking: date, device: device, observations: observations, publication: nil,
            extra: extra)
    }

    /// A report of this version, either kind, once `date` is found to be ISO 8601.
    init(
        haptickit: String, checking date: String, device: ObservedDevice, observations: [Observation],
        publication: Publication?, extra: [String: JSONValue]
    ) throws {
        try Self.check(date: date)
        self.version = Self.currentVersion
        self.haptickit = haptickit
        self.date = date
        self.device = device
        self.observations = observations
        self.publication = publication
        self.extra = extra
    }

    /// `date` as a report writes it: ISO 8601 in UTC, to the second (`2026-12-01T09:30:00Z`).
    public static func dateText(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// Throws unless `date` is ISO 8601, as ``date`` describes.
    static func check(date: String) throws {
        guard isDate(date) else {
            throw ObservationReadError(
                field: "date",
                reason: "\(ReportText.quote(date)) is not an ISO 8601 date that exists; write 2026-12-01 or"
                    + " 2026-12-01T09:30:00Z")
        }
    }

    /// Whether `text` is an ISO 8601 date (`2026-12-01`) or date and time in UTC or with an
    /// offset (`2026-12-01T09:30:00Z`, `2026-12-01T10:30:00.250+01:00`), as RFC 3339 writes them:
    /// a day that exists (`2026-02-30` does not), an hour up to 23, an offset up to ±23:59, and
    /// at most 9 digits of fractional seconds.
    static func isDate(_ text: String) -> Bool {
        let digits = Array(text.utf8.prefix(36))
        guard digits.count < 36 else { return false }
        /// The number written by `count` digits at `offset`, or `nil`.
        func number(_ offset: Int, _ count: Int) -> Int? {
            guard offset + count <= digits.count else { return nil }
            var value = 0
            for digit in digits[offset..<offset + count] {
                guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(digit - UInt8(ascii: "0"))
            }
            return value
        }
        func at(_ offset: Int, _ character: Unicode.Scalar) -> Bool {
            offset < digits.count && digits[offset] == UInt8(ascii: character)
        }
        guard let year = number(0, 4), at(4, "-"), let month = number(5, 2), at(7, "-"), let day = number(8, 2),
            (1...12).contains(month), day >= 1
        else { return false }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard day <= days[month - 1] else { return false }
        if digits.count == 10 { return true }
        guard at(10, "T"), let hour = number(11, 2), at(13, ":"), let minute = number(14, 2), at(16, ":"),
            let second = number(17, 2), hour < 24, minute < 60, second < 60
        else { return false }
        var offset = 19
        if at(offset, ".") {
            let start = offset + 1
            offset = start
            while offset < digits.count, number(offset, 1) != nil { offset += 1 }
            guard (1...9).contains(offset - start) else { return false }
        }
        if at(offset, "Z") { return offset + 1 == digits.count }
        guard at(offset, "+") || at(offset, "-"), let hours = number(offset + 1, 2), at(offset + 3, ":"),
            let minutes = number(offset + 4, 2), hours < 24, minutes < 60
        else { return false }
        return offset + 6 == digits.count
    }

    /// Whether the report says it is an example (`"example": true`): made up to show the format,
    /// never evidence. `haptickit matrix --observations` refuses a folder that holds one.
    package var isExample: Bool { extra["example"] == .bool(true) }

    /// The day of ``date``: `2026-12-01`.
    public var day: String { String(date.prefix(10)) }
}
