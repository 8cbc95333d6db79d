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
    ///
    /// A struct with a static member per weight rather than an enum, as SwiftUI's own
    /// `SensoryFeedback.Weight` is (`public struct Weight : Equatable, Sendable` with `static let
    /// light, medium, heavy`; SwiftUI.swiftinterface:857, iOS 26.2 SDK): a weight added later does
    /// not break an app's exhaustive `switch`. Compare with `==` or read `rawValue`; it is read and
    /// written (`Codable`, `RawRepresentable`) by its name.
    public struct Weight: CodableNamedValue {
        /// The impact this weight plays as; its raw value is the weight's name, as Swift
        /// spells its static member: `light`, `medium`, `heavy`.
        let kind: Impact

        private init(_ kind: Impact) {
            self.kind = kind
        }

        /// Every weight, lightest first.
        public static let allCases: [Weight] = [.light, .medium, .heavy]

        /// Small, light objects colliding.
        public static let light = Weight(.light)
        /// Moderately sized objects colliding.
        public static let medium = Weight(.medium)
        /// Large, heavy objects colliding.
        public static let heavy = Weight(.heavy)
    }

    /// How flexible the colliding objects are. (`SensoryFeedback.Flexibility`)
    ///
    /// A struct with a static member per flexibility, for the same reason ``Weight`` is one and as
    /// SwiftUI's `SensoryFeedback.Flexibility` is (SwiftUI.swiftinterface:863, iOS 26.2 SDK).
    public struct Flexibility: CodableNamedValue {
        /// The impact this flexibility plays as; its raw value is the flexibility's name, as Swift
        /// spells its static member: `rigid`, `solid`, `soft`.
        let kind: Impact

        private init(_ kind: Impact) {
            self.kind = kind
        }

        /// Every flexibility, hardest first.
        public static let allCases: [Flexibility] = [.rigid, .solid, .soft]

        /// Hard, inflexible objects colliding.
        public static let rigid = Flexibility(.rigid)
        /// Objects between rigid and soft colliding.
        public static let solid = Flexibility(.solid)
        /// Soft, flexible objects colliding.
        public static let soft = Flexibility(.soft)
    }

    /// The feel of an impact as the router sees it: every ``Weight`` and ``Flexibility`` in one
    /// list. `light`, `medium`, `heavy`, `rigid` and `soft` are also UIKit's styles
    /// (`HapticCall.UIImpactFeedbackStyle`, the one type that says "style"); `solid` has no UIKit
    /// style (the router plays `.medium` and says so).
    package enum Impact: String, Hashable, Sendable, CaseIterable {
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
    /// ``singleTap(_:)`` is light instead (the presets' defaults: ``HapticFeedback``'s presets).
    public static let impact = HapticFeedback(.impact(.medium, .full))

    /// A physical impact of a given weight. (`SensoryFeedback.impact(weight:intensity:)`)
    ///
    /// Any `intensity` is accepted and clamped, never trapped on (HapticKit's rule, for every
    /// intensity it takes):
    ///
    /// | given            | becomes | why                                              |
    /// |------------------|---------|--------------------------------------------------|
    /// | `0...1`          | itself  |                                                  |
    /// | below 0, `-inf`  | 0       | nearest end of the range                         |
    /// | above 1, `+inf`  | 1       | nearest end of the range                         |
    /// | NaN              | 1       | the default strength, as if none had been given |
    ///
    /// The call is made with the clamped value; `haptickit route 'impact-light@1.7'` notes
    /// `intensity 1 (clamped from 1.7)`.
    public static func impact(weight: Weight, intensity: Double = 1) -> HapticFeedback {
        HapticFeedback(.impact(weight.kind, HapticIntensity(intensity)))
    }

    /// A physical impact between objects of a given flexibility.
    /// (`SensoryFeedback.impact(flexibility:intensity:)`)
    ///
    /// `intensity` is clamped as for ``impact(weight:intensity:)``.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> HapticFeedback {
        HapticFeedback(.impact(flexibility.kind, HapticIntensity(intensity)))
    }

    /// The same as ``impact(weight:intensity:)``, with the weight unlabelled:
    /// `.impact(.light, intensity: 0.7)`.
    public static func impact(_ weight: Weight, intensity: Double = 1) -> HapticFeedback {
        impact(weight: weight, intensity: intensity)
    }
}
