extension DeviceProfile {
    /// The operating system the code runs on, as users know it.
    public enum Platform: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
        /// iOS, on iPhone and iPod touch.
        case iOS
        /// iPadOS, on iPad.
        case iPadOS
        /// An iPad app built for the Mac with Mac Catalyst.
        case macCatalyst
        /// macOS, in an AppKit app.
        case macOS
        /// watchOS, on Apple Watch.
        case watchOS
        /// tvOS, on Apple TV: no haptic hardware; a game controller plays Core Haptics.
        case tvOS
        /// visionOS, on Apple Vision Pro: no haptic hardware; SwiftUI's visionOS families (visionOS
        /// 26) and accessories (a stylus, a game controller) play.
        case visionOS
        /// Not an Apple platform (Linux, Windows): there are no Apple haptics to call.
        case other

        /// `iOS`, `iPadOS`, `Mac Catalyst`, …
        public var description: String {
            switch self {
            case .macCatalyst: "Mac Catalyst"
            case .other: "a non-Apple platform"
            default: rawValue
            }
        }
    }

    /// The user-interface idiom, as UIKit's `UIUserInterfaceIdiom` names it (plus `watch`).
    public enum Idiom: String, Hashable, Sendable, CaseIterable, Codable {
        /// iPhone and iPod touch.
        case phone
        /// iPad.
        case pad
        /// The Mac (Mac Catalyst designed for the Mac, or AppKit).
        case mac
        /// Apple Watch (not a UIKit idiom).
        case watch
        /// Apple TV.
        case tv
        /// Apple Vision Pro.
        case vision
        /// A CarPlay screen.
        case carPlay
        /// An idiom UIKit does not name.
        case unspecified
    }
}
