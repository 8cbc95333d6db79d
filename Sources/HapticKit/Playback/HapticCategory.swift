/// The groups of intents that preferences switch and the rate limiter spaces out.
///
/// | category       | intents                                              |
/// |----------------|------------------------------------------------------|
/// | `notification` | success, warning, error                              |
/// | `selection`    | selection, increase, decrease, levelChange, selection(_:) |
/// | `impact`       | every impact (and its presets), start, stop, press(_:), release(_:) |
/// | `alignment`    | alignment, pathComplete (canvas feedback)            |
/// | `pattern`      | custom Core Haptics patterns                         |
public enum HapticCategory: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// One category of intents (see the table above).
    case notification, selection, impact, alignment, pattern

    /// Its name: `notification`, `selection`, `impact`, `alignment`, `pattern`.
    public var description: String { rawValue }
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
