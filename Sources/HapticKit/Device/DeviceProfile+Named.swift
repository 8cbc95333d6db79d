/// The named profiles that the CLI, the device matrix and tests use.
///
/// Versions are the ones the Nutrient iOS SDK team's on-device tests used (iOS and iPadOS 18.2,
/// macOS 15.1.1) unless the name says otherwise. An OS newer than any profile here routes as the
/// newest rules say (the iOS 17.5 calls from 17.5 on); no future release's behaviour is assumed.
extension DeviceProfile {
    /// A profile with its name and a one-line description.
    package struct Named: Hashable, Sendable {
        /// The name the CLI and ``DeviceProfile/named(_:)`` take, such as `ipad-pencil-pro`.
        package let name: String
        /// A one-line description of the device, for listings.
        package let summary: String
        /// The profile itself.
        package let profile: DeviceProfile
    }

    static let tested = DeviceProfile.OSVersion(18, 2)
    static let testedMac = DeviceProfile.OSVersion(15, 1, 1)

    /// An iPhone with a Taptic Engine on iOS 18.2 (`iphone`).
    public static let iPhone = DeviceProfile(
        platform: .iOS, idiom: .phone, os: tested, hasTapticEngine: true, supportsCoreHaptics: true, input: .finger)
    /// An iPhone with a Taptic Engine on iOS 17.4, before the 17.5 view/location API (`iphone-ios17.4`).
    public static let iPhoneWithoutLocationAPI = iPhone.with(os: DeviceProfile.OSVersion(17, 4))
    /// An iPhone 6s or iPod touch: no Taptic Engine that `UIFeedbackGenerator` drives, iOS 15.8
    /// (`iphone-no-taptic`).
    public static let iPhoneWithoutTapticEngine = DeviceProfile(
        platform: .iOS, idiom: .phone, os: DeviceProfile.OSVersion(15, 8), hasTapticEngine: false,
        supportsCoreHaptics: false, input: .finger)
    /// An iPad (no Taptic Engine) on iPadOS 18.2, input not specified, as a real iPad detects
    /// itself (`ipad`).
    public static let iPad = DeviceProfile(
        platform: .iPadOS, idiom: .pad, os: tested, hasTapticEngine: false, supportsCoreHaptics: false,
        input: .unspecified)
    /// An iPad, finger on the screen (`ipad-finger`).
    public static let iPadWithFinger = iPad.with(input: .finger)
    /// An iPad with Apple Pencil (2nd generation or USB-C, no haptics) (`ipad-pencil`).
    public static let iPadWithPencil = iPad.with(input: .pencil)
    /// An iPad Pro (M4) with Apple Pencil Pro touching the screen (`ipad-pencil-pro`).
    public static let iPadWithPencilPro = iPad.with(input: .pencilPro)
    /// An iPad Pro (M4) with Apple Pencil Pro hovering (`ipad-pencil-hover`).
    public static let iPadWithPencilHover = iPad.with(input: .pencilHover)
    /// An iPad Pro (M4), a click on the Magic Keyboard for iPad Pro (M4) trackpad
    /// (`ipad-magic-keyboard-trackpad`).
    public static let iPadWithMagicKeyboardTrackpad = iPad.with(input: .magicKeyboardTrackpad)
    /// An iPad Pro (M4), a two-finger scroll on the Magic Keyboard for iPad Pro (M4) trackpad
    /// (`ipad-magic-keyboard-scroll`).
    public static let iPadWithMagicKeyboardScroll = iPad.with(input: .magicKeyboardTrackpadScroll)
    /// An iPad Pro (M4), the Magic Keyboard trackpad's pointer hovering (`ipad-trackpad-hover`).
    public static let iPadWithTrackpadHover = iPad.with(input: .trackpadHover)
    /// An iPad with a Bluetooth Magic Trackpad (`ipad-bluetooth-trackpad`).
    public static let iPadWithBluetoothTrackpad = iPad.with(input: .bluetoothTrackpad)
    /// A Mac Catalyst app on a Mac with a Force Touch trackpad, macOS 15.1.1 (`mac-catalyst`).
    public static let macCatalyst = DeviceProfile(
        platform: .macCatalyst, idiom: .pad, os: testedMac, hasTapticEngine: false, supportsCoreHaptics: false,
        input: .forceTouchTrackpad)
    /// An AppKit app on a Mac with a built-in Force Touch trackpad, macOS 15.1.1 (`mac-trackpad`).
    public static let mac = DeviceProfile(
        platform: .macOS, idiom: .mac, os: testedMac, hasTapticEngine: false, supportsCoreHaptics: false,
        input: .forceTouchTrackpad)
    /// An AppKit app driven by a mouse (`mac-mouse`).
    public static let macWithMouse = mac.with(input: .mouse)
    /// Apple Watch, watchOS 11.0 (`watch`).
    public static let watch = DeviceProfile(
        platform: .watchOS, idiom: .watch, os: DeviceProfile.OSVersion(11),
        hasTapticEngine: true, supportsCoreHaptics: false, input: .finger)
    /// Apple TV with the Siri Remote, tvOS 18.0 (`tv`).
    public static let tv = DeviceProfile(
        platform: .tvOS, idiom: .tv, os: DeviceProfile.OSVersion(18), hasTapticEngine: false,
        supportsCoreHaptics: false, input: .remote)
    /// Apple Vision Pro, eyes and hands, visionOS 2.0 (`vision`).
    public static let vision = DeviceProfile(
        platform: .visionOS, idiom: .vision, os: DeviceProfile.OSVersion(2), hasTapticEngine: false,
        supportsCoreHaptics: false, input: .eyesAndHands)
    /// An iPad with a game controller that has haptics, iPadOS 18.2 (`ipad-controller`).
    public static let iPadWithGameController = iPad.with(input: .gameController)
    /// An iPhone app running on iPad, iPadOS 18.2: the phone idiom on the iPad's hardware
    /// (`ipad-iphone-app`; ``CompatibilityMode/iPhoneAppOnPad``).
    public static let iPhoneAppOnPad: DeviceProfile = {
        var profile = iPad
        (profile.idiom, profile.compatibilityMode) = (.phone, .iPhoneAppOnPad)
        return profile
    }()
    /// An AppKit app with a game controller that has haptics, macOS 15.1.1 (`mac-controller`).
    public static let macWithGameController = mac.with(input: .gameController)
    /// Apple TV with a game controller that has haptics, tvOS 18.0 (`tv-controller`).
    public static let tvWithGameController = tv.with(input: .gameController)
    /// Apple Vision Pro on visionOS 26, where SwiftUI plays its visionOS families (`vision-26`).
    public static let visionOS26 = vision.with(os: DeviceProfile.OSVersion(26))
    /// Apple Vision Pro on visionOS 26 with a spatial stylus that has haptics (`vision-stylus`).
    public static let visionWithStylus = visionOS26.with(input: .stylus)
    /// The iPhone Simulator, iOS 18.2, which plays no haptics (`simulator`).
    public static let simulator = DeviceProfile(
        platform: .iOS, idiom: .phone, os: tested, hasTapticEngine: false, supportsCoreHaptics: false, input: .finger,
        isSimulator: true)

