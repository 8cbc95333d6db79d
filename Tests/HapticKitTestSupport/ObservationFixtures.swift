import Foundation
import HapticKit
import HapticKitTooling

/// Reports built for the observation tests.
package enum ObservationFixtures {
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The error reading `bytes` as a report throws, or `nil` when they read.
    package static func readError(_ bytes: [UInt8]) -> ObservationReadError? {
        do {
            _ = try ObservationReport(json: bytes)
            return nil
        } catch {
            return error as? ObservationReadError
        }
    }

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

    /// The address and quote of the published observations built here.
    package static let address = "https://example.com/forum/thread/1"
    package static let quote = "I tested this on an iPhone 6s and nothing happened."

    /// A published observation of `observations` on `profile`, the OS as the report states it.
    package static func published(
        profile: String?, os: String? = nil, model: String = "iPhone 6s", note: String? = nil,
        _ observations: [Observation]
    ) -> ObservationReport {
        try! ObservationReport(
            date: "2026-12-02",
            device: ObservedDevice(model: model, os: os.map { try! .parse($0) }, profile: profile),
            observations: observations,
            publication: Publication(url: address, quote: quote, note: note))
    }

    /// A published observation's JSON, changed by `mutate`: one impact on `iphone-no-taptic`, not felt.
    package static func publishedJSON(_ mutate: (inout [String: Any]) -> Void) -> [UInt8] {
        let report = published(
            profile: "iphone-no-taptic", os: "iOS 14.8",
            [
                Observation(
                    feedback: .impact(.heavy), input: .finger,
                    call: "UIImpactFeedbackGenerator(style: .heavy).impactOccurred()", felt: .notFelt)
            ])
        var object = try! JSONSerialization.jsonObject(with: Data(try! report.json().utf8)) as! [String: Any]
        mutate(&object)
        return Array(try! JSONSerialization.data(withJSONObject: object))
    }

    /// A report's JSON with one top-level field (or, with a dotted path, a nested one) replaced.
    package static func json(_ mutate: (inout [String: Any]) -> Void) -> [UInt8] {
        let report = report(
            profile: "ipad", [Observation(feedback: .alignment, input: .pencilPro, felt: .felt)])
        var object = try! JSONSerialization.jsonObject(with: Data(try! report.json().utf8)) as! [String: Any]
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
