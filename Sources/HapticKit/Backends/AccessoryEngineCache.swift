/// The Core Haptics engines an accessory backend keeps ("engine", not "player": the player is
/// `Haptics`): one per live device and locality. An engine belongs to the device object that made
/// it, held weakly: once that object is gone its engines belong to no device, even when a new
/// object (a controller that connected since) gets its memory address and so its
/// `ObjectIdentifier`. ``AccessoryEngineDriver`` holds one on the main actor and stops what it
/// removes.
struct AccessoryEngineCache<Device: AnyObject, Engine> {
    private struct Key: Hashable {
        let device: ObjectIdentifier
        let locality: HapticCall.GCLocality
    }

    private struct Entry {
        weak var device: Device?
        let engine: Engine
    }

    private var entries: [Key: Entry] = [:]

    init() {}

    /// The engines for `targets` at `locality`, made with `make` where the device has none yet.
    mutating func engines(
        for targets: [Device], at locality: HapticCall.GCLocality, make: (Device) -> Engine
    ) -> [Engine] {
        targets.map { device in
            let key = Key(device: ObjectIdentifier(device), locality: locality)
            if let entry = entries[key], entry.device === device { return entry.engine }
            let engine = make(device)
            entries[key] = Entry(device: device, engine: engine)
            return engine
        }
    }

    /// Removes the engines of devices that are gone or not in `connected`, and returns them.
    mutating func removeEngines(keeping connected: [Device]) -> [Engine] {
        remove { device in !connected.contains { $0 === device } }
    }

    /// Removes the engines of the device `device` identifies, and of devices that are gone, and
    /// returns them.
    mutating func removeEngines(of device: ObjectIdentifier) -> [Engine] {
        remove { ObjectIdentifier($0) == device }
    }

    /// Every engine kept.
    var engines: [Engine] { entries.values.map(\.engine) }

    /// How many engines are kept.
    var count: Int { entries.count }

    private mutating func remove(where isRemoved: (Device) -> Bool) -> [Engine] {
        let removed = entries.filter { _, entry in entry.device.map(isRemoved) ?? true }
        for key in removed.keys { entries[key] = nil }
        return removed.values.map(\.engine)
    }
}
