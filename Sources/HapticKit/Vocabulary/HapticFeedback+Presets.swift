/// Presets for the moments the seeds name, each one a canonical intent underneath.
///
/// ```swift
/// haptics.play(.buttonPress)
/// haptics.play(.dataRefresh(intensity: 0.6))
/// haptics.play(.singleTap(.heavy))
/// ```
extension HapticFeedback {
    /// A button was pressed: a heavy impact, as the seed's `HapticManager` plays it
    /// (`UIImpactFeedbackGenerator(style: .heavy).impactOccurred()`; seed `002_…`).
    public static let buttonPress = HapticFeedback.impact(.heavy)

    /// A tab was selected: a selection change (seed `002_…`).
    public static let tabSelection = HapticFeedback.selection

    /// Data was refreshed, at a strength that can follow how far the user pulled: a heavy impact
    /// at `intensity`, clamped into `0...1` (seed `002_…`).
    public static func dataRefresh(intensity: Double) -> HapticFeedback {
        .impact(.heavy, intensity: intensity)
    }

    /// One tap, light unless you say otherwise: the `singleTap(_:)` of seed `003_…`.
    public static func singleTap(_ weight: Weight = .light) -> HapticFeedback {
        .impact(weight: weight)
    }

    /// One tap of a given flexibility: ``singleTap(_:)`` with SwiftUI's other impact spelling.
    public static func singleTap(flexibility: Flexibility) -> HapticFeedback {
        .impact(flexibility: flexibility)
    }
}
