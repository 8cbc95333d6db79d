import HapticKit

/// The named profiles with a one-line description each, in the order the device matrix lists them:
/// what `haptickit devices` prints and the matrix's columns.
extension DeviceProfile {
    /// A profile with its name and a one-line description.
    package struct Named: Hashable, Sendable {
        /// The name the CLI and `DeviceProfile.named(_:)` take, such as `ipad-pencil-pro`.
        package let name: String
        /// A one-line description of the device, for listings.
        package let summary: String
        /// The profile itself.
        package let profile: DeviceProfile
    }

    /// Every named profile, in the order the device matrix lists them; each is also a static
    /// member (`DeviceProfile.iPhone`, `.iPadWithPencilPro`, …), and the names are what the CLI and
    /// `DeviceProfile.named(_:)` take.
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
}
