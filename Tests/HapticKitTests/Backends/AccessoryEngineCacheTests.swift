@_spi(HapticKitInternal) import HapticKit
import Testing

/// The rules `GameControllerHapticBackend` keeps its Core Haptics players by, and which
/// controllers a request plays on.
struct AccessoryPlayerCacheTests {
    final class Device {}
    final class Player {}

    @Test("one player per device and locality, kept while the device stays connected")
    func keptPerDeviceAndLocality() {
        var cache = AccessoryEngineCache<Player>()
        let controller = Device()
        let id = ObjectIdentifier(controller)
        var made = 0
        func player(_ locality: HapticCall.GCLocality) -> Player? {
            cache.players(for: [id], at: locality, connected: [id]) { _ in
                made += 1
                return Player()
            }.first
        }
        let first = player(.default)
        #expect(player(.default) === first)
        #expect(player(.handles) !== first)
        #expect(made == 2)
        #expect(cache.count == 2)
        withExtendedLifetime(controller) {}
    }

    @Test("a device that disconnects takes its players with it; the others keep theirs")
    func aDisconnectedDeviceDropsItsPlayers() {
        var cache = AccessoryEngineCache<Player>()
        let (left, right) = (Device(), Device())
        let (l, r) = (ObjectIdentifier(left), ObjectIdentifier(right))
        let both = cache.players(for: [l, r], at: .default, connected: [l, r]) { _ in Player() }
        #expect(both.count == 2 && both[0] !== both[1])
        let afterRightWent = cache.players(for: [l], at: .default, connected: [l]) { _ in Player() }
        #expect(afterRightWent.first === both[0])
        #expect(cache.count == 1, "the right hand's player went with it")
        let reconnected = cache.players(for: [l, r], at: .default, connected: [l, r]) { _ in Player() }
        #expect(reconnected[1] !== both[1], "a controller that connects again gets a new engine")
        withExtendedLifetime((left, right)) {}
    }
}

/// Which connected controllers a request plays on (``ControllerChoice``).
struct ControllerChoiceTests {
    typealias Controller = ControllerChoice.Controller<String>

    @Test("the most recently used controller plays when it has haptics")
    func theCurrentControllerPlays() {
        let controllers = [
            Controller(id: "dualsense", hasHaptics: true),
            Controller(id: "xbox", hasHaptics: true, isCurrent: true),
        ]
        #expect(ControllerChoice.targets(among: controllers) == ["xbox"])
    }

    @Test("after a Siri Remote was used, a connected controller with haptics still plays")
    func aRemoteWithoutHapticsDoesNotSilenceTheController() {
        let controllers = [
            Controller(id: "siri-remote", hasHaptics: false, isCurrent: true),
            Controller(id: "dualsense", hasHaptics: true),
        ]
        #expect(ControllerChoice.targets(among: controllers) == ["dualsense"])
    }

    @Test("a spatial controller pair plays in both hands")
    func bothHandsOfASpatialPair() {
        let controllers = [
            Controller(id: "gamepad", hasHaptics: true),
            Controller(id: "left", hasHaptics: true, isSpatial: true),
            Controller(id: "right", hasHaptics: true, isCurrent: true, isSpatial: true),
        ]
        #expect(ControllerChoice.targets(among: controllers) == ["left", "right"])
    }

    @Test("nothing with haptics, nothing to play on")
    func noHapticsNoTargets() {
        #expect(ControllerChoice.targets(among: [Controller(id: "remote", hasHaptics: false, isCurrent: true)]).isEmpty)
        #expect(ControllerChoice.targets(among: [Controller]()).isEmpty)
    }
}
