/// One-word calls for the common intents.
///
/// ```swift
/// haptics.success()
/// haptics.impact(.heavy, intensity: 0.8)
/// haptics.singleTap()          // a light tap, as seed 003's `singleTap()`
/// ```
extension Haptics {
    /// One tap, light unless you say otherwise. Warming is HapticKit's job, not the call site's.
    @discardableResult
    public func singleTap(_ weight: HapticFeedback.Weight = .light) -> HapticOutcome { play(.singleTap(weight)) }

    @discardableResult
    public func success() -> HapticOutcome { play(.success) }

    @discardableResult
    public func warning() -> HapticOutcome { play(.warning) }

    @discardableResult
    public func error() -> HapticOutcome { play(.error) }

    @discardableResult
    public func selection() -> HapticOutcome { play(.selection) }

    @discardableResult
    public func impact(_ weight: HapticFeedback.Weight = .medium, intensity: Double = 1) -> HapticOutcome {
        play(.impact(weight: weight, intensity: intensity))
    }
}
