/// The named profiles that the CLI, the device matrix and tests use.
///
/// Versions are the ones the seed `000_…` tested on (iOS and iPadOS 18.2, macOS 15.1.1) unless the
/// name says otherwise.
extension DeviceProfile {
    /// A profile with its name and a one-line description.
    public struct Named: Hashable, Sendable {
        /// The name the CLI and ``DeviceProfile/named(_:)`` take, such as `ipad-pencil-pro`.
        public let name: String
        /// A one-line description of the device, for listings.
        public let summary: String
        /// The profile itself.
        public let profile: DeviceProfile
    }

    static let tested = OSVersion(18, 2)
    static let testedMac = OSVersion(15, 1, 1)
    static let taptic = HapticHardware(tapticEngine: true, coreHaptics: true)

    /// An iPhone with a Taptic Engine on iOS 18.2.
    public static let iPhone = DeviceProfile(
        platform: .iOS, idiom: .phone, os: tested, hardware: taptic, input: .finger)
    /// An iPad (no Taptic Engine) on iPadOS 18.2, input not specified.
    public static let iPad = DeviceProfile(
        platform: .iPadOS, idiom: .pad, os: tested, hardware: .none, input: .unspecified)
    /// A Mac with a built-in Force Touch trackpad on macOS 15.1.1.
    public static let mac = DeviceProfile(
        platform: .macOS, idiom: .mac, os: testedMac, hardware: .none, input: .forceTouchTrackpad)

    /// Every named profile, in the order the device matrix lists them.
    public static let allNamed: [Named] = [
        Named(name: "iphone", summary: "iPhone with a Taptic Engine, iOS 18.2", profile: iPhone),
        Named(
            name: "iphone-ios17.4",
            summary: "iPhone with a Taptic Engine, iOS 17.4 (before the 17.5 view/location API)",
            profile: iPhone.with(os: OSVersion(17, 4))),
        Named(
            name: "iphone-no-taptic",
            summary: "iPhone 6s or iPod touch: no Taptic Engine that UIFeedbackGenerator drives, iOS 15.8",
            profile: DeviceProfile(
                platform: .iOS, idiom: .phone, os: OSVersion(15, 8), hardware: .none, input: .finger)),
        Named(
            name: "ipad-finger", summary: "iPad, finger on the screen, iPadOS 18.2", profile: iPad.with(input: .finger)),
        Named(
            name: "ipad-pencil", summary: "iPad with Apple Pencil (2nd gen or USB-C, no haptics), iPadOS 18.2",
            profile: iPad.with(input: .pencil)),
        Named(
            name: "ipad-pencil-pro", summary: "iPad Pro (M4) with Apple Pencil Pro touching the screen, iPadOS 18.2",
            profile: iPad.with(input: .pencilPro)),
        Named(
            name: "ipad-pencil-hover", summary: "iPad Pro (M4) with Apple Pencil Pro hovering, iPadOS 18.2",
            profile: iPad.with(input: .pencilHover)),
        Named(
            name: "ipad-magic-keyboard-trackpad",
            summary: "iPad Pro (M4), click on the Magic Keyboard for iPad Pro (M4) trackpad, iPadOS 18.2",
            profile: iPad.with(input: .magicKeyboardTrackpad)),
        Named(
            name: "ipad-magic-keyboard-scroll",
            summary: "iPad Pro (M4), two-finger scroll on the Magic Keyboard for iPad Pro (M4) trackpad, iPadOS 18.2",
            profile: iPad.with(input: .magicKeyboardTrackpadScroll)),
        Named(
            name: "ipad-trackpad-hover",
            summary: "iPad Pro (M4), Magic Keyboard trackpad pointer hovering, iPadOS 18.2",
            profile: iPad.with(input: .trackpadHover)),
        Named(
            name: "ipad-bluetooth-trackpad", summary: "iPad with a Bluetooth Magic Trackpad, iPadOS 18.2",
            profile: iPad.with(input: .bluetoothTrackpad)),
        Named(
            name: "mac-catalyst", summary: "Mac Catalyst app on a Mac with a Force Touch trackpad, macOS 15.1.1",
            profile: DeviceProfile(
                platform: .macCatalyst, idiom: .pad, os: testedMac, hardware: .none, input: .forceTouchTrackpad)),
        Named(
            name: "mac-trackpad", summary: "AppKit app, built-in Force Touch trackpad, macOS 15.1.1", profile: mac),
        Named(
            name: "mac-mouse", summary: "AppKit app driven by a mouse, macOS 15.1.1", profile: mac.with(input: .mouse)),
        Named(
            name: "watch", summary: "Apple Watch, watchOS 11.0",
            profile: DeviceProfile(
                platform: .watchOS, idiom: .watch, os: OSVersion(11),
                hardware: HapticHardware(tapticEngine: true, coreHaptics: false),
                input: .finger)),
        Named(
            name: "tv", summary: "Apple TV, Siri Remote, tvOS 18.0",
            profile: DeviceProfile(platform: .tvOS, idiom: .tv, os: OSVersion(18), hardware: .none, input: .remote)),
        Named(
            name: "vision", summary: "Apple Vision Pro, eyes and hands, visionOS 2.0",
            profile: DeviceProfile(
                platform: .visionOS, idiom: .vision, os: OSVersion(2), hardware: .none, input: .eyesAndHands)),
        Named(
            name: "simulator", summary: "iPhone Simulator, iOS 18.2 (the Simulator plays no haptics)",
            profile: DeviceProfile(
                platform: .iOS, idiom: .phone, os: tested, hardware: .none, input: .finger, isSimulator: true)),
    ]

    /// The named profile, or `nil` when there is none by that name (names are case-insensitive).
    public static func named(_ name: String) -> DeviceProfile? {
        allNamed.first { $0.name == name.lowercased() }?.profile
    }
}
