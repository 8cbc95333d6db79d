/// The operating system the code runs on, as users know it.
public enum Platform: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    case iOS, iPadOS, macCatalyst, macOS, watchOS, tvOS, visionOS

    /// `iOS`, `iPadOS`, `Mac Catalyst`, …
    public var description: String {
        switch self {
        case .macCatalyst: "Mac Catalyst"
        default: rawValue
        }
    }
}

/// The user-interface idiom, as UIKit's `UIUserInterfaceIdiom` names it (plus `watch`).
public enum Idiom: String, Hashable, Sendable, CaseIterable, Codable {
    case phone, pad, mac, watch, tv, vision, carPlay, unspecified
}
