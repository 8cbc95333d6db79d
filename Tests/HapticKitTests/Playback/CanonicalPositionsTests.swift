import Testing

@testable import HapticKit

@Suite("Canonical positions: the player's copy agrees with the vocabulary")
struct CanonicalPositionsTests {
    @Test("every intent's position is its canonicalIndex, and each canonical intent sits at its place in allCanonical")
    func agree() {
        let positions = CanonicalPositions()
        for (index, feedback) in HapticFeedback.allCanonical.enumerated() {
            #expect(positions.position(of: feedback.kind) == index, "\(feedback.name)")
            #expect(positions.position(of: feedback.kind) == feedback.kind.canonicalIndex, "\(feedback.name)")
        }
        let others: [HapticFeedback] =
            HapticPattern.presets.map { .pattern($0.pattern) } + [
                .impact(.light, intensity: 0.3), .impact(flexibility: .solid, intensity: 0.6),
                .dataRefresh(intensity: 2), .buttonPress, .singleTap(flexibility: .soft),
            ]
        for feedback in others {
            #expect(positions.position(of: feedback.kind) == feedback.kind.canonicalIndex, "\(feedback.name)")
        }
    }
}
