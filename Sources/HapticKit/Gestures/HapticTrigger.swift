/// When a changing value plays feedback: the semantics of HapticKit's `.haptic(_:trigger:)`
/// modifiers and the UIKit and Combine helpers, pure so they are tested without SwiftUI.
///
/// - The first value a trigger sees is where it starts, not a change: nothing plays.
/// - A value equal to the last one is not a change: nothing plays.
/// - A change hands the old and the new value to the rule, which picks the feedback or none.
/// - Rapid changes coalesce in the player: changes within one frame of one that played merge
///   into the most important (``HapticRateLimits``), as any burst of requests does.
///
/// These are SwiftUI's `.sensoryFeedback(_:trigger:)` rules (it plays "when the trigger value
/// changes"; Apple's documentation of `sensoryFeedback(_:trigger:)`), which HapticKit keeps.
struct HapticTrigger<Value: Equatable> {
    private var last: Value?
    /// Picks the feedback for a change. A view replaces it on each update, so the closure it
    /// holds sees the view's current state.
    var rule: HapticTriggerRule<Value>

    init(_ rule: HapticTriggerRule<Value>) {
        self.rule = rule
    }

    /// The value is now `value`: the feedback to play for the change, or `nil` (first value,
    /// equal value, or the rule said none).
    mutating func update(to value: Value) -> HapticFeedback? {
        guard let old = last else {
            last = value
            return nil
        }
        guard old != value else { return nil }
        last = value
        return rule.feedback(old, value)
    }
}

/// Which feedback a change of a trigger plays: the three shapes of SwiftUI's `.sensoryFeedback`.
struct HapticTriggerRule<Value> {
    /// The feedback for a change from the old value to the new one, or `nil` for none.
    let feedback: (_ oldValue: Value, _ newValue: Value) -> HapticFeedback?

    /// `feedback` on every change.
    static func always(_ feedback: HapticFeedback) -> Self {
        Self { _, _ in feedback }
    }

    /// `feedback` on the changes `condition` accepts, given the old and the new value.
    static func when(
        _ feedback: HapticFeedback, _ condition: @escaping (_ oldValue: Value, _ newValue: Value) -> Bool
    ) -> Self {
        Self { old, new in condition(old, new) ? feedback : nil }
    }

    /// Whatever `choose` returns for the change; `nil` plays nothing.
    static func choosing(_ choose: @escaping (_ oldValue: Value, _ newValue: Value) -> HapticFeedback?) -> Self {
        Self(feedback: choose)
    }

    /// A change SwiftUI reports (visionOS 26's `sensoryFeedback(trigger:_:)`, whose closure is the
    /// only place the rule runs): runs the rule once, hands its feedback to `play` (the player, for
    /// its outcome and a game controller), and returns what SwiftUI must play itself, the feedback
    /// only SwiftUI plays on visionOS, or `nil`.
    func swiftUIChange(
        from oldValue: Value, to newValue: Value, play: (HapticFeedback) -> Void
    ) -> HapticFeedback? {
        guard let chosen = feedback(oldValue, newValue) else { return nil }
        play(chosen)
        return chosen.playsThroughSwiftUIOnVisionOS ? chosen : nil
    }
}
