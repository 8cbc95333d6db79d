import Foundation
import HapticKit
import HapticKitTooling

/// Reports built for the observation tests.
package enum ObservationFixtures {
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    package static let examplePath = root.appendingPathComponent("Fixtures/observations/example-ipad.json").path

    /// A report of `observations` on `profile`, on the profile's own OS unless `os` is given.
    package static func report(
        profile: String?, os: String? = nil, model: String = "iPad16,3", _ observations: [Observation]
    ) -> ObservationReport {
        let named = profile.flatMap(DeviceProfile.named) ?? .iPad
        let system = try! os.map(ObservedDevice.OperatingSystem.parse) ?? ObservedDevice.OperatingSystem(of: named)
        return try! ObservationReport(
            date: "2026-12-01", device: ObservedDevice(model: model, os: system, profile: profile),
            observations: observations)
    }

    /// A report's JSON with one top-level field (or, with a dotted path, a nested one) replaced.
    package static func json(_ mutate: (inout [String: Any]) -> Void) -> [UInt8] {
        let report = report(
            profile: "ipad", [Observation(feedback: .alignment, input: .pencilPro, felt: .felt)])
        var object = try! JSONSerialization.jsonObject(with: Data(report.json().utf8)) as! [String: Any]
        mutate(&object)
        return Array(try! JSONSerialization.data(withJSONObject: object))
    }

    /// The first observation of a report's JSON, changed by `mutate`.
    package static func observationJSON(_ mutate: @escaping (inout [String: Any]) -> Void) -> [UInt8] {
        json { object in
            var observations = object["observations"] as! [[String: Any]]
            mutate(&observations[0])
            object["observations"] = observations
        }
    }
}
