/// The whole decision for one request, in order: preferences, app state, route, backend, rate
/// limiter and coalescer, generator cache. Pure: the time is passed in and the answer says what
/// the shell (``Haptics``) should do.
///
/// Answers are small values that name no route: the shell reads the route from the
/// ``RouteTable`` the decision used, outside its lock, so the lock is held for the decision alone.
struct HapticPipeline {
    /// Why a request was not let through; the shell adds the route where the reason needs it.
    enum Skip: Hashable {
        case disabledByApp, appNotActive, silent, needsLocation, needsSwiftUI, noBackend
        case categoryDisabled(HapticCategory)
        case throttled(HapticCategory, retryAfter: HapticDuration)
        case coalesced(into: HapticFeedback)

        /// The public reason, with `route` for the reasons that carry one.
        func reason(route: @autoclosure () -> HapticRoute) -> HapticSkipReason {
            switch self {
            case .disabledByApp: .disabledByApp
            case .appNotActive: .appNotActive
            case .noBackend: .noBackend
            case .silent: .silent(route())
            case .needsLocation: .needsLocation(route())
            case .needsSwiftUI: .needsSwiftUI(route())
            case .categoryDisabled(let category): .categoryDisabled(category)
            case .throttled(let category, let retryAfter): .throttled(category, retryAfter: retryAfter)
            case .coalesced(let top): .coalesced(into: top)
            }
        }
    }

    /// A request let through: the call to make and what the generator cache says.
    struct Admission: Hashable {
        var call: HapticCall
        var generator: HapticGeneratorKey?
        var isWarm: Bool
        var preparesAfterPlaying: Bool
        /// A generator to release first (evicted or idle).
        var release: HapticGeneratorKey?
    }

    /// What to do with a play request.
    enum Step: Hashable {
        case skip(Skip)
        case perform(Admission)
    }

    /// What to do with a prepare request.
    enum PrepareStep: Hashable {
        case skip(Skip)
        /// Nothing to warm: the route has no generator object (AppKit, WatchKit).
        case nothingToPrepare
        case prepare(HapticGeneratorKey, release: HapticGeneratorKey?)
    }

    /// The routes in use: their one owner. ``Haptics/device`` and ``Haptics/routing`` replace
    /// them through ``device`` and ``options``.
    private(set) var routes: RouteTable

    /// The device the routes are for; setting it routes every later request for the new one.
    var device: DeviceProfile {
        get { routes.device }
        set { routes = RouteTable(device: newValue, options: routes.options) }
    }

