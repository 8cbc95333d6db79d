/// The groups of feedback that preferences switch and the rate limiter spaces out.
///
/// | category       | feedback                                             |
/// |----------------|------------------------------------------------------|
/// | `notification` | success, warning, error                              |
/// | `selection`    | selection, increase, decrease, levelChange, selection(_:) |
/// | `impact`       | every impact (and its presets), start, stop, press(_:), release(_:) |
/// | `alignment`    | alignment, pathComplete (canvas feedback)            |
/// | `pattern`      | custom Core Haptics patterns                         |
///
/// A struct with a static member per category rather than an enum: HapticKit may add categories
/// in a minor release, and a new case of a public enum would break every app's exhaustive
/// `switch`. List them with ``allCases`` (a settings screen), compare with `==`, or read `rawValue`;
/// it is read and written (`Codable`, `RawRepresentable`) by its name (`"notification"`).
public struct HapticCategory: CodableNamedValue {
    /// The categories, for HapticKit's own `switch`es; the raw value is the name.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case notification, selection, impact, alignment, pattern
    }

    package let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Success, warning and error.
    public static let notification = HapticCategory(.notification)
    /// Selection, increase, decrease, level change and the visionOS `selection(_:)` family.
    public static let selection = HapticCategory(.selection)
    /// Every impact (and its presets), start, stop, and the visionOS `press(_:)` and `release(_:)`
    /// families.
    public static let impact = HapticCategory(.impact)
    /// Alignment and path complete (canvas feedback).
    public static let alignment = HapticCategory(.alignment)
    /// Custom Core Haptics patterns.
    public static let pattern = HapticCategory(.pattern)

    /// Every category, in the order above: the order to list them in a settings screen.
    public static let allCases: [HapticCategory] = Kind.allCases.map(HapticCategory.init)
}

extension HapticFeedback {
    /// The category that preferences and rate limits apply to.
    public var category: HapticCategory {
        switch kind {
        case .success, .warning, .error: .notification
        case .selection, .increase, .decrease, .levelChange, .selectionState: .selection
        case .impact, .start, .stop, .press, .release: .impact
        case .alignment, .pathComplete: .alignment
        case .pattern: .pattern
        }
    }

    /// How much it matters that the user feels this, when several arrive in one frame:
    /// error > warning > success > impact (and patterns) > alignment > selection.
    public var priority: Int {
        switch kind {
        case .error: 5
        case .warning: 4
        case .success: 3
        case .impact, .start, .stop, .pattern, .press, .release: 2
        case .alignment, .pathComplete: 1
        case .selection, .increase, .decrease, .levelChange, .selectionState: 0
        }
    }
}
