import Foundation

/// The one rule for a drag that plays haptics, used by every drag modifier (`.hapticDrag`,
/// `.snapFeedback`): when a drag begins, moves and ends, and so when to prepare, play and end the
/// interaction. What the drag snaps to is the other half, its ``HapticDragSnapping`` rule. Pure:
/// the modifiers report the drag's phases and do what it answers.
///
/// - A drag begins on its first change, and on a change whose start location differs from the
///   last one: SwiftUI reports no end for a cancelled drag, so a new start is a new drag, and the
///   interaction the cancelled one left open ends first.
/// - When it begins the snapping rule starts afresh and says what to prepare, so the first snap is
///   warm; then the same change is a move, which may snap at once.
/// - When it ends (released) the interaction ends; an end without a drag does nothing.
struct HapticDragTracker<Snapping: HapticDragSnapping> {
    /// What to do for one change of the drag, in this order.
    struct Actions {
        /// End the interaction a cancelled drag left open.
        var endsPrevious = false
        /// The drag began: prepare this.
        var prepare: HapticFeedback?
        /// The snapping rule's answer for the change; play its ``HapticDragStep/tap``.
        var step: Snapping.Step
    }

    private let initial: Snapping
    /// The snapping rule's state in the current drag.
    private(set) var snapping: Snapping
    private var start: CGPoint?

    /// A tracker whose drags each start from `snapping`.
    init(_ snapping: Snapping) {
        initial = snapping
        self.snapping = snapping
    }

    /// The drag that began at `start` changed to `sample`.
    mutating func changed(to sample: Snapping.Sample, startedAt start: CGPoint) -> Actions {
        var prepare: HapticFeedback?
        var endsPrevious = false
        if self.start.map({ $0.x != start.x || $0.y != start.y }) ?? true {
            endsPrevious = self.start != nil
            snapping = initial
            prepare = snapping.begin(at: sample)
        }
        self.start = start
        return Actions(endsPrevious: endsPrevious, prepare: prepare, step: snapping.move(to: sample))
    }

    /// The drag ended; returns whether an interaction was open, to end.
    mutating func ended() -> Bool {
        defer { start = nil }
        return start != nil
    }
}

/// What a drag snaps to, and what it plays: the half of a drag modifier that
/// ``HapticDragTracker`` leaves to it.
protocol HapticDragSnapping {
    /// What the modifier reads from each change of the drag (a snap target, a value).
    associatedtype Sample
    /// What a move gives the modifier: at least whether to play.
    associatedtype Step: HapticDragStep
    /// A drag begins at `sample`: returns the feedback to prepare.
    mutating func begin(at sample: Sample) -> HapticFeedback
    /// The drag moved to `sample` (its first change too).
    mutating func move(to sample: Sample) -> Step
}

/// A snapping rule's answer for one move.
protocol HapticDragStep {
    /// What to play now, if anything.
    var tap: HapticFeedback? { get }
}

extension HapticSnapStep: HapticDragStep {}

/// `.snapFeedback`'s rule: a ``HapticSnapTracker`` over the dragged value. A drag that begins
/// within a target's tolerance begins snapped to it, without a tap.
extension HapticSnapTracker: HapticDragSnapping {
    @discardableResult
    mutating func begin(at sample: Double) -> HapticFeedback { begin(at: Optional(sample)) }
    mutating func move(to sample: Double) -> HapticSnapStep<Double> { update(sample) }
}

/// `.hapticDrag`'s rule: `feedback` each time the drag's snap target changes to one that is not
/// `nil`. Moving off a target plays nothing; coming back to it plays again; a drag that begins on a
/// target plays at once.
struct SnapTargetChanges<Target: Equatable>: HapticDragSnapping {
    struct Step: HapticDragStep, Equatable {
        let tap: HapticFeedback?
    }

    let feedback: HapticFeedback
    private var target: Target?

    init(_ feedback: HapticFeedback) {
        self.feedback = feedback
    }

    mutating func begin(at sample: Target?) -> HapticFeedback {
        target = nil
        return feedback
    }

    mutating func move(to sample: Target?) -> Step {
        defer { target = sample }
        return Step(tap: sample != nil && sample != target ? feedback : nil)
    }
}
