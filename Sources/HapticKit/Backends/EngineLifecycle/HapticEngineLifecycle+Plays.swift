extension HapticEngineLifecycle {
    /// The plays the machine holds: those waiting for a start (at most
    /// ``HapticEngineLifecycle/maxQueuedPlays``, the oldest dropped beyond that) and the long
    /// players kept once started (at most ``HapticEngineLifecycle/maxKeptPatternPlayers``, the one ending
    /// first let go beyond that). The machine decides when; this says which plays and players.
    struct Plays {
        private var waiting: [Play] = []
        private var kept: [(play: Play, endsAt: HapticInstant)] = []

        /// Whether no play waits for a start.
        var nothingWaits: Bool { waiting.isEmpty }

        /// The ids of the kept pattern players, in the order they started.
        var keptIDs: [Int] { kept.map(\.play.id) }

        // MARK: Waiting

        /// Puts `play` at the back of the queue, dropping the oldest waiting play when it is full.
        mutating func enqueue(_ play: Play) {
            waiting.append(play)
            if waiting.count > HapticEngineLifecycle.maxQueuedPlays {
                waiting.removeFirst(waiting.count - HapticEngineLifecycle.maxQueuedPlays)
            }
        }

        /// Puts `play` at the front of the queue, to go first once the engine runs (a retry).
        mutating func putFirst(_ play: Play) {
            waiting.insert(play, at: 0)
        }

        /// Takes the play that has waited longest.
        mutating func takeNext() -> Play? {
            waiting.isEmpty ? nil : waiting.removeFirst()
        }

        /// Empties the queue; returns how many plays it held.
        mutating func dropWaiting() -> Int {
            defer { waiting = [] }
            return waiting.count
        }

        // MARK: Kept pattern players

        /// Keeps the player of `play`, started at `now`, if its pattern is long
        /// (``Play/keepsPlayer``); lets go of the one ending first when too many are kept.
        mutating func keep(_ play: Play, startedAt now: HapticInstant) -> [Command] {
            guard play.keepsPlayer else { return [] }
            kept.append((play, now + .seconds(play.duration)))
            guard kept.count > HapticEngineLifecycle.maxKeptPatternPlayers,
                let first = kept.indices.min(by: { kept[$0].endsAt < kept[$1].endsAt })
            else { return [] }
            return [.releasePlayers([kept.remove(at: first).play.id])]
        }

        /// Lets go of every kept player without stopping it (its engine stopped or reset).
        mutating func releaseAllKept() -> [Command] {
            guard !kept.isEmpty else { return [] }
            defer { kept = [] }
            return [.releasePlayers(keptIDs)]
        }

        /// Lets go of kept pattern players whose pattern has ended.
        mutating func releaseEnded(at now: HapticInstant) -> [Command] {
            let ended = kept.filter { $0.endsAt <= now }.map(\.play.id)
            guard !ended.isEmpty else { return [] }
            kept.removeAll { $0.endsAt <= now }
            return [.releasePlayers(ended)]
        }

        /// Stops every kept player and drops the waiting plays (the app entered the background).
        mutating func stopAll() -> [Command] {
            waiting = []
            guard !kept.isEmpty else { return [] }
            defer { kept = [] }
            return [.stopPlayers(keptIDs)]
        }

        /// After a reset: lets go of every kept player, and queues again, ahead of the waiting
        /// plays, each pattern still playing at `now` that was not rebuilt before (a pattern is
        /// rebuilt at most once, so it is marked a retry).
        mutating func replayAfterReset(at now: HapticInstant) -> [Command] {
            let rebuilt = kept.filter { $0.endsAt > now && !$0.play.isRetry }.map { entry in
                var play = entry.play
                play.isRetry = true
                return play
            }
            let commands = releaseAllKept()
            waiting = rebuilt + waiting
            return commands
        }
    }
}

extension HapticEngineLifecycle.Plays: Sendable where Pattern: Sendable {}
