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
    /// The window of the latest request made in a view, or the latest window to become key: where
    /// a view-less request is drawn.
    private static weak var lastWindow: UIWindow?
    private static var followsKeyWindows = false

    /// Draws `cue` over `view`'s window, or at the top of ``lastWindow`` for a view-less request
    /// (until there is one, the request is only logged).
    static func present(_ cue: StandInCue, in view: UIView?) {
        followKeyWindows()
        guard let window = view?.window ?? lastWindow else { return }
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

    /// From the first cue on, each window that becomes key (`UIWindowDidBecomeKeyNotification`,
    /// UIWindow.h:117, iOS 17.4 SDK) is where a view-less request is drawn. The application, which
    /// could name the key window at once, is not asked: `UIApplication.shared` is unavailable to
    /// app extensions (`NS_EXTENSION_UNAVAILABLE_IOS`, UIApplication.h:87, iOS 17.4 SDK).
    private static func followKeyWindows() {
        guard !followsKeyWindows else { return }
        followsKeyWindows = true
        NotificationCenter.default.addObserver(
            forName: UIWindow.didBecomeKeyNotification, object: nil, queue: .main
        ) { notification in
            let window = notification.object as? UIWindow
            MainActor.runSynchronously { lastWindow = window }
        }
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
