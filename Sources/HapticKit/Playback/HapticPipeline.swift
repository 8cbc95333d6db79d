/// The whole decision for one request, in order: preferences, app state, route, backend, rate
/// limiter and coalescer, generator cache. Pure: the time is passed in, and the answer is
/// complete (the route, the call, what the hand will feel, the generator), so the shell
/// (``Haptics``) only carries it out, outside the lock.
struct HapticPipeline {
    /// One request as the shell hands it in.
    struct Request {
        let feedback: HapticFeedback
        /// `feedback`'s position in the route tables (`canonicalIndex`), worked out once.
        let position: Int
        /// The input of the interaction (``HapticInput/unspecified``: the profile's).
        let input: HapticInput
        /// The view and location the request plays at, if it has one.
        var anchor: HapticAnchor?
        /// When, from the player's clock (never earlier than the decision before).
        var time = HapticInstant(nanoseconds: 0)
        /// Whether the backend sees the app active (``HapticBackend/isAppActive``), read outside
        /// the lock.
        var backendSeesAppActive = true

        init(_ feedback: HapticFeedback, input: HapticInput, anchor: HapticAnchor?) {
            self.feedback = feedback
            position = feedback.kind.canonicalIndex
            self.input = input
            self.anchor = anchor
        }
    }

    /// A request let through: everything the shell needs to carry it out.
    struct Admission {
        var route: HapticRoute
        /// The route's call, scaled by the user's intensity preference and without a location
        /// where the request has none and the call can do without.
        var call: HapticCall
        /// The inputs the call is felt with when the system decides (``HapticDelivery``).
        var feltOnlyWith: [HapticInput.Source]?
        var generator: HapticRequest.GeneratorKey?
        var isWarm: Bool
        var preparesAfterPlaying: Bool
        /// A generator to release first (evicted or idle).
        var release: HapticRequest.GeneratorKey?
    }

    /// What to do with a play request.
    enum Step {
        case skip(HapticSkipReason)
        case perform(Admission)
    }

    /// What to do with a prepare request.
    enum PrepareStep {
        case skip(HapticSkipReason)
        /// Nothing to warm: the route has no generator object (AppKit, WatchKit).
        case nothingToPrepare(HapticRoute)
        case prepare(HapticRequest.GeneratorKey, release: HapticRequest.GeneratorKey?)
    }

    /// The routes for the profile's input: their one owner. ``Haptics/device`` and
    /// ``Haptics/routing`` replace them (and every input's) through ``device`` and ``options``.
    private(set) var routes: RouteTable
    /// The routes for the inputs requests have named, each made on first use. A list searched in
    /// order, not a dictionary: an app names a handful (finger, pencil, pointer, hover), and a
    /// dictionary's first insertion cost a new player's first request with an input about 370,000
    /// instructions (callgrind, `haptickit-benchmark --first-request`).
    private(set) var inputRoutes: [RouteTable] = []

    /// The device the routes are for; setting it routes every later request for the new one.
    var device: DeviceProfile {
        get { routes.device }
        set { replaceRoutes(device: newValue, options: options) }
    }

    /// The app's routing choices; setting different ones routes every later request by them.
    var options: HapticRouter.Options {
        get { routes.options }
        set { if newValue != options { replaceRoutes(device: device, options: newValue) } }
    }
    /// Whether the backend plays anything (``HapticBackend/isOperational``).
    var backendIsOperational: Bool
    /// The user's preferences. Turning haptics off forgets every generator at once, in the same
    /// critical section; the shell releases them from the backend afterwards (``takeReleased()``).
    var settings: HapticSettings {
        didSet {
            if !settings.isEnabled { released += cache.removeAll() }
        }
    }
    /// Generators forgotten by a settings change, for the shell to release outside the lock.
    private var released: [HapticRequest.GeneratorKey] = []
    /// The app's own say (``Haptics/isAppActive``); the backend's is passed with each request.
    var isAppActive = true
    var limiter: RateLimiter
    var cache: GeneratorCache

    init(
        device: DeviceProfile, options: HapticRouter.Options, settings: HapticSettings, rateLimits: HapticRateLimits,
        cache: GeneratorCache.Configuration = GeneratorCache.Configuration(), backendIsOperational: Bool
    ) {
        routes = RouteTable(device: device, options: options)
        self.settings = settings
        self.backendIsOperational = backendIsOperational
        limiter = RateLimiter(limits: rateLimits)
        self.cache = GeneratorCache(configuration: cache)
    }

