import HapticKit
import Testing

@Suite("Dense indexes derived from CaseIterable")
struct CasePositionsTests {
    /// Declared in one order, listed in another: positions must follow `allCases`.
    enum Reordered: CaseIterable {
        case first, second, third
        static let allCases: [Reordered] = [.third, .first, .second]
    }

    enum Single: CaseIterable {
        case only
    }

    @Test("a case's position is its index in allCases, whatever the declaration order")
    func followsAllCases() {
        let positions = CasePositions<Reordered>()
        for (index, value) in Reordered.allCases.enumerated() {
            #expect(positions[value] == index, "\(value)")
        }
        #expect(positions.count == 3)
        #expect(CasePositions<Single>()[.only] == 0)
    }

    @Test("every category and canonical intent finds its own slot")
    func categoriesAndIntents() {
        var limits = HapticRateLimits(every: .zero)
        for (offset, category) in HapticCategory.allCases.enumerated() {
            limits[category] = .milliseconds(Int64(offset + 1))
        }
        for (offset, category) in HapticCategory.allCases.enumerated() {
            #expect(limits[category] == .milliseconds(Int64(offset + 1)), "\(category)")
        }
        let table = Haptics(backend: NoOpHapticBackend(), device: .iPhone)
        for feedback in HapticFeedback.allCanonical {
            #expect(table.route(for: feedback) == HapticRouter.route(feedback, on: .iPhone), "\(feedback)")
        }
    }
}
