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
        _ feedback: HapticFeedback, forEachElementOf elements: Elements
    ) async rethrows {
        try await play(forEachElementOf: elements) { _ in feedback }
    }

    /// Plays the feedback `feedback` picks for each element of `elements` (`nil`: none), until
    /// the sequence ends or the task is cancelled.
    ///
    /// ```swift
    /// await haptics.play(forEachElementOf: model.uploads) { $0.isSuccess ? .success : .error }   // an AsyncStream<Upload>
    /// ```
    public func play<Elements: AsyncSequence>(
        forEachElementOf elements: Elements,
        _ feedback: (Elements.Element) -> HapticFeedback?
    ) async rethrows {
        try await forEach(of: elements) { element in
            if let chosen = feedback(element) { play(chosen) }
        }
    }

    /// Plays `feedback` for each element of `elements` in `slot`'s view (a SwiftUI modifier's).
    func play<Elements: AsyncSequence>(
        _ feedback: HapticFeedback, forEachElementOf elements: Elements, in slot: HapticAnchorSlot
    ) async rethrows {
        try await forEach(of: elements) { _ in play(feedback, in: slot) }
    }

    /// Runs `body` for each element until the sequence ends or the task is cancelled (checked
    /// before each element, so nothing plays after cancellation even if the sequence goes on).
    private func forEach<Elements: AsyncSequence>(
        of elements: Elements, _ body: (Elements.Element) -> Void
    ) async rethrows {
        for try await element in elements {
            if Task.isCancelled { return }
            body(element)
        }
    }
}
