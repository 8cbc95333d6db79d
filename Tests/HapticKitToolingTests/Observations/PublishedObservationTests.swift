import Foundation
import HapticKit
import HapticKitTestSupport
import HapticKitTooling
import Testing

@Suite("Published observations: reading, writing and checking")
struct PublishedObservationTests {
    func readError(_ bytes: [UInt8]) -> ObservationReadError? {
        ObservationFixtures.readError(bytes)
    }

    /// `publication` of a report's JSON, changed by `mutate`.
    func publication(_ mutate: @escaping (inout [String: Any]) -> Void) -> [UInt8] {
        ObservationFixtures.publishedJSON { object in
            var publication = object["publication"] as! [String: Any]
            mutate(&publication)
            object["publication"] = publication
        }
    }

    @Test("a published observation reads its kind, address, quote and device, and writes back as itself")
    func reads() throws {
        let text = """
            {"format": "haptickit-observations", "version": 1, "kind": "published", "haptickit": "1.0.0",
             "date": "2026-12-02",
             "publication": {"url": "https://github.com/o/r/issues/1", "quote": "nothing happened",
                             "posted": "2021-09-20", "title": "No haptics", "archived": true},
             "device": {"model": "iPhone 6s", "profile": "iphone-no-taptic"},
             "observations": [{"feedback": "impact-heavy", "input": "finger",
                               "call": "UIImpactFeedbackGenerator(style: .heavy).impactOccurred()",
                               "felt": "not-felt"}]}
            """
        let report = try ObservationReport(json: Array(text.utf8))
        #expect(report.kind == .published)
        #expect(report.publication?.url == "https://github.com/o/r/issues/1")
        #expect(report.publication?.address == "github.com/o/r/issues/1")
        #expect(report.publication?.quote == "nothing happened")
        #expect(report.publication?.posted == "2021-09-20")
        #expect(report.publication?.extra["archived"] == .bool(true))
        #expect(report.device.os == nil)
        #expect(report.device.system == "OS not stated")
        #expect(report.routedProfile == .iPhoneWithoutTapticEngine)
        let again = try ObservationReport(json: Array(report.json().utf8))
        #expect(again == report)
        #expect(try report.json().contains(#""kind" : "published""#))
        #expect(try !report.json().contains(#""os""#))
    }

    @Test("a Lab report reads as before: without a kind it is one, and a kind of lab is written back")
    func labUnchanged() throws {
        let plain = ObservationFixtures.json { _ in }
        let lab = try ObservationReport(json: plain)
        #expect(lab.kind == .lab)
        #expect(lab.publication == nil)
        #expect(try !lab.json().contains(#""kind""#))
        let spelled = try ObservationReport(json: ObservationFixtures.json { $0["kind"] = "lab" })
        #expect(spelled.kind == .lab)
        #expect(try spelled.json().contains(#""kind" : "lab""#))
        #expect(try ObservationReport(json: Array(spelled.json().utf8)) == spelled)
    }

    @Test("an OS is written back as the report spells it: iOS 12 stays iOS 12")
    func osSpelling() throws {
        let report = try ObservationReport(
            json: ObservationFixtures.publishedJSON { object in
                var device = object["device"] as! [String: Any]
                device["os"] = "iOS 12"
                object["device"] = device
            })
        #expect(report.device.system == "iOS 12")
        #expect(report.device.os == (try ObservedDevice.OperatingSystem.parse("iOS 12.0")))
        #expect(try report.json().contains(#""os" : "iOS 12""#))
    }

