extension HapticAnchor {
    /// Where the view a request played in came from: the app, or HapticKit's search for one.
    ///
    /// From iOS 17.5 UIKit's generators are made with a view, and canvas feedback (the only feedback
    /// that plays on iPad, through Apple Pencil Pro and the trackpad) needs a view and a location.
    /// When the app gives none (`haptics.success()` in a SwiftUI action closure), HapticKit uses the
    /// nearest view it can find, and ``HapticOutcome/Playback/anchorSource`` says which:
    ///
    /// ```swift
    /// if haptics.success().playback?.anchorSource == .keyWindow { print("played in the key window") }
    /// ```
    public enum Source: Hashable, Sendable, CustomStringConvertible {
        /// The app passed the view (`play(_:at:in:)`, or a HapticKit modifier that owns one).
        case app
        /// The anchor view a HapticKit SwiftUI modifier installed in the environment
        /// (`hapticAnchor()`, or any `.haptic` modifier), at its centre.
        case environment
        /// The root view of the key window of the foreground scene: only to attach an iPhone's
        /// generator to (never for canvas feedback, and never in an app extension).
        case keyWindow

        /// `given by the app`, `the environment's anchor view`, `the key window's root view`.
        public var description: String {
            switch self {
            case .app: "given by the app"
            case .environment: "the environment's anchor view"
            case .keyWindow: "the key window's root view"
            }
        }
    }
}
