#if canImport(AppKit) && os(macOS)
import AppKit

/// The Mac's backend: the Force Touch trackpad through `NSHapticFeedbackManager`, run by
/// ``MainQueueCallBackend/appKit(_:)``, which decides (the main queue, Apple's default performance
/// time). This file holds AppKit's side only. ``Haptics/platformBackend()`` returns it on macOS,
/// with the GameController backend beside it.
///
/// It does not gate on the app being active: the trackpad itself plays only while the user's
/// finger is on it ("Force Touch trackpads will not perform the feedback if the user isn't
/// currently touching the trackpad", NSHapticFeedback.h:29, macOS 15.5 SDK), so feedback follows
/// the user's own touch, in an active app, a menu-bar app (`LSUIElement`) or a click-through
/// (`acceptsFirstMouse`) alike.
enum AppKitHapticBackend {
    static func make() -> MainQueueCallBackend {
        .appKit(DefaultPerformer())
    }
}

/// `NSHapticFeedbackManager.defaultPerformer`, forwarded to.
struct DefaultPerformer: HapticFeedbackPerforming {
    func perform(
        _ pattern: NSHapticFeedbackManager.FeedbackPattern, performanceTime: NSHapticFeedbackManager.PerformanceTime
    ) {
        NSHapticFeedbackManager.defaultPerformer.perform(pattern, performanceTime: performanceTime)
    }
}

extension NSHapticFeedbackManager.PerformanceTime: AppKitPerformanceTime {}

extension NSHapticFeedbackManager.FeedbackPattern: AppKitFeedbackPattern {
    package init(_ pattern: HapticCall.NSHapticPattern) {
        switch pattern {
        case .generic: self = .generic
        case .alignment: self = .alignment
        case .levelChange: self = .levelChange
        }
    }
}
#endif
