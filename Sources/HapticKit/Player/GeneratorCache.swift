/// The bookkeeping behind pre-warming: which generators exist, which are warm, which an
/// interaction is using, and which to release. Pure: the time is passed in, and the answers
/// say what the backend should do.
///
/// The warm model, from Apple's `UIFeedbackGenerator.prepare()` documentation: preparing puts the
/// Taptic Engine in a prepared state "for a short time" (seconds), or until feedback is next
/// triggered; calling `prepare()` immediately before triggering gives no latency benefit. So a
/// generator is warm when it was prepared at least ``Configuration/warmUpDelay`` and less than
/// ``Configuration/warmWindow`` ago, and playing uses the preparation up.
///
/// A generator attached to a view is keyed by the view's identifier, which a new view can take
/// over once the old one is gone; the cache holds each such view weakly and replaces (and
/// releases) a generator whose view has died, rather than hand out one attached to nothing.
struct GeneratorCache {
    struct Configuration: Equatable, Sendable {
        /// At most this many generators are kept; the least recently used is released first.
        var capacity = 8
        /// A generator not used for this long is released.
        var idleTimeout: HapticDuration = .seconds(10)
        /// How long a preparation keeps a generator warm ("a short time", seconds, per Apple).
        var warmWindow: HapticDuration = .seconds(2)
        /// How long after `prepare()` the engine is warm. Apple says an immediate trigger gains
        /// nothing and gives no figure; one 60 Hz frame is HapticKit's assumption.
        var warmUpDelay: HapticDuration = .milliseconds(16)
        /// An interaction (begun by `prepare(for:in:)`) ends when its generator is not played for this long.
        var interactionTimeout: HapticDuration = .seconds(2)
    }

    struct Entry: Equatable {
        var lastUsed: HapticInstant
        var preparedAt: HapticInstant?
        var interactionUntil: HapticInstant?
    }

    /// What to do for a play.
    struct PlayPlan: Equatable {
        /// The generator was warm.
        var wasWarm: Bool
        /// Prepare again right after playing (an interaction is going on).
        var preparesAfterPlaying: Bool
        /// A generator to release first: the least recently used, to make room, or one whose view
        /// is gone and whose key a new view has taken over.
        var evicted: HapticRequest.GeneratorKey?
    }

    /// What to do for a preparation.
    struct PreparePlan: Equatable {
        var evicted: HapticRequest.GeneratorKey?
    }

    let configuration: Configuration
    /// The generators, in no order: a handful, searched in turn.
    private var slots: [Slot] = []

    private struct Slot {
        let key: HapticRequest.GeneratorKey
        /// Holds the view of a view-keyed generator weakly.
        let anchor: HapticAnchor?
        var entry: Entry

        /// Whether `anchor` may be another view than the one this slot was made for: it holds its
        /// view in another box, and a new view may have taken a gone view's identifier. Told by
        /// the box, never by loading the view, which only the main thread may touch (the backend
        /// there makes a new generator when the kept one is not attached to the request's view).
        func mayBeAnotherView(than anchor: HapticAnchor?) -> Bool {
            guard key.viewID != nil, let kept = self.anchor, let anchor else { return key.viewID != nil }
            return !kept.sharesReference(with: anchor)
        }
    }

    init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        slots.reserveCapacity(max(configuration.capacity, 1))
    }

    var count: Int { slots.count }

    private func isWarm(_ entry: Entry, at now: HapticInstant) -> Bool {
        guard let preparedAt = entry.preparedAt else { return false }
        let age = now - preparedAt
        return age >= configuration.warmUpDelay && age < configuration.warmWindow
    }

    /// `prepare(for:in:)`: warm the generator and start an interaction on it.
    mutating func prepare(_ key: HapticRequest.GeneratorKey, anchor: HapticAnchor?, at now: HapticInstant)
        -> PreparePlan
    {
        let entry = Entry(lastUsed: now, preparedAt: now, interactionUntil: now + configuration.interactionTimeout)
        guard let index = slots.firstIndex(where: { $0.key == key }) else {
            let evicted = makeRoom()
            slots.append(Slot(key: key, anchor: anchor, entry: entry))
            return PreparePlan(evicted: evicted)
        }
        if slots[index].mayBeAnotherView(than: anchor) {
            slots[index] = Slot(key: key, anchor: anchor, entry: entry)
            return PreparePlan(evicted: nil)
        }
        slots[index].entry = entry
        return PreparePlan(evicted: nil)
    }

    /// A play on `key`: was it warm, and should it be prepared again for the next one?
    mutating func play(_ key: HapticRequest.GeneratorKey, anchor: HapticAnchor?, at now: HapticInstant) -> PlayPlan {
        guard let index = slots.firstIndex(where: { $0.key == key }) else {
            let evicted = makeRoom()
            slots.append(Slot(key: key, anchor: anchor, entry: Entry(lastUsed: now)))
            return PlayPlan(wasWarm: false, preparesAfterPlaying: false, evicted: evicted)
        }
        if slots[index].mayBeAnotherView(than: anchor) {
            slots[index] = Slot(key: key, anchor: anchor, entry: Entry(lastUsed: now))
            return PlayPlan(wasWarm: false, preparesAfterPlaying: false, evicted: nil)
        }
        let entry = slots[index].entry
        let inInteraction = entry.interactionUntil.map { now < $0 } ?? false
        slots[index].entry = Entry(
            lastUsed: now, preparedAt: inInteraction ? now : nil,
            interactionUntil: inInteraction ? now + configuration.interactionTimeout : nil)
        return PlayPlan(wasWarm: isWarm(entry, at: now), preparesAfterPlaying: inInteraction, evicted: nil)
    }

    /// Ends the interaction on every generator (`endInteraction()`); they cool down on their own.
    mutating func endInteractions() {
        for index in slots.indices {
            slots[index].entry.interactionUntil = nil
        }
    }

    /// One generator idle for longer than the timeout, removed; call until `nil`.
    mutating func releaseIdle(at now: HapticInstant) -> HapticRequest.GeneratorKey? {
        guard let index = slots.firstIndex(where: { now - $0.entry.lastUsed >= configuration.idleTimeout }) else {
            return nil
        }
        return slots.remove(at: index).key
    }

    /// Forgets every generator (haptics were disabled); returns them for release.
    mutating func removeAll() -> [HapticRequest.GeneratorKey] {
        defer { slots.removeAll(keepingCapacity: true) }
        return slots.map(\.key)
    }

    /// Releases the least recently used generator when the cache is full.
    private mutating func makeRoom() -> HapticRequest.GeneratorKey? {
        guard slots.count >= max(configuration.capacity, 1),
            let oldest = slots.indices.min(by: { slots[$0].entry.lastUsed < slots[$1].entry.lastUsed })
        else { return nil }
        return slots.remove(at: oldest).key
    }
}
