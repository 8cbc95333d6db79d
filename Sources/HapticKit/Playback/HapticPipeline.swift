/// The whole decision for one request, in order: preferences, app state, route, backend, rate
/// limiter and coalescer, generator cache. Pure: the time is passed in and the answer says what
/// the shell (``Haptics``) should do.
struct HapticPipeline {
    /// What to do with a play request.
    enum Step: Hashable {
        case skip(HapticSkipReason, route: HapticRoute?)
        /// Hand `request` to the backend, after releasing `release` if set.
        case perform(HapticRequest, release: HapticGeneratorKey?)
    }

    /// What to do with a prepare request.
    enum PrepareStep: Hashable {
        case skip(HapticSkipReason)
        /// Nothing to warm: the route has no generator object (AppKit, WatchKit).
        case nothingToPrepare(HapticRoute)
        case prepare(HapticPreparation, release: HapticGeneratorKey?)
    }

    let routes: RouteTable
    let backendIsOperational: Bool
    var settings: HapticSettings
    var isAppActive = true
    var limiter: RateLimiter
    var cache: GeneratorCache

    init(
        device: DeviceProfile, settings: HapticSettings, rateLimits: HapticRateLimits,
        cache: GeneratorCache.Configuration = GeneratorCache.Configuration(), backendIsOperational: Bool
    ) {
        routes = RouteTable(device: device)
        self.settings = settings
        self.backendIsOperational = backendIsOperational
        limiter = RateLimiter(limits: rateLimits)
        self.cache = GeneratorCache(configuration: cache)
    }

    mutating func play(_ feedback: HapticFeedback, anchor: HapticAnchor?, at now: HapticInstant) -> Step {
        if let reason = gate(feedback) { return .skip(reason, route: nil) }
        let route = routes.route(for: feedback)
        let call: HapticCall
        switch playableCall(route, anchor: anchor) {
        case .success(let playable): call = playable.scaled(by: settings.intensityScale)
        case .failure(let skip): return .skip(skip.reason, route: route)
        }
        switch limiter.admit(feedback, at: now) {
        case .play: break
        case .throttled(let category, let retryAfter):
            return .skip(.throttled(category, retryAfter: retryAfter), route: route)
        case .coalesced(let top): return .skip(.coalesced(into: top), route: route)
        }
        let key = call.generatorKind.map {
            HapticGeneratorKey(kind: $0, viewID: call.needsLocation ? anchor?.viewID : nil)
        }
        let plan = key.map { cache.play($0, at: now) }
        let request = HapticRequest(
            feedback: feedback, call: call, route: route, anchor: anchor, generator: key,
            isWarm: plan?.wasWarm ?? false, preparesAfterPlaying: plan?.preparesAfterPlaying ?? false, time: now)
        return .perform(request, release: plan?.evicted ?? cache.releaseIdle(at: now))
    }

    mutating func prepare(_ feedback: HapticFeedback, anchor: HapticAnchor?, at now: HapticInstant) -> PrepareStep {
        if let reason = gate(feedback) { return .skip(reason) }
        let route = routes.route(for: feedback)
        let call: HapticCall
        switch playableCall(route, anchor: anchor) {
        case .success(let playable): call = playable
        case .failure(let skip): return .skip(skip.reason)
        }
        guard let kind = call.generatorKind else { return .nothingToPrepare(route) }
        let key = HapticGeneratorKey(kind: kind, viewID: call.needsLocation ? anchor?.viewID : nil)
        let plan = cache.prepare(key, at: now)
        return .prepare(
            HapticPreparation(feedback: feedback, generator: key, anchor: anchor, time: now),
            release: plan.evicted ?? cache.releaseIdle(at: now))
    }

    /// The preference and app-state gates, which come before anything else so that nothing is
    /// prepared or played while they are closed.
    private func gate(_ feedback: HapticFeedback) -> HapticSkipReason? {
        if !settings.isEnabled { return .disabledByApp }
        if !settings[feedback.category] { return .categoryDisabled(feedback.category) }
        if !isAppActive { return .appNotActive }
        return nil
    }

    private struct Skip: Error {
        let reason: HapticSkipReason
    }

    /// The call to make for `route`, or why there is none.
    private func playableCall(_ route: HapticRoute, anchor: HapticAnchor?) -> Result<HapticCall, Skip> {
        switch route.action {
        case .silent(let silence):
            switch silence.reason {
            case .simulator: return .failure(Skip(reason: .simulator))
            case .noHapticHardware: return .failure(Skip(reason: .noHapticHardware(route)))
            default: return .failure(Skip(reason: .silentOnDevice(route)))
            }
        case .play(let call):
            guard backendIsOperational else { return .failure(Skip(reason: .noBackend)) }
            guard anchor == nil, call.needsLocation else { return .success(call) }
            guard let plain = call.withoutLocation() else { return .failure(Skip(reason: .needsLocation(route))) }
            return .success(plain)
        }
    }
}
