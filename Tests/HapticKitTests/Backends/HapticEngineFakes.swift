import Dispatch
import HapticKitTestSupport
import HapticKitTesting
import Testing

@testable import HapticKit

/// A stand-in for Core Haptics: fake engines and players that record every call in one log,
/// engines made off the main queue only when a test says so (``FakeMakingQueue``), and starts and
/// stops that complete only when a test says so (as Core Haptics' completion handlers arrive
/// later).
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

    /// What making engines touches: it runs on the making queue, so it sits under a lock.
    private struct Making {
        var errors: [HapticEngineError] = []
        var engines: [FakeEngine] = []
        var onMainQueue: [Bool] = []
    }

    /// Where engines are made: the driver under test gets it.
    nonisolated let makingQueue = FakeMakingQueue()
    private nonisolated let calls = LockedState<[String]>([])
    private nonisolated let offMain = LockedState<[String]>([])
    private nonisolated let making = LockedState(Making())

    /// Every call, in order: `make`, `start`, `stop`, `play <pattern>`, `play <pattern> -> <code>`
    /// (a player that threw), `stop player <pattern>`.
    var log: [String] { calls.withLock { $0 } }
    /// Errors the next engine makes throw, in order.
    var makeErrors: [HapticEngineError] {
        get { making.withLock { $0.errors } }
        set { making.withLock { $0.errors = newValue } }
    }
    /// Every engine made.
    var engines: [FakeEngine] { making.withLock { $0.engines } }
    /// For each engine make, in order, whether it ran on the main queue.
    var madeOnMainQueue: [Bool] { making.withLock { $0.onMainQueue } }
    /// Errors the next player starts throw, in order.
    var playerErrors: [HapticEngineError] = []
    /// Every player started.
    var players: [Player] = []
    var pendingStarts: [@Sendable (HapticEngineError?) -> Void] = []
    var pendingStops: [@Sendable (HapticEngineError?) -> Void] = []

    /// The latest engine.
    var engine: FakeEngine { engines[engines.count - 1] }

    /// The calls other than `make` that came from off the main queue: the driver is main-actor
    /// isolated, so each one is a driver that ran where it must not.
    var callsOffTheMainQueue: [String] { offMain.withLock { $0 } }

    /// Adds `call` to the log, from any thread.
    nonisolated func record(_ call: String) {
        calls.withLock { $0.append(call) }
        if call != "make", !FakeUIKit.isOnMainQueue { offMain.withLock { $0.append(call) } }
    }

    /// How many times `call` is in the log.
    func count(_ call: String) -> Int {
        log.filter { $0 == call }.count
    }

    /// Makes the oldest engine asked for, off the main queue, and hands it to the driver.
    func finishMaking(sourceLocation: SourceLocation = #_sourceLocation) {
        if !makingQueue.runOldest() {
            Issue.record("no engine is being made", sourceLocation: sourceLocation)
        }
    }

    /// Completes the oldest pending start, with `error` if given.
    func completeStart(_ error: HapticEngineError? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !pendingStarts.isEmpty else {
            Issue.record("no start is pending", sourceLocation: sourceLocation)
            return
        }
        pendingStarts.removeFirst()(error)
    }

    /// Completes the oldest pending start as Core Haptics does, from its own queue, and returns
    /// once the completion was called there.
    func completeStartOffTheMainThread(sourceLocation: SourceLocation = #_sourceLocation) async {
        guard !pendingStarts.isEmpty else {
            Issue.record("no start is pending", sourceLocation: sourceLocation)
            return
        }
        let completion = pendingStarts.removeFirst()
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                completion(nil)
                continuation.resume()
            }
        }
    }

    /// Completes the oldest pending stop.
    func completeStop(_ error: HapticEngineError? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !pendingStops.isEmpty else {
            Issue.record("no stop is pending", sourceLocation: sourceLocation)
            return
        }
        pendingStops.removeFirst()(error)
    }

    /// `CHHapticEngine()`: runs on whatever queue the driver makes engines on.
    nonisolated func makeEngine(_ handlers: HapticEngineHandlers) throws -> FakeEngine {
        record("make")
        let onMainQueue = FakeUIKit.isOnMainQueue
        return try making.withLock { making in
            making.onMainQueue.append(onMainQueue)
            if !making.errors.isEmpty {
                throw making.errors.removeFirst()
            }
            let engine = FakeEngine(world: self, handlers: handlers)
            making.engines.append(engine)
            return engine
        }
    }
}

/// A making queue a test runs by hand: each engine asked for is made when the test says so, on a
/// queue of its own (so not the main queue), and handed to the main actor there and then.
final class FakeMakingQueue: HapticEngineMakingQueue {
    private let jobs = LockedState<[@Sendable () -> @MainActor @Sendable () -> Void]>([])
    private let queue = DispatchQueue(label: "FakeMakingQueue")

    /// How many engines are being made.
    var pending: Int { jobs.withLock { $0.count } }

