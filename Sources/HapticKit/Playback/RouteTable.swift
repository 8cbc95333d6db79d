/// The router's answers for one device, computed once, so a request costs a table lookup
/// rather than a routing decision (and allocates nothing).
struct RouteTable: Sendable {
    let device: DeviceProfile
    /// The input the routes are for (``HapticInput/unspecified``: the profile's).
    let input: HapticInput
    private let routes: [HapticRoute]
    /// For each route that the system may not play, the inputs it is felt with; `nil` where it
    /// plays for certain or is silent (``HapticDelivery``).
    private let feltOnlyWith: [[DeviceProfile.InputSource]?]

    init(device: DeviceProfile, input: HapticInput = .unspecified) {
        self.device = device
        self.input = input
        let deliveries = HapticFeedback.allCanonical.map { HapticDelivery($0, on: device, input: input) }
        routes = deliveries.map(\.route)
        feltOnlyWith = deliveries.map {
            guard case .handedToSystem(let inputs) = $0.state else { return nil }
            return inputs
        }
    }

    /// The inputs `feedback` is felt with when the system decides, or `nil` when it plays for
    /// certain (or not at all).
    @inline(__always)
    func feltOnlyWith(_ feedback: HapticFeedback) -> [DeviceProfile.InputSource]? {
        feltOnlyWith[feedback.kind.canonicalIndex]
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
            return input == .unspecified
                ? HapticRouter.route(feedback, on: device) : HapticDelivery(feedback, on: device, input: input).route
        default:
            return cached
        }
    }

    /// What the route for `feedback` does: the same as `route(for:).action`, without copying the
    /// route. The table's canonical action, carrying this feedback's own intensity or pattern
    /// (``HapticCall/carrying(_:)``, the router's rule).
    @inline(__always)
    func action(for feedback: HapticFeedback) -> HapticRoute.Action {
        let action = routes[feedback.kind.canonicalIndex].action
        guard case .play(let call) = action, feedback.carriesOwnValues else { return action }
        return .play(call.carrying(feedback))
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
