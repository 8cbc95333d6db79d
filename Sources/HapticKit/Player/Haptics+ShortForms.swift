/// One-word calls for the common feedback.
///
/// ```swift
/// haptics.success()
/// haptics.impact(.heavy, intensity: 0.8)
/// haptics.singleTap()          // a light tap
/// ```
extension Haptics {
    /// One tap, light unless you say otherwise (``HapticFeedback/singleTap(_:)``). Warming is
    /// HapticKit's job, not the call site's.
    @discardableResult
    public func singleTap(_ weight: HapticFeedback.Weight = .light) -> HapticOutcome { play(.singleTap(weight)) }

    /// Plays ``HapticFeedback/success``: a task or action completed.
    @discardableResult
    public func success() -> HapticOutcome { play(.success) }

    /// Plays ``HapticFeedback/warning``: a task or action produced a warning.
    @discardableResult
    public func warning() -> HapticOutcome { play(.warning) }

    /// Plays ``HapticFeedback/error``: a task or action failed.
    @discardableResult
    public func error() -> HapticOutcome { play(.error) }

    /// Plays ``HapticFeedback/selection``: a selection changed.
    @discardableResult
    public func selection() -> HapticOutcome { play(.selection) }

    /// Plays an impact of `weight` at `intensity` (clamped into `0...1`), medium at full strength by
    /// default, as SwiftUI's `SensoryFeedback.impact` is (``HapticFeedback/impact``); ``singleTap(_:)``
    /// is light.
    @discardableResult
    public func impact(_ weight: HapticFeedback.Weight = .medium, intensity: Double = 1) -> HapticOutcome {
        play(.impact(weight: weight, intensity: intensity))
    }
}
