import HapticKit

/// What a gesture on the Lab's surface saw: the kind of touch, hover, scroll or press the
/// platform reported. A report records it with each observation (`gesture`), so a reader knows
/// how the check was driven. The platform tells a finger from a Pencil from a pointer, not one
/// Pencil from another nor a trackpad from a mouse: those the tester names by the check.
///
/// ```swift
/// LabInteraction.decision(for: .pencilHover, seen: .pencilHover).plays   // true
/// LabInteraction.decision(for: .pencilHover, seen: .pointerHover).plays  // false: a pointer is not a Pencil
/// ```
public struct LabGesture: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name a report records: `touch`, `pencil`, `pointer`, `pencil-hover`, `pointer-hover`,
    /// `scroll`, `press`.
    public let rawValue: String

    /// A gesture by its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A drag by a finger (UIKit's `UITouch.TouchType.direct`).
    public static let touch = LabGesture(rawValue: "touch")
    /// A drag by an Apple Pencil (`UITouch.TouchType.pencil`).
    public static let pencil = LabGesture(rawValue: "pencil")
    /// A click and drag by a trackpad or a mouse (`UITouch.TouchType.indirectPointer`; on a Mac,
    /// any mouse drag).
    public static let pointer = LabGesture(rawValue: "pointer")
    /// An Apple Pencil hovering (`UIHoverGestureRecognizer` with a `zOffset` above 0).
    public static let pencilHover = LabGesture(rawValue: "pencil-hover")
    /// A pointer hovering (`UIHoverGestureRecognizer` with a `zOffset` of 0).
    public static let pointerHover = LabGesture(rawValue: "pointer-hover")
    /// A two-finger trackpad scroll (a pan recognizer that takes no touches, only continuous
    /// scroll events: `allowedScrollTypesMask`).
    public static let scroll = LabGesture(rawValue: "scroll")
    /// A press of an accessory's button.
    public static let press = LabGesture(rawValue: "press")

    /// The interaction this gesture makes.
    package var interaction: LabInteraction {
        switch self {
        case .pencilHover, .pointerHover: .hover
        case .scroll: .scroll
        case .press: .press
        default: .drag
        }
    }

    /// The gesture in words, as the Lab shows it.
    public var description: String {
        switch self {
        case .touch: "a finger"
        case .pencil: "an Apple Pencil"
        case .pointer: "a trackpad or mouse click"
        case .pencilHover: "an Apple Pencil hover"
        case .pointerHover: "a pointer hover"
        case .scroll: "a two-finger scroll"
        case .press: "a button press"
        default: rawValue
        }
    }

    /// The gestures that may answer a check of `input`, the first the one the check asks for.
    package static func answering(_ input: HapticInput.Device) -> [LabGesture] {
        switch input {
        case .finger, .eyesAndHands: [.touch]
        case .pencil, .pencilPro: [.pencil]
        case .pencilHover: [.pencilHover]
        case .trackpadHover: [.pointerHover]
        case .magicKeyboardTrackpadScroll: [.scroll]
        case .magicKeyboardTrackpad, .bluetoothTrackpad, .forceTouchTrackpad, .magicTrackpad, .mouse: [.pointer]
        case .remote, .gameController, .stylus, .spatialAccessory: [.press]
        default: [.touch, .pencil, .pointer]
        }
    }
}
