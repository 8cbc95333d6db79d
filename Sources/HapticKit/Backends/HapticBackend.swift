/// Where HapticKit's requests go: the seam between the pipeline and Apple's APIs (or a test
/// recorder, or the CLI's printer).
///
/// A backend must:
/// - perform each ``HapticRequest`` it is given, exactly once, and throw if it could not: a
///   ``HapticSkipReason`` to skip with that reason, any other error for `backendFailed`;
/// - if it accepts a request and performs it later (the UIKit backend, called off the main
///   thread), report a failure then with ``HapticRequest/reportFailure(_:)``, never drop it;
/// - return quickly and never block the caller: work that must run on the main actor (UIKit) is
///   hopped there when the caller is elsewhere, never run off it;
/// - keep at most one generator per ``HapticRequest/GeneratorKey``, creating it on first use and dropping it
///   when ``release(_:)`` is called.
///
/// Only ``play(_:)`` is required; the rest has defaults, so a new extra never breaks a backend.
///
/// ```swift
/// struct PrintingBackend: HapticBackend {
///     func play(_ request: HapticRequest) throws { print(request.call.description) }
/// }
/// ```
public protocol HapticBackend: Sendable {
    /// Performs one request.
    func play(_ request: HapticRequest) throws

    /// Warms the request's ``HapticRequest/generator`` for an interaction that is about to start,
    /// creating it if the backend has none under that key. Default: nothing.
    func prepare(_ request: HapticRequest)

    /// Drops the generator under `key` (idle, evicted, haptics were disabled, the backend was
    /// replaced, or the player that made it went). Default: nothing.
    func release(_ key: HapticRequest.GeneratorKey)

    /// Sees every outcome, played or skipped, for recorders and logging. Default: nothing.
    func observe(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant)

    /// Whether this backend plays anything at all. ``NoOpHapticBackend`` says no, so outcomes say
    /// `noOpBackend` instead of pretending to play. Default: true.
    var isOperational: Bool { get }

    /// Whether the app is active, as far as this backend knows. The platform backends follow the
    /// app's notifications; while this is false every request is skipped with `appNotActive`.
    /// Default: true.
    var isAppActive: Bool { get }
}

extension HapticBackend {
    /// Does nothing: a backend without generators has nothing to warm.
    public func prepare(_ request: HapticRequest) {}
    /// Does nothing: a backend without generators has nothing to drop.
    public func release(_ key: HapticRequest.GeneratorKey) {}
    /// Does nothing: outcomes are for backends that record or log.
    public func observe(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant) {}
    /// True: a backend plays unless it says otherwise.
    public var isOperational: Bool { true }
    /// True: a backend that does not follow the app's state never silences it.
    public var isAppActive: Bool { true }
}

/// A backend that plays nothing and crashes never: the platform backend where there is nothing
/// to play on (Linux; tvOS before 14), and a way to silence a player outright. Requests that would play are
/// skipped with
/// ``HapticSkipReason/noOpBackend``.
public struct NoOpHapticBackend: HapticBackend {
    /// Creates a backend that plays nothing.
    public init() {}
    /// Performs nothing.
    public func play(_ request: HapticRequest) throws {}
    /// False: outcomes say `noOpBackend` instead of pretending to play.
    public var isOperational: Bool { false }
}
