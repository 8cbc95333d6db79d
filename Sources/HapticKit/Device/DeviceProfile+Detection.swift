/// Working out the profile of the device this code runs on, from facts the OS reports.
extension DeviceProfile {
    /// The profile for a device, from what the OS reports: its platform, its model identifier
    /// (`hw.machine`, such as `iPhone15,2` or `iPad16,3`; in the Simulator,
    /// `SIMULATOR_MODEL_IDENTIFIER`), its OS, whether an iPhone or iPad app runs in a compatibility
    /// mode, what Core Haptics says of the hardware, and the idiom when UIKit has told it.
    ///
    /// On iOS and iPadOS:
    /// - `iPhone…`: a Taptic Engine that `UIFeedbackGenerator` drives from iPhone 7 (`iPhone9,x`),
    ///   Core Haptics from iPhone 8 (`iPhone10,x`). An `iPhone` identifier newer than any known, or
    ///   one whose generation does not parse, is taken as a newer iPhone.
    /// - `iPad…` (or `platform` `.iPadOS`) and `iPod…`: no haptic hardware.
    /// - Anything else, or no identifier: Core Haptics' own answer
    ///   (`CHHapticEngine.capabilitiesForHardware().supportsHaptics`) decides the hardware (the
    ///   hardware it drives is the Taptic Engine that UIKit drives too), and the idiom decides the
    ///   platform: `.pad` is iPadOS; unknown (`nil` or `.unspecified`) stays `.unspecified` on iOS.
    /// - In a compatibility mode the profile keeps what the rules above give, with no haptic
    ///   hardware and the mode set, and the router keeps it silent. The mode is ignored on other
    ///   platforms (it describes an iPhone or iPad app).
    /// - An iPad identifier with the `.phone` idiom is an iPhone app on iPad
    ///   (``CompatibilityMode/iPhoneAppOnPad``): an iPad profile with the phone idiom, routed as
    ///   the iPad, by inference. Read off the main thread, where the idiom is unknown, it is the iPad.
    ///
    /// The input is left `unspecified`: it is a property of each interaction, not of the device.
    ///
    /// ```swift
    /// let onVision = DeviceProfile.detect(
    ///     platform: .iOS, modelIdentifier: "iPad13,4", os: DeviceProfile.OSVersion(26, 1), isSimulator: false,
    ///     compatibilityMode: .iOSAppOnVision, idiom: .pad)
    /// HapticRoute(.success, on: onVision).plays   // false
    /// ```
    public static func detect(
        platform: DeviceProfile.Platform, modelIdentifier: String?, os: DeviceProfile.OSVersion, isSimulator: Bool,
        compatibilityMode: CompatibilityMode? = nil, supportsHaptics: Bool = false, idiom: DeviceProfile.Idiom? = nil
    ) -> DeviceProfile {
        switch platform.kind {
        case .iOS, .iPadOS:
            var profile = DeviceProfile(
                platform: platform, idiom: .unspecified, os: os, hasTapticEngine: false, supportsCoreHaptics: false,
                isSimulator: isSimulator)
            profile.identify(model: modelIdentifier ?? "", supportsHaptics: supportsHaptics, idiom: idiom)
            if let compatibilityMode {
                (profile.hasTapticEngine, profile.supportsCoreHaptics) = (false, false)
                profile.compatibilityMode = compatibilityMode
            } else if profile.platform == .iPadOS, idiom == .phone {
                (profile.idiom, profile.compatibilityMode) = (.phone, .iPhoneAppOnPad)
            }
            return profile
        case .macCatalyst:
            return DeviceProfile(
                platform: .macCatalyst, idiom: .pad, os: os, hasTapticEngine: false, supportsCoreHaptics: false)
        case .macOS:
            return DeviceProfile(
                platform: .macOS, idiom: .mac, os: os, hasTapticEngine: false, supportsCoreHaptics: false)
        case .watchOS:
            return DeviceProfile(
                platform: .watchOS, idiom: .watch, os: os,
                hasTapticEngine: true, supportsCoreHaptics: false,
                isSimulator: isSimulator)
        case .tvOS:
            return DeviceProfile(
                platform: .tvOS, idiom: .tv, os: os, hasTapticEngine: false, supportsCoreHaptics: false,
                isSimulator: isSimulator)
        case .visionOS:
            return DeviceProfile(
                platform: .visionOS, idiom: .vision, os: os, hasTapticEngine: false, supportsCoreHaptics: false,
                isSimulator: isSimulator)
        case .other:
            return DeviceProfile(
                platform: .other, idiom: .unspecified, os: os, hasTapticEngine: false, supportsCoreHaptics: false)
        }
    }

    /// Sets the platform, idiom and hardware of an iPhone, iPad or iPod touch (or of an unknown iOS
    /// device) by the rules of `detect`.
    private mutating func identify(model: String, supportsHaptics: Bool, idiom: DeviceProfile.Idiom?) {
        if model.hasPrefix("iPad") || platform == .iPadOS {
            (platform, self.idiom, hasTapticEngine, supportsCoreHaptics) = (.iPadOS, .pad, false, false)
        } else if model.hasPrefix("iPod") {
            (platform, self.idiom, hasTapticEngine, supportsCoreHaptics) = (.iOS, .phone, false, false)
        } else if model.hasPrefix("iPhone") {
            let generation = Int(model.dropFirst(6).prefix { $0.isNumber }) ?? .max
            (platform, self.idiom) = (.iOS, .phone)
            (hasTapticEngine, supportsCoreHaptics) = (generation >= 9, generation >= 10)
        } else {
            let idiom = idiom ?? .unspecified
            (platform, self.idiom) = (idiom == .pad ? .iPadOS : .iOS, idiom)
            (hasTapticEngine, supportsCoreHaptics) = (supportsHaptics, supportsHaptics)
        }
    }
}
