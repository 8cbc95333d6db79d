/// Everything the router needs to know about where feedback is asked for: the platform and its
/// version, the idiom, the haptic hardware, the input driving the interaction, whether this is a
/// simulator, and whether an iPhone or iPad app runs in a compatibility mode elsewhere.
///
/// Build one by hand for tests and previews, or take a named one:
///
/// ```swift
/// let pencil = DeviceProfile.named("ipad-pencil-pro")!
/// let oldPhone = DeviceProfile.iPhone.with(os: DeviceProfile.OSVersion(17, 4))
/// let custom = DeviceProfile(platform: .iPadOS, idiom: .pad, os: DeviceProfile.OSVersion(18, 2),
///                            hasTapticEngine: false, supportsCoreHaptics: false, inputDevice: .pencilPro)
/// ```
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    /// The operating system, as users know it (iPadOS, not iOS, on iPad).
    public var platform: DeviceProfile.Platform
    /// The user-interface idiom: phone, pad, mac, watch, ….
    public var idiom: DeviceProfile.Idiom
    /// The version of the operating system, which decides which calls exist.
    public var os: DeviceProfile.OSVersion
    /// Whether the device has a Taptic Engine that `UIFeedbackGenerator` or WatchKit drives:
    /// iPhone 7 and later, every Apple Watch. False for iPad, iPod touch, iPhone 6s and earlier,
    /// Apple TV and Vision Pro. Haptic hardware in an accessory (a pencil, a trackpad, a game
    /// controller) is the ``inputDevice``'s, not the device's.
    public var hasTapticEngine: Bool
    /// Whether Core Haptics reports `supportsHaptics` for the device: iPhone 8 and later.
    public var supportsCoreHaptics: Bool
    /// The input device the profile assumes drives the interaction: a finger, Apple Pencil Pro, a
    /// trackpad, …. A request's own ``HapticInput`` (`play(_:input:)`) narrows it for one gesture.
    public var inputDevice: HapticInput.Device
    /// Whether this is the Simulator, where nothing plays.
    public var isSimulator: Bool
    /// Where an iPhone or iPad app runs when it is not on the device it was made for, or `nil`
    /// when it runs natively. Nothing plays on a Mac or Vision Pro; an iPhone app on iPad plays as
    /// the iPad does, by inference.
    public var compatibilityMode: CompatibilityMode?

    /// An iPhone or iPad app running on another device, as `ProcessInfo` reports it.
    ///
    /// ```swift
    /// var onVision = DeviceProfile.iPad
    /// onVision.compatibilityMode = .iOSAppOnVision
    /// HapticRoute(.success, on: onVision).plays   // false
    /// ```
    ///
    /// > Important: On a Mac or Vision Pro the app's UIKit and Core Haptics calls play nothing, so
    /// > the router keeps it silent. An iPhone app on iPad runs on the iPad's hardware, so the
    /// > router answers as for that iPad, every cell inferred. On Vision Pro the idiom reads `.pad` and the model identifier may be
    /// > an iPad's, so only this mode tells the device apart from an iPad.
    ///
    /// A struct with a static member per mode rather than an enum: Apple adds places an iPhone or
    /// iPad app runs (Apple Vision Pro's mode arrived with iOS 26.1), and a new case of a public enum
    /// would break every app's exhaustive `switch`. Compare with `==` or read `rawValue`.
    public struct CompatibilityMode: AppleNamedValue {
        /// The modes, for HapticKit's own `switch`es; the raw value is the name.
        enum Kind: String, Hashable, Sendable, CaseIterable {
            case iOSAppOnMac, iOSAppOnVision, iPhoneAppOnPad
        }

        let kind: Kind

        init(_ kind: Kind) {
            self.kind = kind
        }

        /// An iPhone or iPad app running on a Mac with Apple silicon (`ProcessInfo.isiOSAppOnMac`,
        /// iOS 14). Not Mac Catalyst, which is its own platform.
        public static let iOSAppOnMac = CompatibilityMode(.iOSAppOnMac)
        /// An iPhone or iPad app running on Apple Vision Pro (`ProcessInfo.isiOSAppOnVision`,
        /// iOS 26.1). Not a native visionOS app, which is its own platform.
        ///
        /// > Important: Before visionOS 26.1 nothing public tells the app where it runs: it reports
        /// > the `.pad` idiom and the model identifier `iPad13,4` (an iPad Pro of 2021, reported
        /// > from a Vision Pro in github.com/devicekit/DeviceKit/pull/391), so it is profiled as
        /// > that iPad. Such an iPad pairs neither Apple Pencil Pro nor a trackpad that plays
        /// > feedback (Apple Pencil Pro came in 2024 for that year's iPads and later), so what the
        /// > profile says plays there (a canvas call, handed to the system) is felt on neither;
        /// > inferred, not checked on a device.
        public static let iOSAppOnVision = CompatibilityMode(.iOSAppOnVision)
        /// An iPhone app running on iPad: its idiom reads `.phone` ("The app thinks it is running
        /// on an iPhone", Geoff Hackworth, "How iPhone-only Apps Appear on iPad", 2019,
        /// hacknicity.medium.com/how-iphone-only-apps-appear-on-ipad-59f7902da4c9), while the
        /// model identifier (`hw.machine`) is the iPad's, which is how detection tells it
        /// (inferred: that `hw.machine` reports the real hardware there is not documented).
        public static let iPhoneAppOnPad = CompatibilityMode(.iPhoneAppOnPad)

        /// Every mode, in the order above.
        public static let allCases: [CompatibilityMode] = Kind.allCases.map(CompatibilityMode.init)

        /// `iPhone or iPad app on a Mac`, `iPhone or iPad app on Apple Vision Pro`, `iPhone app on iPad`
        public var description: String {
            switch kind {
            case .iOSAppOnMac: "iPhone or iPad app on a Mac"
            case .iOSAppOnVision: "iPhone or iPad app on Apple Vision Pro"
            case .iPhoneAppOnPad: "iPhone app on iPad"
            }
        }
    }

    /// Creates a profile from its parts, for tests, previews and the device matrix.
    ///
    /// ``current`` is the device the code runs on; the named profiles (``iPhone``, …) are tested ones.
    public init(
        platform: DeviceProfile.Platform,
        idiom: DeviceProfile.Idiom,
        os: DeviceProfile.OSVersion,
        hasTapticEngine: Bool,
        supportsCoreHaptics: Bool,
        inputDevice: HapticInput.Device = .unspecified,
        isSimulator: Bool = false,
        compatibilityMode: CompatibilityMode? = nil
    ) {
        self.platform = platform
        self.idiom = idiom
        self.os = os
        self.hasTapticEngine = hasTapticEngine
        self.supportsCoreHaptics = supportsCoreHaptics
        self.inputDevice = inputDevice
        self.isSimulator = isSimulator
        self.compatibilityMode = compatibilityMode
    }

    /// A copy running another OS version.
    public func with(os: DeviceProfile.OSVersion) -> DeviceProfile {
        var copy = self
        copy.os = os
        return copy
    }

    /// A copy driven by another input device.
    public func with(inputDevice: HapticInput.Device) -> DeviceProfile {
        var copy = self
        copy.inputDevice = inputDevice
        return copy
    }

    /// `iPadOS 18.2, pad, no haptic hardware in the device, Apple Pencil Pro`; a compatibility mode comes last:
    /// `iPadOS 26.1, pad, no haptic hardware in the device, unspecified input, iPhone or iPad app on Apple Vision Pro`
    public var description: String {
        var parts = ["\(platform) \(os)", "\(idiom)", hardwareDescription, "\(inputDevice)"]
        if isSimulator { parts.append("simulator") }
        if let compatibilityMode { parts.append("\(compatibilityMode)") }
        return parts.joined(separator: ", ")
    }

    /// `Taptic Engine, Core Haptics`, `no haptic hardware in the device`, …: the device's own; an
    /// input device's (a Force Touch trackpad, Apple Pencil Pro) is the input's.
    var hardwareDescription: String {
        switch (hasTapticEngine, supportsCoreHaptics) {
        case (true, true): "Taptic Engine, Core Haptics"
        case (true, false): "Taptic Engine, no Core Haptics"
        case (false, true): "no Taptic Engine, Core Haptics"
        case (false, false): "no haptic hardware in the device"
        }
    }
}
