#if canImport(CoreHaptics) && canImport(GameController)
import CoreHaptics
import GameController
import HapticKit

/// Plays a pattern with Core Haptics directly: on the device's own engine, or on the current
/// game controller's. The engines are kept, so a second play does not make a new one.
@MainActor
enum CoreHapticsRaw {
    private static var engine: CHHapticEngine?
    private static var controllerEngine: (controller: ObjectIdentifier, engine: CHHapticEngine)?

    /// `CHHapticEngine().makePlayer(with:).start(atTime:)`, or why it failed.
    static func play(_ pattern: HapticPattern) -> String {
        do {
            let engine = try engine ?? CHHapticEngine()
            engine.playsHapticsOnly = true
            self.engine = engine
            return try start(pattern, on: engine, call: "CHHapticEngine()")
        } catch {
            return "Core Haptics failed: \(error.localizedDescription)"
        }
    }

    /// The same on the engine `GCController.current.haptics` makes, or why it could not.
    static func playOnController(_ pattern: HapticPattern) -> String {
        guard let controller = GCController.current ?? GCController.controllers().first,
            let haptics = controller.haptics
        else { return "no game controller with haptics is connected" }
        let id = ObjectIdentifier(controller)
        let kept = controllerEngine?.controller == id ? controllerEngine?.engine : nil
        guard let engine = kept ?? haptics.createEngine(withLocality: .default) else {
            return "the controller made no engine"
        }
        controllerEngine = (id, engine)
        do {
            return try start(
                pattern, on: engine, call: "GCController.current.haptics.createEngine(withLocality: .default)")
        } catch {
            return "Core Haptics failed: \(error.localizedDescription)"
        }
    }

    private static func start(_ pattern: HapticPattern, on engine: CHHapticEngine, call: String) throws -> String {
        try engine.start()
        try engine.makePlayer(with: pattern.makeCHHapticPattern()).start(atTime: CHHapticTimeImmediate)
        return "\(call).makePlayer(with:).start(atTime: CHHapticTimeImmediate)"
    }
}
#endif
