/// The life of a Core Haptics engine as a pure state machine: events in, ``Command``s out.
///
/// Every decision about the engine lives here, so it is tested on Linux; the Apple adapter
/// (`PatternEngine`, through ``HapticEngineDriver``) only performs the commands and reports
/// what happened. `Pattern` is the shell's pattern type (`CHHapticPattern`; `String` in tests).
///
/// The rules, with their sources (`CHHapticEngine.h` and `CHHapticErrors.h` of the iOS 18.6 SDK;
/// Apple's documentation pages):
///
/// - **Made off the main thread.** Making an engine (`CHHapticEngine()`) connects to the haptic
///   server ("a connection to the haptic server inside the user's device",
///   <https://developer.apple.com/documentation/corehaptics/chhapticengine/init()>), so the first
///   play asks for one (``Command/makeEngine(_:)``), which the shell makes off the main thread,
///   and waits for it like a play waiting for a start; a second play meanwhile waits for the same
///   engine. Once it arrives it is started; if it cannot be made, every waiting play is reported,
///   each on its own request. An engine that arrives after the app entered the background is kept, and
///   started on return.
/// - **Prepared ahead.** An app that prepares for a pattern (``Haptics/prepare(for:)``) has the
///   engine made and started then, as a play would, so the first pattern does not wait for it;
///   one already running, being made or started, or stopped for the background, is left alone,
///   and an engine that cannot be made is not tried again (HapticKit's choice).
/// - **Never a blocking start.** The engine is only ever started with `start(completionHandler:)`
///   ("Asynchronously starts the haptic engine",
///   <https://developer.apple.com/documentation/corehaptics/chhapticengine/start(completionhandler:)>),
///   never with `start()`, which "blocks all subsequent event processing on the current thread"
///   (<https://developer.apple.com/documentation/corehaptics/chhapticengine/start()>).
/// - **Plays that arrive while the engine is made or starts wait** in a queue of at most
///   ``maxQueuedPlays`` (HapticKit's choice); when it is full the oldest waiting play is dropped,
///   because a haptic is about now, and reported (``HapticEngineFailure/Cause/queueFull(limit:)``).
///   They play in order once the start completes.
/// - **One outcome for every play.** A play that returned while it waits and then does not play
///   (dropped from a full queue, in the background, for a failure, or because its pattern player
///   went) reports why on its own request, once (``PendingPatternPlay``): a ``Command/reportFailure(_:plays:)``
///   names each play it cost.
/// - **Bounded starts.** A failed start is tried once more (``maxStartAttempts`` in all), then
///   HapticKit gives up: the engine is discarded, waiting plays are reported, and the next play
///   tries a new engine. Apple, for `systemError`: "attempt to restart the engine. If the restart
///   attempt fails multiple times, treat the condition as fatal." A `notSupported` (-4809) engine
///   is never tried again.
/// - **Restart once and retry.** A player start that throws `engineNotRunning` (-4805),
///   `serverInterrupted` (-4811) or `invalidPatternPlayer` (-4812) restarts the engine
///   (asynchronously) and retries that play once on a new player; if the retry fails too, it is
///   reported. Any other player error is reported at once. So each play costs at most one
///   restart: there is no retry loop.
/// - **Idle timeouts are normal.** HapticKit turns auto-shutdown on. After
///   `StoppedReason.idleTimeout` the next play goes straight to a player and Core Haptics restarts
///   the engine itself: "do nothing and the engine will automatically restart when the next
///   pattern plays"
///   (<https://developer.apple.com/documentation/corehaptics/chhapticengine/stoppedreason/idletimeout>;
///   the header: the engine "will stop the hardware if it was running idle for a certain
///   duration, and restart it later when required"). Should that player still throw
///   `engineNotRunning`, the restart-once rule above starts it asynchronously.
/// - **Other stops** (audio interruption, suspension, `notifyWhenFinished`, system error): the
///   next play starts the engine first, as Apple asks ("restart the engine before it starts
///   another pattern player"). `engineDestroyed` and `gameControllerDisconnect` discard the
///   engine; the next play makes a new one. A stop during a start drops the waiting plays and
///   reports them (HapticKit's choice: no restart loop while, say, a phone call holds the audio).
/// - **Reset.** The reset handler means every player is invalid ("release all haptic pattern
///   players and recreate them",
///   <https://developer.apple.com/documentation/corehaptics/chhapticengine/resethandler-swift.property>;
///   "The engine must of course be restarted", header). HapticKit releases every player it kept,
///   restarts the engine, and plays each pattern that was still playing again, from its start, on
///   a new player (a basic `CHHapticPatternPlayer` cannot seek); a pattern is rebuilt at most once.
///   A reset while the engine is stopped restarts nothing: the next play does.
/// - **Background.** Kept pattern players (patterns of at least ``longRunningThreshold``) that are still
///   playing are stopped, waiting plays are dropped and reported (``HapticSkipReason/appNotActive``),
///   and the engine is stopped with
///   `stop(completionHandler:)`, which does not call the stopped handler (header). On return to
///   the foreground an engine that was stopped this way, or by `applicationSuspended`, is started
///   again asynchronously ("Restart the engine when your app returns to the foreground").
/// - **Stale callbacks are ignored.** Starts and stops carry a number, engines a generation:
///   a completion for an older start or stop, or a handler of a discarded engine, changes
///   nothing. In particular a stop that completes after a later start (background, then
///   foreground) never makes the machine believe the engine is stopped. Core Haptics delivers its
///   callbacks in order on one internal queue (header), so the stop was done before the start.
struct HapticEngineLifecycle<Pattern> {
    /// How many starts HapticKit tries before giving up on an engine: the first and one retry.
    static var maxStartAttempts: Int { 2 }
    /// How many plays may wait for a start; the oldest is dropped, and reported, beyond this.
    static var maxQueuedPlays: Int { 4 }
    /// How many long pattern players HapticKit keeps at once; the one ending first is let go beyond this.
    static var maxKeptPatternPlayers: Int { 16 }
    /// Patterns at least this long, in seconds, keep their player so it can be stopped in the
    /// background and rebuilt after a reset (HapticKit's choice).
    static var longRunningThreshold: Double { 0.5 }

