/// Runs a ``HapticEngineLifecycle`` against an engine: performs each command with the engine and
/// feeds every result back, so the Apple adapter is left with one Core Haptics call per command.
///
/// The engine is made off the main thread, on a ``HapticEngineMakingQueue``, and arrives on the
/// main actor later: the play that asked for it returns at once and waits, with any play made
/// meanwhile, for the engine and its start. A driver made with
/// ``init(clock:makeEngineOnMainActor:)`` (an accessory's engine, which its `GCDeviceHaptics`
/// makes) makes it on the main actor within that play instead. ``prepare()`` does the same ahead
/// of the first play.
///
/// Synchronous results (making the engine on the main actor, starting a player) are fed back at
/// once, so a play whose failure is certain before ``play(_:lasting:for:)`` returns throws it.
/// Asynchronous results (an engine made off the main thread, start and stop completions, the
/// stopped and reset handlers) arrive later on the main actor; a failure found then, such as
/// `notSupported` from an engine made off the main thread on hardware without haptics, is
/// reported on the request of each play it cost (``PendingPatternPlay``), and to ``onFailure``.
/// So is a play dropped while it waits: from a full queue, in the background, or by ``discard()``.
/// A driver let go with plays still waiting reports them as it goes (their ``PendingPatternPlay``s
/// do): every play the driver is given ends started, thrown or reported, once.
@MainActor
final class HapticEngineDriver<Engine: HapticEngineControl> {
    /// Receives each failure found after the play that caused them returned (an engine that could
    /// not be made, a start that failed twice, waiting plays dropped), once, with how many plays it
    /// cost, for diagnostics and tests; each play's own outcome goes to its request. `nil` drops
    /// them.
    var onFailure: (@MainActor (HapticEngineFailure) -> Void)?

    private typealias Command = HapticEngineLifecycle<Engine.Pattern>.Command

    private var lifecycle = HapticEngineLifecycle<Engine.Pattern>()
    private var engine: Engine?
    private var patternPlayers: [Int: Engine.Player] = [:]
    /// Within ``play(_:lasting:for:)``: the id of the play being requested, and the failure it
    /// throws.
    private var requested: Int?
    private var thrown: HapticEngineFailure?
    private let clock: any HapticClock
    private let making: Making

    /// How engines are made.
    private enum Making {
        /// On `queue`, off the main thread.
        case offMain(any HapticEngineMakingQueue, @Sendable (HapticEngineHandlers) throws -> Engine)
        /// On the main actor, within the play that needs it.
        case onMainActor(@MainActor (HapticEngineHandlers) throws -> Engine)
    }

    /// A driver that makes its engine with `makeEngine` on `queue`, off the main thread, when the
    /// first play needs it. `makeEngine` must install the handlers it is given and throw a
    /// ``HapticEngineError`` on failure.
    nonisolated init(
        clock: any HapticClock = SystemHapticClock(), makingOn queue: any HapticEngineMakingQueue = .background,
        makeEngine: @escaping @Sendable (HapticEngineHandlers) throws -> Engine
    ) {
        self.clock = clock
        making = .offMain(queue, makeEngine)
    }

    /// A driver that makes its engine with `makeEngine` on the main actor, within the first play,
    /// for engines whose maker may only be used there. `makeEngine` must install the handlers it
    /// is given and throw a ``HapticEngineError`` on failure.
    nonisolated init(
        clock: any HapticClock = SystemHapticClock(),
        makeEngineOnMainActor makeEngine: @escaping @MainActor (HapticEngineHandlers) throws -> Engine
    ) {
        self.clock = clock
        making = .onMainActor(makeEngine)
    }

    /// Where the engine is in its life.
    var state: HapticEngineState { lifecycle.state }

    /// How many pattern players the driver keeps (long patterns, for background and reset).
    var keptPatternPlayerCount: Int { patternPlayers.count }

    /// Plays `pattern`, which lasts `duration` seconds: now if the engine runs, else once it has
    /// been made and started. Throws a ``HapticEngineFailure`` only when this play's failure is
    /// certain before this returns: no engine can be made (known from an earlier play, or from a
    /// make on the main actor), or the player failed with an error a restart cannot fix. If it does
    /// not play after this returned, `request` (when given) is told why, once
    /// (``HapticRequest/reportFailure(_:)``).
    func play(_ pattern: Engine.Pattern, lasting duration: Double, for request: HapticRequest? = nil) throws {
        let commands = lifecycle.playRequested(
            pattern, lasting: duration, at: clock.now(), pending: request.map(PendingPatternPlay.init))
        requested = lifecycle.playCount
        defer { (requested, thrown) = (nil, nil) }
        report(perform(commands))
        if let thrown {
            throw thrown
        }
    }

    /// Lets go of the engine and everything it plays (an accessory's pattern player, dropped):
    /// stops the long patterns still playing and the engine, and reports every waiting play.
    func discard() {
        report(perform(lifecycle.discarded(at: clock.now())))
    }

