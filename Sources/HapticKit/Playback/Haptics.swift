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
    let routes: RouteTable
    /// The routes for requests that name their input (``HapticInput``), made on first use.
    let inputRoutes: InputRouteTables
    let state: LockedState<State>
    let launch: Launch
    /// Handed to each request, so a backend can report a failure that comes too late for its outcome.
    private let reference = PlayerReference()

    /// Everything that changes, behind one lock: the pipeline's decisions and the backend.
    struct State {
        var pipeline: HapticPipeline
        /// The backend in use. A request uses it outside the lock without retaining it, which is
        /// safe because ``backends`` keeps every backend the player has used alive.
        var backend: Unmanaged<BackendBox>
        /// Every backend this player has used, kept for its whole life (swaps are rare: a test,
        /// a logging backend), so an unretained one is never freed while a request uses it.
        var backends: [BackendBox]

        mutating func use(_ box: BackendBox) {
            if !backends.contains(where: { $0 === box }) { backends.append(box) }
            backend = .passUnretained(box)
        }

        var current: any HapticBackend { backend.takeUnretainedValue().backend }
    }

    /// A backend behind a reference, so that a request reads it without copying an existential.
    final class BackendBox: Sendable {
        let backend: any HapticBackend

        init(_ backend: any HapticBackend) {
            self.backend = backend
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
    public init(
        backend: any HapticBackend,
        device: DeviceProfile = .current,
        settings: HapticSettings = .default,
        clock: any HapticClock = SystemHapticClock(),
        rateLimits: HapticRateLimits? = nil
    ) {
        let rateLimits = rateLimits ?? .standard(for: device)
        self.device = device
        self.clock = clock
        routes = RouteTable(device: device)
        inputRoutes = InputRouteTables(device: device)
        let box = BackendBox(backend)
        launch = Launch(backend: box, settings: settings, rateLimits: rateLimits)
        state = LockedState(
            State(
                pipeline: HapticPipeline(
                    routes: routes, settings: settings, rateLimits: rateLimits,
                    backendIsOperational: backend.isOperational),
                backend: .passUnretained(box), backends: [box]))
        reference.haptics = self
    }

    /// The route this player uses for `feedback`.
    public func route(for feedback: HapticFeedback) -> HapticRoute {
        routes.route(for: feedback)
    }

    /// Plays `feedback` with no view or location: on iOS 17.5 and later the plain call is made
    /// (canvas feedback, which needs a location, is skipped with `needsLocation`; use
    /// `play(_:at:in:)` with a `UIView` for it).
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
        let (now, step, box) = decide { pipeline, now, appIsActive in
            pipeline.prepare(feedback, anchor: anchor, at: now, backendSeesAppActive: appIsActive, table: table)
        }
        let backend = box.takeUnretainedValue().backend
        switch step {
        case .skip(let skip):
            return .skipped(skip.reason(route: table?.route(for: feedback) ?? routes.route(for: feedback)))
        case .nothingToPrepare:
            return .nothingToPrepare(table?.route(for: feedback) ?? routes.route(for: feedback))
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

    /// `table` is the routes for the request's input, or `nil` for the profile's.
    @inline(__always)
    func perform(_ feedback: HapticFeedback, anchor: HapticAnchor?, table: RouteTable?) -> HapticOutcome {
        let (now, step, unmanaged) = decide { pipeline, now, appIsActive in
            pipeline.play(feedback, anchor: anchor, at: now, backendSeesAppActive: appIsActive, table: table)
        }
        return unmanaged._withUnsafeGuaranteedRef { box in
            perform(feedback, anchor: anchor, now: now, step: step, table: table, box.backend)
        }
    }

    @inline(__always)
    private func perform(
        _ feedback: HapticFeedback, anchor: HapticAnchor?, now: HapticInstant, step: HapticPipeline.Step,
        table: RouteTable?, _ backend: borrowing any HapticBackend
    ) -> HapticOutcome {
        let outcome: HapticOutcome
        switch step {
        case .skip(let skip):
            outcome = .skipped(skip.reason(route: table?.route(for: feedback) ?? routes.route(for: feedback)))
        case .perform(let admission):
            if let release = admission.release { backend.release(release) }
            let route = table?.route(for: feedback) ?? routes.route(for: feedback)
            let feltOnlyWith =
                if let table { table.feltOnlyWith(feedback) } else { routes.feltOnlyWith(feedback) }
            let request = HapticRequest(
                call: admission.call, route: route, anchor: anchor, generator: admission.generator,
                isWarm: admission.isWarm, preparesAfterPlaying: admission.preparesAfterPlaying, time: now,
                player: reference)
            do {
                try backend.play(request)
                outcome = .played(
                    HapticPlayback(
                        call: admission.call, route: route, wasWarm: admission.isWarm,
                        feltOnlyWith: feltOnlyWith))
            } catch let reason as HapticSkipReason {
                outcome = .skipped(reason)
            } catch {
                outcome = .skipped(.backendFailed(HapticBackendFailure(error)))
            }
        }
        backend.observe(feedback, outcome: outcome, at: now)
        return outcome
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
