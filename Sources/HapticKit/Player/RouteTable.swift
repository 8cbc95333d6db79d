/// The router's answers for one device and input, each worked out on the first request that needs
/// it and kept, so a later request costs a table lookup rather than a routing decision (and
/// allocates nothing), and a new player's first request works out one route, not every one.
///
/// A value with one owner, the player's pipeline (``HapticPipeline/routes``), filled under the
/// player's lock; a change of device or routing replaces it.
struct RouteTable {
    let device: DeviceProfile
    /// The input the routes are for (``HapticInput/unspecified``: the profile's).
    let input: HapticInput
    /// The app's routing choices the routes follow (``Haptics/routing``).
    let options: HapticRouting
    /// By position in ``HapticFeedback/allCanonical``; `nil` until a request needs it.
    private var entries: [Routed?]

    /// A route, and the inputs it is felt with where the system decides.
    struct Routed {
        let route: HapticRoute
        /// `nil` where the route plays for certain or is silent (``HapticDelivery``).
        let feltOnlyWith: [HapticInput.Source]?

        init(route: HapticRoute, feltOnlyWith: [HapticInput.Source]?) {
            self.route = route
            self.feltOnlyWith = feltOnlyWith
        }

        init(_ delivery: HapticDelivery) {
            route = delivery.route
            if case .handedToSystem(let inputs) = delivery.state { feltOnlyWith = inputs } else { feltOnlyWith = nil }
        }
    }

    init(device: DeviceProfile, input: HapticInput = .unspecified, options: HapticRouting = .standard) {
        self.device = device
        self.input = input
        self.options = options
        entries = Array(repeating: nil, count: HapticFeedback.allCanonical.count)
    }

    /// The route for `feedback`, equal to `HapticDelivery(feedback, on: device, input: input,
    /// routing: options)` (for an unspecified input, the router's route), and the inputs it is
    /// felt with.
    mutating func route(for feedback: HapticFeedback) -> Routed {
        if case .pattern = feedback.kind {
            // Each pattern is routed as the table's pattern is, with its own call.
            return Routed(HapticDelivery(feedback, on: device, input: input, routing: options))
        }
        let position = feedback.kind.canonicalIndex
        let routed = entries[position] ?? fill(position)
        // The route names the request's own feedback (a preset's names the preset, as the
        // router's does) and carries its intensity (``HapticCall/carrying(_:)``, the router's rule).
        var action = routed.route.action
        if case .play(let call) = action, feedback.carriesOwnValues { action = .play(call.carrying(feedback)) }
        return Routed(
            route: routed.route.replacing(feedback: feedback, action: action), feltOnlyWith: routed.feltOnlyWith)
    }

    /// How many routes have been worked out so far.
    var routesWorkedOut: Int { entries.filter { $0 != nil }.count }

    private mutating func fill(_ position: Int) -> Routed {
        let routed = Routed(
            HapticDelivery(HapticFeedback.allCanonical[position], on: device, input: input, routing: options))
        entries[position] = routed
        return routed
    }
}
