import Foundation
import HapticKit
import Testing

@testable import HapticKitTooling

/// An observation report's names follow HapticKit's one rule (docs/Architecture.md, "One
/// spelling"): kebab-case, or the same letters without the `-`s, in any case.
@Suite("Observation reports read names by the one rule")
struct ObservationNameRuleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String, replacing old: String, with new: String) throws -> ObservationReport {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        #expect(text.contains(old))
        return try ObservationReport(json: Array(text.replacingOccurrences(of: old, with: new).utf8))
    }

    @Test("felt: not-felt, notFelt, NOT-FELT, notfelt")
    func felt() throws {
        for spelling in ["not-felt", "notFelt", "NOT-FELT", "notfelt"] {
            let report = try Self.read(
                "Fixtures/observations/example-ipad.json", replacing: #""felt" : "not-felt""#,
                with: #""felt" : "\#(spelling)""#)
            #expect(report.observations.contains { $0.felt == .notFelt }, "\(spelling)")
        }
        #expect(throws: ObservationReadError.self) {
            try Self.read(
                "Fixtures/observations/example-ipad.json", replacing: #""felt" : "not-felt""#,
                with: #""felt" : "no-tfelt""#)
        }
    }

    @Test("kind, profile, feedback and input")
    func names() throws {
        let path = "docs/observations/apple-watch-click-open-radar.json"
        let report = try Self.read(path, replacing: #""kind": "published""#, with: #""kind": "Published""#)
        #expect(report.kind == .published)
        let example = try Self.read(
            "Fixtures/observations/example-ipad.json", replacing: #""profile" : "ipad""#,
            with: #""profile" : "IPad""#)
        #expect(example.device.profile.flatMap(DeviceProfile.named) == .iPad)
    }
}