    /// Every named profile, in the order the device matrix lists them; each is also a static
    /// member (``iPhone``, ``iPadWithPencilPro``, …), and the names are what the CLI takes.
    package static let allNamed: [Named] = [
        Named(name: "iphone", summary: "iPhone with a Taptic Engine, iOS 18.2", profile: iPhone),
        Named(
            name: "iphone-ios17.4",
            summary: "iPhone with a Taptic Engine, iOS 17.4 (before the 17.5 view/location API)",
            profile: iPhoneWithoutLocationAPI),
        Named(
            name: "iphone-no-taptic",
            summary: "iPhone 6s or iPod touch: no Taptic Engine that UIFeedbackGenerator drives, iOS 15.8",
            profile: iPhoneWithoutTapticEngine),
        Named(
            name: "ipad",
            summary: "iPad as it detects itself: input unspecified (the input of each request decides), iPadOS 18.2",
            profile: iPad),
        Named(name: "ipad-finger", summary: "iPad, finger on the screen, iPadOS 18.2", profile: iPadWithFinger),
        Named(
            name: "ipad-pencil", summary: "iPad with Apple Pencil (2nd gen or USB-C, no haptics), iPadOS 18.2",
            profile: iPadWithPencil),
        Named(
            name: "ipad-pencil-pro", summary: "iPad Pro (M4) with Apple Pencil Pro touching the screen, iPadOS 18.2",
            profile: iPadWithPencilPro),
        Named(
            name: "ipad-pencil-hover", summary: "iPad Pro (M4) with Apple Pencil Pro hovering, iPadOS 18.2",
            profile: iPadWithPencilHover),
        Named(
            name: "ipad-magic-keyboard-trackpad",
            summary: "iPad Pro (M4), click on the Magic Keyboard for iPad Pro (M4) trackpad, iPadOS 18.2",
            profile: iPadWithMagicKeyboardTrackpad),
        Named(
            name: "ipad-magic-keyboard-scroll",
            summary: "iPad Pro (M4), two-finger scroll on the Magic Keyboard for iPad Pro (M4) trackpad, iPadOS 18.2",
            profile: iPadWithMagicKeyboardScroll),
        Named(
            name: "ipad-trackpad-hover",
            summary: "iPad Pro (M4), Magic Keyboard trackpad pointer hovering, iPadOS 18.2",
            profile: iPadWithTrackpadHover),
        Named(
            name: "ipad-bluetooth-trackpad", summary: "iPad with a Bluetooth Magic Trackpad, iPadOS 18.2",
            profile: iPadWithBluetoothTrackpad),
        Named(
            name: "ipad-controller", summary: "iPad with a game controller that has haptics, iPadOS 18.2",
            profile: iPadWithGameController),
        Named(
            name: "ipad-iphone-app",
            summary: "an iPhone app running on iPad (phone idiom, iPad hardware), input unspecified, iPadOS 18.2",
            profile: iPhoneAppOnPad),
        Named(
            name: "mac-catalyst", summary: "Mac Catalyst app on a Mac with a Force Touch trackpad, macOS 15.1.1",
            profile: macCatalyst),
        Named(name: "mac-trackpad", summary: "AppKit app, built-in Force Touch trackpad, macOS 15.1.1", profile: mac),
        Named(name: "mac-mouse", summary: "AppKit app driven by a mouse, macOS 15.1.1", profile: macWithMouse),
        Named(
            name: "mac-controller", summary: "AppKit app with a game controller that has haptics, macOS 15.1.1",
            profile: macWithGameController),
        Named(name: "watch", summary: "Apple Watch, watchOS 11.0", profile: watch),
        Named(name: "tv", summary: "Apple TV, Siri Remote, tvOS 18.0", profile: tv),
        Named(
            name: "tv-controller", summary: "Apple TV with a game controller that has haptics, tvOS 18.0",
            profile: tvWithGameController),
        Named(name: "vision", summary: "Apple Vision Pro, eyes and hands, visionOS 2.0", profile: vision),
        Named(
            name: "vision-26", summary: "Apple Vision Pro, eyes and hands, visionOS 26 (SwiftUI's visionOS feedback)",
            profile: visionOS26),
        Named(
            name: "vision-stylus", summary: "Apple Vision Pro with a spatial stylus that has haptics, visionOS 26",
            profile: visionWithStylus),
        Named(
            name: "simulator", summary: "iPhone Simulator, iOS 18.2 (the Simulator plays no haptics)",
            profile: simulator),
    ]

    /// The named profile, or `nil` when there is none by that name (names are case-insensitive;
    /// `haptickit devices` lists them).
    public static func named(_ name: String) -> DeviceProfile? {
        allNamed.first { $0.name == name.lowercased() }?.profile
    }
}
