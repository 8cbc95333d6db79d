#if canImport(UIKit) && os(iOS)
import UIKit

/// The iOS, iPadOS and Mac Catalyst backend: UIKit's feedback generators, and custom patterns on
/// Core Haptics (``PatternEngine``), run by ``FeedbackGeneratorBackend``, which decides everything.
/// This file holds UIKit's side only: the one-line conformances of UIKit's classes to the protocols
/// shaped like them (``FeedbackGenerating``), the initialisers, and UIKit's notification names.
/// ``Haptics/platformBackend()`` returns it, with the GameController backend beside it.
extension PlatformBackend {
    /// The backend ``own()`` makes on iOS, iPadOS and Mac Catalyst.
    static func uiKit() -> FeedbackGeneratorBackend<UIKitGeneratorFactory> {
        FeedbackGeneratorBackend(
            factory: UIKitGeneratorFactory(), patterns: { PatternEngine() },
            events: [
                UIApplication.didBecomeActiveNotification: .didBecomeActive,
                UIApplication.willResignActiveNotification: .willResignActive,
                UIApplication.didEnterBackgroundNotification: .didEnterBackground,
                UIApplication.willEnterForegroundNotification: .willEnterForeground,
            ], readState: { applicationState() }, recording: PlatformBackend.recording)
    }

    /// The app's state (`UIApplication.applicationState`, UIApplication.h:137, iOS 26.2 SDK), so an
    /// app launched into the background counts as not active from the start. The application is
    /// found by key: `sharedApplication` is unavailable to app extensions
    /// (`NS_EXTENSION_UNAVAILABLE_IOS`, UIApplication.h:87, iOS 26.2 SDK), and HapticKit compiles
    /// for them; where none is found, the app is assumed active.
    @MainActor
    private static func applicationState() -> AppActivity.State? {
        guard let application = UIApplication.value(forKey: "sharedApplication") as? UIApplication else { return nil }
        switch application.applicationState {
        case .active: return .active
        case .inactive: return .inactive
        case .background: return .background
        @unknown default: return nil
        }
    }
}

extension UIView: FeedbackView {}
extension UIFeedbackGenerator: FeedbackGenerating {}
extension UIImpactFeedbackGenerator: ImpactFeedbackGenerating {}
extension UISelectionFeedbackGenerator: SelectionFeedbackGenerating {}
extension UINotificationFeedbackGenerator: NotificationFeedbackGenerating {}
@available(iOS 17.5, macCatalyst 17.5, *) extension UICanvasFeedbackGenerator: CanvasFeedbackGenerating {}

/// UIKit's initialisers, for the generator ``GeneratorMaking`` chose: `init(view:)` forms from iOS
/// 17.5, the view-less ones otherwise.
struct UIKitGeneratorFactory: FeedbackGeneratorFactory {
    nonisolated init() {}

    var viewInitialisersAvailable: Bool {
        guard #available(iOS 17.5, macCatalyst 17.5, *) else { return false }
        return true
    }

    func make(_ kind: HapticRequest.GeneratorKey.Kind, in view: UIView) -> (any FeedbackGenerating)? {
        guard #available(iOS 17.5, macCatalyst 17.5, *) else { return nil }
        switch kind {
        case .impact(let style): return UIImpactFeedbackGenerator(style: style.uiKit, view: view)
        case .selection: return UISelectionFeedbackGenerator(view: view)
        case .notification: return UINotificationFeedbackGenerator(view: view)
        case .canvas: return UICanvasFeedbackGenerator(view: view)
        }
    }

    func make(_ kind: HapticRequest.GeneratorKey.Kind) -> (any FeedbackGenerating)? {
        switch kind {
        case .impact(let style): return UIImpactFeedbackGenerator(style: style.uiKit)
        case .selection: return UISelectionFeedbackGenerator()
        case .notification: return UINotificationFeedbackGenerator()
        case .canvas:
            guard #available(iOS 17.5, macCatalyst 17.5, *) else { return nil }
            return UICanvasFeedbackGenerator()
        }
    }
}

extension HapticCall.UIImpactFeedbackStyle {
    var uiKit: UIImpactFeedbackGenerator.FeedbackStyle {
        switch self {
        case .light: .light
        case .medium: .medium
        case .heavy: .heavy
        case .soft: .soft
        case .rigid: .rigid
        }
    }
}

extension UINotificationFeedbackGenerator.FeedbackType: NotificationFeedbackType {
    package init(_ type: HapticCall.UINotificationType) {
        switch type {
        case .success: self = .success
        case .warning: self = .warning
        case .error: self = .error
        }
    }
}
#endif
