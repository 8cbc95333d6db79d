import Foundation
import HapticKit
import HapticKitTesting

/// A player on a manual clock with a recorder, for one test.
struct Rig {
    let recorder = HapticRecorder()
    let clock = ManualHapticClock()
    let haptics: Haptics

    init(device: DeviceProfile = .iPhone, settings: HapticSettings = .default, rateLimits: HapticRateLimits? = nil) {
        haptics = Haptics(backend: recorder, device: device, settings: settings, clock: clock, rateLimits: rateLimits)
    }

    /// Advances the clock by `milliseconds`, then plays.
    @discardableResult
    func play(_ feedback: HapticFeedback, after milliseconds: Int64 = 0, in view: AnyObject? = nil) -> HapticOutcome {
        clock.advance(by: .milliseconds(milliseconds))
        if let view {
            return haptics.play(feedback, at: CGPoint(x: 10, y: 20), in: view)
        }
        return haptics.play(feedback)
    }
}

/// Stands in for a `UIView`.
final class FakeView: Sendable {}

extension HapticFeedback {
    /// Every canonical intent and preset, at a few intensities.
    static let everything: [HapticFeedback] =
        allCanonical + [
            .buttonPress, .tabSelection, .dataRefresh(intensity: 0.3), .singleTap(), .impact(.light, intensity: 0.5),
        ]
}