    @Test(
        "a malformed published observation is refused with the field and why",
        arguments: [
            ("kind", "'found' is not a kind this haptickit reads ('lab', 'published')"),
            ("kind-missing", "is missing; a report with a publication is a published observation"),
            ("publication-lab", "is in a Lab report; only a published observation (\"kind\": \"published\") has one"),
            ("publication", "is missing"),
            ("publication.url", "'example.com/x' is not an address; write the report's https:// address"),
            ("publication.quote", "is empty; quote the report's own words"),
            ("publication.quote-long", "is 501 characters; quote the words that say what was felt (at most 500)"),
            ("publication.quote-lines", "holds a line break or a control character; quote one passage, on one line"),
            ("publication.posted", "'2021-02-30' is not an ISO 8601 date that exists; write 2021-09-20"),
            ("observations[0].call", "is missing; a published observation names the API the report's app called"),
            ("publication.note", "is missing; a published report that covers no cell says why"),
            ("device.os", "'iPadOS 17.4' is not the system of profile 'iphone-no-taptic' (iOS)"),
        ])
    func malformed(field: String, reason: String) {
        let bytes: [UInt8] =
            switch field {
            case "kind": ObservationFixtures.publishedJSON { $0["kind"] = "found" }
            case "kind-missing": ObservationFixtures.publishedJSON { $0["kind"] = nil }
            case "publication-lab": ObservationFixtures.publishedJSON { $0["kind"] = "lab" }
            case "publication": ObservationFixtures.publishedJSON { $0["publication"] = nil }
            case "publication.url": publication { $0["url"] = "example.com/x" }
            case "publication.quote": publication { $0["quote"] = "  " }
            case "publication.quote-long": publication { $0["quote"] = String(repeating: "a", count: 501) }
            case "publication.quote-lines": publication { $0["quote"] = "nothing\nhappened" }
            case "publication.posted": publication { $0["posted"] = "2021-02-30" }
            case "observations[0].call":
                ObservationFixtures.publishedJSON { object in
                    var observations = object["observations"] as! [[String: Any]]
                    observations[0]["call"] = nil
                    object["observations"] = observations
                }
            case "publication.note": ObservationFixtures.publishedJSON { $0["observations"] = [] }
            default:
                ObservationFixtures.publishedJSON { object in
                    var device = object["device"] as! [String: Any]
                    device["os"] = "iPadOS 17.4"
                    object["device"] = device
                }
            }
        let error = readError(bytes)
        #expect(error?.field == field.split(separator: "-").first.map(String.init), "\(String(describing: error))")
        #expect(error?.reason.hasPrefix(reason) == true, "\(String(describing: error))")
    }

    @Test("a kind that is not a string is named as what it is")
    func kindType() {
        let error = readError(ObservationFixtures.publishedJSON { $0["kind"] = 2 })
        #expect(
            error
                == ObservationReadError(
                    field: "kind", reason: "a number is not a kind this haptickit reads ('lab', 'published')"))
    }

    @Test("a published report without observations is kept when its note says why it covers no cell")
    func noCell() throws {
        let report = ObservationFixtures.published(
            profile: nil, model: "iPhone 7", note: "no profile is an iPhone without Core Haptics", [])
        #expect(try ObservationReport(json: Array(report.json().utf8)) == report)
        #expect(throws: ObservationReadError.self) {
            try ObservationReport(
                date: "2026-12-02", device: ObservedDevice(model: "iPhone 7", os: nil), observations: [],
                publication: Publication(url: ObservationFixtures.address, quote: ObservationFixtures.quote))
        }
    }

    @Test("the initialisers check what the reader checks: a Lab report names its OS, a published one its calls")
    func initialisers() {
        #expect(
            throws: ObservationReadError(field: "device.os", reason: "is missing; a Lab report names the system it ran")
        ) {
            try ObservationReport(
                date: "2026-12-01", device: ObservedDevice(model: "iPad16,3", os: nil), observations: [])
        }
        #expect(throws: ObservationReadError.self) {
            try ObservationReport(
                date: "2026-12-02", device: ObservedDevice(model: "iPhone 6s", os: nil, profile: "iphone-no-taptic"),
                observations: [Observation(feedback: .success, input: .finger, felt: .notFelt)],
                publication: Publication(url: ObservationFixtures.address, quote: ObservationFixtures.quote))
        }
        #expect(throws: ObservationReadError.self) {
            try Publication(url: "ftp://example.com/x", quote: ObservationFixtures.quote)
        }
    }

    @Test("the published observation docs/Observations.md shows reads, and agrees with the router")
    func documented() throws {
        let text = try String(
            contentsOf: ObservationFixtures.root.appendingPathComponent("docs/Observations.md"), encoding: .utf8)
        let section = try #require(text.range(of: "## Published observations"))
        let start = try #require(text.range(of: "```json\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let report = try ObservationReport(json: Array(text[start.upperBound..<end.lowerBound].utf8))
        #expect(report.kind == .published)
        #expect(ObservationComparison([.init(name: "doc", report: report)]).findings.map(\.verdict) == [.agrees])
    }

    @Test("every report kept in docs/observations reads, is published or Lab, and quotes an address")
    func keptReports() throws {
        let folder = ObservationFixtures.root.appendingPathComponent("docs/observations")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 15)
        for name in names {
            let report = try ObservationReport(json: Array(Data(contentsOf: folder.appendingPathComponent(name))))
            #expect(!report.isExample, "\(name)")
            if let publication = report.publication {
                #expect(publication.url.hasPrefix("https://"), "\(name)")
                #expect(report.observations.allSatisfy { $0.call != nil }, "\(name)")
            }
        }
    }
}
