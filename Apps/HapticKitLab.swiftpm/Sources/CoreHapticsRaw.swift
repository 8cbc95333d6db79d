#if canImport(CoreHaptics) && canImport(GameController)
import CoreHaptics
import GameController
import HapticKit

/// Plays a pattern with Core Haptics directly: on the device's own engine, or on the current
/// game controller's. The engines are kept, so a second play does not make a new one, and are
/// started with `start(completionHandler:)`, never the blocking `start()`, on the main thread
/// (https://developer.apple.com/documentation/corehaptics/chhapticengine/start(completionhandler:)).
@MainActor
enum CoreHapticsRaw {
    /// The device's engine, and whether it has started and not stopped since.
    private static var engine: (engine: CHHapticEngine, running: Bool)?
    /// The controller's engine, and whether it has started and not stopped since.
    private static var controllerEngine: (controller: ObjectIdentifier, engine: CHHapticEngine, running: Bool)?

    /// `CHHapticEngine().makePlayer(with:).start(atTime:)`, or why it failed; `report` hears the
    /// play once an engine that was not running has started.
    static func play(_ pattern: HapticPattern, report: @escaping @MainActor @Sendable (String) -> Void) -> String {
        let call = "CHHapticEngine().makePlayer(with:).start(atTime: CHHapticTimeImmediate)"
        if let engine, engine.running { return play(pattern, on: engine.engine, call: call) }
        do {
            let made = try engine?.engine ?? CHHapticEngine()
            made.playsHapticsOnly = true
            made.stoppedHandler = stopped(controller: false)
            made.resetHandler = reset(controller: false)
            engine = (made, false)
            made.start(completionHandler: started(pattern, call: call, controller: false, report: report))
            return "starting CHHapticEngine(); it plays once it has started"
        } catch {
            return "Core Haptics failed: \(error.localizedDescription)"
        }
    }

    /// The same on the engine `GCController.current.haptics` makes, or why it could not.
    static func playOnController(
        _ pattern: HapticPattern, report: @escaping @MainActor @Sendable (String) -> Void
    ) -> String {
        guard let controller = GCController.current ?? GCController.controllers().first,
            let haptics = controller.haptics
        else { return "no game controller with haptics is connected" }
        let call =
            "GCController.current.haptics.createEngine(withLocality: .default).makePlayer(with:).start(atTime: CHHapticTimeImmediate)"
        let id = ObjectIdentifier(controller)
        if let kept = controllerEngine, kept.controller == id, kept.running {
            return play(pattern, on: kept.engine, call: call)
        }
        let kept = controllerEngine?.controller == id ? controllerEngine?.engine : nil
        guard let engine = kept ?? haptics.createEngine(withLocality: .default) else {
            return "the controller made no engine"
        }
        engine.stoppedHandler = stopped(controller: true)
        engine.resetHandler = reset(controller: true)
        controllerEngine = (id, engine, false)
        engine.start(completionHandler: started(pattern, call: call, controller: true, report: report))
        return "starting the controller's engine; it plays once it has started"
    }

    private static func play(_ pattern: HapticPattern, on engine: CHHapticEngine, call: String) -> String {
        do {
            try engine.makePlayer(with: pattern.makeCHHapticPattern()).start(atTime: CHHapticTimeImmediate)
            return call
        } catch {
            return "Core Haptics failed: \(error.localizedDescription)"
        }
    }

    /// Back on the main actor once the engine has started: marks it running and plays, or says why not.
    private static func finishStart(
        _ pattern: HapticPattern, call: String, controller: Bool, failure: String?,
        report: @MainActor @Sendable (String) -> Void
    ) {
        if let failure {
            report("Core Haptics failed to start: \(failure)")
            return
        }
        let engine: CHHapticEngine?
        if controller {
            controllerEngine?.running = true
            engine = controllerEngine?.engine
        } else {
            self.engine?.running = true
            engine = self.engine?.engine
        }
        guard let engine else { return }
        report("raw call: " + play(pattern, on: engine, call: call))
    }

    // The handlers are made outside the main actor: Core Haptics calls them on a queue of its own.

    private nonisolated static func started(
        _ pattern: HapticPattern, call: String, controller: Bool,
        report: @escaping @MainActor @Sendable (String) -> Void
    ) -> @Sendable ((any Error)?) -> Void {
        { error in
            let failure = error?.localizedDescription
            Task { @MainActor in
                finishStart(pattern, call: call, controller: controller, failure: failure, report: report)
            }
        }
    }

    private nonisolated static func stopped(controller: Bool) -> @Sendable (CHHapticEngine.StoppedReason) -> Void {
        { _ in Task { @MainActor in markStopped(controller: controller) } }
    }

    private nonisolated static func reset(controller: Bool) -> @Sendable () -> Void {
        { Task { @MainActor in markStopped(controller: controller) } }
    }

    private static func markStopped(controller: Bool) {
        if controller { controllerEngine?.running = false } else { engine?.running = false }
    }
}
#endif
