#if canImport(AppKit) && os(macOS)
import AppKit

/// The Mac's backend: the Force Touch trackpad through `NSHapticFeedbackManager`, run by
/// ``MainQueueCallBackend/appKit(_:)``, which decides (the main queue, Apple's default performance
/// time). This file holds AppKit's side only. ``Haptics/platformBackend()`` returns it on macOS,
/// with the GameController backend beside it; the rule that it is not gated on activation is
/// there too.
extension PlatformBackend {
    /// The backend ``own()`` makes on macOS.
    static func appKit() -> MainQueueCallBackend {
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
