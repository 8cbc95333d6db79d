import Foundation

/// What a drag that snaps does with haptics: warm the generator when the drag begins, play each
/// time it snaps to a new target, end the interaction on release. Pure: the gesture helpers
/// report the drag's phases and do what it answers.
///
/// A snap is the snap target changing to a value that is not `nil`; moving off a target
/// (`nil`) plays nothing, and coming back to the same target after leaving it plays again.
/// SwiftUI reports no end for a cancelled drag, so a drag that reports a new start location is a
/// new drag: the old interaction ends and the new one is prepared.
package struct HapticDragTracker<Target: Equatable> {
    /// What to do for one phase of the drag.
    package enum Step: Equatable {
        /// The drag began: end the previous interaction if one was left open (`endFirst`),
        /// prepare the feedback, then play if it began on a target.
        case prepare(endFirst: Bool, thenPlay: Bool)
        /// It snapped to a new target: play.
        case play
        /// Nothing to do.
        case none
        /// It ended: end the interaction.
        case end
    }

    private var start: CGPoint?
    private var target: Target?

    package init() {}

    /// The drag that began at `start` moved; `target` is what it snaps to now, or `nil`.
    package mutating func changed(snappingTo target: Target?, startedAt start: CGPoint) -> Step {
        defer {
            self.target = target
            self.start = start
        }
        guard let current = self.start, current.x == start.x, current.y == start.y else {
            return .prepare(endFirst: self.start != nil, thenPlay: target != nil)
        }
        return target != nil && target != self.target ? .play : .none
    }

    /// The drag ended.
    package mutating func ended() -> Step {
        guard start != nil else { return .none }
        start = nil
        target = nil
        return .end
    }
}
