import Foundation

/// The one object an app plays haptics through: routes each feedback to the right Apple call for
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
    /// The state this player shares with the players a SwiftUI anchor hands out for it.
    let state: SharedState
    /// The player's decisions and everything they read (routes, settings, rate limits, generators),
    /// behind the player's one lock: each request is one critical section of it.
    var pipeline: LockedState<HapticPipeline> { state.pipeline }
    /// The backend requests go to. Apart from ``pipeline`` so that a request reads it, and asks
    /// it whether the app is active, without holding the player's lock (a backend may read the
    /// player); a swap changes both under the player's lock.
    var current: LockedState<InstalledBackend> { state.current }
    let launch: Launch
    /// The anchor view of the SwiftUI environment this player was handed out in, if any.
    var environmentAnchor: HapticAnchor? { (environmentSlot?.object as? HapticAnchorSlot)?.anchor }
    /// Held weakly: the slot keeps the players it made, so a strong reference back would keep
    /// both alive after the view that owns the slot has gone.
    let environmentSlot: WeakReference?

    /// A player's state, shared by the players made for its SwiftUI anchors: when the last of them
    /// goes, the generators its backend keeps for it are released (a generator made in a view is
    /// attached to that view, which would otherwise keep it for the view's life).
    final class SharedState: Sendable {
        let pipeline: LockedState<HapticPipeline>
        let current: LockedState<InstalledBackend>
        /// Handed to each backend as it is installed, so a failure a backend finds too late for
        /// the outcome is reported once (``HapticRequest/reportFailure(_:)``).
        let reference: PlayerReference
        /// Told after each change of the settings (``Haptics/settingsUpdates``).
        let settingsObservers = SettingsObservers()

        init(pipeline: HapticPipeline, backend: any HapticBackend) {
            let reference = PlayerReference()
            self.pipeline = LockedState(pipeline)
            current = LockedState(InstalledBackend(backend, generation: pipeline.backendGeneration, player: reference))
            self.reference = reference
            reference.state = self
        }

        /// Reports `reason` for `request` to `installed`, the backend that played it, once per
        /// request (``LateFailureLog``).
        func receiveLateFailure(_ reason: HapticSkipReason, of request: HapticRequest, by installed: InstalledBackend) {
            guard pipeline.withLock({ $0.isFirstLateFailure(request.late.number) }) else { return }
            guard let observer = installed.observer else {
                installed.backend.observe(request.feedback, outcome: .skipped(reason), at: request.time)
                return
            }
            let (device, routing) = pipeline.withLock { ($0.device, $0.routing) }
            observer.observe(
                request.feedback, outcome: .skipped(reason), at: request.time,
                decided: DecisionContext(anchor: request.anchor, device: device, routing: routing))
        }

        deinit {
            let released = pipeline.withLock { $0.cache.removeAll() }
            let backend = current.withLock { $0.backend }
            released.forEach(backend.release)
        }
    }

    /// The player's backend as the player installed it: whether it plays anything and whether it
    /// observes decisions (both asked once, before it is installed, outside the player's lock),
    /// which swap installed it (``HapticPipeline/backendGeneration`` names the one the pipeline's
    /// generators belong to), and whom its requests' late failures tell. Made once per swap, so a
    /// request allocates nothing. The player holds it while it plays through it, and its requests
    /// hold it weakly (a backend that keeps its requests must not keep itself alive through them),
    /// so a late failure reaches the backend that played the request until the player replaces
    /// it, and is dropped after.
    final class InstalledBackend: LateFailureReceiver {
        let backend: any HapticBackend
        let isOperational: Bool
        /// Whether its platform may play while it sees the app inactive (``InactiveAppPlayingBackend``).
        let mayPlayForInactiveApp: Bool
        /// The backend, when it wants each outcome's context (``DecisionObservingBackend``).
        let observer: (any DecisionObservingBackend)?
        let generation: Int
        let player: PlayerReference

        /// `backend`, asked what it says of itself once.
        convenience init(_ backend: any HapticBackend, generation: Int, player: PlayerReference) {
            self.init(backend, facts: Facts(backend), generation: generation, player: player)
        }

        init(_ backend: any HapticBackend, facts: Facts, generation: Int, player: PlayerReference) {
            self.backend = backend
            (isOperational, mayPlayForInactiveApp, observer) = (
                facts.isOperational, facts.mayPlayForInactiveApp, facts.observer
            )
            self.generation = generation
            self.player = player
        }

        /// What a backend says of itself, asked outside the player's lock (a backend may read the
        /// player).
        struct Facts {
            let isOperational: Bool
            let mayPlayForInactiveApp: Bool
            let observer: (any DecisionObservingBackend)?

            init(_ backend: any HapticBackend) {
                isOperational = backend.isOperational
                mayPlayForInactiveApp = backend.mayPlayForInactiveApp
                observer = backend.decisionObserver
            }
        }

        func receiveLateFailure(_ reason: HapticSkipReason, of request: HapticRequest) {
            player.state?.receiveLateFailure(reason, of: request, by: self)
        }
    }

    /// A weak reference from each installed backend to the state of the player that installed
    /// it, made once per state (a recorder that keeps requests must not keep its player).
    final class PlayerReference: @unchecked Sendable {
        /// Set once, when the state is made, before the reference is shared.
        weak var state: SharedState?

        init() {}
    }

    /// What the player was made with, for ``resetToLaunchState()``.
    struct Launch {
        let backend: any HapticBackend
        let device: DeviceProfile
        let routing: HapticRouting
        let settings: HapticSettings
        let rateLimits: HapticRateLimits

        /// A pipeline as the player was made: no history, no generators.
        func pipeline() -> HapticPipeline {
            HapticPipeline(device: device, routing: routing, settings: settings, rateLimits: rateLimits)
        }
    }

    /// Creates a player of its own (tests, previews, a second device profile), with settings, rate
    /// limits and generators of its own, released from its backend when the player goes. The app's
    /// usual player is ``shared``: set the user's preferences there.
    ///
    /// `Haptics()` with no arguments is such a new player, playing through ``platformBackend()``.
    /// Code written for a player of its own, such as the environment key of "Byte of the Day:
    /// Haptics in SwiftUI" (2020), compiles unchanged; to play through the app's one instead, use
    /// ``shared`` (or `EnvironmentValues.haptics`, whose default is ``shared``):
    ///
    /// ```swift
    /// enum HapticsEnvironmentKey: EnvironmentKey {
    ///     static let defaultValue = Haptics()  // a new player; `Haptics.shared` is the app's one
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - backend: where requests go: ``platformBackend()`` (the default) to play, a
    ///     `HapticRecorder` in tests.
    ///   - device: the device to route for; by default the one this code runs on.
    ///   - settings: the user's preferences; change them later through ``settings``.
    ///   - clock: where time is read: `nil` for the system's monotonic clock (`DispatchTime`, which
    ///     does not jump with wall-clock changes); tests pass a manual clock.
    ///   - rateLimits: minimum intervals per category; by default ``HapticRateLimits/standard(for:)``.
    ///   - routing: the app's routing choices, such as categories opted in on the Mac.
    public init(
        backend: any HapticBackend = platformBackend(),
        device: DeviceProfile = .current,
        settings: HapticSettings = .default,
        clock: (any HapticClock)? = nil,
        rateLimits: HapticRateLimits? = nil,
        routing: HapticRouting = .standard
    ) {
        self.clock = clock ?? SystemHapticClock()
        launch = Launch(
            backend: backend, device: device, routing: routing, settings: settings,
            rateLimits: rateLimits ?? .standard(for: device))
        state = SharedState(pipeline: launch.pipeline(), backend: backend)
        environmentSlot = nil
    }

    /// The same player (one state: backend, settings, rate limits, generators), whose view-less
    /// requests play in `environmentAnchor`'s view (a SwiftUI modifier's) while it has one.
    init(sharing base: Haptics, environmentAnchor: HapticAnchorSlot?) {
        clock = base.clock
        state = base.state
        launch = base.launch
        environmentSlot = environmentAnchor.map(WeakReference.init)
    }

    /// Whether this player and `other` are one player: the same state, whatever anchor each has.
    func shares(with other: Haptics) -> Bool {
        state === other.state
    }
}
