/// The named profiles that tests, previews, the CLI and the device matrix use.
///
/// The public ones are devices; a device driven by another input or running another OS is a copy
/// (`DeviceProfile.iPad.with(inputDevice: .pencilPro)`, `DeviceProfile.iPhone.with(os:
/// DeviceProfile.OSVersion(17, 4))`), and every profile of the device matrix has a name
/// (``named(_:)``). The variants below are `package`, for this package's tests and tools.
///
/// Versions are the ones the Nutrient iOS SDK team's published on-device tests used (iOS and
/// iPadOS 18.2, macOS 15.1.1; "Haptic feedback across iPad and iPhone",
/// nutrient.io/blog/haptic-feedback-across-ipad-and-iphone/) unless the name says otherwise. An OS
/// newer than any profile here routes as the newest rules say (the iOS 17.5 calls from 17.5 on);
/// no future release's behaviour is assumed.
extension DeviceProfile {
    static let tested = DeviceProfile.OSVersion(18, 2)
    static let testedMac = DeviceProfile.OSVersion(15, 1, 1)

    /// An iPhone with a Taptic Engine on iOS 18.2 (`iphone`).
    public static let iPhone = DeviceProfile(
        platform: .iOS, idiom: .phone, os: tested, hasTapticEngine: true, supportsCoreHaptics: true,
        inputDevice: .finger)
    /// An iPhone with a Taptic Engine on iOS 17.4, before the 17.5 view/location API (`iphone-ios17.4`).
    package static let iPhoneWithoutLocationAPI = iPhone.with(os: DeviceProfile.OSVersion(17, 4))
    /// An iPhone 6s or iPod touch: no Taptic Engine that `UIFeedbackGenerator` drives, iOS 15.8
    /// (`iphone-no-taptic`).
    public static let iPhoneWithoutTapticEngine = DeviceProfile(
        platform: .iOS, idiom: .phone, os: DeviceProfile.OSVersion(15, 8), hasTapticEngine: false,
        supportsCoreHaptics: false, inputDevice: .finger)
    /// An iPad (no Taptic Engine) on iPadOS 18.2, input not specified, as a real iPad detects
    /// itself (`ipad`).
    public static let iPad = DeviceProfile(
        platform: .iPadOS, idiom: .pad, os: tested, hasTapticEngine: false, supportsCoreHaptics: false,
        inputDevice: .unspecified)
    /// An iPad, finger on the screen (`ipad-finger`).
    package static let iPadWithFinger = iPad.with(inputDevice: .finger)
    /// An iPad with Apple Pencil (2nd generation or USB-C, no haptics) (`ipad-pencil`).
    package static let iPadWithPencil = iPad.with(inputDevice: .pencil)
    /// An iPad Pro (M4) with Apple Pencil Pro touching the screen (`ipad-pencil-pro`).
    package static let iPadWithPencilPro = iPad.with(inputDevice: .pencilPro)
    /// An iPad Pro (M4) with Apple Pencil Pro hovering (`ipad-pencil-hover`).
    package static let iPadWithPencilHover = iPad.with(inputDevice: .pencilHover)
    /// An iPad Pro (M4), a click on the Magic Keyboard for iPad Pro (M4) trackpad
    /// (`ipad-magic-keyboard-trackpad`).
    package static let iPadWithMagicKeyboardTrackpad = iPad.with(inputDevice: .magicKeyboardTrackpad)
    /// An iPad Pro (M4), a two-finger scroll on the Magic Keyboard for iPad Pro (M4) trackpad
    /// (`ipad-magic-keyboard-scroll`).
    package static let iPadWithMagicKeyboardScroll = iPad.with(inputDevice: .magicKeyboardTrackpadScroll)
    /// An iPad Pro (M4), the Magic Keyboard trackpad's pointer hovering (`ipad-trackpad-hover`).
    package static let iPadWithTrackpadHover = iPad.with(inputDevice: .trackpadHover)
    /// An iPad with a Bluetooth Magic Trackpad (`ipad-bluetooth-trackpad`).
    package static let iPadWithBluetoothTrackpad = iPad.with(inputDevice: .bluetoothTrackpad)
    /// A Mac Catalyst app on a Mac with a Force Touch trackpad, macOS 15.1.1 (`mac-catalyst`).
    public static let macCatalyst = DeviceProfile(
        platform: .macCatalyst, idiom: .pad, os: testedMac, hasTapticEngine: false, supportsCoreHaptics: false,
        inputDevice: .forceTouchTrackpad)
    /// An AppKit app on a Mac with a built-in Force Touch trackpad, macOS 15.1.1 (`mac-trackpad`).
    public static let mac = DeviceProfile(
        platform: .macOS, idiom: .mac, os: testedMac, hasTapticEngine: false, supportsCoreHaptics: false,
        inputDevice: .forceTouchTrackpad)
    /// An AppKit app driven by a mouse (`mac-mouse`).
    package static let macWithMouse = mac.with(inputDevice: .mouse)
    /// Apple Watch, watchOS 11.0 (`watch`).
    public static let watch = DeviceProfile(
        platform: .watchOS, idiom: .watch, os: DeviceProfile.OSVersion(11),
        hasTapticEngine: true, supportsCoreHaptics: false, inputDevice: .finger)
    /// Apple TV with the Siri Remote, tvOS 18.0 (`tv`).
    public static let tv = DeviceProfile(
        platform: .tvOS, idiom: .tv, os: DeviceProfile.OSVersion(18), hasTapticEngine: false,
        supportsCoreHaptics: false, inputDevice: .remote)
    /// Apple Vision Pro, eyes and hands, visionOS 2.0 (`vision`).
    public static let vision = DeviceProfile(
        platform: .visionOS, idiom: .vision, os: DeviceProfile.OSVersion(2), hasTapticEngine: false,
        supportsCoreHaptics: false, inputDevice: .eyesAndHands)
    /// An iPad with a game controller that has haptics, iPadOS 18.2 (`ipad-controller`).
    package static let iPadWithGameController = iPad.with(inputDevice: .gameController)
    /// An iPhone app running on iPad, iPadOS 18.2: the phone idiom on the iPad's hardware
    /// (`ipad-iphone-app`; ``CompatibilityMode/iPhoneAppOnPad``).
    public static let iPhoneAppOnPad: DeviceProfile = {
        var profile = iPad
        (profile.idiom, profile.compatibilityMode) = (.phone, .iPhoneAppOnPad)
        return profile
    }()
    /// An AppKit app with a game controller that has haptics, macOS 15.1.1 (`mac-controller`).
    package static let macWithGameController = mac.with(inputDevice: .gameController)
    /// Apple TV with a game controller that has haptics, tvOS 18.0 (`tv-controller`).
    package static let tvWithGameController = tv.with(inputDevice: .gameController)
    /// Apple Vision Pro on visionOS 26, where SwiftUI plays its visionOS families (`vision-26`).
    package static let visionOS26 = vision.with(os: DeviceProfile.OSVersion(26))
    /// Apple Vision Pro on visionOS 26 with a spatial stylus that has haptics (`vision-stylus`).
    package static let visionWithStylus = visionOS26.with(inputDevice: .stylus)
    /// The iPhone Simulator, iOS 18.2, which plays no haptics (`simulator`).
    public static let simulator = DeviceProfile(
        platform: .iOS, idiom: .phone, os: tested, hasTapticEngine: false, supportsCoreHaptics: false,
        inputDevice: .finger,
        isSimulator: true)

