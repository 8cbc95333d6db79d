import Foundation
@_spi(HapticKitInternal) import HapticKit

// Fakes of AppKit's haptic performer and WatchKit's device. NSHapticFeedback.h (macOS 15.5 SDK)
// marks neither `NSHapticFeedbackPerformer` nor `NSHapticFeedbackManager` `NS_SWIFT_UI_ACTOR`, and
// AppKit's API notes say nothing of them either; HapticKit calls both on the main queue, its own
// choice after AppKit's rule that its classes are main-thread-only unless documented otherwise
// ("Thread Safety Summary", developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Multithreading/ThreadSafetySummary/ThreadSafetySummary.html).
// Each fake records whether it was called on the main queue.

/// `NSHapticFeedbackManager.defaultPerformer`: records each call, with its performance time.
package struct FakeHapticPerformer: HapticFeedbackPerforming {
    package enum FeedbackPattern: AppKitFeedbackPattern {
        case pattern(HapticCall.NSHapticPattern)
        package init(_ pattern: HapticCall.NSHapticPattern) { self = .pattern(pattern) }
    }

    /// `NSHapticFeedbackPerformanceTime`'s three cases (NSHapticFeedback.h:21-25, macOS 15.5 SDK).
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
