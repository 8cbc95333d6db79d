extension HapticAnchor {
    /// Where the view a request played in came from: the app, or the SwiftUI modifier the request
    /// was made under.
    ///
    /// From iOS 17.5 UIKit's generators are made with a view, and canvas feedback (the only feedback
    /// that plays on iPad, through Apple Pencil Pro and the trackpad) needs a view and a location.
    /// A view-less call (`haptics.success()` in a SwiftUI action closure) plays in the anchor view of
    /// the nearest HapticKit modifier above it, when there is one, and
    /// ``HapticOutcome/Playback/anchorSource`` says so:
    ///
    /// ```swift
    /// if haptics.success().playback?.anchorSource == .environment { print("played in the modifier's view") }
    /// ```
    ///
    /// A struct with a static member per source rather than an enum, so that a new source is not a
    /// breaking change. Compare with `==`.
    public struct Source: Hashable, Sendable, CustomStringConvertible {
        /// The sources, for HapticKit's own `switch`es.
        package enum Kind: Hashable, Sendable {
            case app, environment
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

        /// `given by the app`, `the environment's anchor view`.
        public var description: String {
            switch kind {
            case .app: "given by the app"
            case .environment: "the environment's anchor view"
            }
        }
    }
}
