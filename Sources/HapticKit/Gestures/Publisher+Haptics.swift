#if canImport(Combine)
public import Combine

/// Feedback from a Combine publisher, as an operator: each element plays and passes on unchanged.
/// Cancelling the subscription stops it; bursts go through the player's coalescing.
extension Publisher {
    /// Plays `feedback` for each element, then passes the element on.
    ///
    /// ```swift
    /// let subscription = model.didSave.haptic(.success).sink { _ in }   // a PassthroughSubject<Void, Never>
    /// ```
    public func haptic(_ feedback: HapticFeedback, on haptics: Haptics = .shared) -> Publishers.HandleEvents<Self> {
        handleEvents(receiveOutput: { _ in haptics.play(feedback) })
    }

    /// Plays the feedback `feedback` picks for each element (`nil`: none), then passes it on.
    ///
    /// ```swift
    /// let subscription = model.results.haptic { $0.isSuccess ? .success : .error }.sink { _ in }
    /// ```
    public func haptic(
        on haptics: Haptics = .shared, _ feedback: @escaping (Output) -> HapticFeedback?
    ) -> Publishers.HandleEvents<Self> {
        handleEvents(receiveOutput: { output in
            if let chosen = feedback(output) { haptics.play(chosen) }
        })
    }
}
#endif
