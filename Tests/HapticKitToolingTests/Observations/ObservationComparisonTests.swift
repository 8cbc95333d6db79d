import Foundation
import HapticKit
import HapticKitTestSupport
import Testing

@testable import HapticKitTooling

@Suite("Observation reports held against the router")
struct ObservationComparisonTests {
    typealias Verdict = ObservationComparison.Finding.Verdict

    func compare(_ reports: ObservationReport...) -> ObservationComparison {
        ObservationComparison(reports.enumerated().map { .init(name: "r\($0.offset).json", report: $0.element) })
    }

    func observe(_ feedback: HapticFeedback, _ input: HapticInput.Device, _ felt: Observation.Felt)
        -> Observation
    {
        Observation(feedback: feedback, input: input, felt: felt)
    }

    /// What the comparison must say when `felt` is the only answer for a cell whose route is `route`.
    func expected(_ route: HapticRoute, _ felt: Observation.Felt) -> Verdict {
        guard felt != .unsure else { return .unsure }
        guard (felt == .felt) == route.plays else { return route.contestedBy == nil ? .disagrees : .contested }
        return route.isInferred ? .newlyObserved : .agrees
    }

    @Test("each answer is held against the router's cell for the profile, OS and input")
    func verdicts() throws {
        let cases: [(String, HapticFeedback, HapticInput.Device, Observation.Felt)] = [
            ("iphone", .success, .finger, .felt), ("iphone", .success, .finger, .notFelt),
            ("ipad", .alignment, .pencilPro, .felt), ("ipad", .alignment, .pencilPro, .notFelt),
            ("ipad", .alignment, .finger, .felt), ("ipad", .alignment, .finger, .notFelt),
            ("ipad", .success, .pencilPro, .felt), ("ipad", .warning, .magicKeyboardTrackpadScroll, .unsure),
        ]
        for (name, feedback, input, felt) in cases {
            let comparison = compare(ObservationFixtures.report(profile: name, [observe(feedback, input, felt)]))
            let profile = try #require(DeviceProfile.named(name)).with(inputDevice: input)
            let route = HapticRoute(feedback, on: profile)
            #expect(comparison.findings.map(\.verdict) == [expected(route, felt)], "\(name) \(feedback.name) \(input)")
            #expect(comparison.findings.first?.route == route)
            #expect(comparison.hasDisagreement == (expected(route, felt) == .disagrees))
        }
    }

    @Test("the cells no one disputes: iPhone success plays, Pencil Pro alignment plays, an iPad finger is silent")
    func stableCells() {
        let felt = compare(
            ObservationFixtures.report(
                profile: "iphone", [observe(.success, .finger, .felt)]),
            ObservationFixtures.report(
                profile: "ipad", [observe(.alignment, .pencilPro, .felt), observe(.alignment, .finger, .notFelt)]))
        #expect(felt.findings.allSatisfy { $0.confirms })
        #expect(!felt.hasDisagreement)
        let wrong = compare(ObservationFixtures.report(profile: "ipad", [observe(.alignment, .finger, .felt)]))
        #expect(wrong.findings.map(\.verdict) == [.disagrees])
        #expect(wrong.hasDisagreement)
    }

    @Test("a disagreement in a cell the router marks contested is contested, and fails nothing")
    func contestedCell() throws {
        let magic = compare(
            ObservationFixtures.report(profile: "mac-trackpad", [observe(.alignment, .magicTrackpad, .notFelt)]))
        let finding = try #require(magic.findings.first)
        #expect(finding.route?.plays == true && finding.route?.contestedBy != nil)
        #expect(finding.verdict == .contested && !finding.contradicts && !finding.confirms)
        #expect(!magic.hasDisagreement)
        #expect(magic.summary.hasSuffix("0 unknown, 1 contested"))
        let builtIn = compare(
            ObservationFixtures.report(profile: "mac-trackpad", [observe(.alignment, .forceTouchTrackpad, .notFelt)]))
        #expect(builtIn.findings.map(\.verdict) == [.disagrees], "an uncontested cell still disagrees")
        #expect(builtIn.hasDisagreement && !builtIn.summary.contains("contested"))
    }

    @Test("a future OS version is compared with the router's answer for that version")
    func futureOS() throws {
        let comparison = compare(
            ObservationFixtures.report(profile: "ipad", os: "iPadOS 41.3", [observe(.alignment, .pencilPro, .notFelt)]))
        let finding = try #require(comparison.findings.first)
        let route = HapticRoute(.alignment, on: DeviceProfile.iPadWithPencilPro.with(os: .init(41, 3)))
        #expect(finding.profile?.os == DeviceProfile.OSVersion(41, 3))
        #expect(finding.route == route)
        #expect(finding.verdict == expected(route, .notFelt))
    }

