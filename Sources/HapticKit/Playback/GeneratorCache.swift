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
    struct Configuration: Hashable, Sendable {
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

    struct Entry: Hashable {
        var lastUsed: HapticInstant
        var preparedAt: HapticInstant?
        var interactionUntil: HapticInstant?
    }

    /// What to do for a play.
    struct PlayPlan: Hashable {
        /// The generator was warm.
        var wasWarm: Bool
        /// Prepare again right after playing (an interaction is going on).
        var preparesAfterPlaying: Bool
        /// A generator to release first: the least recently used, to make room, or one whose view
        /// is gone and whose key a new view has taken over.
        var evicted: HapticRequest.GeneratorKey?
    }

    /// What to do for a preparation.
    struct PreparePlan: Hashable {
        var evicted: HapticRequest.GeneratorKey?
    }

    let configuration: Configuration
    /// The generators' keys, in no order. A short array searched linearly: with a handful of
    /// generators that beats hashing the key on every request. The keys are kept apart from the
    /// slots so that the search compares small plain values and copies no anchor.
    private var keys: [HapticRequest.GeneratorKey] = []
    /// What the cache knows of the generator under `keys[i]`, at the same index.
    private var slots: [Slot] = []
    /// No generator can be idle before this time, so ``releaseIdle(at:)`` need not look before it.
    private var nextIdleCheck = HapticInstant(nanoseconds: .min)

    private struct Slot {
        /// Holds the view of a view-keyed generator weakly.
        let anchor: HapticAnchor?
        var entry: Entry
    }

    init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        keys.reserveCapacity(max(configuration.capacity, 1))
        slots.reserveCapacity(max(configuration.capacity, 1))
    }

    var count: Int { keys.count }

    private static func isWarm(_ entry: Entry, at now: HapticInstant, _ configuration: Configuration) -> Bool {
        guard let preparedAt = entry.preparedAt else { return false }
        let age = now - preparedAt
        return age >= configuration.warmUpDelay && age < configuration.warmWindow
    }

    /// Where `key` is, if the cache has a generator under it.
    private func index(of key: HapticRequest.GeneratorKey) -> Int? {
        for index in keys.indices where keys[index] == key { return index }
        return nil
    }

    /// The generator at `index` is keyed by a view that is gone: a new view may now have its identifier.
    private func isStale(at index: Int) -> Bool {
        keys[index].viewID != nil && slots[index].anchor?.isViewAlive != true
    }

    /// `prepare(for:in:)`: warm the generator and start an interaction on it.
    mutating func prepare(_ key: HapticRequest.GeneratorKey, anchor: HapticAnchor?, at now: HapticInstant)
        -> PreparePlan
    {
        let entry = Entry(lastUsed: now, preparedAt: now, interactionUntil: now + configuration.interactionTimeout)
        if let index = index(of: key) {
            guard isStale(at: index) else {
                slots[index].entry = entry
                return PreparePlan(evicted: nil)
            }
            slots[index] = Slot(anchor: anchor, entry: entry)
            return PreparePlan(evicted: key)
        }
        let evicted = makeRoom()
        append(key, Slot(anchor: anchor, entry: entry))
        return PreparePlan(evicted: evicted)
    }

    /// A play on `key`: was it warm, and should it be prepared again for the next one?
    mutating func play(_ key: HapticRequest.GeneratorKey, anchor: HapticAnchor?, at now: HapticInstant) -> PlayPlan {
        guard let index = index(of: key) else {
            let evicted = makeRoom()
            append(key, Slot(anchor: anchor, entry: Entry(lastUsed: now)))
            return PlayPlan(wasWarm: false, preparesAfterPlaying: false, evicted: evicted)
        }
        if isStale(at: index) {
            slots[index] = Slot(anchor: anchor, entry: Entry(lastUsed: now))
            return PlayPlan(wasWarm: false, preparesAfterPlaying: false, evicted: key)
        }
        let entry = slots[index].entry
        let wasWarm = Self.isWarm(entry, at: now, configuration)
        let inInteraction = entry.interactionUntil.map { now < $0 } ?? false
        slots[index].entry = Entry(
            lastUsed: now, preparedAt: inInteraction ? now : nil,
            interactionUntil: inInteraction ? now + configuration.interactionTimeout : nil)
        return PlayPlan(wasWarm: wasWarm, preparesAfterPlaying: inInteraction, evicted: nil)
    }

    /// Ends the interaction on every generator (`endInteraction()`); they cool down on their own.
    mutating func endInteractions() {
        for index in slots.indices {
            slots[index].entry.interactionUntil = nil
        }
    }

    /// One generator idle for longer than the timeout, removed; call until `nil`.
    mutating func releaseIdle(at now: HapticInstant) -> HapticRequest.GeneratorKey? {
        guard now >= nextIdleCheck else { return nil }
        guard let index = slots.firstIndex(where: { now - $0.entry.lastUsed >= configuration.idleTimeout }) else {
            let oldest = slots.lazy.map(\.entry.lastUsed).min()
            nextIdleCheck = oldest.map { $0 + configuration.idleTimeout } ?? now + configuration.idleTimeout
            return nil
        }
        return remove(at: index)
    }

    /// Forgets every generator (haptics were disabled); returns them for release.
    mutating func removeAll() -> [HapticRequest.GeneratorKey] {
        defer {
            keys.removeAll(keepingCapacity: true)
            slots.removeAll(keepingCapacity: true)
        }
        return keys
    }

    /// Releases the least recently used generator when the cache is full.
    private mutating func makeRoom() -> HapticRequest.GeneratorKey? {
        guard keys.count >= max(configuration.capacity, 1),
            let oldest = slots.indices.min(by: { slots[$0].entry.lastUsed < slots[$1].entry.lastUsed })
        else { return nil }
        return remove(at: oldest)
    }

    private mutating func append(_ key: HapticRequest.GeneratorKey, _ slot: Slot) {
        keys.append(key)
        slots.append(slot)
    }

    private mutating func remove(at index: Int) -> HapticRequest.GeneratorKey {
        slots.remove(at: index)
        return keys.remove(at: index)
    }
}
