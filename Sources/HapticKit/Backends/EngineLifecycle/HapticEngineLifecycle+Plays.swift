extension HapticEngineLifecycle {
    /// The plays the machine holds: those waiting for a start (at most
    /// ``HapticEngineLifecycle/maxQueuedPlays``, the oldest dropped and reported beyond that) and the long
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

        /// Puts `play` at the back of the queue; when it is full, drops the oldest waiting play and
        /// says so.
        mutating func enqueue(_ play: Play) -> [Command] {
            waiting.append(play)
            let excess = waiting.count - HapticEngineLifecycle.maxQueuedPlays
            guard excess > 0 else { return [] }
            let dropped = Array(waiting.prefix(excess))
            waiting.removeFirst(excess)
            let limit = HapticEngineLifecycle.maxQueuedPlays
            return [.reportFailure(HapticEngineFailure(.queueFull(limit: limit), droppedPlays: excess), plays: dropped)]
        }

        /// Puts `play` at the front of the queue, to go first once the engine runs (a retry).
        mutating func putFirst(_ play: Play) {
            waiting.insert(play, at: 0)
        }

        /// Takes the play that has waited longest.
        mutating func takeNext() -> Play? {
            waiting.isEmpty ? nil : waiting.removeFirst()
        }

        /// Empties the queue; returns the plays it held.
        mutating func dropWaiting() -> [Play] {
            defer { waiting = [] }
            return waiting
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

        /// Stops every kept player and drops the waiting plays, each reported with `cause` (the
        /// app entered the background, or the pattern player is let go).
        mutating func stopAll(because cause: HapticEngineFailure.Cause) -> [Command] {
            var commands: [Command] = []
            if !kept.isEmpty {
                commands.append(.stopPlayers(keptIDs))
                kept = []
            }
            let dropped = dropWaiting()
            if !dropped.isEmpty {
                commands.append(.reportFailure(HapticEngineFailure(cause, droppedPlays: dropped.count), plays: dropped))
            }
            return commands
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