    @Test("a device or input the router has no cell for is unknown, with the reason, and fails nothing")
    func unknown() {
        let future = compare(ObservationFixtures.report(profile: "ipad-pro-m9", [observe(.success, .finger, .felt)]))
        #expect(
            future.findings.first?.verdict
                == .unknown(
                    "no device profile 'ipad-pro-m9' in this haptickit ('haptickit devices' lists them)"))
        #expect(!future.hasDisagreement)
        let none = compare(ObservationFixtures.report(profile: nil, [observe(.success, .finger, .felt)]))
        #expect(none.findings.first?.verdict == .unknown("the report names no device profile"))
        let stylus = compare(ObservationFixtures.report(profile: "iphone", [observe(.success, .stylus, .felt)]))
        guard case .unknown(let why)? = stylus.findings.first?.verdict else {
            Issue.record("expected unknown")
            return
        }
        #expect(why.hasPrefix("iOS has no input 'stylus' (inputs: finger"))
        #expect(stylus.findings.first?.route == nil)
    }

    @Test("the same answer twice is one finding with both observations; opposite answers are a conflict")
    func duplicatesAndConflicts() throws {
        let twice = compare(
            ObservationFixtures.report(profile: "ipad", [observe(.alignment, .pencilPro, .felt)]),
            ObservationFixtures.report(
                profile: "ipad", [observe(.alignment, .pencilPro, .felt), observe(.alignment, .pencilPro, .unsure)]))
        #expect(twice.findings.count == 1)
        #expect(twice.findings[0].sightings.map(\.source) == ["r0.json", "r1.json", "r1.json"])
        #expect(twice.findings[0].confirms)
        #expect(twice.observationCount == 3)

        let conflict = compare(
            ObservationFixtures.report(profile: "ipad", [observe(.alignment, .pencilPro, .felt)]),
            ObservationFixtures.report(profile: "ipad", model: "iPad16,5", [observe(.alignment, .pencilPro, .notFelt)]))
        #expect(conflict.findings.map(\.verdict) == [.conflict])
        #expect(conflict.hasDisagreement)
        #expect(
            conflict.render(.text).contains(
                "conflict  alignment with pencil-pro on ipad, iPadOS 18.2: felt (r0.json), not felt (r1.json)"))

        // Another OS version is another cell, and unknown devices are never merged.
        let versions = compare(
            ObservationFixtures.report(profile: "ipad", [observe(.alignment, .pencilPro, .felt)]),
            ObservationFixtures.report(profile: "ipad", os: "iPadOS 26.1", [observe(.alignment, .pencilPro, .notFelt)]),
            ObservationFixtures.report(profile: nil, [observe(.alignment, .pencilPro, .felt)]),
            ObservationFixtures.report(profile: nil, [observe(.alignment, .pencilPro, .notFelt)]))
        #expect(versions.findings.count == 4)
        #expect(!versions.findings.contains { $0.verdict == .conflict })
    }

    @Test("the three formats carry every finding and the summary")
    func formats() throws {
        let comparison = compare(
            ObservationFixtures.report(
                profile: "ipad", [observe(.alignment, .pencilPro, .felt), observe(.alignment, .finger, .felt)]))
        let text = comparison.render(.text)
        #expect(text.hasPrefix("r0.json: iPad16,3, iPadOS 18.2, profile ipad, 2026-12-01, HapticKit "))
        #expect(
            text.hasSuffix(
                "summary: 2 observations of 2 cells: 1 agree, 0 newly observed, 1 disagree, 0 in conflict, 0 unsure, 0 unknown\n"
            ))
        let markdown = comparison.render(.markdown)
        #expect(
            markdown.contains(
                "| agrees | `alignment` | `pencil-pro` | ipad, iPadOS 18.2 | felt (r0.json) | plays `UICanvasFeedbackGenerator.alignmentOccurred(at:)` |"
            ))
        let json = try JSONValue.decoded(comparison.render(.json))
        guard case .object(let root) = json, case .array(let cells)? = root["cells"] else {
            Issue.record("not an object with cells")
            return
        }
        #expect(cells.count == 2)
        #expect(root["disagreement"] == .bool(true))
    }
}

extension JSONValue {
    static func decoded(_ text: String) throws -> JSONValue {
        try JSONReader.read(Array(text.utf8))
    }
}
