#if DEBUG && canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit

/// The stand-in's ripple and caption: a view added on top of the request's window for the cue's
/// ``StandInCue/seconds``, then removed. It takes no touch (`isUserInteractionEnabled` false, so
/// hit-testing passes through it), is hidden from accessibility, and is a subview of the window
/// itself, beside the root view controller's view, so no view of the app moves.
struct StandInOverlay: StandInOutput {
    var kind: HapticStandIn { .visual }

    func show(_ cue: StandInCue, in anchor: HapticAnchor?) {
        Task { @MainActor in StandInOverlayView.present(cue, in: anchor?.view as? UIView) }
    }
}

@MainActor
final class StandInOverlayView: UIView {
    /// The window of the latest request made in a view: where a view-less one is drawn.
    private static weak var lastWindow: UIWindow?

    /// Draws `cue` over `view`'s window, or at the top of the key window for a view-less request.
    static func present(_ cue: StandInCue, in view: UIView?) {
        guard let window = view?.window ?? lastWindow ?? keyWindow() else { return }
        lastWindow = window
        let centre: CGPoint
        if case .inView(let location) = cue.placement, let view, view.window === window {
            centre = view.convert(location, to: window)
        } else {
            centre = CGPoint(x: window.bounds.width / 2, y: window.safeAreaInsets.top + 44)
        }
        let overlay = StandInOverlayView(frame: window.bounds)
        window.addSubview(overlay)
        overlay.draw(cue, at: centre)
        DispatchQueue.main.asyncAfter(deadline: .now() + cue.seconds) { overlay.removeFromSuperview() }
    }

    /// The key window of the foreground scene. `UIApplication.shared` is unavailable to app
    /// extensions at compile time (`NS_EXTENSION_UNAVAILABLE_IOS`, UIApplication.h:87, iOS 17.4
    /// SDK); the overlay never shows in one, and reads the application through the Objective-C
    /// runtime so that this file builds for them too.
    private static func keyWindow() -> UIWindow? {
        let application = (UIApplication.self as AnyObject).value(forKey: "sharedApplication") as? UIApplication
        let scenes = application?.connectedScenes.compactMap { $0 as? UIWindowScene } ?? []
        let windows = scenes.filter { $0.activationState == .foregroundActive }.flatMap(\.windows)
        return windows.first(where: \.isKeyWindow) ?? windows.first
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }

    private func draw(_ cue: StandInCue, at centre: CGPoint) {
        StandInRipple.layers(for: cue, at: centre).forEach(layer.addSublayer)
        let caption = UILabel()
        caption.numberOfLines = 2
        caption.textAlignment = .center
        caption.font = .monospacedSystemFont(ofSize: 11, weight: .medium)
        caption.textColor = .white
        caption.backgroundColor = UIColor.black.withAlphaComponent(0.75)
        caption.layer.cornerRadius = 6
        caption.clipsToBounds = true
        caption.text = cue.title + "\n" + cue.detail
        let size = caption.sizeThatFits(CGSize(width: bounds.width - 32, height: 60))
        let width = min(size.width + 16, bounds.width - 16)
        let below = centre.y + 90 + size.height < bounds.height
        caption.frame = CGRect(
            x: min(max(8, centre.x - width / 2), bounds.width - width - 8),
            y: below ? centre.y + 84 : centre.y - 84 - size.height - 8, width: width, height: size.height + 8)
        addSubview(caption)
    }
}
#endif
