import Dispatch
import Foundation
@_spi(HapticKitInternal) import HapticKit

// Fakes of GameController's controllers and their haptics, conforming to the protocols HapticKit's
// accessory backend is written over (`HapticAccessory`), and keeping GameController's documented
// contracts:
//
// - Connections and disconnections "will also be reflected in the controllers array", and post
//   `GCControllerDidConnectNotification` / `GCControllerDidDisconnectNotification`, whose `object`
//   is the controller (GCController.h:28-51, iOS 26.2 SDK). Here they post on a
//   `NotificationCenter` the test owns, after the list changed.
// - `current` is "the most recently used game controller" (GCController.h:131-142, iOS 26.2 SDK):
//   the last one `use(_:)` was called for, while it is connected.
// - `haptics` is `nil` for a controller without haptics (GCController.h:249-255, iOS 26.2 SDK).
// - `createEngine(withLocality:)` "Creates and returns a new instance of CHHapticEngine" each time;
//   `GCHapticsLocalityDefault` and `GCHapticsLocalityAll` "are guaranteed to be supported", other
//   localities only where the controller has them, and otherwise the result is `nil`
//   (GCDeviceHaptics.h:43-64, iOS 26.2 SDK).
// - Main queue only. That is HapticKit's rule rather than GameController's: GameController's
//   objects are not `Sendable` and call their handlers on the main queue by default (`handlerQueue`,
//   GCDevice.h:21-32, iOS 26.2 SDK), and HapticKit drives them and their Core Haptics engines on
//   the main actor only. Each fake records a use off the main queue in `violations`.

/// GameController's class members (`controllers()`, `current`), the notifications it posts, and
/// everything the fakes did, in order.
@MainActor
package final class FakeGameController: ConnectedAccessories {
    /// `GCControllerDidConnectNotification`, `GCControllerDidDisconnectNotification`.
    package nonisolated static let didConnect = Notification.Name("GCControllerDidConnectNotification")
    package nonisolated static let didDisconnect = Notification.Name("GCControllerDidDisconnectNotification")
    /// The product category of one hand of a spatial controller pair.
    package nonisolated static let spatialController = "Spatial Controller"

    /// What happened, in order: `A createEngine(.default)`, `play on A#1`, `stop A#1`, ….
    package private(set) var log: [String] = []
    /// Uses off the main queue.
    package nonisolated let violations = LockedState<[String]>([])
    /// Held weakly: the backend's observers in the center hold the backend, which holds this.
    private weak var center: NotificationCenter?
    private var controllers: [FakeController] = []
    private var mostRecentlyUsed: FakeController?

    package nonisolated init(center: NotificationCenter) {
        self.center = center
    }

    package func connected() -> [FakeController] {
        checkMainQueue("controllers()")
        return controllers
    }

    package var current: FakeController? {
        checkMainQueue("current")
        return mostRecentlyUsed
    }

    package var spatialControllerCategory: String? { Self.spatialController }

    /// Connects `controller`, then posts the notification.
    package func connect(_ controller: FakeController) {
        controllers.append(controller)
        center?.post(name: Self.didConnect, object: controller)
    }

    /// Disconnects `controller`, which is then no longer current, then posts the notification.
    package func disconnect(_ controller: FakeController) {
        controllers.removeAll { $0 === controller }
        if mostRecentlyUsed === controller { mostRecentlyUsed = nil }
        center?.post(name: Self.didDisconnect, object: controller)
    }

    /// The user actuated an input of `controller`: it becomes current.
    package func use(_ controller: FakeController) {
        mostRecentlyUsed = controller
    }

    /// The log since the last call, cleared.
    package func take() -> [String] {
        defer { log.removeAll() }
        return log
    }

    func record(_ entry: String) {
        checkMainQueue(entry)
        log.append(entry)
    }

    nonisolated func checkMainQueue(_ entry: String) {
        if !FakeUIKit.isOnMainQueue { violations.withLock { $0.append(entry) } }
    }
}

