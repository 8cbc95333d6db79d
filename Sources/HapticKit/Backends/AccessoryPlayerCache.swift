/// The Core Haptics players an accessory backend keeps: one per accessory and locality, for the
/// device that made its engine. When another device answers for an accessory (a controller was
/// swapped), that accessory's players go with the old device; other accessories keep theirs.
/// Pure, so the rule is tested here; `GameControllerHapticBackend` holds one on the main actor.
package struct AccessoryPlayerCache<Player> {
    private struct Key: Hashable {
        let accessory: HapticCall.Accessory
        let locality: HapticCall.GCLocality
    }

    private var devices: [HapticCall.Accessory: ObjectIdentifier] = [:]
    private var players: [Key: Player] = [:]

    package init() {}

    /// The player for `accessory` at `locality` on `device`, made with `make` when there is none
    /// for that device yet.
    package mutating func player(
        for accessory: HapticCall.Accessory, at locality: HapticCall.GCLocality, on device: ObjectIdentifier,
        make: () -> Player
    ) -> Player {
        if devices[accessory] != device {
            players = players.filter { $0.key.accessory != accessory }
            devices[accessory] = device
        }
        let key = Key(accessory: accessory, locality: locality)
        if let player = players[key] { return player }
        let player = make()
        players[key] = player
        return player
    }

    /// How many players are kept.
    package var count: Int { players.count }
}
