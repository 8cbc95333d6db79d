import Foundation

/// The one object an app plays haptics through: routes each intent to the right Apple call for
/// this device, obeys the user's preferences, spaces requests out, keeps generators warm, and
/// says what happened.
///
/// ```swift
/// let haptics = Haptics.shared                 // plays at once: no set-up call
/// haptics.play(.success)
/// haptics.prepare(for: .alignment, in: canvas)  // at gesture began (a UIView or NSView)
/// let outcome = haptics.play(.alignment, at: point, in: canvas)
/// ```
///
/// Call it from any thread or task. Decisions run under a lock; the UIKit backend carries UI work
/// to the main thread in order. Tests build their own instance with a recorder and a manual
/// clock:
///
/// ```swift
/// let recorder = HapticRecorder()
/// let haptics = Haptics(backend: recorder, device: .iPhone, clock: ManualHapticClock())
/// ```
public final class Haptics: Sendable {
    /// The app's player, one instance for the life of the process. It plays through
    /// ``platformBackend()`` from the first call: UIKit on iOS, iPadOS and Mac Catalyst, AppKit
    /// on macOS, WatchKit on watchOS; where apps have no haptics (tvOS, visionOS, Linux) every
    /// outcome says why nothing plays.
    ///
    /// Its ``backend``, ``settings`` and ``rateLimits`` can be changed in place, so references
    /// taken earlier follow. The app may change them; a library never should (it would decide for
    /// the app). Tests that change it put it back with ``resetToLaunchState()``.
    public static let shared = Haptics(backend: platformBackend(), device: .current)

    /// Where time is read.
    public let clock: any HapticClock
    /// The routes for requests that name their input (``HapticInput``), made on first use.
    let inputRoutes: InputRouteTables
    let state: LockedState<State>
    let launch: Launch
    /// Handed to each request, so a backend can report a failure that comes too late for its outcome.
    private let reference: PlayerReference
    /// Finds a view for a view-less request whose call needs one (``HapticAnchorSource``).
    let viewFinder: HapticViewFinder
    /// The anchor view of the SwiftUI environment this player was handed out in, if any.
    var environmentAnchor: HapticAnchorSlot? { environmentSlot?.object as? HapticAnchorSlot }
    /// Held weakly: the slot keeps the players it made, so a strong reference back would keep
    /// both alive after the view that owns the slot has gone.
    private let environmentSlot: WeakReference?

    /// Everything that changes, behind one lock: the pipeline's decisions and the routes they
    /// read (``HapticPipeline/routes``, their one owner), and the backend. A replaced backend or
    /// route table is simply dropped: a request holds its own reference to what it uses.
    struct State {
        var pipeline: HapticPipeline
        /// The backend, behind one reference: a request takes it with one retain rather than
        /// copying an existential (about 300 instructions a request, by callgrind).
        var current: BackendReference
        var backend: any HapticBackend {
            get { current.backend }
            set { current = BackendReference(newValue) }
        }
        /// The latest time a decision used. The clock is read outside the lock (a clock may read
        /// the player), so a decision never uses an earlier time than the one before it.
        var latest: HapticInstant?

        mutating func time(_ read: HapticInstant) -> HapticInstant {
            let now = latest.map { max($0, read) } ?? read
            latest = now
            return now
        }
    }

    /// A backend behind a reference; a new one for every backend set.
    final class BackendReference: Sendable {
        let backend: any HapticBackend

        init(_ backend: any HapticBackend) {
            self.backend = backend
        }
    }

    /// What the player was made with, for ``resetToLaunchState()``.
    struct Launch {
        let backend: any HapticBackend
        let routes: RouteTable
        let settings: HapticSettings
        let rateLimits: HapticRateLimits
    }

    /// Creates a player of your own (tests, previews, a second device profile). The app's usual
    /// player is ``shared``.
    ///
    /// - Parameters:
    ///   - backend: where requests go: ``platformBackend()`` to play, a `HapticRecorder` in tests.
    ///   - device: the device to route for; by default the one this code runs on.
    ///   - settings: the user's preferences; change them later through ``settings``.
    ///   - clock: where time is read; tests pass a manual clock.
    ///   - rateLimits: minimum intervals per category; by default ``HapticRateLimits/standard(for:)``.
    ///   - routing: the app's routing choices, such as categories opted in on the Mac.
    public convenience init(
        backend: any HapticBackend,
        device: DeviceProfile = .current,
        settings: HapticSettings = .default,
        clock: any HapticClock = SystemHapticClock(),
        rateLimits: HapticRateLimits? = nil,
        routing: HapticRouter.Options = .standard
    ) {
        self.init(
            backend: backend, device: device, settings: settings, clock: clock, rateLimits: rateLimits,
            routing: routing, viewFinder: .platform())
    }

