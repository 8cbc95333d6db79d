import Foundation
import HapticKit
import HapticKitTestSupport
import HapticKitTooling
import Testing

@Suite("Observation reports: reading and writing")
struct ObservationReportTests {
    func readError(_ bytes: [UInt8]) -> ObservationReadError? {
        ObservationFixtures.readError(bytes)
    }

    @Test("a report reads back as itself, unknown fields included, at every level")
    func roundTrip() throws {
        var report = ObservationFixtures.report(
            profile: "ipad",
            [
                Observation(
                    feedback: .impact(.light, intensity: 0.7), input: .pencilPro, call: "X", felt: .felt,
                    played: .alignment, note: "soft", extra: ["pressure": .number(0.25)]),
                Observation(feedback: .pattern(.heartbeat), input: .finger, felt: .unsure),
            ])
        report.extra = ["tester": .string("QA 2"), "runs": .array([.integer(1), .null, .bool(false)])]
        report.device.extra = ["case": .object(["color": .string("blue")])]
        report.device.idiom = .pad
        let again = try ObservationReport(json: Array(report.json().utf8))
        #expect(again == report)
        #expect(try again.json() == report.json())
    }

    @Test("the example report reads, says it is an example, and writes back every field it holds")
    func example() throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: ObservationFixtures.examplePath)))
        let report = try ObservationReport(json: bytes)
        #expect(report.isExample)
        #expect(report.extra["about"] != nil)
        #expect(report.observations.contains { $0.extra["tester"] != nil })
        let original = try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary
        let written = try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? NSDictionary
        #expect(original == written)
    }

    @Test("bytes that are not JSON say so")
    func notJSON() {
        let error = readError(Array("{\"format\": ".utf8))
        #expect(error?.field == "")
        #expect(error?.reason.hasPrefix("not JSON") == true)
        #expect(readError(Array("[1, 2]".utf8))?.reason == "is an array; expected an object")
    }

    @Test("a wrong type names the field, what it is and what it should be")
    func wrongType() {
        let version = readError(ObservationFixtures.json { $0["version"] = "1" })
        #expect(version == ObservationReadError(field: "version", reason: "is a string; expected a whole number"))
        let fraction = readError(ObservationFixtures.json { $0["version"] = 1.5 })
        #expect(fraction?.reason == "is a number; expected a whole number")
        let device = readError(ObservationFixtures.json { $0["device"] = ["iPad"] })
        #expect(device == ObservationReadError(field: "device", reason: "is an array; expected an object"))
        let felt = readError(ObservationFixtures.observationJSON { $0["felt"] = true })
        #expect(felt == ObservationReadError(field: "observations[0].felt", reason: "is a boolean; expected a string"))
        let note = readError(ObservationFixtures.observationJSON { $0["note"] = 3 })
        #expect(note?.field == "observations[0].note")
    }

    @Test("a missing device, or a missing field in it, is named")
    func missing() {
        #expect(
            readError(ObservationFixtures.json { $0["device"] = nil })
                == ObservationReadError(field: "device", reason: "is missing"))
        #expect(
            readError(
                ObservationFixtures.json { object in
                    var device = object["device"] as! [String: Any]
                    device["os"] = nil
                    object["device"] = device
                }) == ObservationReadError(field: "device.os", reason: "is missing"))
        #expect(readError(ObservationFixtures.observationJSON { $0["input"] = nil })?.field == "observations[0].input")
    }

    @Test("an unknown feedback name is refused with the names the CLI takes")
    func unknownFeedback() {
        let error = readError(ObservationFixtures.observationJSON { $0["feedback"] = "alignmnt" })
        #expect(error?.field == "observations[0].feedback")
        let expected = "unknown feedback 'alignmnt'; did you mean 'alignment'? valid names: success, warning"
        #expect(error?.reason.hasPrefix(expected) == true)
        let intensity = readError(ObservationFixtures.observationJSON { $0["feedback"] = "success@0.5" })
        #expect(intensity?.reason.contains("takes no intensity") == true)
    }

    @Test("an input is spelled as the CLI spells it (or as earlier versions did), and names one input")
    func inputs() throws {
        let kebab = try ObservationReport(json: ObservationFixtures.observationJSON { $0["input"] = "pencil-pro" })
        #expect(kebab.observations.first?.input == .pencilPro)
        let camel = try ObservationReport(json: ObservationFixtures.observationJSON { $0["input"] = "pencilPro" })
        #expect(camel.observations.first?.input == .pencilPro, "the spelling of HapticKit 0.x")
        #expect(try camel.json().contains("\"pencil-pro\""), "written back in today's spelling")
        let misspelt = readError(ObservationFixtures.observationJSON { $0["input"] = "pencil_pro" })
        #expect(
            misspelt
                == ObservationReadError(
                    field: "observations[0].input", reason: "unknown input 'pencil_pro'; did you mean 'pencil-pro'?"))
        let vague = readError(ObservationFixtures.observationJSON { $0["input"] = "any-pencil" })
        #expect(vague?.reason.hasPrefix("'any-pencil' names no one input") == true)
        #expect(
            readError(ObservationFixtures.observationJSON { $0["input"] = "unspecified" })?.reason.contains(
                "names no one input") == true)
        let unknown = readError(ObservationFixtures.observationJSON { $0["input"] = "wand" })
        #expect(unknown?.reason.hasPrefix("unknown input 'wand'; inputs: finger, pencil, pencil-pro") == true)
    }

    @Test("format, version, date, felt and system are checked")
    func values() {
        #expect(readError(ObservationFixtures.json { $0["format"] = "ahap" })?.field == "format")
        let newer = readError(ObservationFixtures.json { $0["version"] = 2 })
        #expect(newer?.field == "version")
        #expect(newer?.reason.contains("a newer haptickit may read it") == true)
        #expect(readError(ObservationFixtures.json { $0["version"] = 0 })?.field == "version")
        #expect(readError(ObservationFixtures.json { $0["date"] = "yesterday" })?.field == "date")
        #expect(readError(ObservationFixtures.json { $0["date"] = "2026-12-01T09:30:00.250+01:00" }) == nil)
        let felt = readError(ObservationFixtures.observationJSON { $0["felt"] = "maybe" })
        #expect(felt?.reason == "'maybe' is not one of \"felt\", \"not-felt\", \"unsure\"")
        func device(_ key: String, _ value: String) -> [UInt8] {
            ObservationFixtures.json { object in
                var device = object["device"] as! [String: Any]
                device[key] = value
                object["device"] = device
            }
        }
        #expect(readError(device("os", "iPadOS"))?.field == "device.os")
        #expect(readError(device("os", "iPadOS 18.2.1.4"))?.reason.contains("is not an OS version") == true)
        #expect(readError(device("os", "Android 15"))?.reason.contains("a system from iOS, iPadOS") == true)
        let mismatch = readError(device("os", "iOS 18.2"))
        #expect(
            mismatch
                == ObservationReadError(
                    field: "device.os", reason: "'iOS 18.2' is not the system of profile 'ipad' (iPadOS)"))
        #expect(readError(device("idiom", "tablet"))?.field == "device.idiom")
        #expect(readError(device("os", "ipados 26.1")) == nil)
    }

    @Test(
        "a date is a day that exists, in ISO 8601, with an hour, offset and fraction in range",
        arguments: [
            ("2026-12-01", true), ("2024-02-29", true), ("2026-12-01T09:30:00Z", true),
            ("2026-12-01T09:30:00.250+01:00", true), ("2026-12-01T23:59:59.123456789-23:59", true),
            ("2026-02-30", false), ("2025-02-29", false), ("2026-13-01", false), ("2026-12-00", false),
            ("2026-12-01T24:00:00Z", false), ("2026-12-01T09:30:00+25:00", false),
            ("2026-12-01T09:30:00+01:60", false), ("2026-12-01T09:30Z", false), ("2026-12-01T09:30:00", false),
            ("2026-12-01T09:30:00.Z", false), ("2026-12-01T09:30:00.1234567890Z", false),
            ("2026-12-01 09:30:00Z", false), ("2026-12-01x", false), ("٢٠٢٦-١٢-٠١", false),
        ])
    func dates(text: String, valid: Bool) {
        let error = readError(ObservationFixtures.json { $0["date"] = text })
        #expect((error == nil) == valid, "\(error.map(\.description) ?? "read")")
        if !valid { #expect(error?.field == "date") }
    }

    @Test("a date, name or version a megabyte long is refused, and quoted cut")
    func longTexts() {
        let date = readError(
            ObservationFixtures.json { $0["date"] = "2026-12-01T09:30:00Z" + String(repeating: "x", count: 1_000_000) })
        #expect(date?.field == "date")
        #expect((date?.description.count ?? .max) < 200)
        let name = readError(
            ObservationFixtures.observationJSON { $0["feedback"] = String(repeating: "a", count: 100_000) })
        #expect(name?.field == "observations[0].feedback")
        #expect((name?.description.count ?? .max) < 200)
        let os = readError(
            ObservationFixtures.json { object in
                var device = object["device"] as! [String: Any]
                device["os"] = "iPadOS " + String(repeating: "1", count: 100_000)
                object["device"] = device
            })
        #expect(os?.field == "device.os")
        #expect((os?.description.count ?? .max) < 200)
    }

    @Test("the initialiser throws, for the date field, on a date that is not ISO 8601")
    func initialiserDate() throws {
        let device = ObservedDevice(model: "iPad16,3", os: .init(of: .iPad), profile: "ipad")
        #expect(
            throws: ObservationReadError(
                field: "date",
                reason: "'2026-02-30' is not an ISO 8601 date that exists; write 2026-12-01 or 2026-12-01T09:30:00Z")
        ) {
            try ObservationReport(date: "2026-02-30", device: device, observations: [])
        }
        #expect(try ObservationReport(date: "2026-02-28", device: device, observations: []).date == "2026-02-28")
    }

    @Test("the Lab's profile name for a detected device ignores OS version and input")
    func profileNames() {
        let iPad = DeviceProfile.detect(
            platform: .iOS, modelIdentifier: "iPad16,3", os: .init(26, 1), isSimulator: false)
        #expect(ObservedDevice.profileName(for: iPad) == "ipad")
        let iPhone = DeviceProfile.detect(
            platform: .iOS, modelIdentifier: "iPhone17,1", os: .init(26), isSimulator: false)
        #expect(ObservedDevice.profileName(for: iPhone) == "iphone")
        let catalyst = DeviceProfile.detect(
            platform: .macCatalyst, modelIdentifier: nil, os: .init(15), isSimulator: false)
        #expect(ObservedDevice.profileName(for: catalyst) == "mac-catalyst")
        let onMac = DeviceProfile.detect(
            platform: .iOS, modelIdentifier: "iPad16,3", os: .init(18), isSimulator: false,
            compatibilityMode: .iOSAppOnMac)
        #expect(ObservedDevice.profileName(for: onMac) == nil)
        #expect(ObservedDevice.OperatingSystem(of: .macCatalyst).description == "macOS 15.1.1")
    }
}