    /// The app's routing choices; setting different ones routes every later request by them.
    var options: HapticRouter.Options {
        get { routes.options }
        set {
            if newValue != routes.options { routes = RouteTable(device: routes.device, options: newValue) }
        }
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
    private var released: [HapticGeneratorKey] = []
    /// The app's own say (``Haptics/isAppActive``); the backend's is passed with each request.
    var isAppActive = true
    var limiter: RateLimiter
    var cache: GeneratorCache

    init(
        routes: RouteTable, settings: HapticSettings, rateLimits: HapticRateLimits,
        cache: GeneratorCache.Configuration = GeneratorCache.Configuration(), backendIsOperational: Bool
    ) {
        self.routes = routes
        self.settings = settings
        self.backendIsOperational = backendIsOperational
        limiter = RateLimiter(limits: rateLimits)
        self.cache = GeneratorCache(configuration: cache)
    }

    /// `position` is `feedback`'s position in the route tables (`canonicalIndex`), worked out
    /// once per request; `table` routes a request whose input differs from the
    /// profile's (``HapticInput``).
    mutating func play(
        _ feedback: HapticFeedback, position: Int, anchor: HapticAnchor?, at now: HapticInstant,
        backendSeesAppActive: Bool = true, table: RouteTable? = nil
    ) -> Step {
        let category = feedback.category
        let categoryIndex = category.index
        if let skip = gate(category, at: categoryIndex, backendSeesAppActive: backendSeesAppActive) {
            return .skip(skip)
        }
        let call: HapticCall
        switch playableCall(feedback, at: position, anchor: anchor, table: table) {
        case .call(let playable): call = playable.scaled(by: settings.intensityScale)
        case .skip(let skip): return .skip(skip)
        }
        switch limiter.admit(feedback, category: category, index: categoryIndex, at: now) {
        case .play: break
        case .throttled(let category, let retryAfter): return .skip(.throttled(category, retryAfter: retryAfter))
        case .coalesced(let top): return .skip(.coalesced(into: top))
        }
        guard let kind = call.generatorKind else {
            return .perform(
                Admission(
                    call: call, generator: nil, isWarm: false, preparesAfterPlaying: false,
                    release: cache.releaseIdle(at: now)))
        }
        let key = HapticGeneratorKey(kind: kind, viewID: call.needsLocation ? anchor?.viewID : nil)
        let plan = cache.play(key, anchor: key.viewID == nil ? nil : anchor, at: now)
        return .perform(
            Admission(
                call: call, generator: key, isWarm: plan.wasWarm, preparesAfterPlaying: plan.preparesAfterPlaying,
                release: plan.evicted ?? cache.releaseIdle(at: now)))
    }

    /// `position` and `table` as for ``play(_:position:anchor:at:backendSeesAppActive:table:)``.
    mutating func prepare(
        _ feedback: HapticFeedback, position: Int, anchor: HapticAnchor?, at now: HapticInstant,
        backendSeesAppActive: Bool = true, table: RouteTable? = nil
    ) -> PrepareStep {
        let category = feedback.category
        if let skip = gate(category, at: category.index, backendSeesAppActive: backendSeesAppActive) {
            return .skip(skip)
        }
        let call: HapticCall
        switch playableCall(feedback, at: position, anchor: anchor, table: table) {
        case .call(let playable): call = playable
        case .skip(let skip): return .skip(skip)
        }
        guard let kind = call.generatorKind else { return .nothingToPrepare }
        let key = HapticGeneratorKey(kind: kind, viewID: call.needsLocation ? anchor?.viewID : nil)
        let plan = cache.prepare(key, anchor: key.viewID == nil ? nil : anchor, at: now)
        return .prepare(key, release: plan.evicted ?? cache.releaseIdle(at: now))
    }

    /// The generators forgotten since the last call, to release from the backend.
    mutating func takeReleased() -> [HapticGeneratorKey] {
        defer { released = [] }
        return released
    }

    /// What a view-less request wants of a view (``RouteTable/viewNeed(at:)``), or nothing while
    /// the preference and app-state gates are closed: a request that cannot play looks nothing up.
    func viewNeed(for feedback: HapticFeedback, at position: Int, table: RouteTable?) -> HapticViewFinder.Need {
        let category = feedback.category
        guard gate(category, at: category.index, backendSeesAppActive: true) == nil else { return .none }
        return (table ?? routes).viewNeed(at: position)
    }

    /// The preference and app-state gates, which come before anything else so that nothing is
    /// prepared or played while they are closed. `index` is `category`'s ``HapticCategory/index``.
    private func gate(_ category: HapticCategory, at index: Int, backendSeesAppActive: Bool) -> Skip? {
        if !settings.isEnabled { return .disabledByApp }
        if !settings.allowsCategory(at: index) { return .categoryDisabled(category) }
        if !isAppActive || !backendSeesAppActive { return .appNotActive }
        return nil
    }

    private enum Playable {
        case call(HapticCall)
        case skip(Skip)
    }

    /// The call to make for `feedback`, or why there is none.
    private func playableCall(
        _ feedback: HapticFeedback, at position: Int, anchor: HapticAnchor?, table: RouteTable?
    ) -> Playable {
        let action =
            if let table { table.action(for: feedback, at: position) } else {
                routes.action(for: feedback, at: position)
            }
        switch action {
        case .silent:
            return .skip(.silent)
        case .play(let call):
            guard !call.needsSwiftUI else { return .skip(.needsSwiftUI) }
            guard backendIsOperational else { return .skip(.noBackend) }
            guard anchor == nil, call.needsLocation else { return .call(call) }
            guard let plain = call.withoutLocation() else { return .skip(.needsLocation) }
            return .call(plain)
        }
    }
}