    /// A player whose view-less requests find views through `viewFinder` (tests pass a stand-in).
    package init(
        backend: any HapticBackend, device: DeviceProfile, settings: HapticSettings = .default,
        clock: any HapticClock, rateLimits: HapticRateLimits?, routing: HapticRouter.Options = .standard,
        viewFinder: HapticViewFinder
    ) {
        let rateLimits = rateLimits ?? .standard(for: device)
        self.clock = clock
        let routes = RouteTable(device: device, options: routing)
        inputRoutes = InputRouteTables()
        launch = Launch(backend: backend, routes: routes, settings: settings, rateLimits: rateLimits)
        state = LockedState(
            State(
                pipeline: HapticPipeline(
                    routes: routes, settings: settings, rateLimits: rateLimits,
                    backendIsOperational: backend.isOperational),
                current: BackendReference(backend)))
        reference = PlayerReference()
        self.viewFinder = viewFinder
        environmentSlot = nil
        reference.haptics = self
    }

    /// ``shared`` under another reference: the same backend, settings, rate limits and
    /// generators, so code written for a player of its own plays through the app's one, as the
    /// environment key of "Byte of the Day: Haptics in SwiftUI" (2020) does:
    ///
    /// ```swift
    /// enum HapticsEnvironmentKey: EnvironmentKey {
    ///     static let defaultValue = Haptics()
    /// }
    /// ```
    ///
    /// A player with a state of its own (tests, previews) is made with
    /// ``init(backend:device:settings:clock:rateLimits:routing:)``.
    public convenience init() {
        self.init(sharing: .shared, environmentAnchor: nil)
    }

    /// The same player (one state: backend, settings, rate limits, generators), where view-less
    /// requests use `environmentAnchor`'s view first (a SwiftUI modifier's).
    init(sharing base: Haptics, environmentAnchor: HapticAnchorSlot?) {
        clock = base.clock
        inputRoutes = base.inputRoutes
        state = base.state
        launch = base.launch
        reference = base.reference
        viewFinder = base.viewFinder
        environmentSlot = environmentAnchor.map(WeakReference.init)
    }

    /// Whether this player and `other` are one player: the same state, whatever anchor each has.
    func shares(with other: Haptics) -> Bool {
        state === other.state
    }

    /// The route this player uses for `feedback`.
    public func route(for feedback: HapticFeedback) -> HapticRoute {
        state.withLock { $0.pipeline.routes }.route(for: feedback)
    }

    /// Plays `feedback` with no view or location. Where the route names a view-attached call, it
    /// plays in the nearest view HapticKit finds (``HapticPlayback/anchorSource`` says which):
    /// - UIKit's calls on iPhone from iOS 17.5 (UIKit's header names `init(view:)` as the
    ///   replacement for the view-less initialisers, which it marks to-be-deprecated): the SwiftUI
    ///   environment's anchor view, else the key window's root view (not in an app extension); with
    ///   neither, the plain call.
    /// - Canvas feedback on iPad, felt through Apple Pencil Pro or the trackpad: only the SwiftUI
    ///   environment's anchor view, at its centre; otherwise it is skipped with `needsLocation`,
    ///   never played at a point where nothing happened.
    ///
    /// `play(_:at:in:)` with a `UIView` gives the real view and location.
    @discardableResult
    public func play(_ feedback: HapticFeedback) -> HapticOutcome {
        perform(feedback, anchor: nil, table: nil)
    }

    /// Plays `feedback` at `location` in `view`. Apps call the typed forms (`UIView`, `NSView`);
    /// HapticKit's tests pass any object.
    @discardableResult
    package func play(_ feedback: HapticFeedback, at location: CGPoint, in view: AnyObject) -> HapticOutcome {
        perform(feedback, anchor: HapticAnchor(location: location, in: view), table: nil)
    }

    /// Warms the generator for an interaction that is about to start, with no view: call it when a
    /// gesture begins, not right before playing (that gives no benefit, per Apple). Until the
    /// interaction ends, each play prepares again so the next one is warm too. Canvas feedback
    /// needs a view: use `prepare(for:in:)` with a `UIView`.
    @discardableResult
    public func prepare(for feedback: HapticFeedback) -> HapticPreparationOutcome {
        prepare(for: feedback, anchor: nil, table: nil)
    }

    /// Warms the generator for `feedback` in `view`. Apps call the typed forms.
    @discardableResult
    package func prepare(for feedback: HapticFeedback, in view: AnyObject) -> HapticPreparationOutcome {
        prepare(for: feedback, anchor: HapticAnchor(location: CGPoint(x: 0, y: 0), in: view), table: nil)
    }

    /// Ends the current interaction: generators stop re-preparing after each play and cool down.
    public func endInteraction() {
        state.withLock { $0.pipeline.cache.endInteractions() }
    }

