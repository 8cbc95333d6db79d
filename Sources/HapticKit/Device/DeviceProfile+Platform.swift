extension DeviceProfile {
    /// The operating system the code runs on, as users know it.
    ///
    /// A struct with a static member per platform rather than an enum: Apple adds platforms
    /// (visionOS arrived in 2024), and a new case of a public enum would break every app's
    /// exhaustive `switch`. Compare with `==` (`device.platform == .iPadOS`) or read `rawValue`.
    public struct Platform: AppleNamedValue {
        /// The platforms, for HapticKit's own `switch`es; the raw value is the name.
        package enum Kind: String, Hashable, Sendable, CaseIterable {
            case iOS, iPadOS, macCatalyst, macOS, watchOS, tvOS, visionOS, other
        }

        package let kind: Kind

        init(_ kind: Kind) {
            self.kind = kind
        }

        /// iOS, on iPhone and iPod touch.
        public static let iOS = Platform(.iOS)
        /// iPadOS, on iPad.
        public static let iPadOS = Platform(.iPadOS)
        /// An iPad app built for the Mac with Mac Catalyst.
        public static let macCatalyst = Platform(.macCatalyst)
        /// macOS, in an AppKit app.
        public static let macOS = Platform(.macOS)
        /// watchOS, on Apple Watch.
        public static let watchOS = Platform(.watchOS)
        /// tvOS, on Apple TV: no haptic hardware; a game controller plays Core Haptics.
        public static let tvOS = Platform(.tvOS)
        /// visionOS, on Apple Vision Pro: no haptic hardware; SwiftUI's visionOS families (visionOS
        /// 26) and accessories (a stylus, a game controller) play.
        public static let visionOS = Platform(.visionOS)
        /// Not an Apple platform (Linux, Windows): there are no Apple haptics to call.
        public static let other = Platform(.other)

        /// Every platform, in the order above.
        public static let allCases: [Platform] = Kind.allCases.map(Platform.init)

        /// `iOS`, `iPadOS`, `Mac Catalyst`, …
        public var description: String {
            switch kind {
            case .macCatalyst: "Mac Catalyst"
            case .other: "a non-Apple platform"
            default: rawValue
            }
        }
    }

    /// The user-interface idiom, as UIKit's `UIUserInterfaceIdiom` names it (plus `watch`).
    ///
    /// A struct with a static member per idiom rather than an enum: UIKit adds idioms (`vision`
    /// arrived with visionOS), and a new case of a public enum would break every app's exhaustive
    /// `switch`. Compare with `==` or read `rawValue`.
    public struct Idiom: AppleNamedValue {
        /// The idioms, for HapticKit's own `switch`es; the raw value is the name.
        enum Kind: String, Hashable, Sendable, CaseIterable {
            case phone, pad, mac, watch, tv, vision, carPlay, unspecified
        }

        let kind: Kind

        init(_ kind: Kind) {
            self.kind = kind
        }

        /// iPhone and iPod touch.
        public static let phone = Idiom(.phone)
        /// iPad.
        public static let pad = Idiom(.pad)
        /// The Mac (Mac Catalyst designed for the Mac, or AppKit).
        public static let mac = Idiom(.mac)
        /// Apple Watch (not a UIKit idiom).
        public static let watch = Idiom(.watch)
        /// Apple TV.
        public static let tv = Idiom(.tv)
        /// Apple Vision Pro.
        public static let vision = Idiom(.vision)
        /// A CarPlay screen.
        public static let carPlay = Idiom(.carPlay)
        /// An idiom UIKit does not name.
        public static let unspecified = Idiom(.unspecified)

        /// Every idiom, in the order above.
        public static let allCases: [Idiom] = Kind.allCases.map(Idiom.init)
    }
}
