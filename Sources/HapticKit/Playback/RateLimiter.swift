/// Decides whether a request may play now: per-category minimum intervals, and coalescing of
/// requests that arrive within one frame of a played one.
///
/// Pure: it reads no clock (the time is passed in) and keeps a fixed amount of state, however
/// many requests arrive.
///
/// Coalescing keeps the highest priority: inside a frame, a request of equal or lower priority
/// than one that played is merged into it, and a higher-priority one still plays (an error
/// right after a selection tick is never lost). Throttling is per category, so a burst of
/// selections never delays an error.
struct RateLimiter {
    var limits: HapticRateLimits
    private var lastPlayed: [HapticInstant?]
    private var frameStart: HapticInstant?
    private var frameTop: HapticFeedback?

    init(limits: HapticRateLimits) {
        self.limits = limits
        lastPlayed = Array(repeating: nil, count: HapticCategory.allCases.count)
    }

    /// Decides for `feedback` at `time`: `nil` when it may play, which records it as played, else
    /// why not (``HapticSkipReason/throttled(_:retryAfter:)`` or
    /// ``HapticSkipReason/coalesced(into:)``). `index` is `feedback.category`'s
    /// ``HapticCategory/index``, which the pipeline works out once per request.
    mutating func admit(_ feedback: HapticFeedback, index: Int, at time: HapticInstant) -> HapticSkipReason? {
        if let skip = check(feedback, index: index, at: time) { return skip }
        let now = max(time, frameStart ?? time)
        lastPlayed[index] = now
        if !isInFrame(at: now) { frameStart = now }
        frameTop = feedback
        return nil
    }

    /// What ``admit(_:index:at:)`` would answer, recording nothing: whether a request is worth
    /// looking a view up for.
    func check(_ feedback: HapticFeedback, index: Int, at time: HapticInstant) -> HapticSkipReason? {
        // A clock must not go backwards; if one does, treat the request as simultaneous.
        let now = max(time, frameStart ?? time)
        if isInFrame(at: now), let top = frameTop, feedback.priority <= top.priority {
            return .coalesced(into: top)
        }
        let interval = limits.interval(at: index)
        if let last = lastPlayed[index], now - last < interval {
            return .throttled(
                feedback.category,
                retryAfter: HapticDuration(nanoseconds: interval.nanoseconds - (now - last).nanoseconds))
        }
        return nil
    }

    private func isInFrame(at now: HapticInstant) -> Bool {
        frameStart.map { now - $0 < limits.coalescingWindow } ?? false
    }
}
