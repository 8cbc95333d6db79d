#if canImport(CoreHaptics) && (os(iOS) || os(macOS) || os(tvOS) || os(visionOS))
import CoreHaptics

/// Plays custom patterns on a haptics-only `CHHapticEngine`. Forwarding only: the router decided
/// Core Haptics plays, and every decision about the engine's life (when to make, start, restart,
/// stop, retry, give up) is ``HapticEngineLifecycle``'s, run by ``HapticEngineDriver``. See
/// ``HapticEngineLifecycle`` for the rules and their sources.
///
/// The engine is made when the first play needs it, never in `init`, so this can be created from
/// any isolation; and off the main thread, on a background queue, because making one connects to
/// the haptic server, which can take long enough to drop frames on the first pattern. That play,
/// and any made meanwhile, wait for it and play in order once it has started. The engine is
/// haptics-only (`playsHapticsOnly`; Apple's doc says only that audio events are ignored and
/// latency drops: that this keeps the engine off the app's audio session is HapticKit's reading of
/// issue-thread reports, not Apple's word), and has auto-shutdown on (`isAutoShutdownEnabled`:
/// "the engine shuts down after approximately two minutes of inactivity",
/// <https://developer.apple.com/documentation/corehaptics/chhapticengine/isautoshutdownenabled>).
/// It is only ever started with `start(completionHandler:)`, never the blocking `start()`.
///
/// > Important: Core Haptics calls `stoppedHandler`, `resetHandler` and completion handlers on its
/// > own internal queue ("Callbacks to this closure don't occur on the main
/// > thread", <https://developer.apple.com/documentation/corehaptics/chhapticengine/stoppedhandler-swift.property>).
/// > Every closure handed to it here is `@Sendable`, so it is not main-actor isolated; the driver
/// > hops to the main actor (``HapticEngineHandlers``, ``HapticEngineDriver``).
@available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
@MainActor
final class PatternEngine {
    private lazy var driver = makeDriver()
    private let making: Making

    /// Where the engine is made.
    private enum Making {
        case offMain(@Sendable () throws -> CHHapticEngine)
        case onMainActor(@MainActor () throws -> CHHapticEngine)
    }

    /// Makes nothing yet: the device's engine (or the one `makeEngine` makes) is made on a
    /// background queue when the first play needs it.
    nonisolated init(makeEngine: @escaping @Sendable () throws -> CHHapticEngine = { try CHHapticEngine() }) {
        making = .offMain(makeEngine)
    }

    /// Makes nothing yet: `makeEngine` makes the engine on the main actor, when the app prepares
    /// for a pattern (``Haptics/prepare(for:)``) or else within the first play. For an accessory's
    /// engine: GameController documents no thread its `GCDeviceHaptics` may make one on, and the
    /// object is not `Sendable`.
    nonisolated init(makeEngineOnMainActor makeEngine: @escaping @MainActor () throws -> CHHapticEngine) {
        making = .onMainActor(makeEngine)
    }

    /// Plays `pattern` now if the engine runs, else as soon as it has been made and started.
    /// Throws only failures certain before it returns: the pattern cannot be converted, no engine
    /// can be made (`notSupported` on hardware without haptics, known from an earlier play or from
    /// an accessory's engine made on the main actor), or the player failed with an error an engine
    /// restart cannot fix. A pattern that does not play after this returned reports why on
    /// `request`, once.
    func play(_ pattern: HapticPattern, for request: HapticRequest) throws {
        try driver.play(try pattern.makeCHHapticPattern(), lasting: pattern.duration, for: request)
    }

    /// Makes and starts the engine now, if nothing has, so the first pattern does not wait for it.
    func prepare() {
        driver.prepare()
    }

    /// Stops the long patterns still playing, so none stays stuck, and stops the engine.
    func applicationDidEnterBackground() {
        driver.applicationDidEnterBackground()
    }

    /// Starts the engine again, asynchronously, if the background or a suspension stopped it.
    func applicationWillEnterForeground() {
        driver.applicationWillEnterForeground()
    }

    /// Stops the patterns still playing and the engine, lets go of it, and reports the patterns
    /// still waiting: an accessory's player, dropped.
    func discard() {
        driver.discard()
    }