    /// `table` is the routes for the request's input, or `nil` for the profile's.
    func prepare(for feedback: HapticFeedback, anchor: HapticAnchor?, table: RouteTable?) -> HapticPreparationOutcome {
        let position = feedback.kind.canonicalIndex
        // The same view a play would find, so the generator warmed is the one that plays.
        let anchor = anchor ?? findView(for: feedback, at: position, table: table)?.anchor
        let decision = decide { pipeline, now, appIsActive in
            pipeline.prepare(
                feedback, position: position, anchor: anchor, at: now, backendSeesAppActive: appIsActive, table: table)
        }
        switch decision.step {
        case .skip(let skip):
            return .skipped(skip.reason(route: (table ?? decision.routes).route(for: feedback, at: position)))
        case .nothingToPrepare:
            return .nothingToPrepare((table ?? decision.routes).route(for: feedback, at: position))
        case .prepare(let generator, let release):
            if let release { decision.backend.backend.release(release) }
            decision.backend.backend.prepare(
                HapticPreparation(feedback: feedback, generator: generator, anchor: anchor, time: decision.now))
            return .prepared(generator)
        }
    }

    /// One decision under the lock, with what it needs from outside: the time and whether the
    /// backend sees the app active are read before taking the lock, so a clock or backend that
    /// reads this player never runs while its lock is held. Returns the backend and routes the
    /// decision used, for carrying it out after the lock is released.
    private func decide<Step>(
        _ body: (inout HapticPipeline, HapticInstant, Bool) -> Step
    ) -> (now: HapticInstant, step: Step, backend: BackendReference, routes: RouteTable) {
        let appIsActive = state.withLock { $0.current }.backend.isAppActive
        let read = clock.now()
        return state.withLock { state in
            let now = state.time(read)
            return (now, body(&state.pipeline, now, appIsActive), state.current, state.pipeline.routes)
        }
    }

    /// The nearest view for a view-less request whose route (at `position`) names a view-attached
    /// call (``RouteTable/viewNeed(at:)``), or `nil`. Nothing is looked up where there is nowhere
    /// to look (no environment anchor, no key window), or while the player's gates are closed (a
    /// disabled player looks nothing up).
    private func findView(
        for feedback: HapticFeedback, at position: Int, table: RouteTable?
    ) -> (anchor: HapticAnchor, source: HapticAnchorSource)? {
        guard environmentSlot != nil || viewFinder.hasKeyWindowLookup else { return nil }
        let need = state.withLock { $0.pipeline.viewNeed(for: feedback, at: position, table: table) }
        guard need != .none else { return nil }
        return viewFinder.find(environment: environmentAnchor, for: need)
    }

    /// `table` is the routes for the request's input, or `nil` for the profile's.
    func perform(_ feedback: HapticFeedback, anchor: HapticAnchor?, table: RouteTable?) -> HapticOutcome {
        let position = feedback.kind.canonicalIndex
        let found = anchor == nil ? findView(for: feedback, at: position, table: table) : nil
        let anchor = anchor ?? found?.anchor
        let source = found?.source ?? .app
        let decision = decide { pipeline, now, appIsActive in
            pipeline.play(
                feedback, position: position, anchor: anchor, at: now, backendSeesAppActive: appIsActive, table: table)
        }
        let routes = table ?? decision.routes
        let backend = decision.backend.backend
        let outcome: HapticOutcome
        switch decision.step {
        case .skip(let skip):
            outcome = .skipped(skip.reason(route: routes.route(for: feedback, at: position)))
        case .perform(let admission):
            if let release = admission.release { backend.release(release) }
            let route = routes.route(for: feedback, at: position)
            let request = HapticRequest(
                call: admission.call, route: route, anchor: anchor, generator: admission.generator,
                isWarm: admission.isWarm, preparesAfterPlaying: admission.preparesAfterPlaying, time: decision.now,
                player: reference)
            do {
                try backend.play(request)
                outcome = .played(
                    HapticPlayback(
                        call: admission.call, route: route, wasWarm: admission.isWarm,
                        anchorSource: admission.call.needsLocation && anchor != nil ? source : nil,
                        feltOnlyWith: routes.feltOnlyWith(at: position)))
            } catch let reason as HapticSkipReason {
                outcome = .skipped(reason)
            } catch {
                outcome = .skipped(.backendFailed(HapticBackendFailure(error)))
            }
        }
        backend.observe(feedback, outcome: outcome, at: decision.now)
        return outcome
    }

    /// A failure a backend found after the outcome was returned (``HapticRequest/reportFailure(_:)``).
    func observeLate(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant) {
        state.withLock { $0.backend }.observe(feedback, outcome: outcome, at: time)
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