    func make<Made: Sendable>(
        _ make: @escaping @Sendable () -> Made, deliver: @escaping @MainActor @Sendable (Made) -> Void
    ) {
        jobs.withLock { jobs in
            jobs.append {
                let made = make()
                return { deliver(made) }
            }
        }
    }

    /// Makes the oldest engine asked for on the queue, then delivers it; `false` if none was.
    @MainActor
    func runOldest() -> Bool {
        guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return false }
        let deliver = queue.sync(execute: job)
        deliver()
        return true
    }
}

/// One fake engine; its calls go to its ``FakeCoreHaptics``.
@MainActor
final class FakeEngine: HapticEngineControl {
    /// Unowned: the world keeps its engines, and a strong reference back would leak both.
    unowned let world: FakeCoreHaptics
    let handlers: HapticEngineHandlers

    nonisolated init(world: FakeCoreHaptics, handlers: HapticEngineHandlers) {
        self.world = world
        self.handlers = handlers
    }

    func start(completion: @escaping @Sendable (HapticEngineError?) -> Void) {
        world.record("start")
        world.pendingStarts.append(completion)
    }

    func stop(completion: @escaping @Sendable (HapticEngineError?) -> Void) {
        world.record("stop")
        world.pendingStops.append(completion)
    }

    func startPlayer(for pattern: String) throws -> FakeCoreHaptics.Player {
        if !world.playerErrors.isEmpty {
            let error = world.playerErrors.removeFirst()
            world.record("play \(pattern) -> \(error.code)")
            throw error
        }
        world.record("play \(pattern)")
        let player = FakeCoreHaptics.Player(pattern: pattern)
        world.players.append(player)
        return player
    }

    func stop(_ player: FakeCoreHaptics.Player) {
        world.record("stop player \(player.pattern)")
        player.isStopped = true
    }

    /// Calls the engine's stopped handler, as the main actor gets it (after the hop).
    func stopped(_ reason: HapticEngineStopReason) {
        handlers.stopped(reason)
    }

    /// Calls the engine's reset handler, as the main actor gets it (after the hop).
    func reset() {
        handlers.reset()
    }

    /// Calls the engine's reset handler as Core Haptics does, from a global queue, returning once
    /// it was called there.
    nonisolated func resetOffTheMainThread() async {
        let handlers = handlers
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                handlers.engineReset()
                continuation.resume()
            }
        }
    }

    /// Calls the engine's handlers as Core Haptics does, "on a non-main thread" (`stoppedHandler`,
    /// `resetHandler`, CHHapticEngine.h:150-171, iOS 17.4 SDK): the stop for `reason`, then a
    /// reset if `andReset`, from a global queue, returning once both were called there.
    nonisolated func callHandlersOffTheMainThread(stopped reason: HapticEngineStopReason, andReset: Bool) async {
        let handlers = handlers
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                handlers.engineStopped(reason)
                if andReset { handlers.engineReset() }
                continuation.resume()
            }
        }
    }
}

/// A driver on a fake Core Haptics and a manual clock, collecting the failures it reports.
@MainActor
final class EngineRig {
    let world = FakeCoreHaptics()
    let clock = ManualHapticClock()
    let driver: HapticEngineDriver<FakeEngine>
    var failures: [HapticEngineFailure] = []

    /// Where the rig's driver makes engines.
    enum Making {
        /// On the world's making queue, when the test calls `world.finishMaking()`.
        case byHand
        /// On this queue.
        case on(any HapticEngineMakingQueue)
        /// On the main actor, within the play (an accessory's engine).
        case onMainActor
    }

    init(making: Making = .byHand) {
        let world = world
        switch making {
        case .byHand:
            driver = HapticEngineDriver(clock: clock, makingOn: world.makingQueue) { try world.makeEngine($0) }
        case .on(let queue):
            driver = HapticEngineDriver(clock: clock, makingOn: queue) { try world.makeEngine($0) }
        case .onMainActor:
            driver = HapticEngineDriver(clock: clock, makeEngineOnMainActor: { try world.makeEngine($0) })
        }
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
        rig.world.finishMaking()
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

/// A pattern player over a ``HapticEngineDriver`` on a fake Core Haptics, forwarding as
/// `PatternEngine` does: a pattern plays under its description.
@MainActor
final class EnginePatternPlayer: HapticPatternPlaying {
    let driver: HapticEngineDriver<FakeEngine>

    init(world: FakeCoreHaptics) {
        driver = HapticEngineDriver(makingOn: world.makingQueue) { try world.makeEngine($0) }
    }

    func play(_ pattern: HapticPattern, for request: HapticRequest) throws {
        try driver.play("\(pattern)", lasting: pattern.duration, for: request)
    }
    func prepare() { driver.prepare() }
    func applicationDidEnterBackground() { driver.applicationDidEnterBackground() }
    func applicationWillEnterForeground() { driver.applicationWillEnterForeground() }
    func discard() { driver.discard() }
}