    private func makeDriver() -> HapticEngineDriver<CoreHapticsEngine> {
        let driver: HapticEngineDriver<CoreHapticsEngine>
        switch making {
        case .offMain(let makeEngine):
            driver = HapticEngineDriver(makeEngine: { try CoreHapticsEngine(handlers: $0, makeEngine: makeEngine) })
        case .onMainActor(let makeEngine):
            driver = HapticEngineDriver(makeEngineOnMainActor: { handlers in
                try CoreHapticsEngine(handlers: handlers, makeEngine: makeEngine)
            })
        }
        return driver
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
extension PatternEngine: HapticPatternPlaying {}

/// A `CHHapticEngine` behind ``HapticEngineControl``: one Core Haptics call per requirement, and
/// each Core Haptics error turned into a ``HapticEngineError``.
@available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
@MainActor
final class CoreHapticsEngine: HapticEngineControl {
    private let made: MadeEngine
    private var engine: CHHapticEngine { made.engine }

    /// `makeEngine`'s engine, haptics-only with auto-shutdown, reporting stops and resets to
    /// `handlers`.
    ///
    /// Nonisolated: it runs on the queue that makes the engine, usually a background one, and the
    /// engine is used on the main actor only once this returns. Core Haptics ties an engine to no
    /// thread (neither `CHHapticEngine.h`, iOS 26.2 SDK, nor
    /// <https://developer.apple.com/documentation/corehaptics/chhapticengine> names one, and its
    /// handlers run on an internal queue that "allows reentrant calls to the API"). The two
    /// handlers are `atomic` properties (header), settable from any thread; `playsHapticsOnly` and
    /// `isAutoShutdownEnabled` are `nonatomic`, so they are set here, on the making thread, before
    /// any other thread can reach the engine.
    nonisolated init(handlers: HapticEngineHandlers, makeEngine: () throws -> CHHapticEngine) throws {
        let engine: CHHapticEngine
        do {
            engine = try makeEngine()
        } catch let error as HapticEngineError {
            throw error
        } catch {
            throw HapticEngineError(coreHaptics: error)
        }
        engine.playsHapticsOnly = true
        engine.isAutoShutdownEnabled = true
        engine.stoppedHandler = { @Sendable reason in
            handlers.engineStopped(HapticEngineStopReason(rawValue: reason.rawValue))
        }
        engine.resetHandler = { @Sendable in handlers.engineReset() }
        made = MadeEngine(engine)
    }

    func start(completion: @escaping @Sendable (HapticEngineError?) -> Void) {
        engine.start(completionHandler: { @Sendable error in
            completion(error.map(HapticEngineError.init(coreHaptics:)))
        })
    }

    func stop(completion: @escaping @Sendable (HapticEngineError?) -> Void) {
        engine.stop(completionHandler: { @Sendable error in
            completion(error.map(HapticEngineError.init(coreHaptics:)))
        })
    }

    func startPlayer(for pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
        do {
            let player = try engine.makePlayer(with: pattern)
            try player.start(atTime: CHHapticTimeImmediate)
            return player
        } catch {
            throw HapticEngineError(coreHaptics: error)
        }
    }

    func stop(_ player: any CHHapticPatternPlayer) {
        try? player.stop(atTime: CHHapticTimeImmediate)
    }
}

/// A `CHHapticEngine` on its way from the queue that made it to the main actor.
///
/// `@unchecked Sendable` because `CHHapticEngine` is not `Sendable`, and a main-actor class may
/// not store a value that is not from a nonisolated initializer. The engine is made and set up on
/// the making queue, then used on the main actor only, by ``CoreHapticsEngine``; the hop between
/// them orders every access (the main actor gets the engine from a task the making queue starts
/// once it is done with it), so no two threads ever use it at once.
@available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
private final class MadeEngine: @unchecked Sendable {
    let engine: CHHapticEngine

    init(_ engine: CHHapticEngine) {
        self.engine = engine
    }
}

extension HapticEngineError {
    /// The domain, code and description of an error Core Haptics threw (a `CHHapticError`, or an
    /// `NSError` of another domain such as `kAudioUnitErr_*`).
    init(coreHaptics error: any Error) {
        let error = error as NSError
        self.init(domain: error.domain, code: error.code, message: error.localizedDescription)
    }
}
#endif
