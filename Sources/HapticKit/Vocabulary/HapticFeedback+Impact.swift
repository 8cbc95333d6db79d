/// The one impact vocabulary, spelled as SwiftUI spells it (`SensoryFeedback.Weight` and
/// `.Flexibility`), which impacts, ``singleTap(_:)`` and the presets share.
///
/// ```swift
/// haptics.play(.impact)                                  // SwiftUI's plain impact: medium weight
/// haptics.play(.impact(weight: .heavy, intensity: 0.6))
/// haptics.play(.impact(flexibility: .rigid))
/// haptics.singleTap(.heavy)
/// ```
extension HapticFeedback {
    /// How heavy an impact feels. (`SensoryFeedback.Weight`)
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        /// Small, light objects colliding.
        case light
        /// Moderately sized objects colliding.
        case medium
        /// Large, heavy objects colliding.
        case heavy

        var style: ImpactStyle {
            switch self {
            case .light: .light
            case .medium: .medium
            case .heavy: .heavy
            }
        }
    }

    /// How flexible the colliding objects are. (`SensoryFeedback.Flexibility`)
    public enum Flexibility: String, Hashable, Sendable, CaseIterable {
        /// Hard, inflexible objects colliding.
        case rigid
        /// Objects between rigid and soft colliding.
        case solid
        /// Soft, flexible objects colliding.
        case soft

        var style: ImpactStyle {
            switch self {
            case .rigid: .rigid
            case .solid: .solid
            case .soft: .soft
            }
        }
    }

    /// The feel of an impact as the router sees it: every ``Weight`` and ``Flexibility`` in one
    /// list. `light`, `medium`, `heavy`, `rigid` and `soft` are also UIKit's styles; `solid` has
    /// no UIKit style (the router plays `.medium` and says so).
    package enum ImpactStyle: String, Hashable, Sendable, CaseIterable {
        /// A light impact (``Weight/light``; UIKit's `.light`).
        case light
        /// A medium impact (``Weight/medium``; UIKit's `.medium`).
        case medium
        /// A heavy impact (``Weight/heavy``; UIKit's `.heavy`).
        case heavy
        /// A rigid impact (``Flexibility/rigid``; UIKit's `.rigid`).
        case rigid
        /// A solid impact (``Flexibility/solid``; no UIKit style, so UIKit plays `.medium`).
        case solid
        /// A soft impact (``Flexibility/soft``; UIKit's `.soft`).
        case soft
    }

    /// SwiftUI's plain impact: medium weight, full intensity. (`SensoryFeedback.impact`.)
    /// ``singleTap(_:)`` is light instead, as HapticsManager-Swift's is.
    public static let impact = HapticFeedback(.impact(.medium, .full))

    /// A physical impact of a given weight. (`SensoryFeedback.impact(weight:intensity:)`)
    ///
    /// `intensity` is clamped into `0...1`; NaN becomes 1 (see ``HapticIntensity``).
    public static func impact(weight: Weight, intensity: Double = 1) -> HapticFeedback {
        HapticFeedback(.impact(weight.style, HapticIntensity(intensity)))
    }

    /// A physical impact between objects of a given flexibility.
    /// (`SensoryFeedback.impact(flexibility:intensity:)`)
    ///
    /// `intensity` is clamped into `0...1`; NaN becomes 1 (see ``HapticIntensity``).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> HapticFeedback {
        HapticFeedback(.impact(flexibility.style, HapticIntensity(intensity)))
    }

    /// The same as ``impact(weight:intensity:)``, with the weight unlabelled:
    /// `.impact(.light, intensity: 0.7)`.
    public static func impact(_ weight: Weight, intensity: Double = 1) -> HapticFeedback {
        impact(weight: weight, intensity: intensity)
    }
}
