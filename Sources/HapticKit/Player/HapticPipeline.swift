import Foundation

/// The whole decision for one request, in order: preferences, app state, route, backend, rate
/// limiter and coalescer, generator cache. Pure: the time and what the backend says are passed
/// in, and the answer is complete (the route, the call, the view it is made in, what the hand
/// will feel, the generator), so the shell (``Haptics``) only carries it out, outside the lock.
struct HapticPipeline {
    /// One request as the shell hands it in.
    struct Request {
        let feedback: HapticFeedback
        /// The input of the interaction (``HapticInput/unspecified``: the profile's).
        let input: HapticInput
        /// Where the request was made.
        let place: Place
        /// When, from the player's clock; ``HapticPipeline/time(_:)`` keeps it from going back.
        let time: HapticInstant
        /// What the backend that will carry the decision out says of itself, read outside the
        /// lock (a backend may read the player).
        let backendIsOperational: Bool
        let backendSeesAppActive: Bool
        /// Whether the backend's platform may play while the backend sees the app inactive
        /// (``InactiveAppPlayingBackend``): then such a request is made, not skipped.
        var backendMayPlayForInactiveApp = false
    }

    /// Where a request was made.
    enum Place {
        /// Nowhere in particular: the view-less calls.
        case none
        /// At a point in a view the app gave (a `UIView` or `NSView`).
        case view(AnyObject, at: CGPoint)
        /// At an anchor made earlier: in the anchor view of a SwiftUI modifier (``HapticAnchorSlot``),
        /// or in the view of a `CanvasFeedbackGenerator`.
        case anchor(HapticAnchor, HapticAnchor.Origin)

        /// The view and location of a request made here, for a backend that observes decisions
        /// (``DecisionObservingBackend``): a view the app gave in a box of its own, not the one
        /// the pipeline shares among a view's requests.
        var anchor: HapticAnchor? {
            switch self {
            case .none: nil
            case .view(let view, let location): HapticAnchor(location: location, in: view)
            case .anchor(let anchor, _): anchor
            }
        }
    }

    /// A request let through: everything the shell needs to carry it out.
    struct Admission {
        var route: HapticRoute
        /// The route's call, scaled by the user's intensity preference and without a location
        /// where the request has none and the call can do without.
        var call: HapticCall
        /// The view and location the call is made in, if the request has one.
        var anchor: HapticAnchor?
        /// Whether ``anchor`` is a SwiftUI modifier's anchor view rather than one the app gave.
        var usedEnvironmentAnchor: Bool
        /// Whether the backend saw the app inactive, its platform deciding whether it plays.
        var appWasInactive: Bool
        var generator: HapticRequest.GeneratorKey?
        var isWarm: Bool
        var preparesAfterPlaying: Bool
        /// A generator to release first (evicted or idle).
        var release: HapticRequest.GeneratorKey?
        /// The request's number among the admitted ones, for its late failure (``isFirstLateFailure(_:)``).
        var number: UInt64
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
        case prepare(HapticRequest, HapticRequest.GeneratorKey, release: HapticRequest.GeneratorKey?)
        /// A Core Haptics pattern, on the device or an accessory: its engine is made and started.
        case prepareEngine(HapticRequest)
    }

    /// The routes for the profile's input: their one owner. ``Haptics/device`` and
    /// ``Haptics/routing`` replace them (and every input's) through ``device`` and ``routing``.
    private(set) var routes: RouteTable
    /// The routes for the inputs requests have named, each made on first use (an app names a
    /// handful: finger, pencil, pointer, hover).
    private(set) var inputRoutes: [RouteTable] = []

    /// The device the routes are for; setting it routes every later request for the new one.
    var device: DeviceProfile {
        get { routes.device }
        set { replaceRoutes(device: newValue, routing: routing) }
    }

