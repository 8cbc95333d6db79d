/// Runs a ``HapticEngineLifecycle`` against an engine: performs each command with the engine and
/// feeds every result back, so the Apple adapter is left with one Core Haptics call per command.
///
/// Synchronous results (making the engine, starting a player) are fed back at once, so a play
/// whose failure is certain before ``play(_:lasting:)`` returns throws it. Asynchronous results
/// (start and stop completions, the stopped and reset handlers) arrive later on the main actor;
/// a failure found then goes to ``onFailure``.
@MainActor
package final class HapticEngineDriver<Engine: HapticEngineControl> {
    /// Receives failures found after the play that caused them returned (for example a start that
    /// failed twice). `nil` drops them.
    package var onFailure: (@MainActor (HapticEngineFailure) -> Void)?

    private var lifecycle = HapticEngineLifecycle<Engine.Pattern>()
    private var engine: Engine?
    private var players: [Int: Engine.Player] = [:]
    private let clock: any HapticClock
    private let makeEngine: @MainActor (HapticEngineHandlers) throws -> Engine

    /// A driver that makes its engine with `makeEngine` on the first play. `makeEngine` must
    /// install the handlers it is given and throw a ``HapticEngineError`` on failure.
    package nonisolated init(
        clock: any HapticClock = SystemHapticClock(),
        makeEngine: @escaping @MainActor (HapticEngineHandlers) throws -> Engine
    ) {
        self.clock = clock
        self.makeEngine = makeEngine
    }

    /// Where the engine is in its life.
    package var state: HapticEngineState { lifecycle.state }

    /// How many players the driver keeps (long patterns, for background and reset).
    package var keptPlayerCount: Int { players.count }

    /// Plays `pattern`, which lasts `duration` seconds: now if the engine runs, else once it has
    /// started. Throws a ``HapticEngineFailure`` only when the failure is certain before this
    /// returns: no engine could be made, or the player failed with an error a restart cannot fix.
    package func play(_ pattern: Engine.Pattern, lasting duration: Double) throws {
        let failures = perform(lifecycle.playRequested(pattern, lasting: duration, at: clock.now()))
        report(failures.dropFirst())
        if let failure = failures.first {
            throw failure
        }
    }

    /// Stops the long players still playing and the engine.
    package func applicationDidEnterBackground() {
        report(perform(lifecycle.appEnteredBackground(at: clock.now())))
    }

    /// Starts the engine again if the background (or a suspension) stopped it.
    package func applicationWillEnterForeground() {
        report(perform(lifecycle.appWillEnterForeground()))
    }

    /// Performs `first` and every command its results lead to; returns the failures to report.
    private func perform(_ first: [HapticEngineLifecycle<Engine.Pattern>.Command]) -> [HapticEngineFailure] {
        var work = first
        var index = 0
        var failures: [HapticEngineFailure] = []
        while index < work.count {
            let command = work[index]
            index += 1
            switch command {
            case .makeEngine(let generation):
                do {
                    engine = try makeEngine(handlers(for: generation))
                    work += lifecycle.engineMade(generation)
                } catch {
                    work += lifecycle.engineMakeFailed(generation, error: Self.engineError(error))
                }
            case .discardEngine:
                engine = nil
            case .startEngine(let number):
                guard let engine else {
                    work += lifecycle.startCompleted(number, error: HapticEngineError(.engineNotRunning))
                    continue
                }
                engine.start { [weak self] error in self?.startCompleted(number, error: error) }
            case .stopEngine(let number):
                engine?.stop { [weak self] error in self?.stopCompleted(number, error: error) }
            case .play(let play):
                do {
                    guard let engine else { throw HapticEngineError(.engineNotRunning) }
                    let player = try engine.startPlayer(for: play.pattern)
                    if play.keepsPlayer {
                        players[play.id] = player
                    }
                    work += lifecycle.playerStarted(play, at: clock.now())
                } catch {
                    work += lifecycle.playerStartFailed(play, error: Self.engineError(error))
                }
            case .stopPlayers(let ids):
                for id in ids {
                    if let player = players.removeValue(forKey: id) {
                        engine?.stop(player)
                    }
                }
            case .releasePlayers(let ids):
                for id in ids {
                    players[id] = nil
                }
            case .reportFailure(let failure):
                failures.append(failure)
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