/// `GCController`: its haptics, if any, and its product category.
@MainActor
package final class FakeController: HapticAccessory {
    package let name: String
    private let deviceHaptics: FakeDeviceHaptics?
    private let category: String
    /// Unowned: the fake GameController keeps its controllers, and outlives them in a test.
    private unowned let gameController: FakeGameController

    /// - Parameters:
    ///   - name: what the log calls it, and its engines.
    ///   - localities: where it has actuators, beyond `.default` and `.all`; `nil` for no haptics.
    ///   - productCategory: `GCDevice.productCategory`.
    ///   - gameController: the framework it belongs to, which logs what it does.
    package init(
        _ name: String, localities: Set<HapticCall.GCLocality>? = [], productCategory: String = "DualSense",
        in gameController: FakeGameController
    ) {
        self.name = name
        deviceHaptics = localities.map {
            FakeDeviceHaptics(controller: name, localities: $0.union([.default, .all]), in: gameController)
        }
        category = productCategory
        self.gameController = gameController
    }

    package var haptics: FakeDeviceHaptics? {
        gameController.checkMainQueue("\(name).haptics")
        return deviceHaptics
    }

    package var productCategory: String {
        gameController.checkMainQueue("\(name).productCategory")
        return category
    }
}

/// `GCDeviceHaptics`: a new engine each call, for the localities the controller has. It knows
/// its controller by name only, so it does not keep the controller alive.
@MainActor
package final class FakeDeviceHaptics: AccessoryHaptics {
    package struct Locality: AccessoryHapticsLocality {
        let locality: HapticCall.GCLocality
        package init(_ locality: HapticCall.GCLocality) { self.locality = locality }
    }

    private let controller: String
    private let localities: Set<HapticCall.GCLocality>
    /// Unowned: the fake GameController keeps its controllers, and outlives them in a test.
    private unowned let gameController: FakeGameController
    private var made = 0

    init(controller: String, localities: Set<HapticCall.GCLocality>, in gameController: FakeGameController) {
        self.controller = controller
        self.localities = localities
        self.gameController = gameController
    }

    package func createEngine(withLocality locality: Locality) -> FakeAccessoryEngine? {
        gameController.record("\(controller) createEngine(.\(locality.locality))")
        guard localities.contains(locality.locality) else { return nil }
        made += 1
        return FakeAccessoryEngine(name: "\(controller)#\(made)")
    }
}

/// The `CHHapticEngine` a controller's haptics made, by name: the controller's, and how many it
/// made so far.
package final class FakeAccessoryEngine {
    package let name: String

    init(name: String) {
        self.name = name
    }
}

/// The pattern player over an accessory's engine, as `PatternEngine` is: the engine is made on the
/// first play; a play, a stop (background, or the accessory went) and a restart are recorded
/// against it.
@MainActor
package final class FakeAccessoryPlayer: HapticPatternPlaying {
    private let makeEngine: @MainActor () throws -> FakeAccessoryEngine
    /// Unowned: the fake GameController keeps its controllers, and outlives them in a test.
    private unowned let gameController: FakeGameController
    private var engine: FakeAccessoryEngine?

    package init(
        makeEngine: @escaping @MainActor () throws -> FakeAccessoryEngine, in gameController: FakeGameController
    ) {
        self.makeEngine = makeEngine
        self.gameController = gameController
    }

    package func play(_ pattern: HapticPattern, for request: HapticRequest) throws {
        try prepareEngine()
        gameController.record("play on \(engine?.name ?? "")")
    }

    package func prepare() {
        if (try? prepareEngine()) != nil, let engine { gameController.record("prepare \(engine.name)") }
    }

    private func prepareEngine() throws {
        if engine == nil { engine = try makeEngine() }
    }

    package func applicationDidEnterBackground() {
        if let engine { gameController.record("stop \(engine.name)") }
    }

    package func applicationWillEnterForeground() {
        if let engine { gameController.record("start \(engine.name)") }
    }
}
