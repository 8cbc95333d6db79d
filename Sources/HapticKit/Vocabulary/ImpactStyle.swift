/// The feel of an impact: SwiftUI's weights and flexibilities in one list.
///
/// `light`, `medium` and `heavy` are SwiftUI's `SensoryFeedback.Weight` and UIKit's styles of the
/// same names; `rigid` and `soft` are SwiftUI flexibilities and UIKit styles; `solid` is a SwiftUI
/// flexibility that UIKit has no style for (the router plays `.medium` and says so).
public enum ImpactStyle: String, Hashable, Sendable, CaseIterable {
    case light, medium, heavy, rigid, solid, soft
}

/// How heavy an impact feels. (`SensoryFeedback.Weight`)
public enum ImpactWeight: String, Hashable, Sendable, CaseIterable {
    case light, medium, heavy

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
    case rigid, solid, soft

    var style: ImpactStyle {
        switch self {
        case .rigid: .rigid
        case .solid: .solid
        case .soft: .soft
        }
    }
}