    /// The app's routing choices; setting different ones routes every later request by them.
    var routing: HapticRouting {
        get { routes.routing }
        set { if newValue != routing { replaceRoutes(device: device, routing: newValue) } }
    }
    /// The user's preferences. Turning haptics off forgets every generator at once, in the same
    /// critical section; the shell releases them from the backend afterwards (``takeReleased()``).
    var settings: HapticSettings {
        didSet {
            if !settings.isEnabled { released += cache.removeAll() }
        }
    }
    /// Generators forgotten by a settings change, for the shell to release outside the lock.
    private var released: [HapticRequest.GeneratorKey] = []
    /// The app's own say (``Haptics/isAppActive``); the backend's comes with each request.
    var isAppActive = true
    /// Which backend the generators in ``cache`` belong to: the player's count of backend swaps.
    /// A request read for another (a swap came between its read and its decision) is decided for
    /// the one this names, so that no request warms or plays a generator of one backend on another.
    var backendGeneration = 0
    var limiter: RateLimiter
    var cache: GeneratorCache
    /// The latest time a decision used, so that no decision uses an earlier one.
    private var latest: HapticInstant?
    /// How many requests have been admitted: each one's number.
    private var admitted: UInt64 = 0
    /// The admitted requests whose late failure has been reported.
    private var lateFailures = LateFailureLog()
    /// The weak box of the view the last request was made in, reused while requests keep coming
    /// from that view (a gesture's, a control's), so their anchors allocate nothing.
    private var lastView: WeakReference?

    init(
        device: DeviceProfile, routing: HapticRouting, settings: HapticSettings, rateLimits: HapticRateLimits,
        cache: GeneratorCache.Configuration = GeneratorCache.Configuration()
    ) {
        routes = RouteTable(device: device, routing: routing)
        self.settings = settings
        limiter = RateLimiter(limits: rateLimits)
        self.cache = GeneratorCache(configuration: cache)
    }

    /// This pipeline as `fresh` is (``Haptics/resetToLaunchState()``), keeping what names requests
    /// and backends across the reset: a request or a backend from before it may still report.
    mutating func reset(to fresh: HapticPipeline) {
        let (generation, admitted, lateFailures) = (backendGeneration, admitted, lateFailures)
        self = fresh
        (backendGeneration, self.admitted, self.lateFailures) = (generation, admitted, lateFailures)
    }

    /// Whether the late failure of the admitted request numbered `number` is its first (and
    /// within the latest ``LateFailureLog/window`` admitted requests); records it.
    mutating func isFirstLateFailure(_ number: UInt64) -> Bool {
        lateFailures.isFirst(number, admitted: admitted)
    }

    /// The time a decision uses for a clock reading: the reading, or the latest time used when
    /// the clock went back (a clock is read outside the lock, so two readings can arrive in
    /// either order).
    mutating func time(_ read: HapticInstant) -> HapticInstant {
        let now = latest.map { max($0, read) } ?? read
        latest = now
        return now
    }

    mutating func play(_ request: Request) -> Step {
        if let skip = gate(request) { return .skip(skip) }
        let route = route(for: request.feedback, input: request.input)
        let (anchor, origin) = anchor(of: request.place)
        let call: HapticCall
        switch playable(route, anchor: anchor, backendIsOperational: request.backendIsOperational) {
        case .call(let playable): call = playable.scaled(by: settings.intensityScale)
        case .skip(let skip): return .skip(skip)
        }
        if let skip = limiter.admit(request.feedback, at: request.time) { return .skip(skip) }
        let key = generatorKey(for: call, anchor: anchor)
        let plan = key.map { cache.play($0, anchor: $0.viewID == nil ? nil : anchor, at: request.time) }
        admitted &+= 1
        return .perform(
            Admission(
                route: route, call: call, anchor: anchor,
                usedEnvironmentAnchor: call.needsLocation && anchor != nil && origin == .environment,
                appWasInactive: !request.backendSeesAppActive, generator: key,
                isWarm: plan?.wasWarm ?? false,
                preparesAfterPlaying: plan?.preparesAfterPlaying ?? false,
                release: plan?.evicted ?? cache.releaseIdle(at: request.time), number: admitted))
    }

