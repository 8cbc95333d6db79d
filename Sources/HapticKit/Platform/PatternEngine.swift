#if canImport(CoreHaptics) && (os(iOS) || os(macOS) || os(tvOS) || os(visionOS))
import CoreHaptics

/// Plays custom patterns on a haptics-only `CHHapticEngine`. Forwarding only: the router decided
/// Core Haptics plays, and every decision about the engine's life (when to make, start, restart,
/// stop, retry, give up) is ``HapticEngineLifecycle``'s, run by ``HapticEngineDriver``. See
/// ``HapticEngineLifecycle`` for the rules and their sources.
///
/// The engine is made on the first play, never in `init`, so this can be created from any
/// isolation. It is haptics-only (`playsHapticsOnly`; Apple's doc says only that audio events are
/// ignored and latency drops: that this keeps the engine off the app's audio session is HapticKit's
/// reading of issue-thread reports, not Apple's word), and has auto-shutdown on (`isAutoShutdownEnabled`: "the engine shuts down after
/// approximately two minutes of inactivity",
/// <https://developer.apple.com/documentation/corehaptics/chhapticengine/isautoshutdownenabled>).
/// It is only ever started with `start(completionHandler:)`, never the blocking `start()`.
///
/// > Important: Core Haptics calls `stoppedHandler`, `resetHandler` and completion handlers on its
/// > own internal queue (API sheet §4.1; "Callbacks to this closure don't occur on the main
/// > thread", <https://developer.apple.com/documentation/corehaptics/chhapticengine/stoppedhandler-swift.property>).
/// > Every closure handed to it here is `@Sendable`, so it is not main-actor isolated, and hops
/// > to the main actor explicitly with `Task { @MainActor in ... }`.
@available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
@MainActor
final class PatternEngine {
    /// Receives failures found after ``play(_:)`` returned: the engine did not start
    /// (after its bounded attempts), or a player failed again after an engine restart. The UIKit
    /// backend can forward them to its observer; `nil` drops them.
    var onFailure: (@MainActor (HapticEngineFailure) -> Void)?

    private lazy var driver = makeDriver()
    private let makeEngine: @MainActor () throws -> CHHapticEngine

    /// Makes nothing yet: the engine is made on the first play, by `makeEngine` (the device's own
    /// engine by default; an accessory's `GCDeviceHaptics` makes one for its actuators).
    nonisolated init(makeEngine: @escaping @MainActor () throws -> CHHapticEngine = { try CHHapticEngine() }) {
        self.makeEngine = makeEngine
    }

    /// Plays `pattern` now if the engine runs, else as soon as its asynchronous start completes.
    /// Throws only failures certain before it returns: the pattern cannot be converted, no engine
    /// can be made (`notSupported` on hardware without haptics), or the player failed with an error
    /// an engine restart cannot fix. Later failures go to ``onFailure``.
    func play(_ pattern: HapticPattern) throws {
        try driver.play(try pattern.makeCHHapticPattern(), lasting: pattern.duration)
    }

    /// Stops the long patterns still playing, so none stays stuck, and stops the engine.
    func applicationDidEnterBackground() {
        driver.applicationDidEnterBackground()
    }

    /// Starts the engine again, asynchronously, if the background or a suspension stopped it.
    func applicationWillEnterForeground() {
        driver.applicationWillEnterForeground()
    }

    private func makeDriver() -> HapticEngineDriver<CoreHapticsEngine> {
        let makeEngine = makeEngine
        let driver = HapticEngineDriver { handlers in try CoreHapticsEngine(handlers: handlers, makeEngine: makeEngine)
        }
        driver.onFailure = { [weak self] failure in self?.onFailure?(failure) }
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
    private let engine: CHHapticEngine

    /// A haptics-only engine with auto-shutdown, reporting stops and resets to `handlers`.
    init(handlers: HapticEngineHandlers, makeEngine: () throws -> CHHapticEngine) throws {
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
            let reason = HapticEngineStopReason(rawValue: reason.rawValue)
            Task { @MainActor in handlers.stopped(reason) }
        }
        engine.resetHandler = { @Sendable in
            Task { @MainActor in handlers.reset() }
        }
    }

    func start(completion: @escaping @MainActor @Sendable (HapticEngineError?) -> Void) {
        engine.start(completionHandler: { @Sendable error in
            let error = error.map(HapticEngineError.init(coreHaptics:))
            Task { @MainActor in completion(error) }
        })
    }

    func stop(completion: @escaping @MainActor @Sendable (HapticEngineError?) -> Void) {
        engine.stop(completionHandler: { @Sendable error in
            let error = error.map(HapticEngineError.init(coreHaptics:))
            Task { @MainActor in completion(error) }
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

extension HapticEngineError {
    /// The domain, code and description of an error Core Haptics threw (a `CHHapticError`, or an
    /// `NSError` of another domain such as `kAudioUnitErr_*`).
    init(coreHaptics error: any Error) {
        let error = error as NSError
        self.init(domain: error.domain, code: error.code, message: error.localizedDescription)
    }
}
#endif
