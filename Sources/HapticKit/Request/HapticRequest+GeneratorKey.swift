extension HapticRequest {
    /// Identifies one cached feedback generator: its kind and style, and the view it is attached to.
    ///
    /// To a backend it is an opaque token: keep at most one generator per key, and drop it when
    /// ``HapticBackend/release(_:)`` names it. What to create comes from the request's
    /// ``HapticRequest/call`` and ``HapticRequest/anchor``; ``description`` names the generator for
    /// logs. Never keyed by intensity: an intensity is an argument of each call, and a key that
    /// included it would grow the cache without bound.
    public struct GeneratorKey: Hashable, Sendable, CustomStringConvertible {
        /// The generator classes, with the impact style that `UIImpactFeedbackGenerator` is created with.
        package enum Kind: Hashable, Sendable {
            /// A `UIImpactFeedbackGenerator` created with this style.
            case impact(HapticCall.UIImpactFeedbackStyle)
            /// A `UISelectionFeedbackGenerator`.
            case selection
            /// A `UINotificationFeedbackGenerator`.
            case notification
            /// A `UICanvasFeedbackGenerator` (iOS 17.5), which plays only in a view.
            case canvas
        }

        /// The generator class, and the impact style it is created with.
        let kind: Kind
        /// The view the generator is attached to (iOS 17.5 `init(view:)`), or `nil` for none.
        let viewID: ObjectIdentifier?

        package init(kind: Kind, viewID: ObjectIdentifier?) {
            self.kind = kind
            self.viewID = viewID
        }

        /// The generator class and, for a view, which one: `UIImpactFeedbackGenerator(.light)`, ….
        public var description: String {
            let name =
                switch kind {
                case .impact(let style): "UIImpactFeedbackGenerator(.\(style))"
                case .selection: "UISelectionFeedbackGenerator"
                case .notification: "UINotificationFeedbackGenerator"
                case .canvas: "UICanvasFeedbackGenerator"
                }
            return viewID == nil ? name : "\(name) in a view"
        }
    }
}

extension HapticCall {
    /// The kind of generator object this call needs, or `nil` for calls that have none (AppKit,
    /// WatchKit).
    package var generatorKind: HapticRequest.GeneratorKey.Kind? {
        switch kind {
        case .impact(let style, _, _): .impact(style)
        case .selection: .selection
        case .notification: .notification
        case .canvas: .canvas
        case .appKit, .watchKit, .coreHaptics, .accessory, .sensoryFeedback: nil
        }
    }
}