    /// Where the engine is in its life.
    private(set) var state: HapticEngineState = .idle

    /// The generation of the engine the shell holds, if any.
    private var engine: Int?
    /// The generation of the engine being made.
    private var engineBeingMade: Int?
    private var engineCount = 0
    /// The number of the latest start or stop; completions of older ones are stale.
    private var operation = 0
    private var startAttempts = 0
    private var plays = Plays()
    /// How many plays were requested: the latest one's id.
    private(set) var playCount = 0

    init() {}

    /// The ids of the kept pattern players, in the order they started.
    var keptPatternPlayerIDs: [Int] { plays.keptIDs }

    // MARK: Requests

    /// The app asked to play `pattern`, which lasts `duration` seconds.
    /// `pending` is where the play's outcome goes if it does not play after this returned.
    mutating func playRequested(
        _ pattern: Pattern, lasting duration: Double, at now: HapticInstant, pending: PendingPatternPlay? = nil
    ) -> [Command] {
        playCount += 1
        let play = Play(id: playCount, pattern: pattern, duration: duration, pending: pending)
        var commands = plays.releaseEnded(at: now)
        switch state {
        case .running where plays.nothingWaits, .stopped(.system(.idleTimeout)) where engine != nil:
            commands.append(.play(play))
        case .running, .making, .starting, .reset:
            commands += plays.enqueue(play)
        case .failed(let error) where error.coreHapticsCode == .notSupported:
            commands.append(.reportFailure(HapticEngineFailure(.engineNotMade(error), droppedPlays: 1), plays: [play]))
        case .idle, .stopped, .failed:
            commands += plays.enqueue(play)
            commands += bringUp()
        }
        return commands
    }

    /// The app prepared for a pattern: makes and starts the engine if nothing has, so the first
    /// play finds it running.
    mutating func prepareRequested() -> [Command] {
        switch state {
        case .failed(let error) where error.coreHapticsCode == .notSupported:
            return []
        case .idle, .stopped(.system), .stopped(.notRunning), .failed:
            return bringUp()
        case .making, .starting, .running, .reset, .stopped(.background):
            return []
        }
    }

    /// The app entered the background.
    mutating func appEnteredBackground(at now: HapticInstant) -> [Command] {
        var commands = plays.releaseEnded(at: now)
        commands += plays.stopAll(because: .appEnteredBackground)
        switch state {
        case .running, .starting, .reset:
            operation += 1
            state = .stopped(.background)
            commands.append(.stopEngine(operation))
        case .making:
            // Nothing to stop yet: the engine is kept when it arrives, and started on return.
            state = .stopped(.background)
        case .idle, .stopped, .failed:
            break
        }
        return commands
    }

    /// The pattern player is let go (its accessory connected again or went): stops the long
    /// patterns still playing and the engine, and reports every waiting play
    /// (``HapticEngineFailure/Cause/patternPlayerGone``). A later play makes a new engine.
    mutating func discarded(at now: HapticInstant) -> [Command] {
        var commands = plays.releaseEnded(at: now)
        commands += plays.stopAll(because: .patternPlayerGone)
        switch state {
        case .running, .starting, .reset:
            operation += 1
            commands.append(.stopEngine(operation))
        case .making, .idle, .stopped, .failed:
            break
        }
        if engine != nil {
            commands.append(.discardEngine)
        }
        engine = nil
        engineBeingMade = nil
        state = .idle
        return commands
    }

    /// The app is returning to the foreground.
    mutating func appWillEnterForeground() -> [Command] {
        switch state {
        case .stopped(.background), .stopped(.system(.applicationSuspended)):
            return bringUp()
        default:
            return []
        }
    }

    // MARK: Engine results

    /// The shell made engine `generation` and handed it to the main actor. It is started if plays
    /// still wait for it; after the app entered the background meanwhile, it is kept stopped
    /// until the foreground or the next play starts it.
    mutating func engineMade(_ generation: Int) -> [Command] {
        guard generation == engineBeingMade else { return [] }
        engineBeingMade = nil
        engine = generation
        return state == .making ? startCycle() : []
    }

