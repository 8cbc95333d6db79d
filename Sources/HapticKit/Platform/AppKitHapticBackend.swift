#if canImport(AppKit) && os(macOS)
import AppKit

/// Plays requests on the Mac's Force Touch trackpad with `NSHapticFeedbackManager`. Forwarding
/// only: the router chose the pattern. Internal: ``Haptics/platformBackend()`` returns it on macOS
/// (with the GameController backend beside it), and ``Haptics/shared`` plays through that without
/// any set-up.
///
/// It follows the app's state from AppKit's notifications: while the app is not active, requests
/// are skipped (`appNotActive`).
///
/// > Important: The trackpad plays feedback only while the user's finger is on it
/// > (`NSHapticFeedback.h`, macOS 14 SDK).
struct AppKitHapticBackend: HapticBackend {
    private let activity = AppActivityObserver(
        events: [
            NSApplication.didBecomeActiveNotification: .didBecomeActive,
            NSApplication.willResignActiveNotification: .willResignActive,
        ],
        respond: { _ in })

    /// Creates the backend and starts following the app's active state.
    init() {}

    /// Performs the request's AppKit pattern now; other calls are ignored.
    func play(_ request: HapticRequest) throws {
        guard case .appKit(let pattern) = request.call.kind else { return }
        NSHapticFeedbackManager.defaultPerformer.perform(pattern.appKit, performanceTime: .now)
    }

    /// Whether the app is active, from AppKit's notifications.
    var isAppActive: Bool { activity.isActive }
}

extension HapticCall.NSHapticPattern {
    var appKit: NSHapticFeedbackManager.FeedbackPattern {
        switch self {
        case .generic: .generic
        case .alignment: .alignment
        case .levelChange: .levelChange
        }
    }
}
#endif
