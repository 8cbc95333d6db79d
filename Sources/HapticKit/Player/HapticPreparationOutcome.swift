/// What `prepare(for:in:)` did.
public enum HapticPreparationOutcome: Hashable, Sendable {
    /// The generator under this key is warm.
    case prepared(HapticRequest.GeneratorKey)
    /// The route plays without a generator object (AppKit, WatchKit); nothing to warm.
    case nothingToPrepare(HapticRoute)
    /// Nothing was prepared, and why (disabled, silent here, no backend…).
    case skipped(HapticSkipReason)
}
