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
    let routing: HapticRouting
    /// By position in ``HapticFeedback/allCanonical``; `nil` until a request needs it.
    private var entries: [HapticRoute?]

    init(device: DeviceProfile, input: HapticInput = .unspecified, routing: HapticRouting = .standard) {
        self.device = device
        self.input = input
        self.routing = routing
        entries = Array(repeating: nil, count: HapticFeedback.allCanonical.count)
    }

    /// The route for `feedback`, equal to `HapticRoute(feedback, on: device, input: input,
    /// routing: routing)`, with the inputs it is felt with where the system decides.
    mutating func route(for feedback: HapticFeedback) -> HapticRoute {
        if case .pattern = feedback.kind {
            // Each pattern is routed as the table's pattern is, with its own call.
            return HapticRoute(feedback, on: device, input: input, routing: routing)
        }
        let position = feedback.kind.canonicalIndex
        let route = entries[position] ?? fill(position)
        // The route names the request's own feedback (a preset's names the preset, as the
        // router's does) and carries its intensity (``HapticCall/carrying(_:)``, the router's rule).
        var action = route.action
        if case .play(let call) = action, feedback.carriesOwnValues { action = .play(call.carrying(feedback)) }
        return route.replacing(feedback: feedback, action: action)
    }

    /// How many routes have been worked out so far.
    var routesWorkedOut: Int { entries.filter { $0 != nil }.count }

    private mutating func fill(_ position: Int) -> HapticRoute {
        let route = HapticRoute(
            HapticFeedback.allCanonical[position], on: device, input: input, routing: routing)
        entries[position] = route
        return route
    }
}