    mutating func play(_ request: Request) -> Step {
        let index = request.feedback.category.index
        if let skip = gate(request, categoryIndex: index) { return .skip(skip) }
        let entry = route(for: request.feedback, at: request.position, input: request.input)
        let call: HapticCall
        switch playable(entry.route, anchor: request.anchor) {
        case .call(let playable): call = playable.scaled(by: settings.intensityScale)
        case .skip(let skip): return .skip(skip)
        }
        if let skip = limiter.admit(request.feedback, index: index, at: request.time) { return .skip(skip) }
        let key = generatorKey(for: call, anchor: request.anchor)
        let plan = key.map { cache.play($0, anchor: $0.viewID == nil ? nil : request.anchor, at: request.time) }
        return .perform(
            Admission(
                route: entry.route, call: call, feltOnlyWith: entry.feltOnlyWith, generator: key,
                isWarm: plan?.wasWarm ?? false, preparesAfterPlaying: plan?.preparesAfterPlaying ?? false,
                release: plan?.evicted ?? cache.releaseIdle(at: request.time)))
    }

    mutating func prepare(_ request: Request) -> PrepareStep {
        if let skip = gate(request, categoryIndex: request.feedback.category.index) { return .skip(skip) }
        let route = route(for: request.feedback, at: request.position, input: request.input).route
        let call: HapticCall
        switch playable(route, anchor: request.anchor) {
        case .call(let playable): call = playable
        case .skip(let skip): return .skip(skip)
        }
        guard let key = generatorKey(for: call, anchor: request.anchor) else { return .nothingToPrepare(route) }
        let plan = cache.prepare(key, anchor: key.viewID == nil ? nil : request.anchor, at: request.time)
        return .prepare(key, release: plan.evicted ?? cache.releaseIdle(at: request.time))
    }

    /// What a view-less request wants of a view: ``HapticViewFinder/Need/none`` unless it would
    /// play now (``play(_:)``, without changing anything, when `playing`; ``prepare(_:)`` otherwise)
    /// and its call is one that is made in a view. So a request that cannot play looks nothing up.
    mutating func viewNeed(for request: Request, playing: Bool) -> HapticViewFinder.Need {
        let index = request.feedback.category.index
        guard gate(request, categoryIndex: index) == nil else { return .none }
        let route = route(for: request.feedback, at: request.position, input: request.input).route
        guard case .call(let call) = callToMake(route), call.needsLocation,
            !playing || limiter.check(request.feedback, index: index, at: request.time) == nil
        else { return .none }
        if case .canvas = call.kind { return .location }
        return .attachment
    }

    /// The route for `feedback` when `input` drives the interaction, and the inputs it is felt with.
    mutating func route(for feedback: HapticFeedback, at position: Int, input: HapticInput) -> RouteTable.Routed {
        if input == .unspecified { return routes.route(for: feedback, at: position) }
        if let index = inputRoutes.firstIndex(where: { $0.input == input }) {
            return inputRoutes[index].route(for: feedback, at: position)
        }
        var table = RouteTable(device: device, input: input, options: options)
        let routed = table.route(for: feedback, at: position)
        inputRoutes.append(table)
        return routed
    }

    /// The generators forgotten since the last call, to release from the backend.
    mutating func takeReleased() -> [HapticRequest.GeneratorKey] {
        defer { released = [] }
        return released
    }

    private mutating func replaceRoutes(device: DeviceProfile, options: HapticRouter.Options) {
        routes = RouteTable(device: device, options: options)
        inputRoutes = []
    }

    /// The preference and app-state gates, which come before anything else so that nothing is
    /// prepared, played or looked up while they are closed.
    private func gate(_ request: Request, categoryIndex index: Int) -> HapticSkipReason? {
        if !settings.isEnabled { return .disabledByUser }
        if !settings.allowsCategory(at: index) { return .categoryDisabled(request.feedback.category) }
        if !isAppActive || !request.backendSeesAppActive { return .appNotActive }
        return nil
    }

    /// The call to make for `route`, or why there is none.
    private enum Playable {
        case call(HapticCall)
        case skip(HapticSkipReason)
    }

    /// The call to make for `route` with the request's `anchor`: where the call wants a view and
    /// the request has none, the call without one, if it can do without.
    private func playable(_ route: HapticRoute, anchor: HapticAnchor?) -> Playable {
        let call: HapticCall
        switch callToMake(route) {
        case .call(let made): call = made
        case .skip(let skip): return .skip(skip)
        }
        guard anchor == nil, call.needsLocation else { return .call(call) }
        guard let plain = call.withoutLocation() else { return .skip(.needsLocation(route)) }
        return .call(plain)
    }

    /// The route's call, where this player can make it.
    private func callToMake(_ route: HapticRoute) -> Playable {
        switch route.action {
        case .silent: .skip(.silent(route))
        case .play(let call) where call.needsSwiftUI: .skip(.needsSwiftUI(route))
        case .play where !backendIsOperational: .skip(.noOpBackend)
        case .play(let call): .call(call)
        }
    }

    /// The generator a call plays on: one per kind, and per view for the calls made in a view.
    private func generatorKey(for call: HapticCall, anchor: HapticAnchor?) -> HapticRequest.GeneratorKey? {
        call.generatorKind.map {
            HapticRequest.GeneratorKey(kind: $0, viewID: call.needsLocation ? anchor?.viewID : nil)
        }
    }
}
