#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The calls that carry a view and a location, for UIKit apps. They compile wherever UIKit has
/// views (iOS, iPadOS, Mac Catalyst, tvOS, visionOS); on tvOS and visionOS they are silent, with
/// the router's reason.
extension Haptics {
    /// Plays `feedback` at `location` in `view`: the call Apple Pencil Pro and the Magic Keyboard
    /// for iPad Pro (M4) trackpad need (`…(at:)`, iOS 17.5), with a generator attached to `view`.
    ///
    /// ```swift
    /// let outcome = Haptics.shared.play(.alignment, at: gesture.location(in: canvas), in: canvas)
    /// ```
    @MainActor
    @discardableResult
    public func play(_ feedback: HapticFeedback, at location: CGPoint, in view: UIView) -> HapticOutcome {
        play(feedback, at: location, in: view as AnyObject)
    }

    /// Warms the generator for `feedback` in `view` when a gesture begins, so the first play in it
    /// is warm.
    ///
    /// ```swift
    /// if gesture.state == .began { Haptics.shared.prepare(for: .alignment, in: canvas) }
    /// ```
    @MainActor
    @discardableResult
    public func prepare(for feedback: HapticFeedback, in view: UIView) -> HapticPreparationOutcome {
        prepare(for: feedback, in: view as AnyObject)
    }
}
#endif
