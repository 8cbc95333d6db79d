/// The bookkeeping behind pre-warming: which generators exist, which are warm, which an
/// interaction is using, and which to release. Pure: the time is passed in, and the answers
/// say what the backend should do.
///
/// The warm model, from Apple's `UIFeedbackGenerator.prepare()` documentation: preparing puts the
/// Taptic Engine in a prepared state "for a short time" (seconds), or until feedback is next
/// triggered; calling `prepare()` immediately before triggering gives no latency benefit. So a
/// generator is warm when it was prepared at least ``Configuration/warmUpDelay`` and less than
/// ``Configuration/warmWindow`` ago, and playing uses the preparation up.
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
        /// A generator to release to make room.
        var evicted: HapticGeneratorKey?
    }

    /// What to do for a preparation.
    struct PreparePlan: Hashable {
        var evicted: HapticGeneratorKey?
    }

    let configuration: Configuration
    private(set) var entries: [HapticGeneratorKey: Entry] = [:]

    init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        entries.reserveCapacity(max(configuration.capacity, 1) + 1)
    }

    var count: Int { entries.count }

    func isWarm(_ key: HapticGeneratorKey, at now: HapticInstant) -> Bool {
        guard let preparedAt = entries[key]?.preparedAt else { return false }
        let age = now - preparedAt
        return age >= configuration.warmUpDelay && age < configuration.warmWindow
    }

    /// `prepare(for:in:)`: warm the generator and start an interaction on it.
    mutating func prepare(_ key: HapticGeneratorKey, at now: HapticInstant) -> PreparePlan {
        let evicted = makeRoom(for: key)
        entries[key] = Entry(lastUsed: now, preparedAt: now, interactionUntil: now + configuration.interactionTimeout)
        return PreparePlan(evicted: evicted)
    }

    /// A play on `key`: was it warm, and should it be prepared again for the next one?
    mutating func play(_ key: HapticGeneratorKey, at now: HapticInstant) -> PlayPlan {
        let wasWarm = isWarm(key, at: now)
        let evicted = makeRoom(for: key)
        var entry = entries[key] ?? Entry(lastUsed: now)
        let inInteraction = entry.interactionUntil.map { now < $0 } ?? false
        entry.lastUsed = now
        entry.preparedAt = inInteraction ? now : nil
        entry.interactionUntil = inInteraction ? now + configuration.interactionTimeout : nil
        entries[key] = entry
        return PlayPlan(wasWarm: wasWarm, preparesAfterPlaying: inInteraction, evicted: evicted)
    }

    /// Ends the interaction on every generator (`endInteraction()`); they cool down on their own.
    mutating func endInteractions() {
        for key in entries.keys {
            entries[key]?.interactionUntil = nil
        }
    }

    /// One generator idle for longer than the timeout, removed; call until `nil`.
    mutating func releaseIdle(at now: HapticInstant) -> HapticGeneratorKey? {
        guard
            let idle = entries.first(where: { now - $0.value.lastUsed >= configuration.idleTimeout })?.key
        else { return nil }
        entries[idle] = nil
        return idle
    }

    /// Forgets every generator (haptics were disabled); returns them for release.
    mutating func removeAll() -> [HapticGeneratorKey] {
        defer { entries.removeAll(keepingCapacity: true) }
        return Array(entries.keys)
    }

    private mutating func makeRoom(for key: HapticGeneratorKey) -> HapticGeneratorKey? {
        guard entries[key] == nil, entries.count >= max(configuration.capacity, 1) else { return nil }
        guard let oldest = entries.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key else { return nil }
        entries[oldest] = nil
        return oldest
    }
}
