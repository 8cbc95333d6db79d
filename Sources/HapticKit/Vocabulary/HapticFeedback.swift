/// What the user should feel, routed to the right Apple call on each device.
///
/// `HapticFeedback` is a superset of SwiftUI's `SensoryFeedback` as of the iOS 26 SDK: every one of
/// its members, with the same names (the plain ``impact``, the visionOS families ``press(_:)``,
/// ``release(_:)`` and ``selection(_:)`` included), plus presets for common moments (``buttonPress``, ``tabSelection``,
/// ``dataRefresh(intensity:)``, ``singleTap(_:)``). Like `SensoryFeedback` it is a value with
/// static members, so new feedback can be added without breaking a `switch` in your code.
///
/// ```swift
/// haptics.play(.success)
/// haptics.play(.impact(.light, intensity: 0.7))
/// haptics.play(.impact(flexibility: .rigid))
/// ```
///
/// > Important: What plays where is decided by ``HapticRoute/init(_:on:input:routing:)`` and documented, cell by cell, in
/// > `docs/DeviceMatrix.md`. For example `.alignment` plays a light impact on iPhone and canvas
/// > feedback through Apple Pencil Pro on iPad, and nothing under Mac Catalyst.
public struct HapticFeedback: Hashable, Sendable, CustomStringConvertible {
    /// The feedback, as the router sees it.
    package enum Kind: Hashable, Sendable {
        /// A task or action completed (``HapticFeedback/success``).
        case success
        /// A task or action produced a warning (``HapticFeedback/warning``).
        case warning
        /// A task or action failed (``HapticFeedback/error``).
        case error
        /// A selection changed (``HapticFeedback/selection``).
        case selection
        /// A value increased (``HapticFeedback/increase``).
        case increase
        /// A value decreased (``HapticFeedback/decrease``).
        case decrease
        /// An activity started (``HapticFeedback/start``).
        case start
        /// An activity stopped (``HapticFeedback/stop``).
        case stop
        /// A dragged item snapped into alignment (``HapticFeedback/alignment``).
        case alignment
        /// A value moved to a discrete level, such as pressure (``HapticFeedback/levelChange``).
        case levelChange
        /// A drawn shape or path was completed (``HapticFeedback/pathComplete``).
        case pathComplete
        /// A physical impact of a style and strength (``HapticFeedback/impact(_:intensity:)``).
        case impact(Impact, HapticIntensity)
        /// Something was pressed (``HapticFeedback/press(_:)``; visionOS 26).
        case press(PressFeedback.Kind)
        /// Something was released (``HapticFeedback/release(_:)``; visionOS 26).
        case release(ReleaseFeedback.Kind)
        /// A selection reached a state (``HapticFeedback/selection(_:)``; visionOS 26).
        case selectionState(SelectionFeedback.Kind)
        /// A custom Core Haptics pattern (boxed, so the common feedback stays small to copy).
        indirect case pattern(HapticPattern)
    }

    /// The feedback.
    package let kind: Kind
    /// The preset this value was made by (``buttonPress``, ``singleTap(_:)``, …), which names it in
    /// outcomes, logs and timelines; `nil` for a plain feedback.
    let preset: Preset?

    /// Creates a feedback value of `kind`. The static members read better at a call site.
    init(_ kind: Kind) {
        self.init(kind, preset: nil)
    }

    init(_ kind: Kind, preset: Preset?) {
        self.kind = kind
        self.preset = preset
    }

    /// The feedback's name, as ``named(_:)`` reads it: `success`, `impact-light`, `button-press`, ….
    public var description: String { name }

    /// Whether two values are the same feedback. A preset equals the feedback it plays
    /// (`.buttonPress == .impact(.heavy)`); only its ``name`` differs.
    public static func == (lhs: HapticFeedback, rhs: HapticFeedback) -> Bool {
        lhs.kind == rhs.kind
    }

    /// Hashes the feedback (not the preset's name, as ``==(_:_:)`` ignores it).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
    }
}

extension HapticFeedback {
    /// A task or action completed successfully. (`SensoryFeedback.success`)
    public static let success = HapticFeedback(.success)
    /// A task or action produced a warning. (`SensoryFeedback.warning`)
    public static let warning = HapticFeedback(.warning)
    /// An error occurred. (`SensoryFeedback.error`)
    public static let error = HapticFeedback(.error)
    /// The selection changed, as in a picker or a list. (`SensoryFeedback.selection`)
    public static let selection = HapticFeedback(.selection)
    /// A value increased, as in a stepper. (`SensoryFeedback.increase`)
    public static let increase = HapticFeedback(.increase)
    /// A value decreased. (`SensoryFeedback.decrease`)
    public static let decrease = HapticFeedback(.decrease)
    /// An activity started, such as a timer. (`SensoryFeedback.start`)
    public static let start = HapticFeedback(.start)
    /// An activity stopped. (`SensoryFeedback.stop`)
    public static let stop = HapticFeedback(.stop)
    /// Something snapped into alignment: a guide, a ruler, an aspect ratio.
    /// (`SensoryFeedback.alignment`)
    public static let alignment = HapticFeedback(.alignment)
    /// The user moved between discrete levels, such as pressure zones.
    /// (`SensoryFeedback.levelChange`)
    public static let levelChange = HapticFeedback(.levelChange)
    /// A drawn path was completed or a shape recognised. (`SensoryFeedback.pathComplete`)
    public static let pathComplete = HapticFeedback(.pathComplete)

    /// A custom pattern: Core Haptics where it plays (iPhone 8 and later), the nearest simple
    /// feedback elsewhere (see the device matrix's `pattern:tap` row).
    ///
    /// ```swift
    /// haptics.play(.pattern(.heartbeat))
    /// haptics.play(.pattern(try HapticPattern(notation: "O-o-O")))
    /// ```
    ///
    /// > Important: Core Haptics patterns are reported to ignore the System Haptics switch in
    /// > Settings, which UIKit's generators obey (software-mansion/pulsar#129, not Apple's docs);
    /// > HapticKit's own settings (``HapticSettings``) still gate them.
    public static func pattern(_ pattern: HapticPattern) -> HapticFeedback {
        HapticFeedback(.pattern(pattern))
    }
}