    /// The named profile, or `nil` when there is none by that name (`haptickit devices` lists
    /// them, in the device matrix's order). A name reads in kebab-case or as the same letters
    /// without its `-`s (`ipadPencilPro`), in any case, as every HapticKit name does.
    public static func named(_ name: String) -> DeviceProfile? {
        switch profileNames.first(where: { KebabName.matches(name, name: $0) }) {
        case "iphone": iPhone
        case "iphone-ios17.4": iPhoneWithoutLocationAPI
        case "iphone-no-taptic": iPhoneWithoutTapticEngine
        case "ipad": iPad
        case "ipad-finger": iPadWithFinger
        case "ipad-pencil": iPadWithPencil
        case "ipad-pencil-pro": iPadWithPencilPro
        case "ipad-pencil-hover": iPadWithPencilHover
        case "ipad-magic-keyboard-trackpad": iPadWithMagicKeyboardTrackpad
        case "ipad-magic-keyboard-scroll": iPadWithMagicKeyboardScroll
        case "ipad-trackpad-hover": iPadWithTrackpadHover
        case "ipad-bluetooth-trackpad": iPadWithBluetoothTrackpad
        case "ipad-controller": iPadWithGameController
        case "ipad-iphone-app": iPhoneAppOnPad
        case "mac-catalyst": macCatalyst
        case "mac-trackpad": mac
        case "mac-mouse": macWithMouse
        case "mac-controller": macWithGameController
        case "watch": watch
        case "tv": tv
        case "tv-controller": tvWithGameController
        case "vision": vision
        case "vision-26": visionOS26
        case "vision-stylus": visionWithStylus
        case "simulator": simulator
        default: nil
        }
    }

    /// Every name ``named(_:)`` reads, in kebab-case.
    private static let profileNames = [
        "iphone",
        "iphone-ios17.4",
        "iphone-no-taptic",
        "ipad",
        "ipad-finger",
        "ipad-pencil",
        "ipad-pencil-pro",
        "ipad-pencil-hover",
        "ipad-magic-keyboard-trackpad",
        "ipad-magic-keyboard-scroll",
        "ipad-trackpad-hover",
        "ipad-bluetooth-trackpad",
        "ipad-controller",
        "ipad-iphone-app",
        "mac-catalyst",
        "mac-trackpad",
        "mac-mouse",
        "mac-controller",
        "watch",
        "tv",
        "tv-controller",
        "vision",
        "vision-26",
        "vision-stylus",
        "simulator",
    ]
}
