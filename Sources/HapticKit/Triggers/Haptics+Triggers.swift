import Foundation

/// The player side of triggers and anchors: play or prepare in a modifier's anchor view when it
/// has one, else as a view-less request (which finds a view as ``HapticAnchorSource`` says).
extension Haptics {
    /// Plays `feedback` in `slot`'s view at `location` (the touch or pointer where known), else at
    /// the view's centre; with no view, as `play(_:)`.
    @discardableResult
    package func play(_ feedback: HapticFeedback, in slot: HapticAnchorSlot, at location: CGPoint? = nil)
        -> HapticOutcome
    {
        guard let anchor = slot.anchor, let view = anchor.view else { return play(feedback) }
        return play(feedback, at: location ?? anchor.location, in: view)
    }

    /// Warms the generator for `feedback` in `slot`'s view, else as `prepare(for:)`.
    @discardableResult
    package func prepare(for feedback: HapticFeedback, in slot: HapticAnchorSlot) -> HapticPreparationOutcome {
        guard let view = slot.anchor?.view else { return prepare(for: feedback) }
        return prepare(for: feedback, in: view)
    }
}
