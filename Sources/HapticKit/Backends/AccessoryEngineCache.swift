/// The Core Haptics engines an accessory backend keeps ("engine", not "player": the player is
/// `Haptics`): one per live device and locality. An engine belongs to the device object that made
/// it, held weakly: once that object is gone its engines belong to no device, even when a new
/// object (a controller that connected since) gets its memory address and so its
/// `ObjectIdentifier`. ``AccessoryEngineDriver`` holds one on the main actor and stops what it
/// removes.
struct AccessoryEngineCache<Device: AnyObject, Engine> {
    /// One engine: the device that made it, and the locality it plays at.
    private struct Entry {
        /// The device's identifier when the engine was made; a later device may take it over.
        let deviceID: ObjectIdentifier
        weak var device: Device?
        let locality: HapticCall.GCLocality
        let engine: Engine
    }

    /// A few entries (a device or two, a locality or two each), searched in turn.
    private var entries: [Entry] = []

    init() {}

    /// The engines for `targets` at `locality`, made with `make` where the device has none yet.
    mutating func engines(
        for targets: [Device], at locality: HapticCall.GCLocality, make: (Device) -> Engine
    ) -> [Engine] {
        targets.map { device in
            let deviceID = ObjectIdentifier(device)
            let index = entries.firstIndex { $0.deviceID == deviceID && $0.locality == locality }
            if let index, entries[index].device === device { return entries[index].engine }
            let entry = Entry(deviceID: deviceID, device: device, locality: locality, engine: make(device))
            if let index {
                entries[index] = entry
            } else {
                entries.append(entry)
            }
            return entry.engine
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
    var engines: [Engine] { entries.map(\.engine) }

    /// How many engines are kept.
    var count: Int { entries.count }

    private mutating func remove(where isRemoved: (Device) -> Bool) -> [Engine] {
        let removed = entries.filter { $0.device.map(isRemoved) ?? true }
        entries.removeAll { $0.device.map(isRemoved) ?? true }
        return removed.map(\.engine)
    }
}
