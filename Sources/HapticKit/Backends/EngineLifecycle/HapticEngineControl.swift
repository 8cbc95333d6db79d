/// The few engine calls ``HapticEngineDriver`` makes: `CHHapticEngine`'s, reduced to what the
/// lifecycle needs. The Apple adapter implements each with one Core Haptics call; tests implement
/// it with a fake engine.
///
/// Completions may be called on any queue, after the call that was given them returned: Core
/// Haptics calls its handlers on its own internal queue (`CHHapticEngine.h`: "All callbacks are
/// delivered on an internal queue"), and the driver hops to the main actor itself.
///
/// `Sendable`, as a main-actor class is: the driver makes the engine off the main thread and
/// hands it to the main actor, which alone uses it from then on.
@MainActor
protocol HapticEngineControl: AnyObject, Sendable {
    /// The pattern type players are made from (`CHHapticPattern`).
    associatedtype Pattern
    /// A started player (`any CHHapticPatternPlayer`).
    associatedtype Player

    /// Starts the engine without blocking (`start(completionHandler:)`); `completion` gets the
    /// error, if any.
    func start(completion: @escaping @Sendable (HapticEngineError?) -> Void)
    /// Stops the engine without blocking (`stop(completionHandler:)`).
    func stop(completion: @escaping @Sendable (HapticEngineError?) -> Void)
    /// Makes a player for `pattern` and starts it at once (`makePlayer(with:)`,
    /// `start(atTime: CHHapticTimeImmediate)`). Throws a ``HapticEngineError``.
    func startPlayer(for pattern: Pattern) throws -> Player
    /// Stops `player` at once (`stop(atTime: CHHapticTimeImmediate)`); errors are of no use here.
    func stop(_ player: Player)
}

/// What an engine's `stoppedHandler` and `resetHandler` report, already tagged with the engine
/// they belong to. Core Haptics calls its handlers "on a non-main thread" (`stoppedHandler`,
/// `resetHandler`, CHHapticEngine.h:150-171, iOS 17.4 SDK): the adapter hands them to
/// ``engineStopped(_:)`` and ``engineReset()``, which hop to the main actor, where the driver is.
struct HapticEngineHandlers: Sendable {
    /// The engine stopped, for this reason.
    let stopped: @MainActor @Sendable (HapticEngineStopReason) -> Void
    /// The haptic server reset the engine.
    let reset: @MainActor @Sendable () -> Void

    init(
        stopped: @escaping @MainActor @Sendable (HapticEngineStopReason) -> Void,
        reset: @escaping @MainActor @Sendable () -> Void
    ) {
        self.stopped = stopped
        self.reset = reset
    }

    /// The engine's `stoppedHandler`, called on any thread: tells ``stopped`` on the main actor.
    func engineStopped(_ reason: HapticEngineStopReason) {
        MainActor.fromCallback { stopped(reason) }
    }

    /// The engine's `resetHandler`, called on any thread: tells ``reset`` on the main actor.
    func engineReset() {
        MainActor.fromCallback { reset() }
    }
}
