#if canImport(AppKit) && os(macOS)
import AppKit

/// Plays requests on the Mac's Force Touch trackpad with `NSHapticFeedbackManager`. Forwarding
/// only: the router chose the pattern.
///
/// ```swift
/// HapticsSystem.bootstrap(AppKitHapticBackend())
/// ```
///
/// > Important: The trackpad plays feedback only while the user's finger is on it.
public struct AppKitHapticBackend: HapticBackend {
    public init() {}

    public func play(_ request: HapticRequest) throws {
        guard case .appKit(let pattern) = request.call else { return }
        let performer = NSHapticFeedbackManager.defaultPerformer
        performer.perform(pattern.appKit, performanceTime: .now)
    }
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
