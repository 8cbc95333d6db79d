/// The router's answers for one device, computed once, so a request costs a table lookup
/// rather than a routing decision (and allocates nothing).
struct RouteTable: Sendable {
    let device: DeviceProfile
    private let routes: [HapticRoute]

    let options: HapticRouter.Options

    init(device: DeviceProfile, options: HapticRouter.Options = .standard) {
        self.device = device
        self.options = options
        routes = HapticFeedback.allCanonical.map { HapticRouter.route($0, on: device, options: options) }
    }

    /// The route for `feedback`, equal to `HapticRouter.route(feedback, on: device, options: options)`.
    @inline(__always)
    func route(for feedback: HapticFeedback) -> HapticRoute {
        let cached = routes[feedback.kind.canonicalIndex]
        switch feedback.kind {
        case .impact(_, let intensity) where intensity != .full:
            return cached.replacing(feedback: feedback, action: action(for: feedback))
        case .pattern:
            // Each pattern is routed as the table's pattern is, with its own call.
            return HapticRouter.route(feedback, on: device, options: options)
        default:
            // A preset's route names the preset (`button-press`), as the router's does.
            return feedback.preset == nil ? cached : cached.replacing(feedback: feedback, action: cached.action)
        }
    }

    /// Whether the route for `feedback` names a call made in a view (``HapticCall/needsLocation``):
    /// every UIKit call from iOS 17.5, canvas feedback on iPad.
    @inline(__always)
    func namesViewAttachedCall(for feedback: HapticFeedback) -> Bool {
        routes[feedback.kind.canonicalIndex].call?.needsLocation ?? false
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
