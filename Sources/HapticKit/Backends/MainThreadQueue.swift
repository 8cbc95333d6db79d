/// The order in which a UI backend's work reaches the main thread: first in, first out, whatever
/// thread each piece comes from. Pure: the caller says whether it is on the main thread, and the
/// answer says what to do.
///
/// - Work submitted on the main thread runs at once, after the work still waiting from other
///   threads (so a `prepare` from a background task and the `play` after it keep their order),
///   and its result reaches the caller.
/// - Work submitted elsewhere waits; the first to wait asks for one drain on the main queue,
///   which runs everything waiting, in order.
/// - Work submitted while the main thread is already running queued work (a re-entrant call)
///   waits its turn instead of jumping ahead.
struct MainThreadQueue<Work> {
    /// What the submitter must do.
    enum Submission {
        /// Run `waiting` in order, then the submitted work itself, then call ``finishRun()``.
        case runNow(waiting: [Work])
        /// The work waits; schedule one ``nextToDrain()`` loop on the main queue.
        case scheduleDrain
        /// The work waits; a drain is already scheduled.
        case queued
    }

    private var waiting: [Work] = []
    private var head = 0
    private var drainScheduled = false
    private var isRunning = false

    init() {}

    /// Whether any work is waiting.
    var isEmpty: Bool { head == waiting.count }

    mutating func submit(_ work: Work, onMainThread: Bool) -> Submission {
        if onMainThread && !isRunning {
            isRunning = true
            return .runNow(waiting: takeAll())
        }
        waiting.append(work)
        if drainScheduled { return .queued }
        drainScheduled = true
        return .scheduleDrain
    }

    /// Ends a ``Submission/runNow(waiting:)``.
    mutating func finishRun() {
        isRunning = false
    }

    /// The next work for the scheduled drain, on the main thread; `nil` ends the drain.
    mutating func nextToDrain() -> Work? {
        guard !isEmpty else {
            drainScheduled = false
            isRunning = false
            return nil
        }
        isRunning = true
        let work = waiting[head]
        head += 1
        if isEmpty {
            waiting.removeAll(keepingCapacity: true)
            head = 0
        }
        return work
    }

    private mutating func takeAll() -> [Work] {
        guard !isEmpty else { return [] }
        defer {
            waiting.removeAll(keepingCapacity: true)
            head = 0
        }
        return Array(waiting[head...])
    }
}
