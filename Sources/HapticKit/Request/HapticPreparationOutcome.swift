/// What `prepare(for:in:)` did.
public enum HapticPreparationOutcome: Equatable, Sendable {
    /// The generator under this key is warm.
    case prepared(HapticRequest.GeneratorKey)
    /// The route plays a Core Haptics pattern, on the device or a game controller: its engine is
    /// being made and started, so the first pattern does not wait for it.
    case preparedEngine(HapticRoute)
    /// The route plays without a generator object or engine (AppKit, WatchKit); nothing to warm.
    case nothingToPrepare(HapticRoute)
    /// Nothing was prepared, and why (disabled, silent here, no backend…).
    case skipped(HapticSkipReason)
}
