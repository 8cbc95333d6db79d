import Dispatch
import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// The game-controller backend, run: ``AccessoryHapticBackend`` on the real main queue, over fake
/// controllers that keep GameController's contracts (HapticKitTestSupport's
/// `GameControllerFakes.swift`), played through a player on an Apple TV with a controller.
@MainActor
final class GameControllerRig {
    let center = NotificationCenter()
    let gameController: FakeGameController
    let late = HapticRecorder()
    let player: Haptics

    init() {
        let gameController = FakeGameController(center: center)
        self.gameController = gameController
        let backend = AccessoryHapticBackend(
            .gameController, accessories: gameController,
            patterns: { FakeAccessoryPlayer(makeEngine: $0, in: gameController) },
            connections: [FakeGameController.didConnect, FakeGameController.didDisconnect],
            events: [Self.background: .didEnterBackground, Self.foreground: .willEnterForeground], center: center)
        player = Haptics(
            backend: ObservedBackend(backend: backend, late: late), device: .tvWithGameController,
            clock: ManualHapticClock(), rateLimits: .unlimited)
    }

    static let background = Notification.Name("background")
    static let foreground = Notification.Name("foreground")

    /// A controller with haptics, connected.
    func connect(
        _ name: String, localities: Set<HapticCall.GCLocality>? = [], productCategory: String = "DualSense"
    ) -> FakeController {
        let controller = FakeController(
            name, localities: localities, productCategory: productCategory, in: gameController)
        gameController.connect(controller)
        return controller
    }

    /// Waits until the main queue has run everything scheduled on it so far.
    func settle() async {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}

@Suite("The game-controller backend over fake controllers")
@MainActor
struct AccessoryEngineDriverTests {
    @Test("a controller that gets a gone controller's address gets engines of its own")
    func aReusedIdentifierIsANewController() throws {
        let rig = GameControllerRig()
        var first: FakeController? = rig.connect("A")
        rig.player.play(.success)
        let address = ObjectIdentifier(first!)
        rig.gameController.disconnect(first!)
        first = nil
        // The allocator hands the freed memory to a new object of the same size.
        var candidates: [FakeController] = []
        for index in 0..<1000 {
            let candidate = FakeController("B\(index)", in: rig.gameController)
            candidates.append(candidate)
            if ObjectIdentifier(candidate) == address { break }
        }
        // AddressSanitizer quarantines freed memory, so under it no object gets the address; the
        // plain test run checks this.
        let reused = candidates.last.flatMap { ObjectIdentifier($0) == address ? $0 : nil }
        if reused == nil, ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil { return }
        let second = try #require(reused)
        rig.gameController.connect(second)
        #expect(rig.player.play(.success).didPlay)
        #expect(
            rig.gameController.take() == [
                "A createEngine(.default)", "play on A#1", "stop A#1",
                "\(second.name) createEngine(.default)", "play on \(second.name)#1",
            ], "the new controller plays on an engine its own haptics made")
    }

    @Test("a controller that disconnects has its engines stopped at once; back, it gets new ones")
    func disconnectStopsAndReconnectRebuilds() {
        let rig = GameControllerRig()
        let controller = rig.connect("A")
        let other = rig.connect("B")
        rig.gameController.use(other)
        rig.player.play(.success)
        rig.gameController.use(controller)
        rig.player.play(.success)
        #expect(rig.gameController.take().filter { $0.hasPrefix("play") } == ["play on B#1", "play on A#1"])
        rig.gameController.disconnect(controller)
        #expect(rig.gameController.take() == ["stop A#1"], "stopped without waiting for a play; B's engine runs on")
        rig.gameController.connect(controller)
        rig.gameController.use(controller)
        rig.player.play(.success)
        #expect(rig.gameController.take() == ["A createEngine(.default)", "play on A#2"])
    }

    @Test("entering the background stops every controller's engine; coming back starts them")
    func backgroundStopsEngines() {
        let rig = GameControllerRig()
        let left = rig.connect("L", productCategory: FakeGameController.spatialController)
        _ = rig.connect("R", productCategory: FakeGameController.spatialController)
        rig.gameController.use(left)
        rig.player.play(.pattern(.heartbeat))
        #expect(rig.gameController.take().filter { $0.hasPrefix("play") } == ["play on L#1", "play on R#1"])
        rig.center.post(name: GameControllerRig.background, object: nil)
        #expect(rig.gameController.take().sorted() == ["stop L#1", "stop R#1"])
        rig.center.post(name: GameControllerRig.foreground, object: nil)
        #expect(rig.gameController.take().sorted() == ["start L#1", "start R#1"])
    }

    @Test("a play while the app is in the background is skipped as not active and starts no engine")
    func noPlayInTheBackground() {
        let rig = GameControllerRig()
        _ = rig.connect("A")
        rig.player.play(.pattern(.heartbeat))
        rig.center.post(name: GameControllerRig.background, object: nil)
        _ = rig.gameController.take()
        #expect(rig.player.play(.pattern(.heartbeat)) == .skipped(.appNotActive))
        #expect(rig.gameController.take().isEmpty, "no engine started, nothing played")
        rig.center.post(name: GameControllerRig.foreground, object: nil)
        _ = rig.gameController.take()
        #expect(rig.player.play(.pattern(.heartbeat)).didPlay)
        #expect(rig.gameController.take() == ["play on A#1"])
    }

    @Test("preparing a pattern makes the controller's engine before the first play; not in the background")
    func preparedBeforeThePlay() {
        let rig = GameControllerRig()
        _ = rig.connect("A")
        #expect(
            rig.player.prepare(for: .pattern(.heartbeat))
                == .preparedEngine(rig.player.route(for: .pattern(.heartbeat))))
        #expect(rig.gameController.take() == ["A createEngine(.default)", "prepare A#1"])
        rig.player.play(.pattern(.heartbeat))
        #expect(rig.gameController.take() == ["play on A#1"], "the same engine: nothing made within the play")
        rig.center.post(name: GameControllerRig.background, object: nil)
        _ = rig.gameController.take()
        _ = rig.connect("B")
        rig.player.prepare(for: .pattern(.heartbeat))
        #expect(rig.gameController.take().filter { $0.hasPrefix("prepare") }.isEmpty)
    }

    @Test("no controller with haptics: the play fails with GameController's error")
    func noHaptics() {
        let rig = GameControllerRig()
        _ = rig.connect("remote", localities: nil)
        let error = HapticEngineError(
            domain: "HapticKit.GameController", code: 1, message: "no GCController with haptics is connected")
        #expect(rig.player.play(.success) == .skipped(.backendFailed(error)))
        #expect(rig.gameController.take().isEmpty)
    }

    @Test("plays from many threads reach the controller on the main queue only, in full, on one engine")
    func manyThreads() async {
        let rig = GameControllerRig()
        _ = rig.connect("A")
        let player = rig.player
        await Task.detached {
            DispatchQueue.concurrentPerform(iterations: 200) { _ in player.play(.success) }
        }.value
        await rig.settle()
        let log = rig.gameController.take()
        #expect(log.filter { $0 == "play on A#1" }.count == 200)
        #expect(log.filter { $0.contains("createEngine") } == ["A createEngine(.default)"])
        #expect(rig.gameController.violations.withLock { $0 }.isEmpty)
    }
}
