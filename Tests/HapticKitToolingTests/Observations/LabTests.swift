import HapticKit
import HapticKitTooling
import Testing

@Suite("The Lab's catalogue and session")
struct LabTests {
    @Test("the catalogue lists every name the CLI takes exactly once, the matrix rows in matrix order")
    func catalogue() {
        let names = LabCatalogue.sections.flatMap(\.feedbacks).map(\.name)
        #expect(names.sorted() == (HapticFeedback.allNames + ["pattern:tap"]).sorted().uniqued())
        let rows = LabCatalogue.sections.dropLast(2).flatMap(\.feedbacks)
        #expect(Set(rows) == Set(HapticFeedback.allCanonical))
        for section in LabCatalogue.sections.dropLast(2) {
            let positions = section.feedbacks.compactMap { HapticFeedback.allCanonical.firstIndex(of: $0) }
            #expect(positions == positions.sorted(), "\(section.title)")
        }
        let patterns = LabCatalogue.sections.flatMap(\.feedbacks).filter { $0.category == .pattern }
        #expect(Set(patterns) == Set(HapticPattern.presets.map { HapticFeedback.pattern($0.pattern) }))
        #expect(Set(LabCatalogue.sections.map(\.id)).count == LabCatalogue.sections.count)
    }

    @Test("a session answers, skips and goes back, and its report has one observation per answered cell")
    func session() throws {
        let plan = SessionPlan(device: .iPad, inputs: [.finger, .pencilPro])
        var session = LabSession(plan: plan)
        #expect(session.current == plan.checks[0])
        session.answer(.notFelt, note: "")
        session.skip()
        session.answer(.felt, note: "crisp")
        session.back()
        #expect(session.current == plan.checks[2])
        session.answer(.unsure)
        while !session.isFinished { session.skip() }
        session.answer(.felt)
        #expect(session.answered == 2)
        let device = ObservedDevice(model: "iPad16,3", os: .init(of: .iPad), profile: "ipad", idiom: .pad)
        let report = try session.report(device: device, date: "2026-12-01T09:30:00Z")
        let expected = plan.checks[0].observations(.notFelt) + plan.checks[2].observations(.unsure)
        #expect(report.observations == expected)
        #expect(report.haptickit == ObservationReport.currentHapticKitVersion)
        #expect(try ObservationReport(json: Array(report.json().utf8)) == report)
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
