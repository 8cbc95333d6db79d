import Foundation
@_spi(HapticKitInternal) import HapticKit

// Fakes of AppKit's haptic performer and WatchKit's device. AppKit's objects are main-thread only
// unless documented otherwise, and `NSHapticFeedbackPerformer` is `NS_SWIFT_UI_ACTOR`
// (NSHapticFeedback.h, macOS 15.5 SDK): each fake records whether it was called on the main queue.

/// `NSHapticFeedbackManager.defaultPerformer`: records each call, with its performance time.
package struct FakeHapticPerformer: HapticFeedbackPerforming {
    package enum FeedbackPattern: AppKitFeedbackPattern {
        case pattern(HapticCall.NSHapticPattern)
        package init(_ pattern: HapticCall.NSHapticPattern) { self = .pattern(pattern) }
    }

    /// `NSHapticFeedbackPerformanceTime`'s three cases (NSHapticFeedback.h:19-25, macOS 15.5 SDK).
    package enum PerformanceTime: AppKitPerformanceTime {
        case `default`, now, drawCompleted
    }

    /// `perform(.alignment, .default)`, with ` off the main queue` when it was.
    package nonisolated let calls = LockedState<[String]>([])

    package nonisolated init() {}

    package func perform(_ pattern: FeedbackPattern, performanceTime: PerformanceTime) {
        guard case .pattern(let name) = pattern else { return }
        let thread = FakeUIKit.isOnMainQueue ? "" : " off the main queue"
        calls.withLock { $0.append("perform(.\(name), .\(performanceTime))\(thread)") }
    }
}

/// `WKInterfaceDevice`: records each haptic played, keeping `play(_:)`'s contract: it "has no
/// effect" while the app is inactive or in the background, except with an active workout session
/// (developer.apple.com/documentation/watchkit/wkinterfacedevice/play(_:)). The app's state is the
/// fake's ``app``; the test posts the matching notifications.
@MainActor
package final class FakeInterfaceDevice: InterfaceDeviceHaptics {
    package struct HapticType: WatchKitHapticType {
        let haptic: HapticCall.WKHaptic
        package init(_ haptic: HapticCall.WKHaptic) { self.haptic = haptic }
    }

    /// The watch app's state as WatchKit knows it.
    package struct AppState: Sendable {
        package var isActive = true
        package var hasWorkoutSession = false
    }

    /// `play(.success)`, with ` off the main queue` when it was, or ` (no effect: the app is not
    /// active)` when watchOS would have dropped it.
    package nonisolated let played = LockedState<[String]>([])
    package nonisolated let app = LockedState(AppState())

    package nonisolated init() {}

    package func play(_ type: HapticType) {
        let thread = FakeUIKit.isOnMainQueue ? "" : " off the main queue"
        let app = app.withLock { $0 }
        let dropped = app.isActive || app.hasWorkoutSession ? "" : " (no effect: the app is not active)"
        played.withLock { $0.append("play(.\(type.haptic))\(thread)\(dropped)") }
    }
}
