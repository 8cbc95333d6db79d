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
    let state: LockedState<State>
    let launch: Launch
    /// Handed to each request, so a backend can report a failure that comes too late for its outcome.
    let reference: PlayerReference
    /// The weak box of the view the last request was made in, reused by the next (``AnchorReferences``).
    let anchors: AnchorReferences
    /// Finds a view for a view-less request whose call needs one (``HapticAnchor/Source``).
    let viewFinder: HapticViewFinder
    /// The anchor view of the SwiftUI environment this player was handed out in, if any.
    var environmentAnchor: HapticAnchorSlot? { environmentSlot?.object as? HapticAnchorSlot }
    /// Held weakly: the slot keeps the players it made, so a strong reference back would keep
    /// both alive after the view that owns the slot has gone.
    let environmentSlot: WeakReference?

    /// Everything that changes, behind one lock: the pipeline's decisions and the routes they
    /// read (``HapticPipeline/routes``, their one owner), and the backend. A replaced backend is
    /// simply dropped: a request holds its own reference to the one it uses.
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
        let device: DeviceProfile
        let routing: HapticRouter.Options
        let settings: HapticSettings
        let rateLimits: HapticRateLimits

        /// A pipeline as the player was made: no history, no generators.
        func pipeline(backendIsOperational: Bool) -> HapticPipeline {
            HapticPipeline(
                device: device, options: routing, settings: settings, rateLimits: rateLimits,
                backendIsOperational: backendIsOperational)
        }
    }

    /// Creates a player of its own (tests, previews, a second device profile), with settings, rate
    /// limits and generators of its own. The app's usual player is ``shared``: set the user's
    /// preferences there.
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
    ///   - clock: where time is read; tests pass a manual clock.
    ///   - rateLimits: minimum intervals per category; by default ``HapticRateLimits/standard(for:)``.
    ///   - routing: the app's routing choices, such as categories opted in on the Mac.
    public convenience init(
        backend: any HapticBackend = platformBackend(),
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
        launch = Launch(backend: backend, device: device, routing: routing, settings: settings, rateLimits: rateLimits)
        state = LockedState(
            State(
                pipeline: launch.pipeline(backendIsOperational: backend.isOperational),
                current: BackendReference(backend)))
        reference = PlayerReference()
        anchors = AnchorReferences()
        self.viewFinder = viewFinder
        environmentSlot = nil
        reference.haptics = self
    }

    /// The same player (one state: backend, settings, rate limits, generators), where view-less
    /// requests use `environmentAnchor`'s view first (a SwiftUI modifier's).
    init(sharing base: Haptics, environmentAnchor: HapticAnchorSlot?) {
        clock = base.clock
        state = base.state
        launch = base.launch
        reference = base.reference
        anchors = base.anchors
        viewFinder = base.viewFinder
        environmentSlot = environmentAnchor.map(WeakReference.init)
    }

    /// Whether this player and `other` are one player: the same state, whatever anchor each has.
    package func shares(with other: Haptics) -> Bool {
        state === other.state
    }
}
