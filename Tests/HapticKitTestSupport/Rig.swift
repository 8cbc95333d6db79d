import Foundation
@_spi(HapticKitInternal) import HapticKit
import HapticKitTesting

/// A player on a manual clock with a recorder, for one test.
package struct Rig {
    package let recorder = HapticRecorder()
    package let clock = ManualHapticClock()
    package let haptics: Haptics

    package init(
        device: DeviceProfile = .iPhone, settings: HapticSettings = .default, rateLimits: HapticRateLimits? = nil
    ) {
        haptics = Haptics(backend: recorder, device: device, settings: settings, clock: clock, rateLimits: rateLimits)
    }

    /// Advances the clock by `milliseconds`, then plays.
    @discardableResult
    package func play(_ feedback: HapticFeedback, after milliseconds: Int64 = 0, in view: AnyObject? = nil)
        -> HapticOutcome
    {
        clock.advance(by: .milliseconds(milliseconds))
        if let view {
            return haptics.play(feedback, at: CGPoint(x: 10, y: 20), in: view)
        }
        return haptics.play(feedback)
    }
}
