import HapticKit

/// A timed script of one kind of interaction, repeated for many sessions: when the app learns an
/// interaction is starting (the begin signal), when it asks for feedback, and when the
/// interaction ends. Generated from a seed, so every run sees the same trace.
struct InteractionTrace {
    enum Event: Hashable {
        /// The begin signal (gesture began, touch down): ours calls `prepare(for:in:)` here.
        case begin(HapticFeedback)
        case play(HapticFeedback)
        /// The gesture ended: ours calls `endInteraction()`.
        case end
    }

    struct Step: Hashable {
        let time: HapticInstant
        let event: Event
    }

    let name: String
    /// What the trace models, for the docs and the row notes.
    let summary: String
    /// Whether the app gets a signal before the feedback (the 95% target applies only then).
    let hasBeginSignal: Bool
    /// Whether requests carry a view and location (`play(_:at:in:)`), as a canvas drag does.
    let usesView: Bool
    private(set) var steps: [Step] = []

    /// The feedback requests, in order.
    var plays: [Step] { steps.filter { if case .play = $0.event { true } else { false } } }

    private init(name: String, summary: String, hasBeginSignal: Bool, usesView: Bool) {
        self.name = name
        self.summary = summary
        self.hasBeginSignal = hasBeginSignal
        self.usesView = usesView
    }

    private mutating func add(_ event: Event, at time: HapticInstant) {
        precondition(steps.last.map { $0.time <= time } ?? true, "a trace never goes back in time")
        steps.append(Step(time: time, event: event))
    }

    /// Drag with snaps: gesture began, alignment snaps at irregular gaps while the drag lasts,
    /// gesture ended; the next drag starts after a pause.
    static func dragWithSnaps(sessions: Int, seed: UInt64) -> InteractionTrace {
        bursts(
            of: .alignment, name: "drag with snaps",
            summary:
                "pause 1–4 s; gesture began; alignment snaps 40–500 ms apart for 1.5–2.5 s (in a view, with a location); gesture ended",
            usesView: true, sessions: sessions, seed: seed, pause: 1000...4000, length: 1500...2500, gap: 40...500)
    }

    /// Tab switching: a tap every few seconds plays a selection; touch-down, 80–150 ms before the
    /// tap, is the begin signal. Nothing ends the interaction explicitly.
    static func tabSwitching(sessions: Int, seed: UInt64) -> InteractionTrace {
        var trace = InteractionTrace(
            name: "tab switching",
            summary: "a tap every 1.5–6 s plays selection; touch-down 80–150 ms before it is the begin signal",
            hasBeginSignal: true, usesView: false)
        var random = SplitMix64(seed: seed)
        var now = HapticInstant(nanoseconds: 0)
        for _ in 0..<sessions {
            let tap = now + random.milliseconds(1500...6000)
            let touchDown = HapticInstant(nanoseconds: tap.nanoseconds - random.milliseconds(80...150).nanoseconds)
            trace.add(.begin(.selection), at: touchDown)
            trace.add(.play(.selection), at: tap)
            now = tap
        }
        return trace
    }

    /// List scrolling: scroll began, a selection tick at each row boundary (30–120 ms apart),
    /// scroll ended; the next scroll starts after a pause.
    static func listScrolling(sessions: Int, seed: UInt64) -> InteractionTrace {
        bursts(
            of: .selection, name: "list scrolling",
            summary: "pause 1–5 s; scroll began; selection ticks 30–120 ms apart for 0.8–3 s; scroll ended",
            usesView: false, sessions: sessions, seed: seed, pause: 1000...5000, length: 800...3000, gap: 30...120)
    }

    /// Sessions of a pause, a begin signal, `feedback` at random gaps for a random length, and an
    /// end (all in milliseconds, drawn in that order from one seeded generator).
    private static func bursts(
        of feedback: HapticFeedback, name: String, summary: String, usesView: Bool, sessions: Int, seed: UInt64,
        pause: ClosedRange<Int64>, length: ClosedRange<Int64>, gap: ClosedRange<Int64>
    ) -> InteractionTrace {
        var trace = InteractionTrace(name: name, summary: summary, hasBeginSignal: true, usesView: usesView)
        var random = SplitMix64(seed: seed)
        var now = HapticInstant(nanoseconds: 0)
        for _ in 0..<sessions {
            now = now + random.milliseconds(pause)
            trace.add(.begin(feedback), at: now)
            let end = now + random.milliseconds(length)
            var next = now + random.milliseconds(gap)
            while next < end {
                trace.add(.play(feedback), at: next)
                next = next + random.milliseconds(gap)
            }
            trace.add(.end, at: end)
            now = end
        }
        return trace
    }

    /// Form submit: touch-down on the button is the begin signal; the tap 80–150 ms later sends
    /// the form; the reply 300 ms–1.5 s after the tap plays success (80%) or error (20%).
    static func formSubmit(sessions: Int, seed: UInt64) -> InteractionTrace {
        var trace = InteractionTrace(
            name: "form submit",
            summary:
                "pause 2–8 s; touch-down (begin signal); tap 80–150 ms later; reply 0.3–1.5 s after the tap plays success (80%) or error (20%)",
            hasBeginSignal: true, usesView: false)
        var random = SplitMix64(seed: seed)
        var now = HapticInstant(nanoseconds: 0)
        for _ in 0..<sessions {
            now = now + random.milliseconds(2000...8000)
            trace.add(.begin(.success), at: now)
            let tap = now + random.milliseconds(80...150)
            let reply = tap + random.milliseconds(300...1500)
            trace.add(.play(random.chance(0.8) ? .success : .error), at: reply)
            trace.add(.end, at: reply)
            now = reply
        }
        return trace
    }

    /// A control without a begin signal: notifications that arrive on their own (a message, a
    /// finished sync) every 3–30 s. Nothing tells the app one is coming, so nothing can warm.
    static func unannouncedNotifications(sessions: Int, seed: UInt64) -> InteractionTrace {
        var trace = InteractionTrace(
            name: "no begin signal",
            summary: "a success every 3–30 s with no warning (a message arrives)",
            hasBeginSignal: false, usesView: false)
        var random = SplitMix64(seed: seed)
        var now = HapticInstant(nanoseconds: 0)
        for _ in 0..<sessions {
            now = now + random.milliseconds(3000...30000)
            trace.add(.play(.success), at: now)
        }
        return trace
    }
}
