/// What the OS reports about the machine this code runs on: the facts
/// ``DeviceProfile/detect(platform:modelIdentifier:os:isSimulator:compatibilityMode:supportsHaptics:idiom:)``
/// decides from. The platform layer reads them from the OS (`HostFacts`); tests report any machine.
protocol HostReport {
    var platform: DeviceProfile.Platform { get }
    var isSimulator: Bool { get }
    func osVersion() -> DeviceProfile.OSVersion
    /// `hw.machine`, or the Simulator's `SIMULATOR_MODEL_IDENTIFIER`.
    func modelIdentifier() -> String?
    func compatibilityMode() -> DeviceProfile.CompatibilityMode?
    func supportsHaptics() -> Bool
    /// The idiom, or `nil` when it cannot be read here.
    func idiom() -> DeviceProfile.Idiom?
}

extension DeviceProfile {
    /// The profile of the machine `host` reports.
    static func detect(reportedBy host: some HostReport) -> DeviceProfile {
        detect(
            platform: host.platform, modelIdentifier: host.modelIdentifier(), os: host.osVersion(),
            isSimulator: host.isSimulator, compatibilityMode: host.compatibilityMode(),
            supportsHaptics: host.supportsHaptics(), idiom: host.idiom())
    }
}
