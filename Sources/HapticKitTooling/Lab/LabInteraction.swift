import HapticKit

/// The interaction a Lab check asks the tester to make, so the feedback plays during the gesture
/// the cell describes, where it touches: a drag that snaps on the canvas, a hover over a target, a
/// two-finger scroll onto a snap point, or a press of an accessory's button. Pure: the Lab shows
/// the surface it names, `haptickit plan` prints it, and ``decision(for:seen:)`` says whether a
/// gesture may answer a check.
///
/// ```swift
/// let check = SessionPlan(device: .iPad, inputs: [.pencilHover]).checks[0]
/// check.interaction                                     // .hover
/// LabInteraction.decision(for: check.input, seen: .touch).plays  // false: a tap is not a hover
/// ```
public struct LabInteraction: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// `drag`, `hover`, `scroll` or `press`.
    public let rawValue: String

    /// An interaction by its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Drag a shape on the canvas until it snaps to a guide: the feedback plays at the contact
    /// point as it snaps (finger, Apple Pencil, Apple Pencil Pro, a trackpad's or a mouse's click
    /// and drag, eyes and hands).
    public static let drag = LabInteraction(rawValue: "drag")
    /// Hover over a target without touching or clicking: the feedback plays where the hover
    /// enters it (Apple Pencil Pro hover, trackpad hover).
    public static let hover = LabInteraction(rawValue: "hover")
    /// Scroll with two fingers on the trackpad until the list snaps to a point: the feedback
    /// plays at the pointer as it snaps.
    public static let scroll = LabInteraction(rawValue: "scroll")
    /// Press a button of the accessory that plays it (a game controller, the Siri Remote, a
    /// spatial stylus or accessory).
    public static let press = LabInteraction(rawValue: "press")

    /// The interaction that drives `input`: what the cell's input does in an app.
    package init(for input: HapticInput.Device) {
        self = LabGesture.answering(input).first?.interaction ?? .drag
    }

    /// Its name, as the plan prints it.
    public var description: String { rawValue }

    /// What the Lab tells the tester to do.
    public var instruction: String {
        switch self {
        case .hover: "Hover over the target without touching or clicking; it plays as you enter it."
        case .scroll: "Scroll the strip with two fingers on the trackpad until it snaps; it plays at each snap."
        case .press: "Press the accessory's A button (on Apple TV, the remote's select); it plays as you press."
        default: "Drag the square onto the guide; it plays where you touch as it snaps."
        }
    }

    /// Whether a gesture that `seen` may answer a check of `input`, and if not, why (shown to the
    /// tester, and nothing plays): a hover or scroll check never plays from a touch, a click or a
    /// tap, and an Apple Pencil check never from a finger.
    public static func decision(for input: HapticInput.Device, seen: LabGesture) -> Decision {
        let needed = LabInteraction(for: input)
        if seen.interaction != needed {
            return Decision(
                plays: false, reason: "this check needs a \(needed) with \(input), not a \(seen.interaction)")
        }
        if !LabGesture.answering(input).contains(seen) {
            return Decision(
                plays: false, reason: "this check is for \(input); the \(needed) came from \(seen.description)")
        }
        return Decision(plays: true, reason: nil)
    }

    /// Whether a gesture plays, and why not.
    public struct Decision: Hashable, Sendable {
        /// Whether to play the check's feedback now.
        public let plays: Bool
        /// Why it does not, in words for the tester; `nil` when it plays.
        public let reason: String?
    }
}
