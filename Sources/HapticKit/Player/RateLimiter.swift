/// Decides whether a request may play now: per-category minimum intervals, and coalescing of
/// requests that arrive within one frame of a played one.
///
/// Pure: it reads no clock (the time is passed in) and keeps a fixed amount of state, however
/// many requests arrive.
///
/// Both keep what matters most (``HapticFeedback/priority``, HapticKit's order): inside a frame, a
/// request of equal or lower priority than one that played is merged into it, and a higher-priority
/// one still plays (an error right after a selection tick is never lost). Throttling is per
/// category, so a burst of selections never delays an error; and inside a category's interval a
/// request plays only if it outranks the last one played there and that one did not itself break
/// through the interval. So an error right after a success ("Saved", then "Sync failed") plays, a
/// second success does not, and a category plays at most twice in any span of its interval.
struct RateLimiter {
    var limits: HapticRateLimits
    /// The last play of each category, by ``HapticCategory/index``.
    private var lastPlayed: [LastPlay?]
    private var frameStart: HapticInstant?
    private var frameTop: HapticFeedback?

    init(limits: HapticRateLimits) {
        self.limits = limits
        lastPlayed = Array(repeating: nil, count: HapticCategory.Kind.allCases.count)
    }

    /// Decides for `feedback` at `time`: `nil` when it may play, which records it as played, else
    /// why not (``HapticSkipReason/throttled(_:retryAfter:request:)`` or
    /// ``HapticSkipReason/coalesced(into:)``).
    mutating func admit(_ feedback: HapticFeedback, at time: HapticInstant) -> HapticSkipReason? {
        // A clock must not go backwards; if one does, treat the request as simultaneous.
        let now = max(time, frameStart ?? time)
        if isInFrame(at: now), let top = frameTop, feedback.priority <= top.priority {
            return .coalesced(into: top)
        }
        let category = feedback.category
        let interval = limits[category]
        var brokeThrough = false
        if let last = lastPlayed[category.index], now - last.time < interval {
            // Inside the interval only a request that outranks the last play plays, and only if
            // that play did not itself break through: once per interval.
            guard feedback.priority > last.priority, !last.brokeThrough else {
                return .throttled(
                    category,
                    retryAfter: HapticDuration(nanoseconds: interval.nanoseconds - (now - last.time).nanoseconds),
                    request: feedback)
            }
            brokeThrough = true
        }
        lastPlayed[category.index] = LastPlay(time: now, priority: feedback.priority, brokeThrough: brokeThrough)
        if !isInFrame(at: now) { frameStart = now }
        frameTop = feedback
        return nil
    }

    /// A category's last play: when, its priority, and whether it played inside the interval of
    /// the play before it, by outranking it.
    private struct LastPlay {
        var time: HapticInstant
        var priority: Int
        var brokeThrough: Bool
    }

    private func isInFrame(at now: HapticInstant) -> Bool {
        frameStart.map { now - $0 < limits.coalescingWindow } ?? false
    }
}
