import Foundation
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// The rules an accessory backend keeps its Core Haptics engines by (``AccessoryEngineCache``).
struct AccessoryEngineCacheTests {
    final class Device {}
    final class Engine {}

    @Test("one engine per device and locality, kept while the device stays connected")
    func keptPerDeviceAndLocality() {
        var cache = AccessoryEngineCache<Device, Engine>()
        let controller = Device()
        var made = 0
        func engine(_ locality: HapticCall.GCLocality) -> Engine? {
            cache.engines(for: [controller], at: locality) { _ in
                made += 1
                return Engine()
            }.first
        }
        let first = engine(.default)
        #expect(engine(.default) === first)
        #expect(engine(.handles) !== first)
        #expect(made == 2)
        #expect(cache.removeEngines(keeping: [controller]).isEmpty)
        #expect(cache.count == 2)
    }

    @Test("a device that disconnects takes its engines with it; the others keep theirs")
    func aDisconnectedDeviceDropsItsEngines() {
        var cache = AccessoryEngineCache<Device, Engine>()
        let (left, right) = (Device(), Device())
        let both = cache.engines(for: [left, right], at: .default) { _ in Engine() }
        #expect(both.count == 2 && both[0] !== both[1])
        #expect(cache.removeEngines(keeping: [left]).map(ObjectIdentifier.init) == [ObjectIdentifier(both[1])])
        #expect(cache.engines(for: [left], at: .default) { _ in Engine() }.first === both[0])
        #expect(cache.removeEngines(of: ObjectIdentifier(left)).first === both[0])
        #expect(cache.count == 0)
        let reconnected = cache.engines(for: [left, right], at: .default) { _ in Engine() }
        #expect(reconnected[0] !== both[0] && reconnected[1] !== both[1], "devices that come back get new engines")
    }

    @Test("a device that is gone has no engines, even for a new device at its address")
    func aGoneDeviceHasNoEngines() throws {
        var cache = AccessoryEngineCache<Device, Engine>()
        var gone: Device? = Device()
        let stale = cache.engines(for: [gone!], at: .default) { _ in Engine() }
        let address = ObjectIdentifier(gone!)
        gone = nil
        // The allocator hands the freed memory to a new object of the same size.
        var candidates: [Device] = []
        for _ in 0..<1000 {
            candidates.append(Device())
            if ObjectIdentifier(candidates.last!) == address { break }
        }
        // AddressSanitizer quarantines freed memory, so under it no object gets the address; the
        // plain test run checks this.
        let reused = candidates.last.flatMap { ObjectIdentifier($0) == address ? $0 : nil }
        if reused == nil, ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil { return }
        let new = try #require(reused)
        #expect(cache.engines(for: [new], at: .default) { _ in Engine() }.first !== stale.first)
        #expect(cache.removeEngines(keeping: [new]).isEmpty, "the new device's engine replaced the stale one")
        #expect(cache.count == 1)
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
