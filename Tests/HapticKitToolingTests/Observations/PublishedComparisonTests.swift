import Foundation
import HapticKit
import HapticKitTestSupport
import HapticKitTooling
import Testing

@Suite("Published observations held against the router")
struct PublishedComparisonTests {
    func compare(_ reports: ObservationReport...) -> ObservationComparison {
        ObservationComparison(reports.enumerated().map { .init(name: "r\($0.offset).json", report: $0.element) })
    }

    let heavyNotFelt = Observation(
        feedback: .impact(.heavy), input: .finger, call: "UIImpactFeedbackGenerator(style: .heavy).impactOccurred()",
        felt: .notFelt)

    @Test("a published report is routed on its profile's own OS version, older or unstated, and says so")
    func ownVersion() throws {
        for os in ["iOS 14.8", nil] {
            let comparison = compare(ObservationFixtures.published(profile: "iphone-no-taptic", os: os, [heavyNotFelt]))
            let finding = try #require(comparison.findings.first)
            #expect(finding.profile == .iPhoneWithoutTapticEngine, "\(os ?? "no OS")")
            #expect(finding.verdict == .agrees, "\(os ?? "no OS")")
            #expect(finding.sightings.first?.kind == .published)
            let text = comparison.render(.text)
            #expect(text.contains("on iphone-no-taptic, \(os ?? "OS not stated") (routed on iOS 15.8)"), "\(text)")
            #expect(text.contains("published at example.com/forum/thread/1"), "\(text)")
        }
    }

    @Test("a Lab report on an old OS is still routed on that OS")
    func labStillRoutesItsOS() throws {
        let lab = ObservationFixtures.report(
            profile: "iphone-no-taptic", os: "iOS 14.8", model: "iPhone8,1",
            [Observation(feedback: .impact(.heavy), input: .finger, felt: .notFelt)])
        let finding = try #require(compare(lab).findings.first)
        #expect(finding.profile?.os == DeviceProfile.OSVersion(14, 8))
        #expect(finding.sightings.first?.kind == .lab)
    }

    @Test("a published call of another Apple type than the cell's says nothing of the cell")
    func otherType() throws {
        let coreHaptics = Observation(
            feedback: .impact(.heavy), input: .finger, call: "CHHapticEngine.makePlayer(with:).start(atTime:)",
            felt: .felt)
        let finding = try #require(
            compare(ObservationFixtures.published(profile: "iphone", [coreHaptics])).findings.first)
        guard case .unknown(let why) = finding.verdict else {
            Issue.record("expected unknown, got \(finding.verdict)")
            return
        }
        #expect(why.contains("is not a call of the route's type (UIImpactFeedbackGenerator"), "\(why)")
        #expect(finding.profile == nil)
        let uiKit = Observation(
            feedback: .impact(.heavy), input: .finger,
            call: "UIImpactFeedbackGenerator(style: .heavy, view: view).impactOccurred(at: location)",
            felt: .felt)
        #expect(compare(ObservationFixtures.published(profile: "iphone", [uiKit])).findings.first?.verdict == .agrees)
    }

    @Test("a published report of an OS outside its profile's range marks nothing, and says which route differs")
    func outsideRange() throws {
        let old = try #require(
            compare(ObservationFixtures.published(profile: "iphone-no-taptic", os: "iOS 10.0", [heavyNotFelt]))
                .findings.first)
        guard case .unknown(let why) = old.verdict else {
            Issue.record("expected unknown, got \(old.verdict)")
            return
        }
        #expect(old.profile == nil)
        #expect(why.contains("iOS 10.0 is outside the range of the profile's iOS 15.8"), "\(why)")
        #expect(why.contains("below-deployment-target"), "\(why)")
        let pattern = Observation(
            feedback: .pattern(.tap), input: .finger, call: "CHHapticEngine.makePlayer(with:).start(atTime:)",
            felt: .felt)
        let onIPhone = try #require(
            compare(ObservationFixtures.published(profile: "iphone", os: "iOS 15.6", model: "iPhone 8 Plus", [pattern]))
                .findings.first)
        #expect(onIPhone.profile == nil, "iOS 15.6 is not the iphone profile's range: its calls are made in a view")
        let onOld = try #require(
            compare(
                ObservationFixtures.published(
                    profile: "iphone-ios17.4", os: "iOS 15.6", model: "iPhone 8 Plus", [pattern])
            ).findings.first)
        #expect(onOld.verdict == .agrees, "iOS 15.6 is in the range of iphone-ios17.4")
    }

    @Test("a published call made without a view says nothing of a cell whose call is made in one")
    func viewLessCall() throws {
        let plain = Observation(
            feedback: .impact(.heavy), input: .finger,
            call: "UIImpactFeedbackGenerator(style: .heavy).impactOccurred()",
            felt: .felt)
        let finding = try #require(compare(ObservationFixtures.published(profile: "iphone", [plain])).findings.first)
        guard case .unknown(let why) = finding.verdict else {
            Issue.record("expected unknown, got \(finding.verdict)")
            return
        }
        #expect(why.contains("is made without a view"), "\(why)")
        let plainOnOld = try #require(
            compare(ObservationFixtures.published(profile: "iphone-ios17.4", [plain])).findings.first)
        #expect(plainOnOld.verdict == .agrees, "before iOS 17.5 the cell's call is the plain one")
    }

    @Test("a Lab report and a published one of the same cell are one finding, and conflict when they differ")
    func withLab() throws {
        let lab = ObservationFixtures.report(
            profile: "iphone-no-taptic", model: "iPhone8,1",
            [Observation(feedback: .impact(.heavy), input: .finger, felt: .felt)])
        let comparison = compare(lab, ObservationFixtures.published(profile: "iphone-no-taptic", [heavyNotFelt]))
        #expect(comparison.findings.count == 1)
        #expect(comparison.findings.first?.verdict == .conflict)
        #expect(comparison.findings.first?.sightings.map(\.kind) == [.lab, .published])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(comparison.render(.json).utf8)) as? [String: Any])
        let cells = try #require(json["cells"] as? [[String: Any]])
        let kinds = (cells.first?["observations"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
        #expect(kinds == ["lab", "published"])
    }
}
