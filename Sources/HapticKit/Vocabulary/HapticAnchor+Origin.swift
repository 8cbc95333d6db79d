extension HapticAnchor {
    /// Where the view a request plays in came from.
    enum Origin: Equatable, Sendable {
        /// The app passed the view (`play(_:at:in:)`, or a HapticKit modifier that owns one).
        case app
        /// The anchor view a HapticKit SwiftUI modifier installed in the environment
        /// (`hapticAnchor()`, or any `.haptic` modifier), at its centre.
        case environment
    }
}
