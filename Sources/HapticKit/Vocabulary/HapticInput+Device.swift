extension HapticInput {
    /// The input device that drives an interaction (a finger counts: the screen is the device),
    /// which on iPad and Mac decides where (and whether) feedback can be felt.
    ///
    /// A struct with a static member per input rather than an enum: new accessories add inputs
    /// (``spatialAccessory`` arrived with visionOS 27), and a new case of a public enum would break
    /// every app's exhaustive `switch`. Compare with `==` (`profile.inputDevice == .pencilPro`) or read
    /// `rawValue`, the name the CLI, the device matrix and observation reports use, in kebab-case
    /// (`"pencil-pro"`); it is read and written (`Codable`, `RawRepresentable`) by that name, and
    /// reads its Swift member's camelCase spelling (`"pencilPro"`) too.
    public struct Device: CodableNamedValue {
        /// The inputs, for HapticKit's own `switch`es; the raw value is the name.
        enum Kind: String, Hashable, Sendable, CaseIterable {
            case unspecified, finger, pencil
            case pencilPro = "pencil-pro"
            case pencilHover = "pencil-hover"
            case magicKeyboardTrackpad = "magic-keyboard-trackpad"
            case magicKeyboardTrackpadScroll = "magic-keyboard-trackpad-scroll"
            case trackpadHover = "trackpad-hover"
            case bluetoothTrackpad = "bluetooth-trackpad"
            case forceTouchTrackpad = "force-touch-trackpad"
            case magicTrackpad = "magic-trackpad"
            case mouse, remote
            case eyesAndHands = "eyes-and-hands"
            case gameController = "game-controller"
            case stylus
            case spatialAccessory = "spatial-accessory"
        }

        let kind: Kind

        init(_ kind: Kind) {
            self.kind = kind
        }

        /// Not known. On iPad the router picks the call that plays for whichever input can play.
        public static let unspecified = Device(.unspecified)
        /// A finger on the screen (or the wrist, on Apple Watch).
        public static let finger = Device(.finger)
        /// Apple Pencil without a haptic engine (1st and 2nd generation, USB-C).
        public static let pencil = Device(.pencil)
        /// Apple Pencil Pro, touching the screen.
        public static let pencilPro = Device(.pencilPro)
        /// Apple Pencil Pro hovering above the screen.
        public static let pencilHover = Device(.pencilHover)
        /// A click on the Magic Keyboard for iPad Pro (M4) trackpad.
        public static let magicKeyboardTrackpad = Device(.magicKeyboardTrackpad)
        /// A two-finger scroll on the Magic Keyboard for iPad Pro (M4) trackpad.
        public static let magicKeyboardTrackpadScroll = Device(.magicKeyboardTrackpadScroll)
        /// A trackpad pointer hovering, without a click.
        public static let trackpadHover = Device(.trackpadHover)
        /// A Bluetooth Magic Trackpad connected to an iPad.
        public static let bluetoothTrackpad = Device(.bluetoothTrackpad)
        /// The built-in Force Touch trackpad of a Mac laptop.
        public static let forceTouchTrackpad = Device(.forceTouchTrackpad)
        /// A Magic Trackpad connected to a Mac.
        public static let magicTrackpad = Device(.magicTrackpad)
        /// A mouse.
        public static let mouse = Device(.mouse)
        /// The Siri Remote or a game controller (Apple TV).
        public static let remote = Device(.remote)
        /// Eyes and hands (Apple Vision Pro).
        public static let eyesAndHands = Device(.eyesAndHands)
        /// A game controller with haptics (`GCController.haptics`; iOS and iPadOS 14, tvOS 14,
        /// macOS 11, visionOS 1).
        public static let gameController = Device(.gameController)
        /// A spatial stylus on Apple Vision Pro (`GCStylus.haptics`, visionOS 26).
        public static let stylus = Device(.stylus)
        /// A spatial accessory on Apple Vision Pro (`GCSpatialAccessory.haptics`, visionOS 27).
        public static let spatialAccessory = Device(.spatialAccessory)

        /// Every input, in the order above.
        public static let allCases: [Device] = Kind.allCases.map(Device.init)

        /// A short human description: `Apple Pencil Pro`, `Magic Keyboard for iPad Pro (M4) trackpad click`, …
        public var description: String {
            switch kind {
            case .unspecified: "unspecified input"
            case .finger: "finger"
            case .pencil: "Apple Pencil (no haptic engine)"
            case .pencilPro: "Apple Pencil Pro"
            case .pencilHover: "Apple Pencil Pro hover"
            case .magicKeyboardTrackpad: "Magic Keyboard for iPad Pro (M4) trackpad click"
            case .magicKeyboardTrackpadScroll: "Magic Keyboard for iPad Pro (M4) trackpad two-finger scroll"
            case .trackpadHover: "trackpad hover"
            case .bluetoothTrackpad: "Bluetooth Magic Trackpad on iPad"
            case .forceTouchTrackpad: "Mac built-in Force Touch trackpad"
            case .magicTrackpad: "Magic Trackpad on Mac"
            case .mouse: "mouse"
            case .remote: "Siri Remote"
            case .eyesAndHands: "eyes and hands"
            case .gameController: "game controller with haptics"
            case .stylus: "spatial stylus (GCStylus)"
            case .spatialAccessory: "spatial accessory (GCSpatialAccessory)"
            }
        }
    }
}
