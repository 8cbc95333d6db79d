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
    /// breaking change. Compare with `==` or read ``name``; it is read and written (`Codable`,
    /// `RawRepresentable`) by its name, and prints as a phrase.
    public struct Source: NamedValue {
        /// The sources, for HapticKit's own `switch`es; the raw value is the name.
        enum Kind: String, Hashable, Sendable {
            case app, environment
        }

        /// Its name, as Swift spells its static member: `app`, `environment`.
        public var rawValue: String { kind.rawValue }

        /// Its name: `environment`.
        public var name: String { rawValue }

        /// The source with this ``name``, or `nil` for any other text.
        public init?(name: String) {
            self.init(rawValue: name)
        }

        /// Every source, in the order above.
        public static let all: [Source] = [.app, .environment]

        let kind: Kind

        init(_ kind: Kind) {
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
