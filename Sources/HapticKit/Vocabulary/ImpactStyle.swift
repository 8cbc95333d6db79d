/// The feel of an impact: SwiftUI's weights and flexibilities in one list.
///
/// `light`, `medium` and `heavy` are SwiftUI's `SensoryFeedback.Weight` and UIKit's styles of the
/// same names; `rigid` and `soft` are SwiftUI flexibilities and UIKit styles; `solid` is a SwiftUI
/// flexibility that UIKit has no style for (the router plays `.medium` and says so).
public enum ImpactStyle: String, Hashable, Sendable, CaseIterable {
    /// A light impact: small, light objects colliding.
    case light
    /// A medium impact: moderately sized objects colliding.
    case medium
    /// A heavy impact: large, heavy objects colliding.
    case heavy
    /// A rigid impact: hard, inflexible objects colliding.
    case rigid
    /// A solid impact, between rigid and soft (SwiftUI only; UIKit plays `.medium`).
    case solid
    /// A soft impact: soft, flexible objects colliding.
    case soft
}

/// How heavy an impact feels. (`SensoryFeedback.Weight`)
public enum ImpactWeight: String, Hashable, Sendable, CaseIterable {
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
public enum ImpactFlexibility: String, Hashable, Sendable, CaseIterable {
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
