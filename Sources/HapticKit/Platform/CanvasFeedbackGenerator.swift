#if canImport(UIKit) && !os(watchOS)
public import UIKit

/// `UICanvasFeedbackGenerator`'s shape, routed for every device: the wrapper the Nutrient iOS SDK
/// team wrote for their snapping feedback (`CanvasFeedbackGenerator(view:)`, `prepare()`,
/// `alignmentOccurred(at:)`; "Haptic feedback across iPad and iPhone",
/// nutrient.io/blog/haptic-feedback-across-ipad-and-iphone/), with UIKit's `pathCompleted(at:)`
/// too, so a team that wrote one deletes it, adds `import HapticKit`, and keeps its call sites.
///
/// ```swift
/// let feedback = CanvasFeedbackGenerator(view: canvas)
/// feedback.prepare()                                     // gesture began
/// feedback.alignmentOccurred(at: pan.location(in: canvas))  // snapped
/// ```
///
/// Each call goes through a ``Haptics`` player (``Haptics/shared`` unless you pass one), so it
/// obeys its settings and rate limits and returns an outcome, and the router decides what plays:
/// `UICanvasFeedbackGenerator.alignmentOccurred(at:)` on iPad (felt with Apple Pencil Pro and the
/// Magic Keyboard for iPad Pro (M4) trackpad), a light `UIImpactFeedbackGenerator` on iPhone (the
/// plain call before iOS 17.5), as Nutrient ships it.
///
/// > Important: It compiles wherever UIKit has views. Under Mac Catalyst, on tvOS and on visionOS
/// > it is silent, with the router's reason: Nutrient's tests felt nothing under Mac Catalyst (a
/// > silence they hedge as possibly their test app's; inferred here), and
/// > tvOS and visionOS have no feedback generators.
///
/// The view is held weakly, as UIKit's generators hold theirs.
@MainActor
public final class CanvasFeedbackGenerator {
    private var feedback: CanvasFeedback

    /// A generator for feedback in `view`, played through `haptics`, for an interaction driven by
    /// `input` (`.unspecified`: the player's profile decides, so an iPad hands canvas feedback to
    /// the system, felt only with Apple Pencil Pro or the Magic Keyboard for iPad Pro (M4)
    /// trackpad).
    public init(view: UIView, haptics: Haptics = .shared, input: HapticInput = .unspecified) {
        feedback = CanvasFeedback(view: view, haptics: haptics, input: input)
    }

    /// The input of the current interaction, for example `HapticPanGestureRecognizer.input`.
    public var input: HapticInput {
        get { feedback.input }
        set { feedback.input = newValue }
    }

    /// Warms the generators when a gesture begins, so the first alignment and the first completed
    /// path in it are warm, as UIKit's `prepare()` warms both; returns the alignment's outcome.
    @discardableResult
    public func prepare() -> HapticPreparationOutcome {
        feedback.prepare()
    }

    /// Plays alignment feedback at `location` in the view: an object snapped to a guide.
    @discardableResult
    public func alignmentOccurred(at location: CGPoint) -> HapticOutcome {
        feedback.alignmentOccurred(at: location)
    }

    /// Plays path-complete feedback at `location` in the view: a drawn path closed, a lasso
    /// selection finished (UIKit's `pathCompleted(at:)`, routed for every device as
    /// ``HapticFeedback/pathComplete`` is).
    @discardableResult
    public func pathCompleted(at location: CGPoint) -> HapticOutcome {
        feedback.pathCompleted(at: location)
    }
}
#endif
