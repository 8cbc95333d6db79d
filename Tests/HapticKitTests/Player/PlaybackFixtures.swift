import Foundation
@testable import HapticKit

/// Stands in for a `UIView`.
final class FakeView: Sendable {}

extension HapticFeedback {
    /// Every canonical feedback and preset, at a few intensities.
    static let everything: [HapticFeedback] =
        allCanonical + [
            .buttonPress, .tabSelection, .dataRefresh(intensity: 0.3), .singleTap(), .impact(.light, intensity: 0.5),
        ]
}
