import HapticKit
import HapticKitTestSupport
import HapticKitTesting
import Testing

/// A stand-in for Core Haptics: fake engines and players that record every call in one log, and
/// starts and stops that complete only when a test says so (as Core Haptics' completion handlers
/// arrive later).
@MainActor
final class FakeCoreHaptics {
    /// A fake player: the pattern it plays, and whether it was stopped.
    final class Player {
        let pattern: String
        var isStopped = false

        init(pattern: String) {
            self.pattern = pattern
        }
    }

    /// Every call, in order: `make`, `start`, `stop`, `play <pattern>`, `play <pattern> -> <code>`
    /// (a player that threw), `stop player <pattern>`.
    var log: [String] = []
    /// Errors the next engine makes throw, in order.
    var makeErrors: [HapticEngineError] = []
    /// Errors the next player starts throw, in order.
    var playerErrors: [HapticEngineError] = []
    /// Every engine made.
    var engines: [FakeEngine] = []
    /// Every player started.
    var players: [Player] = []
    var pendingStarts: [@MainActor @Sendable (HapticEngineError?) -> Void] = []
    var pendingStops: [@MainActor @Sendable (HapticEngineError?) -> Void] = []

    /// The latest engine.
    var engine: FakeEngine { engines[engines.count - 1] }

    /// How many times `call` is in the log.
    func count(_ call: String) -> Int {
        log.filter { $0 == call }.count
    }

    /// Completes the oldest pending start, with `error` if given.
    func completeStart(_ error: HapticEngineError? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !pendingStarts.isEmpty else {
            Issue.record("no start is pending", sourceLocation: sourceLocation)
            return
        }
        pendingStarts.removeFirst()(error)
    }

    /// Completes the oldest pending stop.
    func completeStop(_ error: HapticEngineError? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !pendingStops.isEmpty else {
            Issue.record("no stop is pending", sourceLocation: sourceLocation)
            return
        }
        pendingStops.removeFirst()(error)
    }

    func makeEngine(_ handlers: HapticEngineHandlers) throws -> FakeEngine {
        log.append("make")
        if !makeErrors.isEmpty {
            throw makeErrors.removeFirst()
        }
        let engine = FakeEngine(world: self, handlers: handlers)
        engines.append(engine)
        return engine
    }
}

/// One fake engine; its calls go to its ``FakeCoreHaptics``.
@MainActor
final class FakeEngine: HapticEngineControl {
    /// Unowned: the world keeps its engines, and a strong reference back would leak both.
    unowned let world: FakeCoreHaptics
    let handlers: HapticEngineHandlers

    init(world: FakeCoreHaptics, handlers: HapticEngineHandlers) {
        self.world = world
        self.handlers = handlers
    }

    func start(completion: @escaping @MainActor @Sendable (HapticEngineError?) -> Void) {
        world.log.append("start")
        world.pendingStarts.append(completion)
    }

    func stop(completion: @escaping @MainActor @Sendable (HapticEngineError?) -> Void) {
        world.log.append("stop")
        world.pendingStops.append(completion)
    }

    func startPlayer(for pattern: String) throws -> FakeCoreHaptics.Player {
        if !world.playerErrors.isEmpty {
            let error = world.playerErrors.removeFirst()
            world.log.append("play \(pattern) -> \(error.code)")
            throw error
        }
        world.log.append("play \(pattern)")
        let player = FakeCoreHaptics.Player(pattern: pattern)
        world.players.append(player)
        return player
    }

    func stop(_ player: FakeCoreHaptics.Player) {
        world.log.append("stop player \(player.pattern)")
        player.isStopped = true
    }

    /// Calls the engine's stopped handler, as Core Haptics does (after the adapter's hop).
    func stopped(_ reason: HapticEngineStopReason) {
        handlers.stopped(reason)
    }

    /// Calls the engine's reset handler.
    func reset() {
        handlers.reset()
    }
}

/// A driver on a fake Core Haptics and a manual clock, collecting the failures it reports.
@MainActor
final class EngineRig {
    let world = FakeCoreHaptics()
    let clock = ManualHapticClock()
    let driver: HapticEngineDriver<FakeEngine>
    var failures: [HapticEngineFailure] = []

    init() {
        let world = world
        driver = HapticEngineDriver(clock: clock) { handlers in try world.makeEngine(handlers) }
        driver.onFailure = { [unowned self] failure in failures.append(failure) }
    }

    var log: [String] { world.log }
    var state: HapticEngineState { driver.state }

    /// How many times `call` is in the log.
    func count(_ call: String) -> Int {
        world.count(call)
    }

    /// Plays `pattern`, lasting `seconds`; returns what it threw, if anything.
    @discardableResult
    func play(_ pattern: String, lasting seconds: Double = 0) -> HapticEngineFailure? {
        do {
            try driver.play(pattern, lasting: seconds)
            return nil
        } catch {
            return error as? HapticEngineFailure
        }
    }

    /// A running engine that has played `first`.
    static func running(after first: String = "tap") -> EngineRig {
        let rig = EngineRig()
        rig.play(first)
        rig.world.completeStart()
        return rig
    }

    /// Advances the clock by `seconds`.
    func wait(_ seconds: Double) {
        clock.advance(by: .seconds(seconds))
    }
}

extension HapticEngineError {
    static func coreHaptics(_ code: CoreHapticsErrorCode) -> HapticEngineError {
        HapticEngineError(code, message: "test")
    }
}
