/// The router's answers for one device, computed once, so a request costs a table lookup
/// rather than a routing decision (and allocates nothing).
///
/// A class, immutable once made, so a request takes the table with one reference rather than
/// copying its arrays and options (measured: a copy cost about 500 instructions a request, by
/// callgrind); a change of device or routing makes a new table.
final class RouteTable: Sendable {
    let device: DeviceProfile
    /// The input the routes are for (``HapticInput/unspecified``: the profile's).
    let input: HapticInput
    /// The app's routing choices the routes follow (``Haptics/routing``).
    let options: HapticRouter.Options
    private let routes: [HapticRoute]
    /// For each route that the system may not play, the inputs it is felt with; `nil` where it
    /// plays for certain or is silent (``HapticDelivery``).
    private let feltOnlyWith: [[DeviceProfile.InputSource]?]

    init(device: DeviceProfile, input: HapticInput = .unspecified, options: HapticRouter.Options = .standard) {
        self.device = device
        self.input = input
        self.options = options
        let deliveries = HapticFeedback.allCanonical.map {
            HapticDelivery($0, on: device, input: input, options: options)
        }
        routes = deliveries.map(\.route)
        feltOnlyWith = deliveries.map {
            guard case .handedToSystem(let inputs) = $0.state else { return nil }
            return inputs
        }
    }

    /// The inputs the feedback at `position` is felt with when the system decides, or `nil` when
    /// it plays for certain (or not at all).
    func feltOnlyWith(at position: Int) -> [DeviceProfile.InputSource]? {
        feltOnlyWith[position]
    }

    /// The route for `feedback`, equal to `HapticDelivery(feedback, on: device, input: input,
    /// options: options).route` (for an unspecified input, the router's route).
    func route(for feedback: HapticFeedback) -> HapticRoute {
        route(for: feedback, at: feedback.kind.canonicalIndex)
    }

    /// ``route(for:)``, given `feedback`'s position in the table (`canonicalIndex`), which a
    /// request works out once and passes to every lookup.
    func route(for feedback: HapticFeedback, at position: Int) -> HapticRoute {
        let cached = routes[position]
        switch feedback.kind {
        case .impact(_, let intensity) where intensity != .full:
            return cached.replacing(feedback: feedback, action: action(for: feedback, at: position))
        case .pattern:
            // Each pattern is routed as the table's pattern is, with its own call.
            return HapticDelivery(feedback, on: device, input: input, options: options).route
        default:
            // The route names the request's own feedback, so a preset's names the preset
            // (`button-press`), as the router's does.
            return cached.replacing(feedback: feedback, action: cached.action)
        }
    }

    /// What the route at `position` wants of a view when the request brings none: a location for
    /// canvas feedback on iPad, a view to attach to for every other UIKit call from iOS 17.5
    /// (``HapticCall/needsLocation``), nothing otherwise.
    func viewNeed(at position: Int) -> HapticViewFinder.Need {
        guard let call = routes[position].call, call.needsLocation else { return .none }
        if case .canvas = call { return .location }
        return .attachment
    }

    /// What the route for `feedback` does: the same as `route(for:).action`, without copying the
    /// route.
    func action(for feedback: HapticFeedback) -> HapticRoute.Action {
        action(for: feedback, at: feedback.kind.canonicalIndex)
    }

    /// ``action(for:)``, given `feedback`'s position in the table: the table's canonical action,
    /// carrying this feedback's own intensity or pattern (``HapticCall/carrying(_:)``, the
    /// router's rule).
    func action(for feedback: HapticFeedback, at position: Int) -> HapticRoute.Action {
        let action = routes[position].action
        guard case .play(let call) = action, feedback.carriesOwnValues else { return action }
        return .play(call.carrying(feedback))
    }
}
