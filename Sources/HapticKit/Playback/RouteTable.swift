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
    let options: HapticRouter.Options
    /// By position in ``HapticFeedback/allCanonical``; `nil` until a request needs it.
    private var entries: [Entry?]

    /// A route, and the inputs it is felt with where the system decides. A struct, not a tuple: a
    /// tuple holding a route was copied through the runtime's generic tuple witnesses, about 1,100
    /// instructions a request (callgrind).
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

    /// One canonical intent's answer, kept. A class, immutable once made, so a lookup takes one
    /// reference rather than copying a route out of an optional (about 600 instructions a
    /// request, by callgrind).
    final class Entry: Sendable {
        let routed: Routed

        init(_ routed: Routed) {
            self.routed = routed
        }
    }

    init(device: DeviceProfile, input: HapticInput = .unspecified, options: HapticRouter.Options = .standard) {
        self.device = device
        self.input = input
        self.options = options
        entries = Array(repeating: nil, count: HapticFeedback.allCanonical.count)
    }

    /// The route for `feedback`, equal to `HapticDelivery(feedback, on: device, input: input,
    /// options: options)` (for an unspecified input, the router's route), and the inputs it is felt
    /// with. `position` is `feedback.kind.canonicalIndex`, which a request works out once.
    mutating func route(for feedback: HapticFeedback, at position: Int) -> Routed {
        if case .pattern = feedback.kind {
            // Each pattern is routed as the table's pattern is, with its own call.
            return Routed(HapticDelivery(feedback, on: device, input: input, routing: options))
        }
        let entry = entries[position] ?? fill(position)
        // The route names the request's own feedback (a preset's names the preset, as the
        // router's does) and carries its intensity (``HapticCall/carrying(_:)``, the router's rule).
        var action = entry.routed.route.action
        if case .play(let call) = action, feedback.carriesOwnValues { action = .play(call.carrying(feedback)) }
        return Routed(
            route: entry.routed.route.replacing(feedback: feedback, action: action),
            feltOnlyWith: entry.routed.feltOnlyWith)
    }

    /// How many routes have been worked out so far.
    var routesWorkedOut: Int { entries.filter { $0 != nil }.count }

    private mutating func fill(_ position: Int) -> Entry {
        let entry = Entry(
            Routed(HapticDelivery(HapticFeedback.allCanonical[position], on: device, input: input, routing: options)))
        entries[position] = entry
        return entry
    }
}
