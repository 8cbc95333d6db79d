/// Presets for common UI moments, each one a canonical feedback underneath.
///
/// A preset routes, coalesces and compares as its feedback (`.buttonPress == .impact(.heavy)`), and
/// keeps its own name in outcomes, recorder logs and timelines: `button-press`, `single-tap-heavy`.
///
/// The default strength of a tap differs by name, on purpose: ``impact`` is medium (SwiftUI's
/// plain `SensoryFeedback.impact`), ``singleTap(_:)`` light, ``buttonPress`` heavy.
///
/// ```swift
/// haptics.play(.buttonPress)
/// haptics.play(.dataRefresh(intensity: 0.6))
/// haptics.play(.singleTap(.heavy))
/// ```
extension HapticFeedback {
    /// A button was pressed: a heavy impact.
    public static let buttonPress = HapticFeedback.impact(.heavy).named(as: .buttonPress)

    /// A tab was selected: a selection change.
    public static let tabSelection = HapticFeedback.selection.named(as: .tabSelection)

    /// Data was refreshed, at a strength that can follow how far the user pulled: a heavy impact
    /// at `intensity`, clamped into `0...1`.
    public static func dataRefresh(intensity: Double) -> HapticFeedback {
        HapticFeedback.impact(.heavy, intensity: intensity).named(as: .dataRefresh)
    }

    /// One tap, light unless you say otherwise. (``impact`` is medium by default, as SwiftUI's
    /// plain `SensoryFeedback.impact` is: a tap is the lighter touch.)
    public static func singleTap(_ weight: Weight = .light) -> HapticFeedback {
        HapticFeedback.impact(weight: weight).named(as: .singleTap)
    }

    /// One tap of a given flexibility: ``singleTap(_:)`` with SwiftUI's other impact spelling.
    public static func singleTap(flexibility: Flexibility) -> HapticFeedback {
        HapticFeedback.impact(flexibility: flexibility).named(as: .singleTap)
    }

    /// The presets, by the names ``name`` prints and ``named(_:)`` reads.
    enum Preset: String, CaseIterable {
        case buttonPress = "button-press"
        case tabSelection = "tab-selection"
        case dataRefresh = "data-refresh"
        case singleTap = "single-tap"
    }

    /// This feedback, named as `preset`.
    func named(as preset: Preset) -> HapticFeedback {
        HapticFeedback(kind, preset: preset)
    }
}
