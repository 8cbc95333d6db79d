/// Feedback from any `AsyncSequence`: a stream of events from a view model, `NotificationCenter`
/// notifications, a Combine publisher's `values`.
extension Haptics {
    /// Plays `feedback` for each element of `elements` until the sequence ends or the task is
    /// cancelled; bursts go through the player's coalescing like any other requests.
    ///
    /// ```swift
    /// let task = Task { await Haptics.shared.play(.success, forEachElementOf: model.saves) }
    /// task.cancel()                 // stops: nothing more plays
    /// ```
    public func play<Elements: AsyncSequence>(
        _ feedback: HapticFeedback, forEachElementOf elements: Elements,
        isolation: isolated (any Actor)? = #isolation
    ) async rethrows {
        try await play(forEachElementOf: elements) { _ in feedback }
    }

    /// Plays the feedback `feedback` picks for each element of `elements` (`nil`: none), until
    /// the sequence ends or the task is cancelled.
    ///
    /// ```swift
    /// await haptics.play(forEachElementOf: model.results) { $0.isSuccess ? .success : .error }
    /// ```
    public func play<Elements: AsyncSequence>(
        forEachElementOf elements: Elements, isolation: isolated (any Actor)? = #isolation,
        _ feedback: (Elements.Element) -> HapticFeedback?
    ) async rethrows {
        for try await element in elements {
            if Task.isCancelled { return }
            if let chosen = feedback(element) { play(chosen) }
        }
    }
}
