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
    ///
    /// A struct with a static member per source rather than an enum: HapticKit may learn new places
    /// to find a view, and a new case of a public enum would break every app's exhaustive `switch`.
    /// Compare with `==`.
    public struct Source: Hashable, Sendable, CustomStringConvertible {
        /// The sources, for HapticKit's own `switch`es.
        package enum Kind: Hashable, Sendable {
            case app, environment, keyWindow
        }

        package let kind: Kind

        package init(_ kind: Kind) {
            self.kind = kind
        }

        /// The app passed the view (`play(_:at:in:)`, or a HapticKit modifier that owns one).
        public static let app = Source(.app)
        /// The anchor view a HapticKit SwiftUI modifier installed in the environment
        /// (`hapticAnchor()`, or any `.haptic` modifier), at its centre.
        public static let environment = Source(.environment)
        /// The root view of the key window of the foreground scene: only to attach an iPhone's
        /// generator to (never for canvas feedback, and never in an app extension).
        public static let keyWindow = Source(.keyWindow)

        /// `given by the app`, `the environment's anchor view`, `the key window's root view`.
        public var description: String {
            switch kind {
            case .app: "given by the app"
            case .environment: "the environment's anchor view"
            case .keyWindow: "the key window's root view"
            }
        }
    }
}
