#if canImport(CoreHaptics) && canImport(UIKit) && os(iOS)
import CoreHaptics

/// Plays custom patterns on a haptics-only `CHHapticEngine`, started on first use and rebuilt
/// after the system stops or resets it. Forwarding only: the router decided Core Haptics plays.
///
/// A haptics-only engine (`playsHapticsOnly`) never touches the app's audio session, so it cannot
/// stop other apps' audio. The engine stops on its own when idle (`isAutoShutdownEnabled`), in the
/// background and on audio interruptions; the next pattern starts it again.
@MainActor
final class CoreHapticsPlayer {
    private var engine: CHHapticEngine?
    private var isRunning = false

    nonisolated init() {}

    /// The app entered the background: stop the engine, and with it every running pattern.
    func applicationDidEnterBackground() {
        engine?.stop(completionHandler: nil)
        isRunning = false
    }

    func play(_ pattern: HapticPattern) throws {
        let engine = try runningEngine()
        let player = try engine.makePlayer(with: try pattern.makeCHHapticPattern())
        try player.start(atTime: CHHapticTimeImmediate)
    }

    private func runningEngine() throws -> CHHapticEngine {
        let engine = try self.engine ?? makeEngine()
        if !isRunning {
            try engine.start()
            isRunning = true
        }
        return engine
    }

    private func makeEngine() throws -> CHHapticEngine {
        let engine = try CHHapticEngine()
        engine.playsHapticsOnly = true
        engine.isAutoShutdownEnabled = true
        engine.stoppedHandler = { [weak self] _ in
            Task { @MainActor in self?.isRunning = false }
        }
        engine.resetHandler = { [weak self] in
            // After a reset every player is invalid; the next play starts the engine again.
            Task { @MainActor in self?.isRunning = false }
        }
        self.engine = engine
        return engine
    }
}
#endif
