/// A backend that forwards everything to several backends, in order: play through the platform
/// backend and log (or record) every request, like swift-log's `MultiplexLogHandler`.
///
/// It lives in `HapticKit`, not the test kit, because apps use it in production: the platform
/// backend plays, an app-defined backend logs outcomes to the app's own logger or analytics.
///
/// ```swift
/// struct LoggingBackend: HapticBackend {
///     func play(_ request: HapticRequest) throws {}
///     func observe(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant) {
///         print(feedback.name, outcome)
///     }
/// }
///
/// let haptics = Haptics(backend: MultiplexHapticBackend(Haptics.platformBackend(), LoggingBackend()))
/// ```
///
/// How the members combine:
/// - ``play(_:)``, ``prepare(_:)``, ``release(_:)`` and ``observe(_:outcome:at:)`` reach every
///   member, in order, even when an earlier member's `play(_:)` throws: a log sees every request.
/// - When members throw from `play(_:)`, the first member's error (in the order given) is the one
///   rethrown; the others are dropped. Put the platform backend first, so its
///   ``HapticSkipReason`` or failure decides the outcome.
/// - ``isOperational`` is true when there is at least one member and every member is
///   operational: a multiplex of ``NoOpHapticBackend`` and a log plays nothing, so outcomes say
///   `noOpBackend` (and the log sees that) rather than pretending to play.
/// - ``isAppActive`` is true unless some member says the app is not active: the platform
///   backend follows the app's notifications, and a member that does not know says true.
public struct MultiplexHapticBackend: HapticBackend {
    /// The members, in the order each requirement reaches them.
    public let backends: [any HapticBackend]

    /// Forwards to `backends`, in order.
    public init(_ backends: [any HapticBackend]) {
        self.backends = backends
    }

    /// Forwards to `backends`, in order.
    public init(_ backends: any HapticBackend...) {
        self.init(backends)
    }

    /// Plays `request` on every member, then rethrows the first error thrown, if any.
    public func play(_ request: HapticRequest) throws {
        var firstError: (any Error)?
        for backend in backends {
            do {
                try backend.play(request)
            } catch {
                if firstError == nil { firstError = error }
            }
        }
        if let firstError { throw firstError }
    }

    /// Passes the preparation to every member, in order.
    public func prepare(_ request: HapticRequest) {
        for backend in backends { backend.prepare(request) }
    }

    /// Passes the release to every member, in order.
    public func release(_ key: HapticRequest.GeneratorKey) {
        for backend in backends { backend.release(key) }
    }

    /// Passes the outcome to every member, in order.
    public func observe(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant) {
        for backend in backends { backend.observe(feedback, outcome: outcome, at: time) }
    }

    /// True when there is a member and every member is operational.
    public var isOperational: Bool {
        !backends.isEmpty && backends.allSatisfy(\.isOperational)
    }

    /// False when any member says the app is not active.
    public var isAppActive: Bool {
        backends.allSatisfy(\.isAppActive)
    }
}