    /// Makes and starts the engine ahead of the first play, if nothing has; a failure goes to
    /// ``onFailure``.
    func prepare() {
        report(perform(lifecycle.prepareRequested()))
    }

    /// Stops the long patterns still playing and the engine.
    func applicationDidEnterBackground() {
        report(perform(lifecycle.appEnteredBackground(at: clock.now())))
    }

    /// Starts the engine again if the background (or a suspension) stopped it.
    func applicationWillEnterForeground() {
        report(perform(lifecycle.appWillEnterForeground()))
    }

    /// Performs `first` and every command its results lead to; returns the failures to report.
    private func perform(_ first: [Command]) -> [HapticEngineFailure] {
        var work = first
        var index = 0
        var failures: [HapticEngineFailure] = []
        while index < work.count {
            let command = work[index]
            index += 1
            switch command {
            case .makeEngine(let generation):
                let handlers = handlers(for: generation)
                switch making {
                case .offMain(let queue, let makeEngine):
                    queue.make(
                        { Result { try makeEngine(handlers) } },
                        deliver: { [weak self] made in self?.engineArrived(made, generation: generation) })
                case .onMainActor(let makeEngine):
                    work += received(Result { try makeEngine(handlers) }, generation: generation)
                }
            case .discardEngine:
                engine = nil
            case .startEngine(let number):
                guard let engine else {
                    work += lifecycle.startCompleted(number, error: HapticEngineError(.engineNotRunning))
                    continue
                }
                engine.start { [weak self] error in
                    MainActor.fromCallback { self?.startCompleted(number, error: error) }
                }
            case .stopEngine(let number):
                engine?.stop { [weak self] error in
                    MainActor.fromCallback { self?.stopCompleted(number, error: error) }
                }
            case .play(let play):
                do {
                    guard let engine else { throw HapticEngineError(.engineNotRunning) }
                    let player = try engine.startPlayer(for: play.pattern)
                    play.pending?.settle()
                    if play.keepsPlayer {
                        patternPlayers[play.id] = player
                    }
                    work += lifecycle.playerStarted(play, at: clock.now())
                } catch {
                    work += lifecycle.playerStartFailed(play, error: Self.engineError(error))
                }
            case .stopPlayers(let ids):
                for id in ids {
                    if let player = patternPlayers.removeValue(forKey: id) {
                        engine?.stop(player)
                    }
                }
            case .releasePlayers(let ids):
                for id in ids {
                    patternPlayers[id] = nil
                }
            case .reportFailure(let failure, let plays):
                let costsRequested = plays.contains { $0.id == requested }
                if costsRequested, thrown == nil {
                    thrown = failure
                } else {
                    failures.append(failure)
                }
                for play in plays {
                    if play.id == requested {
                        play.pending?.settle()
                    } else {
                        play.pending?.report(failure)
                    }
                }
            }
        }
        return failures
    }

    private func report(_ failures: some Sequence<HapticEngineFailure>) {
        for failure in failures {
            onFailure?(failure)
        }
    }

    private func handlers(for generation: Int) -> HapticEngineHandlers {
        HapticEngineHandlers(
            stopped: { [weak self] reason in self?.engineStopped(reason, engine: generation) },
            reset: { [weak self] in self?.engineReset(engine: generation) })
    }

    /// Takes the engine `generation` (or why it was not made) back from the making queue.
    private func engineArrived(_ made: Result<Engine, any Error>, generation: Int) {
        report(perform(received(made, generation: generation)))
    }

    /// Keeps engine `generation` if it was made; returns what the lifecycle does next.
    private func received(_ made: Result<Engine, any Error>, generation: Int) -> [Command] {
        switch made {
        case .success(let made):
            engine = made
            return lifecycle.engineMade(generation)
        case .failure(let error):
            return lifecycle.engineMakeFailed(generation, error: Self.engineError(error))
        }
    }

    private func startCompleted(_ number: Int, error: HapticEngineError?) {
        report(perform(lifecycle.startCompleted(number, error: error)))
    }

    private func stopCompleted(_ number: Int, error: HapticEngineError?) {
        report(perform(lifecycle.stopCompleted(number, error: error)))
    }

    private func engineStopped(_ reason: HapticEngineStopReason, engine generation: Int) {
        report(perform(lifecycle.engineStopped(reason, engine: generation)))
    }

    private func engineReset(engine generation: Int) {
        report(perform(lifecycle.engineReset(engine: generation, at: clock.now())))
    }

    /// `error` as a ``HapticEngineError``; adapters throw those, anything else is described.
    private static func engineError(_ error: any Error) -> HapticEngineError {
        error as? HapticEngineError
            ?? HapticEngineError(domain: String(reflecting: type(of: error)), code: 0, message: "\(error)")
    }
}
