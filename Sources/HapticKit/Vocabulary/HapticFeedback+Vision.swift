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
/// > there to that modifier and, on every other device, to the nearest intent that plays there
/// > (``standIn``; HapticKit's choice, marked as a substitute in the device matrix).
extension HapticFeedback {
    /// What was pressed. (`SensoryFeedback.PressFeedback`, visionOS 26)
    public enum PressFeedback: String, Hashable, Sendable, CaseIterable {
        /// A button with a label was pressed.
        case button
        /// A button showing only an icon was pressed.
        case buttonIconOnly
        /// A slider's thumb was pressed.
        case slider
        /// A tab was pressed.
        case tab
        /// A toggle was pressed.
        case toggle
    }

    /// What was released. (`SensoryFeedback.ReleaseFeedback`, visionOS 26)
    public enum ReleaseFeedback: String, Hashable, Sendable, CaseIterable {
        /// A slider's thumb was released.
        case slider
    }

    /// Which state a selection reached. (`SensoryFeedback.SelectionFeedback`, visionOS 26)
    public enum SelectionFeedback: String, Hashable, Sendable, CaseIterable {
        /// A control was switched on.
        case on
        /// A control was switched off.
        case off
        /// A value reached its maximum.
        case maximum
        /// A value reached its minimum.
        case minimum
    }

    /// Something was pressed. (`SensoryFeedback.press(_:)`)
    public static func press(_ feedback: PressFeedback) -> HapticFeedback {
        HapticFeedback(.press(feedback))
    }

    /// Something was released. (`SensoryFeedback.release(_:)`)
    public static func release(_ feedback: ReleaseFeedback) -> HapticFeedback {
        HapticFeedback(.release(feedback))
    }

    /// A selection reached a state: on, off, its maximum or its minimum.
    /// (`SensoryFeedback.selection(_:)`; the plain ``selection`` is a selection change.)
    public static func selection(_ feedback: SelectionFeedback) -> HapticFeedback {
        HapticFeedback(.selectionState(feedback))
    }

    /// Whether this is one of the visionOS 26 families (press, release, selection state).
    public var isVisionFamily: Bool { standIn != nil }

    /// For a visionOS 26 family, the intent that plays in its place on other devices; `nil` for
    /// every other intent. HapticKit's choice (no Apple document maps them):
    ///
    /// | visionOS feedback                            | elsewhere            | why                               |
    /// |----------------------------------------------|----------------------|-----------------------------------|
    /// | `press(.button)`, `.buttonIconOnly`, `.tab`  | `impact(.light)`     | a light tap, as a key press feels |
    /// | `press(.toggle)`, `selection(.on)`, `.off`   | `selection`          | a state change, like a picker tick |
    /// | `press(.slider)`, `release(.slider)`         | `impact(.soft)`      | grabbing or letting go, softly    |
    /// | `selection(.maximum)`, `.minimum`            | `impact(.rigid)`     | hitting an end stop               |
    public var standIn: HapticFeedback? {
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
    /// the canonical name for any other intent.
    var swiftUISpelling: String {
        switch kind {
        case .press(let press): "press(.\(press.rawValue))"
        case .release(let release): "release(.\(release.rawValue))"
        case .selectionState(let state): "selection(.\(state.rawValue))"
        default: name
        }
    }
}
