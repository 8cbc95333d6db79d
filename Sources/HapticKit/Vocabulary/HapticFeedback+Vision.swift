/// SwiftUI's visionOS 26 feedback families, with SwiftUI's names (`SensoryFeedback.press(_:)`,
/// `.release(_:)`, `.selection(_:)`).
///
/// ```swift
/// haptics.play(.press(.button))
/// haptics.play(.release(.slider))
/// haptics.play(.selection(.maximum))
/// ```
///
/// > Important: SwiftUI documents these as "Only plays feedback on visionOS", where only SwiftUI's
/// > `sensoryFeedback` plays them (there is no UIKit generator on visionOS). HapticKit routes them
/// > there to that modifier and, on every other device, to the nearest feedback that plays there
/// > (``substitute``; HapticKit's choice, marked as a substitute in the device matrix).
extension HapticFeedback {
    /// What was pressed. (`SensoryFeedback.PressFeedback`, visionOS 26)
    ///
    /// A struct with a static member per control rather than an enum, as SwiftUI's own is
    /// (`public struct PressFeedback : Sendable, Equatable, Hashable`; SwiftUI.swiftinterface:887,
    /// iOS 26.2 SDK): SwiftUI may add controls, and a new case of a public enum would break every
    /// app's exhaustive `switch`. Compare with `==` or read ``rawValue``.
    public struct PressFeedback: CodableNamedValue {
        /// The controls, for HapticKit's own `switch`es; the raw value is SwiftUI's member name.
        package enum Kind: String, Hashable, Sendable, CaseIterable {
            case button, buttonIconOnly, slider, tab, toggle
        }

        let kind: Kind

        init(_ kind: Kind) {
            self.kind = kind
        }

        /// The control's name, SwiftUI's member name in kebab-case as ``HapticFeedback/name``
        /// spells it after `press-`: `button`, `button-icon-only`, …. It also reads the member's
        /// spelling (`buttonIconOnly`), in any case.
        public var rawValue: String { KebabName.from(camelCase: kind.rawValue) }

        /// A button with a label was pressed.
        public static let button = PressFeedback(.button)
        /// A button showing only an icon was pressed.
        public static let buttonIconOnly = PressFeedback(.buttonIconOnly)
        /// A slider's thumb was pressed.
        public static let slider = PressFeedback(.slider)
        /// A tab was pressed.
        public static let tab = PressFeedback(.tab)
        /// A toggle was pressed.
        public static let toggle = PressFeedback(.toggle)

        /// Every control, in the order above.
        public static let allCases: [PressFeedback] = Kind.allCases.map(PressFeedback.init)
    }

    /// What was released. (`SensoryFeedback.ReleaseFeedback`, visionOS 26)
    ///
    /// A struct with a static member per control, for the same reason ``PressFeedback`` is one and
    /// as SwiftUI's is (SwiftUI.swiftinterface:899, iOS 26.2 SDK).
    public struct ReleaseFeedback: CodableNamedValue {
        /// The controls, for HapticKit's own `switch`es; the raw value is SwiftUI's member name.
        package enum Kind: String, Hashable, Sendable, CaseIterable {
            case slider
        }

        let kind: Kind

        init(_ kind: Kind) {
            self.kind = kind
        }

        /// The control's name, as ``HapticFeedback/name`` spells it after `release-`: `slider`.
        public var rawValue: String { KebabName.from(camelCase: kind.rawValue) }

        /// A slider's thumb was released.
        public static let slider = ReleaseFeedback(.slider)

        /// Every control, in the order above.
        public static let allCases: [ReleaseFeedback] = Kind.allCases.map(ReleaseFeedback.init)
    }

    /// Which state a selection reached. (`SensoryFeedback.SelectionFeedback`, visionOS 26)
    ///
    /// A struct with a static member per state, for the same reason ``PressFeedback`` is one and
    /// as SwiftUI's is (SwiftUI.swiftinterface:876, iOS 26.2 SDK).
    public struct SelectionFeedback: CodableNamedValue {
        /// The states, for HapticKit's own `switch`es; the raw value is SwiftUI's member name.
        package enum Kind: String, Hashable, Sendable, CaseIterable {
            case on, off, maximum, minimum
        }

        let kind: Kind

        init(_ kind: Kind) {
            self.kind = kind
        }

        /// The state's name, as ``HapticFeedback/name`` spells it after `selection-`: `on`, `off`,
        /// `maximum`, `minimum`.
        public var rawValue: String { KebabName.from(camelCase: kind.rawValue) }

        /// A control was switched on.
        public static let on = SelectionFeedback(.on)
        /// A control was switched off.
        public static let off = SelectionFeedback(.off)
        /// A value reached its maximum.
        public static let maximum = SelectionFeedback(.maximum)
        /// A value reached its minimum.
        public static let minimum = SelectionFeedback(.minimum)

        /// Every state, in the order above.
        public static let allCases: [SelectionFeedback] = Kind.allCases.map(SelectionFeedback.init)
    }

    /// Something was pressed. (`SensoryFeedback.press(_:)`)
    public static func press(_ feedback: PressFeedback) -> HapticFeedback {
        HapticFeedback(.press(feedback.kind))
    }

    /// Something was released. (`SensoryFeedback.release(_:)`)
    public static func release(_ feedback: ReleaseFeedback) -> HapticFeedback {
        HapticFeedback(.release(feedback.kind))
    }

    /// A selection reached a state: on, off, its maximum or its minimum.
    /// (`SensoryFeedback.selection(_:)`; the plain ``selection`` is a selection change.)
    public static func selection(_ feedback: SelectionFeedback) -> HapticFeedback {
        HapticFeedback(.selectionState(feedback.kind))
    }

    /// For a visionOS 26 family, the feedback that plays in its place on other devices; `nil` for
    /// every other feedback. HapticKit's choice (no Apple document maps them):
    ///
    /// | visionOS feedback                            | elsewhere                     | why                                |
    /// |----------------------------------------------|-------------------------------|------------------------------------|
    /// | `press(.button)`, `.buttonIconOnly`, `.tab`  | `impact(weight: .light)`      | a light tap, as a key press feels  |
    /// | `press(.toggle)`, `selection(.on)`, `.off`   | `selection`                   | a state change, like a picker tick |
    /// | `press(.slider)`, `release(.slider)`         | `impact(flexibility: .soft)`  | grabbing or letting go, softly     |
    /// | `selection(.maximum)`, `.minimum`            | `impact(flexibility: .rigid)` | hitting an end stop                |
    public var substitute: HapticFeedback? {
        switch kind {
        case .press(.button), .press(.buttonIconOnly), .press(.tab): .impact(weight: .light)
        case .press(.toggle), .selectionState(.on), .selectionState(.off): .selection
        case .press(.slider), .release(.slider): .impact(flexibility: .soft)
        case .selectionState(.maximum), .selectionState(.minimum): .impact(flexibility: .rigid)
        default: nil
        }
    }
}

extension HapticFeedback {
    /// How SwiftUI spells a visionOS family member: `press(.buttonIconOnly)`, `selection(.on)`;
    /// the canonical name for any other feedback.
    var swiftUISpelling: String {
        switch kind {
        case .press(let press): "press(.\(press.rawValue))"
        case .release(let release): "release(.\(release.rawValue))"
        case .selectionState(let state): "selection(.\(state.rawValue))"
        default: name
        }
    }
}
