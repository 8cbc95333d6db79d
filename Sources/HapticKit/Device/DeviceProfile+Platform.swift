extension DeviceProfile {
    /// The operating system the code runs on, as users know it.
    public enum Platform: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
        case iOS, iPadOS, macCatalyst, macOS, watchOS, tvOS, visionOS
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
        case phone, pad, mac, watch, tv, vision, carPlay, unspecified
    }
}
