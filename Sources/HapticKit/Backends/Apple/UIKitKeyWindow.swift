#if canImport(UIKit) && os(iOS)
import UIKit

/// The view HapticKit plays in when the app gave none and the call needs one: the root view of
/// the key window of a scene in the foreground, at its centre. Main actor only;
/// ``HapticViewFinder`` decides when to ask.
@MainActor
enum UIKitKeyWindow {
    /// `UIApplication.connectedScenes` and `UIWindowScene.windows` are iOS 13; the key window of
    /// a foreground-active scene, else any foreground-active scene's first window.
    static func rootAnchor() -> HapticAnchor? {
        let windows = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .filter { $0.activationState == .foregroundActive }
            .flatMap(\.windows)
        guard let window = windows.first(where: \.isKeyWindow) ?? windows.first else { return nil }
        let view: UIView = window.rootViewController?.view ?? window
        return HapticAnchor(location: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
    }
}
#endif
