/// The one object an app plays haptics through: routes each intent to the right Apple call for
/// this device, obeys the user's preferences, spaces requests out, keeps generators warm, and
/// says what happened.
///
/// ```swift
/// let haptics = Haptics.shared
/// haptics.play(.success)
/// haptics.singleTap(.heavy)
/// haptics.prepare(for: .alignment, in: canvas)            // at gesture began
/// let outcome = haptics.play(.alignment, at: point, in: canvas)
/// ```
///
/// Call it from any thread or task. Decisions run under a lock; the backend hops UI work to the
/// main actor. Tests build their own instance with a recorder and a manual clock:
///
/// ```swift
/// let recorder = HapticRecorder()
/// let haptics = Haptics(backend: recorder, device: .iPhone, clock: ManualHapticClock())
/// ```
public final class Haptics: Sendable {
    /// The instance the app bootstrapped with `HapticsSystem.bootstrap(_:)`; silent until then.
    public static var shared: Haptics { HapticsSystem.shared }

    /// Where requests go.
    public let backend: any HapticBackend
    /// The device routes are computed for.
    public let device: DeviceProfile
    /// Where time is read.
    public let clock: any HapticClock
    private let routes: RouteTable
    private let state: LockedState<HapticPipeline>

    /// Creates a player.
    ///
    /// - Parameters:
    ///   - backend: where requests go; by default the one the app bootstrapped (silent until then).
    ///   - device: the device to route for; by default the one this code runs on.
    ///   - settings: the user's preferences; change them later through ``settings``.
    ///   - clock: where time is read; tests pass a manual clock.
    ///   - rateLimits: minimum intervals per category; by default ``HapticRateLimits/standard(for:)``.
    public init(
        backend: any HapticBackend = HapticsSystem.backend,
        device: DeviceProfile = .current,
        settings: HapticSettings = .default,
        clock: any HapticClock = SystemHapticClock(),
        rateLimits: HapticRateLimits? = nil
    ) {
        self.backend = backend
        self.device = device
        self.clock = clock
        routes = RouteTable(device: device)
        state = LockedState(
            HapticPipeline(
                routes: routes, settings: settings, rateLimits: rateLimits ?? .standard(for: device),
                backendIsOperational: backend.isOperational))
    }

    /// The user's preferences. Every path obeys them; turning haptics off releases every
    /// generator, so nothing stays prepared.
    public var settings: HapticSettings {
        get { state.withLock { $0.settings } }
        set {
            let released = state.withLock { pipeline -> [HapticGeneratorKey] in
                pipeline.settings = newValue
                return newValue.isEnabled ? [] : pipeline.cache.removeAll()
            }
            released.forEach(backend.release)
        }
    }

    /// Whether the app is active. While false every request is skipped (`appNotActive`). Set it
    /// from your scene phase or application-state notifications; it starts true.
    public var isAppActive: Bool {
        get { state.withLock { $0.isAppActive } }
        set { state.withLock { $0.isAppActive = newValue } }
    }

    /// The route this player uses for `feedback`.
    public func route(for feedback: HapticFeedback) -> HapticRoute {
        routes.route(for: feedback)
    }

    /// Plays `feedback` with no view or location: on iOS 17.5 and later the plain call is made
    /// (canvas feedback, which needs a location, is skipped with `needsLocation`).
    @discardableResult
    public func play(_ feedback: HapticFeedback) -> HapticOutcome {
        perform(feedback, anchor: nil)
    }

    /// Plays `feedback` at `location` in `view`, so Apple Pencil Pro and the iPad trackpad can
    /// play it (iOS 17.5 `…(at:)` calls).
    @discardableResult
    public func play(_ feedback: HapticFeedback, at location: HapticPoint, in view: AnyObject) -> HapticOutcome {
        perform(feedback, anchor: HapticAnchor(location: location, in: view))
    }

    /// Warms the generator for an interaction that is about to start: call it when a gesture
    /// begins, not right before playing (that gives no benefit, per Apple). Until the interaction
    /// ends, each play prepares again so the next one is warm too.
    @discardableResult
    public func prepare(for feedback: HapticFeedback, in view: AnyObject? = nil) -> HapticPreparationOutcome {
        let anchor = view.map { HapticAnchor(location: .zero, in: $0) }
        // The clock is read under the lock, so concurrent requests see time in the order they are decided.
        let (now, step) = state.withLock { pipeline in
            let now = clock.now()
            return (now, pipeline.prepare(feedback, anchor: anchor, at: now))
        }
        switch step {
        case .skip(let skip):
            return .skipped(skip.reason(route: routes.route(for: feedback)))
        case .nothingToPrepare:
            return .nothingToPrepare(routes.route(for: feedback))
        case .prepare(let generator, let release):
            if let release { backend.release(release) }
            backend.prepare(HapticPreparation(feedback: feedback, generator: generator, anchor: anchor, time: now))
            return .prepared(generator)
        }
    }

    /// Ends the current interaction: generators stop re-preparing after each play and cool down.
    public func endInteraction() {
        state.withLock { $0.cache.endInteractions() }
    }

    @inline(__always)
    private func perform(_ feedback: HapticFeedback, anchor: HapticAnchor?) -> HapticOutcome {
        let (now, step) = state.withLock { pipeline in
            let now = clock.now()
            return (now, pipeline.play(feedback, anchor: anchor, at: now))
        }
        let outcome: HapticOutcome
        switch step {
        case .skip(let skip):
            outcome = .skipped(skip.reason(route: routes.route(for: feedback)))
        case .perform(let admission):
            if let release = admission.release { backend.release(release) }
            let route = routes.route(for: feedback)
            let request = HapticRequest(
                call: admission.call, route: route, anchor: anchor, generator: admission.generator,
                isWarm: admission.isWarm, preparesAfterPlaying: admission.preparesAfterPlaying, time: now)
            do {
                try backend.play(request)
                outcome = .played(HapticPlayback(call: admission.call, route: route, wasWarm: admission.isWarm))
            } catch {
                outcome = .skipped(.backendFailed(String(describing: error)))
            }
        }
        backend.observe(feedback, outcome: outcome, at: now)
        return outcome
    }
}

/// What `prepare(for:in:)` did.
public enum HapticPreparationOutcome: Hashable, Sendable {
    /// The generator under this key is warm.
    case prepared(HapticGeneratorKey)
    /// The route plays without a generator object (AppKit, WatchKit); nothing to warm.
    case nothingToPrepare(HapticRoute)
    /// Nothing was prepared, and why (disabled, silent here, no backend…).
    case skipped(HapticSkipReason)
}
