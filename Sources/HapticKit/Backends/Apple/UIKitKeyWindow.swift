#if canImport(UIKit) && os(iOS)
import UIKit

/// The view HapticKit attaches a view-less request's generator to when the app gave none and no
/// SwiftUI anchor is in reach: the root view of the key window of a scene in the foreground.
/// Main actor only; ``HapticViewFinder`` decides when to ask, and never in an app extension.
@MainActor
enum UIKitKeyWindow {
    /// The root view of the window ``HapticViewFinder/Choice/window(among:isKey:)`` picks, at its
    /// centre. `UIApplication.connectedScenes` and `UIWindowScene.windows` are iOS 13.
    static func rootAnchor() -> HapticAnchor? {
        guard let application else { return nil }
        let scenes = application.connectedScenes.compactMap { $0 as? UIWindowScene }
        guard
            let window = HapticViewFinder.Choice.window(
                among: scenes.map { ($0.activationState == .foregroundActive, $0.windows) }, isKey: \.isKeyWindow)
        else { return nil }
        let view: UIView = window.rootViewController?.view ?? window
        return HapticAnchor(at: nil, in: view, bounds: view.bounds)
    }

    /// The app's `UIApplication`. `UIApplication.shared` is `NS_EXTENSION_UNAVAILABLE_IOS`
    /// (UIApplication.h:87, iOS 26.2 SDK): naming it breaks the build of every app extension that
    /// links HapticKit ("'shared' is unavailable in application extensions for iOS"). So it is read
    /// by its Objective-C name, the way `HostFacts` reads `isiOSAppOnVision`; in an extension this
    /// is never called.
    private static var application: UIApplication? {
        (UIApplication.self as AnyObject).value(forKey: "sharedApplication") as? UIApplication
    }
}
#endif