    mutating func prepare(_ request: Request) -> PrepareStep {
        if let skip = gate(request) { return .skip(skip) }
        let route = route(for: request.feedback, input: request.input)
        let (anchor, _) = anchor(of: request.place)
        let call: HapticCall
        switch playable(route, anchor: anchor, backendIsOperational: request.backendIsOperational) {
        case .call(let playable): call = playable
        case .skip(let skip): return .skip(skip)
        }
        guard let key = generatorKey(for: call, anchor: anchor) else {
            switch call.kind {
            case .coreHaptics, .accessory:
                return .prepareEngine(
                    HapticRequest(
                        call: call, route: route, anchor: anchor, generator: nil, isWarm: false,
                        preparesAfterPlaying: false, time: request.time))
            default:
                return .nothingToPrepare(route)
            }
        }
        let plan = cache.prepare(key, anchor: key.viewID == nil ? nil : anchor, at: request.time)
        return .prepare(
            HapticRequest(
                call: call, route: route, anchor: anchor, generator: key, isWarm: false, preparesAfterPlaying: false,
                time: request.time),
            key, release: plan.evicted ?? cache.releaseIdle(at: request.time))
    }

    /// The route for `feedback` when `input` drives the interaction, with the inputs it is felt with.
    mutating func route(for feedback: HapticFeedback, input: HapticInput) -> HapticRoute {
        if input == .unspecified { return routes.route(for: feedback) }
        if let index = inputRoutes.firstIndex(where: { $0.input == input }) {
            return inputRoutes[index].route(for: feedback)
        }
        var table = RouteTable(device: device, input: input, routing: routing)
        let route = table.route(for: feedback)
        inputRoutes.append(table)
        return route
    }

    /// The generators forgotten since the last call, to release from the backend.
    mutating func takeReleased() -> [HapticRequest.GeneratorKey] {
        defer { released = [] }
        return released
    }

    private mutating func replaceRoutes(device: DeviceProfile, routing: HapticRouting) {
        routes = RouteTable(device: device, routing: routing)
        inputRoutes = []
    }

    /// The preference and app-state gates, which come before anything else so that nothing is
    /// prepared or played while they are closed.
    private func gate(_ request: Request) -> HapticSkipReason? {
        if !settings.isEnabled { return .disabledByUser }
        if !settings[request.feedback.category] { return .categoryDisabled(request.feedback.category) }
        if !isAppActive { return .appNotActive }
        if !request.backendSeesAppActive && !request.backendMayPlayForInactiveApp { return .appNotActive }
        return nil
    }

    /// The anchor a request plays at, and where its view came from.
    private mutating func anchor(of place: Place) -> (HapticAnchor?, HapticAnchor.Origin?) {
        switch place {
        case .none:
            return (nil, nil)
        case .anchor(let anchor, let origin):
            return (anchor, origin)
        case .view(let view, let location):
            // Compared by identifier first: only when it is `view`'s (which the caller holds) is
            // the box's view loaded, so this never holds the last reference to another view.
            if let kept = lastView, kept.id == ObjectIdentifier(view), kept.object === view {
                return (HapticAnchor(location: location, in: view, reference: kept), .app)
            }
            let made = WeakReference(view)
            lastView = made
            return (HapticAnchor(location: location, in: view, reference: made), .app)
        }
    }

    /// The call to make for `route` with the request's `anchor`, or why there is none.
    private enum Playable {
        case call(HapticCall)
        case skip(HapticSkipReason)
    }

    /// The route's call, where this player can make it; where the call is made in a view and the
    /// request has none, the view-less call, if there is one.
    private func playable(_ route: HapticRoute, anchor: HapticAnchor?, backendIsOperational: Bool) -> Playable {
        let call: HapticCall
        switch route.action {
        case .silent: return .skip(.silent(route))
        case .play(let made) where made.needsSwiftUI: return .skip(.needsSwiftUI(route))
        case .play where !backendIsOperational: return .skip(.noOpBackend)
        case .play(let made): call = made
        }
        guard anchor == nil, call.needsLocation else { return .call(call) }
        guard let plain = call.withoutLocation() else { return .skip(.needsLocation(route)) }
        return .call(plain)
    }

    /// The generator a call plays on: one per kind, and per view for the calls made in a view.
    private func generatorKey(for call: HapticCall, anchor: HapticAnchor?) -> HapticRequest.GeneratorKey? {
        call.generatorKind.map {
            HapticRequest.GeneratorKey(kind: $0, viewID: call.needsLocation ? anchor?.viewID : nil)
        }
    }
}
