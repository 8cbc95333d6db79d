/// Decides whether a request may play now: per-category minimum intervals, and coalescing of
/// requests that arrive within one frame of a played one.
///
/// Pure: it reads no clock (the time is passed in) and keeps a fixed amount of state, however
/// many requests arrive.
///
/// Both keep what matters most (``HapticFeedback/priority``, HapticKit's order): inside a frame, a
/// request of equal or lower priority than one that played is merged into it, and a higher-priority
/// one still plays (an error right after a selection tick is never lost). Throttling is per
/// category, so a burst of selections never delays an error; and inside a category only a request
/// that does not outrank the last one played is held back by the interval, so an error right after
/// a success ("Saved", then "Sync failed") plays, while a second success does not.
struct RateLimiter {
    var limits: HapticRateLimits
    /// The last play of each category, by ``HapticCategory/index``: when, and its priority.
    private var lastPlayed: [(time: HapticInstant, priority: Int)?]
    private var frameStart: HapticInstant?
    private var frameTop: HapticFeedback?

    init(limits: HapticRateLimits) {
        self.limits = limits
        lastPlayed = Array(repeating: nil, count: HapticCategory.allCases.count)
    }

    /// Decides for `feedback` at `time`: `nil` when it may play, which records it as played, else
    /// why not (``HapticSkipReason/throttled(_:retryAfter:)`` or
    /// ``HapticSkipReason/coalesced(into:)``).
    mutating func admit(_ feedback: HapticFeedback, at time: HapticInstant) -> HapticSkipReason? {
        // A clock must not go backwards; if one does, treat the request as simultaneous.
        let now = max(time, frameStart ?? time)
        if isInFrame(at: now), let top = frameTop, feedback.priority <= top.priority {
            return .coalesced(into: top)
        }
        let category = feedback.category
        let interval = limits[category]
        if let last = lastPlayed[category.index], now - last.time < interval, feedback.priority <= last.priority {
            return .throttled(
                category,
                retryAfter: HapticDuration(nanoseconds: interval.nanoseconds - (now - last.time).nanoseconds))
        }
        lastPlayed[category.index] = (now, feedback.priority)
        if !isInFrame(at: now) { frameStart = now }
        frameTop = feedback
        return nil
    }

    private func isInFrame(at now: HapticInstant) -> Bool {
        frameStart.map { now - $0 < limits.coalescingWindow } ?? false
    }
}
