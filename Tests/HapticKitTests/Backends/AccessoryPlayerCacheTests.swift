import HapticKit
import Testing

/// The rule `GameControllerHapticBackend` keeps its Core Haptics players by.
struct AccessoryPlayerCacheTests {
    final class Device {}
    final class Player {}

    @Test("one player per accessory and locality, kept while the same device answers")
    func keptPerAccessoryAndLocality() {
        var cache = AccessoryPlayerCache<Player>()
        let controller = ObjectIdentifier(Device())
        var made = 0
        func player(_ locality: HapticCall.GCLocality) -> Player {
            cache.player(for: .gameController, at: locality, on: controller) {
                made += 1
                return Player()
            }
        }
        let first = player(.default)
        #expect(player(.default) === first)
        #expect(player(.handles) !== first)
        #expect(made == 2)
        #expect(cache.count == 2)
    }

    @Test("another device for an accessory drops that accessory's players, and only those")
    func aSwappedDeviceDropsItsPlayers() {
        var cache = AccessoryPlayerCache<Player>()
        let (old, new, stylus) = (Device(), Device(), Device())
        let first = cache.player(for: .gameController, at: .default, on: ObjectIdentifier(old)) { Player() }
        _ = cache.player(for: .gameController, at: .triggers, on: ObjectIdentifier(old)) { Player() }
        let pen = cache.player(for: .stylus, at: .default, on: ObjectIdentifier(stylus)) { Player() }
        let swapped = cache.player(for: .gameController, at: .default, on: ObjectIdentifier(new)) { Player() }
        #expect(swapped !== first)
        #expect(cache.count == 2, "the old controller's two players went; the stylus's stayed")
        #expect(cache.player(for: .stylus, at: .default, on: ObjectIdentifier(stylus)) { Player() } === pen)
        withExtendedLifetime((old, new, stylus)) {}
    }
}