    /// Making engine `generation` threw `error`: every play waiting for it is reported, in one
    /// failure.
    mutating func engineMakeFailed(_ generation: Int, error: HapticEngineError) -> [Command] {
        guard generation == engineBeingMade else { return [] }
        engineBeingMade = nil
        state = .failed(error)
        return [Self.failure(.engineNotMade(error), costing: plays.dropWaiting())]
    }

    /// Start `number` completed, with `error` if it failed.
    mutating func startCompleted(_ number: Int, error: HapticEngineError?) -> [Command] {
        guard number == operation, state == .starting || state == .reset else { return [] }
        if let error {
            guard startAttempts < Self.maxStartAttempts else { return giveUp(error) }
            return beginStart()
        }
        state = .running
        startAttempts = 0
        return playNext()
    }

    /// Stop `number` completed. Changes nothing: the machine counted the engine as stopped when it
    /// asked, and a stop that completes after a later start (the app came back) must not make it
    /// believe the engine is stopped again.
    mutating func stopCompleted(_ number: Int, error: HapticEngineError?) -> [Command] {
        []
    }

    /// Core Haptics called the stopped handler of engine `generation`.
    mutating func engineStopped(_ reason: HapticEngineStopReason, engine generation: Int) -> [Command] {
        guard generation == engine else { return [] }
        var commands = plays.releaseAllKept()
        if reason == .engineDestroyed || reason == .gameControllerDisconnect {
            engine = nil
            commands.append(.discardEngine)
        }
        let wasStarting = state == .starting || state == .reset
        state = .stopped(.system(reason))
        if wasStarting {
            // The start under way is now stale: `startCompleted` only listens while starting.
            commands.append(Self.failure(.engineStoppedWhileStarting(reason), costing: plays.dropWaiting()))
        }
        return commands
    }

    /// Core Haptics called the reset handler of engine `generation`.
    mutating func engineReset(engine generation: Int, at now: HapticInstant) -> [Command] {
        guard generation == engine else { return [] }
        switch state {
        case .running, .starting, .reset:
            let commands = plays.replayAfterReset(at: now)
            state = .reset
            return commands + startCycle()
        case .idle, .making, .stopped, .failed:
            return plays.releaseAllKept()
        }
    }

    // MARK: Player results

    /// The player for `play` started at `now`.
    mutating func playerStarted(_ play: Play, at now: HapticInstant) -> [Command] {
        if case .stopped(.system(.idleTimeout)) = state {
            state = .running
        }
        return plays.keep(play, startedAt: now) + playNext()
    }

    /// Making or starting the player for `play` threw `error`.
    mutating func playerStartFailed(_ play: Play, error: HapticEngineError) -> [Command] {
        guard error.meansEngineNotRunning else {
            return [Self.failure(.playerNotStarted(error, afterRestart: play.isRetry), costing: [play])] + playNext()
        }
        if play.isRetry {
            state = .stopped(.notRunning(error))
            return [Self.failure(.playerNotStarted(error, afterRestart: true), costing: [play])]
                + plays.releaseAllKept() + (plays.nothingWaits ? [] : bringUp())
        }
        var retry = play
        retry.isRetry = true
        plays.putFirst(retry)
        let commands = plays.releaseAllKept()
        if state == .starting || state == .reset {
            return commands
        }
        return commands + bringUp()
    }

    // MARK: Helpers

    /// Makes an engine if there is none, else starts the one there is. An engine already being
    /// made is waited for, never made twice.
    private mutating func bringUp() -> [Command] {
        guard engine != nil else {
            state = .making
            guard engineBeingMade == nil else { return [] }
            engineCount += 1
            engineBeingMade = engineCount
            return [.makeEngine(engineCount)]
        }
        return startCycle()
    }

    /// Starts the engine with a fresh budget of attempts.
    private mutating func startCycle() -> [Command] {
        startAttempts = 0
        if state != .reset {
            state = .starting
        }
        return beginStart()
    }

    private mutating func beginStart() -> [Command] {
        startAttempts += 1
        operation += 1
        return [.startEngine(operation)]
    }

    /// Gives up on the engine after its starts failed.
    private mutating func giveUp(_ error: HapticEngineError) -> [Command] {
        let failure = Self.failure(.engineNotStarted(error, attempts: startAttempts), costing: plays.dropWaiting())
        let commands = plays.releaseAllKept()
        engine = nil
        state = .failed(error)
        startAttempts = 0
        return commands + [.discardEngine, failure]
    }

    /// Reports `cause`, which cost `dropped`.
    private static func failure(_ cause: HapticEngineFailure.Cause, costing dropped: [Play]) -> Command {
        .reportFailure(HapticEngineFailure(cause, droppedPlays: dropped.count), plays: dropped)
    }

    /// The next waiting play, when the engine runs.
    private mutating func playNext() -> [Command] {
        guard state == .running, let next = plays.takeNext() else { return [] }
        return [.play(next)]
    }
}

extension HapticEngineLifecycle: Sendable where Pattern: Sendable {}
