extension HapticInput {
    /// What drives the interaction that asks for feedback, which on iPad and Mac decides where (and
    /// whether) it can be felt.
    public enum Source: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
        /// Not known. On iPad the router picks the call that plays for whichever input can play.
        case unspecified
        /// A finger on the screen (or the wrist, on Apple Watch).
        case finger
        /// Apple Pencil without a haptic engine (1st and 2nd generation, USB-C).
        case pencil
        /// Apple Pencil Pro, touching the screen.
        case pencilPro
        /// Apple Pencil Pro hovering above the screen.
        case pencilHover
        /// A click on the Magic Keyboard for iPad Pro (M4) trackpad.
        case magicKeyboardTrackpad
        /// A two-finger scroll on the Magic Keyboard for iPad Pro (M4) trackpad.
        case magicKeyboardTrackpadScroll
        /// A trackpad pointer hovering, without a click.
        case trackpadHover
        /// A Bluetooth Magic Trackpad connected to an iPad.
        case bluetoothTrackpad
        /// The built-in Force Touch trackpad of a Mac laptop.
        case forceTouchTrackpad
        /// A Magic Trackpad connected to a Mac.
        case magicTrackpad
        /// A mouse.
        case mouse
        /// The Siri Remote or a game controller (Apple TV).
        case remote
        /// Eyes and hands (Apple Vision Pro).
        case eyesAndHands
        /// A game controller with haptics (`GCController.haptics`; iOS and iPadOS 14, tvOS 14,
        /// macOS 11, visionOS 1).
        case gameController
        /// A spatial stylus on Apple Vision Pro (`GCStylus.haptics`, visionOS 26).
        case stylus
        /// A spatial accessory on Apple Vision Pro (`GCSpatialAccessory.haptics`, visionOS 27).
        case spatialAccessory

        /// A short human description: `Apple Pencil Pro`, `Magic Keyboard trackpad scroll`, …
        public var description: String {
            switch self {
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

extension HapticInput.Source {
    /// The name the CLI, the device matrix and observation reports use, in kebab-case:
    /// `pencil-pro`, `magic-keyboard-trackpad`.
    public var name: String {
        rawValue.reduce(into: "") { name, character in
            if character.isUppercase { name += "-" }
            name += character.lowercased()
        }
    }

    /// The source with this ``name`` (`pencil-pro`), or with the camelCase spelling of earlier
    /// versions of HapticKit (`pencilPro`), in any case; `nil` for any other text.
    public init?(name: String) {
        let wanted = name.lowercased()
        guard let source = Self.allCases.first(where: { $0.name == wanted || $0.rawValue.lowercased() == wanted })
        else { return nil }
        self = source
    }
}
