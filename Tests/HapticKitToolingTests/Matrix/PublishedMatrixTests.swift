import Foundation
import HapticKit
import HapticKitTestSupport
import HapticKitTooling
import Testing

@Suite("The device matrix, marked by published observations")
struct PublishedMatrixTests {
    let heavyNotFelt = Observation(
        feedback: .impact(.heavy), input: .finger, call: "UIImpactFeedbackGenerator(style: .heavy).impactOccurred()",
        felt: .notFelt)

    func matrix(_ reports: [String: ObservationReport], feedbacks: [HapticFeedback] = [.impact(.heavy), .success])
        -> DeviceMatrix
    {
        DeviceMatrix(
            feedbacks: feedbacks,
            devices: DeviceProfile.allNamed.filter { ["iphone", "iphone-no-taptic"].contains($0.name) },
            observations: ObservationComparison(reports.sorted { $0.key < $1.key }.map { .init(name: $0, report: $1) }))
    }

    @Test("a published report marks its cell with †, a Lab report with ✓, both with ✓†, and the section cites each")
    func marks() {
        let published = ObservationFixtures.published(profile: "iphone-no-taptic", os: "iOS 14.8", [heavyNotFelt])
        let lab = ObservationFixtures.report(
            profile: "iphone", model: "iPhone17,1", [Observation(feedback: .success, input: .finger, felt: .felt)])
        let iPhone = ObservationFixtures.published(
            profile: "iphone", model: "iPhone 15",
            [
                Observation(
                    feedback: .success, input: .finger,
                    call: "UINotificationFeedbackGenerator(view: view).notificationOccurred(.success, at: location)",
                    felt: .felt)
            ])
        let markdown = matrix(["a.json": lab, "b.json": published, "c.json": iPhone]).render(.markdown)
        #expect(markdown.contains("| `impact-heavy` | ● | ·† |\n| `success` | ●✓† | · |"), "\(markdown)")
        #expect(
            markdown.contains(
                "silent † published: not felt on iPhone 6s, iOS 14.8, example.com/forum/thread/1 (b.json) |"))
        #expect(
            markdown.contains(" ✓ observed: felt on iPhone17,1, iOS 18.2, 2026-12-01 (a.json) † published: felt on"))
        #expect(
            markdown.contains(
                "Observations: 1 Lab report (iPhone17,1, iOS 18.2, 2026-12-01 (`a.json`)) and 2 published"))
        #expect(
            markdown.contains(
                "Of the 4 cells, 1 rest on Lab observations (`✓`), 1 on published observations (`†`; 0 of them only "
                    + "on tests their testers hedged), 2 on documentation (no mark) and 0 on inference (`?`); 0 are "
                    + "contradicted by a report (`✗`)."))
        #expect(markdown.contains("## Published observations"))
        #expect(
            markdown.contains(
                "- `b.json`: iPhone 6s, iOS 14.8 (`iphone-no-taptic`); "
                    + "`UIImpactFeedbackGenerator(style: .heavy).impactOccurred()`: not felt. Marks 1 cell (`†`). "
                    + "<\(ObservationFixtures.address)>: \"\(ObservationFixtures.quote)\"\n"))
    }

    @Test("an inferred cell a published report confirms loses its ?, and the JSON names what each cell rests on")
    func inferred() throws {
        let increase = Observation(
            feedback: .increase, input: .finger,
            call: "UIImpactFeedbackGenerator(style: .rigid, view: view).impactOccurred(at: location)", felt: .felt)
        let matrix = self.matrix(
            ["p.json": ObservationFixtures.published(profile: "iphone", model: "iPhone 12", [increase])],
            feedbacks: [.increase, .decrease])
        #expect(matrix.render(.markdown).contains("| `increase` | ◐†! | · |\n| `decrease` | ◐?! | · |"))
        let cells = try #require(
            try JSONSerialization.jsonObject(with: Data(matrix.render(.json).utf8)) as? [[String: Any]])
        #expect(cells.map { $0["basis"] as? String } == ["published", "inference", "documentation", "documentation"])
        #expect(
            matrix.render(.text).contains("† published: felt on iPhone 12, OS not stated, example.com/forum/thread/1"))
    }

    @Test("a report that covers no cell is listed with its note; one no column shows says what verify finds there")
    func listed() {
        let none = ObservationFixtures.published(
            profile: nil, model: "iPhone 7", note: "No profile is an iPhone 7, so no cell.", [])
        let magic = ObservationFixtures.published(
            profile: "mac-trackpad", os: "macOS 26.1", model: "MacBook Air (M3)",
            [
                Observation(
                    feedback: .selection, input: .magicTrackpad,
                    call: "NSHapticFeedbackManager.defaultPerformer.perform(.generic, performanceTime: .default)",
                    felt: .notFelt)
            ])
        let markdown = matrix(["n.json": none, "m.json": magic]).render(.markdown)
        #expect(
            markdown.contains(
                "- `n.json`: iPhone 7, OS not stated. Covers no cell. No profile is an iPhone 7, so no cell. <"))
        #expect(
            markdown.contains(
                "1 of its cells are in no column of the matrix (contested: `haptickit verify` prints them)"))
        let grid = markdown.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(!grid.isEmpty && grid.allSatisfy { !$0.contains("✗") }, "the Magic Trackpad is no column")
    }

    @Test("without published reports the matrix has no published section")
    func noSection() {
        let lab = ObservationFixtures.report(
            profile: "iphone", model: "iPhone17,1", [Observation(feedback: .success, input: .finger, felt: .felt)])
        #expect(!matrix(["a.json": lab]).render(.markdown).contains("## Published observations"))
    }
}
