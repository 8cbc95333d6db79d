/// What a drag that snaps does with haptics: warm the generator when the drag begins, play each
/// time it snaps to a new target, end the interaction on release. Pure: the gesture helpers
/// report the drag's phases and do what it answers.
///
/// A snap is the snap target changing to a value that is not `nil`; moving off a target
/// (`nil`) plays nothing, and coming back to the same target after leaving it plays again.
package struct HapticDragTracker<Target: Equatable> {
    /// What to do for one phase of the drag.
    package enum Step: Equatable {
        /// The drag began: prepare the feedback, then play if it began on a target.
        case prepare(thenPlay: Bool)
        /// It snapped to a new target: play.
        case play
        /// Nothing to do.
        case none
        /// It ended: end the interaction.
        case end
    }

    private var isDragging = false
    private var target: Target?

    package init() {}

    /// The drag moved; `target` is what it snaps to now, or `nil`.
    package mutating func changed(snappingTo target: Target?) -> Step {
        defer { self.target = target }
        let snapped = target != nil && target != self.target
        guard isDragging else {
            isDragging = true
            return .prepare(thenPlay: target != nil)
        }
        return snapped ? .play : .none
    }

    /// The drag ended or was cancelled.
    package mutating func ended() -> Step {
        guard isDragging else { return .none }
        isDragging = false
        target = nil
        return .end
    }
}
