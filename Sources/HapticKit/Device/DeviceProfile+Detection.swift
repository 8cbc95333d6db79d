/// Working out the profile of the device this code runs on, from facts the OS reports.
extension DeviceProfile {
    /// The device this code runs on, detected once. On non-Apple platforms, a profile on which
    /// nothing plays.
    public static let current: DeviceProfile = detect(
        platform: HostFacts.platform, modelIdentifier: HostFacts.modelIdentifier(), os: HostFacts.osVersion(),
        isSimulator: HostFacts.isSimulator)

    /// The profile for a device, from its platform, its model identifier (`hw.machine`, such as
    /// `iPhone15,2` or `iPad16,3`; in the Simulator, `SIMULATOR_MODEL_IDENTIFIER`) and its OS.
    ///
    /// Taptic Engine that `UIFeedbackGenerator` drives: iPhone 7 (`iPhone9,x`) and later. Core
    /// Haptics: iPhone 8 (`iPhone10,x`) and later. iPad and iPod touch: neither. An unknown iPhone
    /// identifier is assumed to be a newer iPhone. The input is left `unspecified`: it is a property
    /// of each interaction, not of the device.
    public static func detect(
        platform: Platform, modelIdentifier: String?, os: OSVersion, isSimulator: Bool
    ) -> DeviceProfile {
        let model = modelIdentifier ?? ""
        switch platform {
        case .iOS, .iPadOS:
            if model.hasPrefix("iPad") || platform == .iPadOS {
                return DeviceProfile(platform: .iPadOS, idiom: .pad, os: os, hardware: .none, isSimulator: isSimulator)
            }
            if model.hasPrefix("iPod") {
                return DeviceProfile(platform: .iOS, idiom: .phone, os: os, hardware: .none, isSimulator: isSimulator)
            }
            let generation = model.hasPrefix("iPhone") ? Int(model.dropFirst(6).prefix { $0.isNumber }) : nil
            let hardware = HapticHardware(
                tapticEngine: (generation ?? .max) >= 9, coreHaptics: (generation ?? .max) >= 10)
            return DeviceProfile(platform: .iOS, idiom: .phone, os: os, hardware: hardware, isSimulator: isSimulator)
        case .macCatalyst:
            return DeviceProfile(platform: .macCatalyst, idiom: .pad, os: os, hardware: .none)
        case .macOS:
            return DeviceProfile(platform: .macOS, idiom: .mac, os: os, hardware: .none)
        case .watchOS:
            return DeviceProfile(
                platform: .watchOS, idiom: .watch, os: os,
                hardware: HapticHardware(tapticEngine: true, coreHaptics: false),
                isSimulator: isSimulator)
        case .tvOS:
            return DeviceProfile(platform: .tvOS, idiom: .tv, os: os, hardware: .none, isSimulator: isSimulator)
        case .visionOS:
            return DeviceProfile(platform: .visionOS, idiom: .vision, os: os, hardware: .none, isSimulator: isSimulator)
        case .other:
            return DeviceProfile(platform: .other, idiom: .unspecified, os: os, hardware: .none)
        }
    }
}
