#if os(iOS) || os(visionOS)
import HapticKit
import HapticKitTooling
import UIKit

/// The surface a check is played on with UIKit, so the feedback plays during the gesture, at the
/// contact point, and the gesture says what drove it: a square to drag onto a guide, a target to
/// hover over, or a strip to scroll with two fingers onto its snap points. Only the recognizer of
/// the check's interaction is enabled: no tap reaches a hover or scroll check. Forwarding only:
/// the snaps are HapticKit's `HapticSnapTracker`, whether the gesture may play is HapticKitTooling's
/// `LabInteraction`.
@MainActor
final class GestureSurfaceView: UIView, UIGestureRecognizerDelegate {
    /// Called with what the gesture saw and where, when it snaps or enters the target.
    var onGesture: ((LabGesture, CGPoint, UIView) -> Void)?
    /// The interaction of the check; shows its shapes and enables its recognizer.
    var interaction: LabInteraction = .drag {
        didSet { configure() }
    }

    private let square = UIView()
    private let guide = UIView()
    private let target = UIView()
    private let strip = UIView()
    private lazy var drag = UIPanGestureRecognizer(target: self, action: #selector(dragged(_:)))
    private lazy var hover = UIHoverGestureRecognizer(target: self, action: #selector(hovered(_:)))
    private lazy var scroll = UIPanGestureRecognizer(target: self, action: #selector(scrolled(_:)))
    /// What the drag's touch was (`UITouch.TouchType`), read as it begins.
    private var dragGesture = LabGesture.touch
    private var snap = HapticSnapTracker(values: [], tolerance: 12)
    private var squareStart = CGPoint.zero
    private var scrollOffset: CGFloat = 0
    private var scrollStart: CGFloat = 0
    private var hovering = false

    /// The distance between the strip's snap points.
    private let scrollStep: CGFloat = 90

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        clipsToBounds = true
        guide.backgroundColor = .systemPurple
        square.backgroundColor = .systemBlue
        square.layer.cornerRadius = 8
        target.backgroundColor = .systemOrange
        target.layer.cornerRadius = 40
        strip.backgroundColor = .clear
        for view in [strip, guide, target, square] { addSubview(view) }
        drag.delegate = self
        drag.maximumNumberOfTouches = 1
        // Scroll events only: a pan that takes no touches, and continuous scrolls (two fingers on
        // a trackpad), https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask
        scroll.allowedTouchTypes = []
        scroll.allowedScrollTypesMask = .continuous
        for recognizer in [drag, hover, scroll] as [UIGestureRecognizer] { addGestureRecognizer(recognizer) }
        configure()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        guide.frame =
            interaction == .scroll
            ? CGRect(x: 0, y: bounds.midY - 1, width: bounds.width, height: 2)
            : CGRect(x: bounds.width * 0.7 - 1, y: 0, width: 2, height: bounds.height)
        if drag.state != .changed {
            square.frame = CGRect(x: bounds.width * 0.2 - 30, y: bounds.midY - 30, width: 60, height: 60)
        }
        target.frame = CGRect(x: bounds.midX - 40, y: bounds.midY - 40, width: 80, height: 80)
        strip.frame = bounds
        layoutStripes()
    }

    private func configure() {
        drag.isEnabled = interaction == .drag
        hover.isEnabled = interaction == .hover
        scroll.isEnabled = interaction == .scroll
        square.isHidden = interaction != .drag
        guide.isHidden = interaction == .hover
        target.isHidden = interaction != .hover
        strip.isHidden = interaction != .scroll
        setNeedsLayout()
    }

    // MARK: drag

    func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if recognizer === drag {
            dragGesture =
                switch touch.type {
                case .pencil: .pencil
                case .indirectPointer: .pointer
                default: .touch
                }
        }
        return true
    }

    @objc private func dragged(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            squareStart = square.center
            snap = HapticSnapTracker(values: [Double(guide.center.x)], tolerance: 12)
            snap.begin(at: Double(square.center.x))
        case .changed:
            let moved = recognizer.translation(in: self)
            let step = snap.update(Double(squareStart.x + moved.x))
            square.center = CGPoint(x: CGFloat(step.target ?? step.value), y: squareStart.y + moved.y)
            if step.tap != nil { onGesture?(dragGesture, recognizer.location(in: self), self) }
        default:
            snap.end()
        }
    }

    // MARK: hover

    @objc private func hovered(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            let location = recognizer.location(in: self)
            let inside = target.frame.contains(location)
            if inside, !hovering { onGesture?(hoverGesture(recognizer), location, self) }
            hovering = inside
        default:
            hovering = false
        }
    }

    /// An Apple Pencil hover has a `zOffset` above 0; a pointer's is always 0 (UIKit's
    /// `UIHoverGestureRecognizer.h`, iOS 16.1 SDK).
    private func hoverGesture(_ recognizer: UIHoverGestureRecognizer) -> LabGesture {
        if #available(iOS 16.1, *), recognizer.zOffset > 0 { return .pencilHover }
        return .pointerHover
    }

    // MARK: scroll

    @objc private func scrolled(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            scrollStart = scrollOffset
            snap = HapticSnapTracker(multiplesOf: Double(scrollStep), tolerance: 10)
            snap.begin(at: Double(scrollOffset))
        case .changed:
            let step = snap.update(Double(scrollStart + recognizer.translation(in: self).y))
            scrollOffset = CGFloat(step.target ?? step.value)
            layoutStripes()
            if step.tap != nil { onGesture?(.scroll, recognizer.location(in: self), self) }
        default:
            snap.end()
        }
    }

    /// The strip's snap points, moved by the scroll, each crossing the guide's line when snapped.
    private func layoutStripes() {
        for stripe in strip.subviews { stripe.removeFromSuperview() }
        let first = (scrollOffset.truncatingRemainder(dividingBy: scrollStep)) - scrollStep
        var y = bounds.midY + first - scrollStep * 2
        while y < bounds.maxY + scrollStep {
            let stripe = UIView(frame: CGRect(x: 0, y: y - 2, width: bounds.width, height: 4))
            stripe.backgroundColor = .systemTeal
            strip.addSubview(stripe)
            y += scrollStep
        }
    }
}
#endif
