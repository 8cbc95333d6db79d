extension HapticEngineLifecycle {
    /// One requested pattern on its way to a player.
    struct Play {
        /// Names the play in commands and events; the driver keeps long pattern players under it.
        var id: Int
        /// The pattern, in the shell's own type (`CHHapticPattern` on Apple platforms).
        var pattern: Pattern
        /// How long the pattern lasts, in seconds (``HapticPattern/duration``).
        var duration: Double
        /// Whether this is the play's second and last attempt: after an engine restart, or after
        /// a reset rebuilt its player. It is not retried again.
        var isRetry: Bool
        /// Where the play's outcome goes if it does not play after the request returned; `nil`
        /// when the caller named no request.
        var pending: PendingPatternPlay?

        init(id: Int, pattern: Pattern, duration: Double, isRetry: Bool = false, pending: PendingPatternPlay? = nil) {
            self.id = id
            self.pattern = pattern
            self.duration = duration
            self.isRetry = isRetry
            self.pending = pending
        }

        /// Whether the driver keeps the player once started, so it can stop it when the app
        /// enters the background or rebuild it after a reset: the pattern lasts at least
        /// ``HapticEngineLifecycle/longRunningThreshold``. Shorter ones are over before it matters.
        var keepsPlayer: Bool {
            duration >= HapticEngineLifecycle.longRunningThreshold
        }
    }

    /// What the shell must do next. The shell performs commands in order and reports each result
    /// back as the event named here, at once for synchronous calls and on the main actor for
    /// completion handlers.
    enum Command {
        /// Make an engine (`CHHapticEngine()`, `playsHapticsOnly`, `isAutoShutdownEnabled`, and
        /// the `stoppedHandler` / `resetHandler` tagged with this engine number), off the main
        /// thread where the shell can; report ``HapticEngineLifecycle/engineMade(_:)`` or
        /// ``HapticEngineLifecycle/engineMakeFailed(_:error:)`` on the main actor once it is done.
        /// Plays wait meanwhile.
        case makeEngine(Int)
        /// Let go of the engine (it is destroyed or failed); a later play makes a new one.
        case discardEngine
        /// Start the engine asynchronously, `start(completionHandler:)`, never the blocking
        /// `start()`; report ``HapticEngineLifecycle/startCompleted(_:error:)`` with this number.
        case startEngine(Int)
        /// Stop the engine asynchronously, `stop(completionHandler:)`; report
        /// ``HapticEngineLifecycle/stopCompleted(_:error:)`` with this number.
        case stopEngine(Int)
        /// Make a player for the pattern and start it at once (`makePlayer(with:)`,
        /// `start(atTime: CHHapticTimeImmediate)`); keep it if ``Play/keepsPlayer``; report
        /// ``HapticEngineLifecycle/playerStarted(_:at:)`` or
        /// ``HapticEngineLifecycle/playerStartFailed(_:error:)``.
        case play(Play)
        /// Stop these kept pattern players now (`stop(atTime: CHHapticTimeImmediate)`) and let go of them.
        case stopPlayers([Int])
        /// Let go of these kept pattern players without stopping them: they ended, or their engine
        /// stopped or reset (a reset makes every player invalid).
        case releasePlayers([Int])
        /// Tell the app: `plays` will not play, because of the failure (one HapticKit gave up on,
        /// or a drop). Each play that never started reports it on its own request
        /// (``PendingPatternPlay``), once; `plays` is empty for a failure that cost none (a
        /// prepare's).
        case reportFailure(HapticEngineFailure, plays: [Play])
    }
}

extension HapticEngineLifecycle.Play: Sendable where Pattern: Sendable {}
extension HapticEngineLifecycle.Command: Sendable where Pattern: Sendable {}
