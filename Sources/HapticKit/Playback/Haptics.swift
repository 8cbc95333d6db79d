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

    /// The device routes are computed for.
    public let device: DeviceProfile
    /// Where time is read.
    public let clock: any HapticClock
    /// The routes the player was made with, for the one question routing options never change:
    /// whether a call is made in a view (the options only silence or play Mac event intents,
    /// whose AppKit call needs none). Every other answer comes from the routes in use.
    let launchRoutes: RouteTable
    /// The routes for requests that name their input (``HapticInput``), made on first use.
    let inputRoutes: InputRouteTables
    /// Where each intent sits in every route table, read with no once-check.
    let positions: CanonicalPositions
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

    /// Everything that changes, behind one lock: the pipeline's decisions, the backend and the
    /// routes.
    struct State {
        var pipeline: HapticPipeline
        /// The backend and routes in use. A request uses them outside the lock without retaining
        /// them, which is safe because ``backends`` keeps every box the player has used alive.
        var backend: Unmanaged<BackendBox>
        /// Every box this player has used, kept for its whole life (swaps are rare: a test, a
        /// logging backend, a routing choice made once), so an unretained one is never freed while
        /// a request uses it.
        var backends: [BackendBox]

        mutating func use(_ box: BackendBox) {
            if !backends.contains(where: { $0 === box }) { backends.append(box) }
            backend = .passUnretained(box)
            pipeline.routes = box.routes
        }

        var current: any HapticBackend { backend.takeUnretainedValue().backend }
    }

    /// A backend and the routes it plays, behind a reference, so that a request reads them
    /// without copying an existential or retaining the table. Changing either makes a new box.
    final class BackendBox: Sendable {
        let backend: any HapticBackend
        let routes: RouteTable

        init(_ backend: any HapticBackend, routes: RouteTable) {
            self.backend = backend
            self.routes = routes
        }
    }

    /// What the player was made with, for ``resetToLaunchState()``.
    struct Launch {
        let backend: BackendBox
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
        self.device = device
        self.clock = clock
        let routes = RouteTable(device: device, options: routing)
        launchRoutes = routes
        inputRoutes = InputRouteTables(device: device)
        positions = CanonicalPositions()
        let box = BackendBox(backend, routes: routes)
        launch = Launch(backend: box, settings: settings, rateLimits: rateLimits)
        state = LockedState(
            State(
                pipeline: HapticPipeline(
                    routes: routes, settings: settings, rateLimits: rateLimits,
                    backendIsOperational: backend.isOperational),
                backend: .passUnretained(box), backends: [box]))
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
        device = base.device
        clock = base.clock
        launchRoutes = base.launchRoutes
        inputRoutes = base.inputRoutes
        positions = base.positions
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
        state.withLock { $0.backend.takeUnretainedValue().routes }.route(for: feedback)
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
        let position = positions.position(of: feedback.kind)
        // The same view a play would find, so the generator warmed is the one that plays.
        let need = anchor == nil ? viewNeed(at: position, table: table) : .none
        let anchor = need == .none ? anchor : viewFinder.find(environment: environmentAnchor, for: need)?.anchor
        let (now, step, box) = decide { pipeline, now, appIsActive in
            pipeline.prepare(
                feedback, position: position, anchor: anchor, at: now, backendSeesAppActive: appIsActive, table: table)
        }
        let backend = box.takeUnretainedValue().backend
        switch step {
        case .skip(let skip):
            return .skipped(
                skip.reason(route: Self.withRoutes(table, box) { $0.route(for: feedback, at: position) }))
        case .nothingToPrepare:
            return .nothingToPrepare(Self.withRoutes(table, box) { $0.route(for: feedback, at: position) })
        case .prepare(let generator, let release):
            if let release { backend.release(release) }
            backend.prepare(HapticPreparation(feedback: feedback, generator: generator, anchor: anchor, time: now))
            return .prepared(generator)
        }
    }

    /// One decision under the lock: reads the clock there (so concurrent requests see time in the
    /// order they are decided) and whether the backend sees the app active, and returns the
    /// backend to act with, unretained (see ``State/backends``).
    @inline(__always)
    private func decide<Step>(
        _ body: (inout HapticPipeline, HapticInstant, Bool) -> Step
    ) -> (HapticInstant, Step, Unmanaged<BackendBox>) {
        state.withLock { state in
            let now = clock.now()
            let appIsActive = state.backend._withUnsafeGuaranteedRef { $0.backend.isAppActive }
            return (now, body(&state.pipeline, now, appIsActive), state.backend)
        }
    }

    /// What a view-less request looks for to play in: what its route (at `position`) wants
    /// (``RouteTable/viewNeed(at:)``), when there is somewhere to look (an environment anchor, or
    /// UIKit's key window). Where there is nowhere to look, the route is not read.
    @inline(__always)
    private func viewNeed(at position: Int, table: RouteTable?) -> HapticViewFinder.Need {
        guard environmentSlot != nil || viewFinder.hasKeyWindowLookup else { return .none }
        if let table { return table.viewNeed(at: position) }
        return launchRoutes.viewNeed(at: position)
    }

    /// `table` is the routes for the request's input, or `nil` for the profile's.
    ///
    /// The request's position in the route tables is worked out here, once, and every lookup
    /// after it (the pipeline's action, the route, `feltOnlyWith`) reads it.
    @inline(__always)
    func perform(_ feedback: HapticFeedback, anchor: HapticAnchor?, table: RouteTable?) -> HapticOutcome {
        let position = positions.position(of: feedback.kind)
        if anchor == nil {
            let need = viewNeed(at: position, table: table)
            if need != .none { return performInFoundView(feedback, position: position, need: need, table: table) }
        }
        return perform(feedback, position: position, anchor: anchor, source: .app, table: table)
    }

    /// A view-less request whose call is made in a view: plays in the nearest view found, looked
    /// up outside the lock (the key window only on the main thread), or with no view when none is
    /// found (then the plain call plays, or canvas feedback is skipped). Kept out of line, so the
    /// paths that look nothing up carry none of its values.
    @inline(never)
    private func performInFoundView(
        _ feedback: HapticFeedback, position: Int, need: HapticViewFinder.Need, table: RouteTable?
    ) -> HapticOutcome {
        guard let found = viewFinder.find(environment: environmentAnchor, for: need) else {
            return perform(feedback, position: position, anchor: nil, source: .app, table: table)
        }
        return perform(feedback, position: position, anchor: found.anchor, source: found.source, table: table)
    }

    @inline(__always)
    private func perform(
        _ feedback: HapticFeedback, position: Int, anchor: HapticAnchor?, source: HapticAnchorSource,
        table: RouteTable?
    ) -> HapticOutcome {
        let (now, step, box) = decide { pipeline, now, appIsActive in
            pipeline.play(
                feedback, position: position, anchor: anchor, at: now, backendSeesAppActive: appIsActive, table: table)
        }
        return perform(
            feedback, position: position, anchor: anchor, source: source, now: now, step: step, table: table,
            box: box)
    }

    /// Does what the pipeline decided, outside the lock. The box is reached through
    /// `_withUnsafeGuaranteedRef` around each use rather than around the whole body, so the
    /// answer is consumed here instead of being copied into a closure.
    @inline(__always)
    private func perform(
        _ feedback: HapticFeedback, position: Int, anchor: HapticAnchor?, source: HapticAnchorSource,
        now: HapticInstant, step: consuming HapticPipeline.Step, table: RouteTable?, box: Unmanaged<BackendBox>
    ) -> HapticOutcome {
        let outcome: HapticOutcome
        switch consume step {
        case .skip(let skip):
            outcome = .skipped(
                skip.reason(route: Self.withRoutes(table, box) { $0.route(for: feedback, at: position) }))
        case .perform(let admission):
            if let release = admission.release { box._withUnsafeGuaranteedRef { $0.backend.release(release) } }
            let route = Self.withRoutes(table, box) { $0.route(for: feedback, at: position) }
            let request = HapticRequest(
                call: admission.call, route: route, anchor: anchor, generator: admission.generator,
                isWarm: admission.isWarm, preparesAfterPlaying: admission.preparesAfterPlaying, time: now,
                player: reference)
            do {
                try box._withUnsafeGuaranteedRef { try $0.backend.play(request) }
                outcome = .played(
                    HapticPlayback(
                        call: admission.call, route: route, wasWarm: admission.isWarm,
                        anchorSource: admission.call.needsLocation && anchor != nil ? source : nil,
                        feltOnlyWith: Self.withRoutes(table, box) { $0.feltOnlyWith(at: position) }))
            } catch let reason as HapticSkipReason {
                outcome = .skipped(reason)
            } catch {
                outcome = .skipped(.backendFailed(HapticBackendFailure(error)))
            }
        }
        box._withUnsafeGuaranteedRef { $0.backend.observe(feedback, outcome: outcome, at: now) }
        return outcome
    }

    /// `body` applied to the routes a request uses: `table` when it named its input, else the
    /// box's. Neither table is copied.
    @inline(__always)
    private static func withRoutes<Value>(
        _ table: RouteTable?, _ box: Unmanaged<BackendBox>, _ body: (RouteTable) -> Value
    ) -> Value {
        if let table { return body(table) }
        return box._withUnsafeGuaranteedRef { body($0.routes) }
    }

    /// A failure a backend found after the outcome was returned (``HapticRequest/reportFailure(_:)``).
    func observeLate(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant) {
        state.withLock { $0.current }.observe(feedback, outcome: outcome, at: time)
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
