/// The Core Haptics engines an accessory backend keeps ("engine", not "player": the player is
/// `Haptics`): one per connected device and locality. Each request names the devices connected
/// now; the engines of a device that is gone (a
/// controller disconnected, or the other hand's controller switched off) go with it, so a device
/// that connects later gets new ones. Pure, so the rule is tested here;
/// `GameControllerHapticBackend` holds one on the main actor.
package struct AccessoryEngineCache<Engine> {
    private struct Key: Hashable {
        let device: ObjectIdentifier
        let locality: HapticCall.GCLocality
    }

    private var players: [Key: Engine] = [:]

    package init() {}

    /// The players for `targets` at `locality`, made with `make` where there is none yet, after
    /// dropping every player of a device not in `connected`.
    package mutating func players(
        for targets: [ObjectIdentifier], at locality: HapticCall.GCLocality, connected: Set<ObjectIdentifier>,
        make: (ObjectIdentifier) -> Engine
    ) -> [Engine] {
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
