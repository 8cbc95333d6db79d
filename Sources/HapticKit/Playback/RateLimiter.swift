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
    enum Decision: Hashable {
        case play
        case throttled(HapticCategory, retryAfter: HapticDuration)
        case coalesced(into: HapticFeedback)
    }

    var limits: HapticRateLimits
    private var lastPlayed: [HapticInstant?]
    private var frameStart: HapticInstant?
    private var frameTop: HapticFeedback?

    init(limits: HapticRateLimits) {
        self.limits = limits
        lastPlayed = Array(repeating: nil, count: HapticCategory.allCases.count)
    }

    /// Decides for `feedback` at `time`, and records it as played when the answer is `.play`.
    /// `category` is `feedback.category` and `index` its ``HapticCategory/index``, which the
    /// pipeline works out once per request.
    mutating func admit(
        _ feedback: HapticFeedback, category: HapticCategory, index: Int, at time: HapticInstant
    ) -> Decision {
        // A clock must not go backwards; if one does, treat the request as simultaneous.
        let now = max(time, frameStart ?? time)
        let inFrame = frameStart.map { now - $0 < limits.coalescingWindow } ?? false
        if inFrame, let top = frameTop, feedback.priority <= top.priority {
            return .coalesced(into: top)
        }
        let interval = limits.interval(at: index)
        if let last = lastPlayed[index] {
            let elapsed = now - last
            if elapsed < interval {
                return .throttled(
                    category, retryAfter: HapticDuration(nanoseconds: interval.nanoseconds - elapsed.nanoseconds))
            }
        }
        lastPlayed[index] = now
        if !inFrame {
            frameStart = now
        }
        frameTop = feedback
        return .play
    }
}
