import Foundation

/// The player side of triggers and anchors: play or prepare in a modifier's anchor view when it
/// has one, else as a view-less request.
extension Haptics {
    /// Plays `feedback` in `slot`'s view at `location` (the touch or pointer where known), else at
    /// the view's centre; with no view, as `play(_:input:)`. `input` is the interaction's
    /// (``HapticInput``), unspecified by default.
    @discardableResult
    func play(
        _ feedback: HapticFeedback, in slot: HapticAnchorSlot, at location: CGPoint? = nil,
        input: HapticInput = .unspecified
    ) -> HapticOutcome {
        guard let anchor = slot.anchor else { return play(feedback, input: input) }
        return perform(feedback, input: input, place: .anchor(anchor.moved(to: location ?? anchor.location), .app))
    }

    /// Warms the generator for `feedback` in `slot`'s view, else as `prepare(for:input:)`.
    @discardableResult
    func prepare(
        for feedback: HapticFeedback, in slot: HapticAnchorSlot, input: HapticInput = .unspecified
    ) -> HapticPreparationOutcome {
        guard let anchor = slot.anchor else { return prepare(for: feedback, input: input) }
        return prepare(feedback, input: input, place: .anchor(anchor, .app))
    }
}
