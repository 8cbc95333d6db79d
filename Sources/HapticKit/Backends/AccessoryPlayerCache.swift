/// The Core Haptics players an accessory backend keeps: one per connected device and locality.
/// Each request names the devices connected now; the players of a device that is gone (a
/// controller disconnected, or the other hand's controller switched off) go with it, so a device
/// that connects later gets new ones. Pure, so the rule is tested here;
/// `GameControllerHapticBackend` holds one on the main actor.
package struct AccessoryPlayerCache<Player> {
    private struct Key: Hashable {
        let device: ObjectIdentifier
        let locality: HapticCall.GCLocality
    }

    private var players: [Key: Player] = [:]

    package init() {}

    /// The players for `targets` at `locality`, made with `make` where there is none yet, after
    /// dropping every player of a device not in `connected`.
    package mutating func players(
        for targets: [ObjectIdentifier], at locality: HapticCall.GCLocality, connected: Set<ObjectIdentifier>,
        make: (ObjectIdentifier) -> Player
    ) -> [Player] {
        players = players.filter { connected.contains($0.key.device) }
        return targets.map { device in
            let key = Key(device: device, locality: locality)
            if let player = players[key] { return player }
            let player = make(device)
            players[key] = player
            return player
        }
    }

    /// How many players are kept.
    package var count: Int { players.count }
}
