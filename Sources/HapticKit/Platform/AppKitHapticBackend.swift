#if canImport(AppKit) && os(macOS)
import AppKit

/// Plays requests on the Mac's Force Touch trackpad with `NSHapticFeedbackManager`, on the main
/// queue (AppKit's objects are main-thread only unless documented otherwise) and at Apple's default
/// performance time, which waits for the next drawing pass so the feedback is felt when the change
/// is seen (`NSHapticFeedbackPerformanceTimeDefault`, "currently ... DrawCompleted",
/// NSHapticFeedback.h:21-24, macOS 15.5 SDK). Forwarding only: the router chose the pattern, and
/// ``MainQueueCallBackend`` orders the work. ``Haptics/platformBackend()`` returns it on macOS (with
/// the GameController backend beside it).
///
/// It does not gate on the app being active: the trackpad itself plays only while the user's
/// finger is on it ("Force Touch trackpads will not perform the feedback if the user isn't
/// currently touching the trackpad", NSHapticFeedback.h:29, macOS 15.5 SDK), so feedback follows
/// the user's own touch, in an active app, a menu-bar app (`LSUIElement`) or a click-through
/// (`acceptsFirstMouse`) alike.
enum AppKitHapticBackend {
    static func make() -> MainQueueCallBackend {
        MainQueueCallBackend(
            accepts: { $0.appKitPattern != nil },
            call: { call in
                guard let pattern = call.appKitPattern else { return }
                NSHapticFeedbackManager.defaultPerformer.perform(pattern.appKit, performanceTime: .default)
            })
    }
}

extension HapticCall {
    fileprivate var appKitPattern: NSHapticPattern? {
        if case .appKit(let pattern) = kind { return pattern }
        return nil
    }
}

extension HapticCall.NSHapticPattern {
    fileprivate var appKit: NSHapticFeedbackManager.FeedbackPattern {
        switch self {
        case .generic: .generic
        case .alignment: .alignment
        case .levelChange: .levelChange
        }
    }
}
#endif
