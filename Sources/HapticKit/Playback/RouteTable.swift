/// The router's answers for one device, computed once, so a request costs a table lookup
/// rather than a routing decision (and allocates nothing).
struct RouteTable: Sendable {
    let device: DeviceProfile
    private let routes: [HapticRoute]

    init(device: DeviceProfile) {
        self.device = device
        routes = HapticFeedback.allCanonical.map { HapticRouter.route($0, on: device) }
    }

    /// The route for `feedback`, equal to `HapticRouter.route(feedback, on: device)`.
    @inline(__always)
    func route(for feedback: HapticFeedback) -> HapticRoute {
        let cached = routes[feedback.kind.canonicalIndex]
        switch feedback.kind {
        case .impact(_, let intensity) where intensity != .full:
            return cached.replacing(feedback: feedback, action: action(for: feedback))
        case .pattern:
            // Each pattern is routed as the table's pattern is, with its own call.
            return HapticRouter.route(feedback, on: device)
        default:
            return cached
        }
    }

    /// What the route for `feedback` does: the same as `route(for:).action`, without copying the route.
    @inline(__always)
    ///
    /// A pattern's route differs from the table's `pattern:tap` route only in what its call
    /// carries (the pattern, or the strength of its strongest moment), so it is derived from it
    /// here rather than routed again; ``route(for:)`` routes it in full, once, for the outcome.
    func action(for feedback: HapticFeedback) -> HapticRoute.Action {
        let action = routes[feedback.kind.canonicalIndex].action
        guard case .play(let call) = action else { return action }
        switch feedback.kind {
        case .impact(_, let intensity):
            guard case .impact(let style, _, let atLocation) = call else { return action }
            return .play(.impact(style, intensity: intensity, atLocation: atLocation))
        case .pattern(let pattern):
            switch call {
            case .coreHaptics: return .play(.coreHaptics(pattern.withoutAudio))
            case .impact(let style, _, let atLocation):
                return .play(.impact(style, intensity: HapticIntensity(pattern.peakIntensity), atLocation: atLocation))
            default: return action
            }
        default:
            return action
        }
    }

}

extension HapticFeedback.Kind {
    /// The position of this intent (at any intensity) in ``HapticFeedback/allCanonical``.
    var canonicalIndex: Int {
        switch self {
        case .success: 0
        case .warning: 1
        case .error: 2
        case .selection: 3
        case .increase: 4
        case .decrease: 5
        case .start: 6
        case .stop: 7
        case .alignment: 8
        case .levelChange: 9
        case .pathComplete: 10
        case .impact(let style, _):
            switch style {
            case .light: 11
            case .medium: 12
            case .heavy: 13
            case .rigid: 14
            case .solid: 15
            case .soft: 16
            }
        case .pattern: 17
        }
    }
}

extension HapticCall {
    /// The call with impact intensity multiplied by `scale`; calls without intensity are unchanged.
    func scaled(by scale: Double) -> HapticCall {
        guard scale < 1 else { return self }
        switch self {
        case .impact(let style, let intensity, let atLocation):
            return .impact(style, intensity: intensity.scaled(by: scale), atLocation: atLocation)
        case .coreHaptics(let pattern):
            return .coreHaptics(pattern.scalingIntensity(by: scale))
        default:
            return self
        }
    }

    /// The plain variant of a UIKit call, for when no view and location were given; `nil` when
    /// there is none (canvas feedback needs both).
    func withoutLocation() -> HapticCall? {
        switch self {
        case .impact(let style, let intensity, _): .impact(style, intensity: intensity, atLocation: false)
        case .selection: .selection(atLocation: false)
        case .notification(let type, _): .notification(type, atLocation: false)
        case .canvas: nil
        case .appKit, .watchKit, .coreHaptics: self
        }
    }
}
