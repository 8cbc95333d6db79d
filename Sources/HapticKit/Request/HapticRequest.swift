/// One request the pipeline let through, as a backend receives it: the call to make, where, and
/// what the generator cache knows.
///
/// A backend is handed a request to play (``HapticBackend/play(_:)``), or to warm its generator
/// before an interaction (``HapticBackend/prepare(_:)``, from `prepare(for:in:)` at gesture
/// began): then ``generator`` is set, ``call`` is the call the interaction will make, and
/// ``isWarm`` is false.
public struct HapticRequest: Equatable, Sendable {
    /// The feedback the app asked for.
    public var feedback: HapticFeedback { route.feedback }
    /// The exact call to make: the route's call, adjusted for the intensity scale and for
    /// whether a location was given.
    public let call: HapticCall
    /// The router's answer, with its reason and source.
    public let route: HapticRoute
    /// The view and location: the app's, or the anchor view of the SwiftUI modifier the request
    /// was made under (``HapticOutcome/Playback/usedEnvironmentAnchor``); `nil` for a view-less request.
    public let anchor: HapticAnchor?
    /// The generator to use (create it if the backend has none under this key), or `nil` for
    /// calls without generator objects.
    public let generator: HapticRequest.GeneratorKey?
    /// Whether that generator was prepared recently enough to be warm (the pipeline's model).
    public let isWarm: Bool
    /// Whether to call `prepare()` again right after playing, because an interaction is going
    /// on and another request is likely soon.
    public let preparesAfterPlaying: Bool
    /// When the request was made, on the pipeline's clock.
    public let time: HapticInstant
    /// Where a failure that comes too late for the outcome goes.
    let late: LateFailureRoute

    init(
        call: HapticCall, route: HapticRoute, anchor: HapticAnchor?,
        generator: HapticRequest.GeneratorKey?,
        isWarm: Bool, preparesAfterPlaying: Bool, time: HapticInstant
    ) {
        self.init(
            call: call, route: route, anchor: anchor, generator: generator, isWarm: isWarm,
            preparesAfterPlaying: preparesAfterPlaying, time: time, late: LateFailureRoute())
    }

    init(
        call: HapticCall, route: HapticRoute, anchor: HapticAnchor?, generator: HapticRequest.GeneratorKey?,
        isWarm: Bool, preparesAfterPlaying: Bool, time: HapticInstant, late: LateFailureRoute
    ) {
        self.call = call
        self.route = route
        self.anchor = anchor
        self.generator = generator
        self.isWarm = isWarm
        self.preparesAfterPlaying = preparesAfterPlaying
        self.time = time
        self.late = late
    }

    /// Reports that this request did not play after all: for a backend that accepted it (its
    /// outcome already said `.played`) and performed it later, on the main thread, where it
    /// failed. `.skipped(reason)` reaches ``HapticBackend/observe(_:outcome:at:)`` of the backend
    /// the player handed the request to, once: a request reported again, however much later, has
    /// its late outcome already. A request older than the player's latest 4096 requests let
    /// through has its late failure dropped (the player remembers no further back). A backend is
    /// chosen between requests: after the player's backend was replaced (or the player reset), a
    /// late failure of a request the replaced one played is dropped, and never reaches the new
    /// one, even when the same backend is set again later: each time it is set is a new install.
    public func reportFailure(_ reason: HapticSkipReason) {
        late.receiver?.receiveLateFailure(reason, of: self)
    }
}

/// Where a late failure of a request goes: the backend the player handed it to, as the player
/// installed it, which keeps each request to one late outcome; and the request's number among the
/// player's admitted requests. Weak: a backend that keeps its requests (a recorder, a log) must not
/// keep itself alive through them. Requests are equal whoever made them.
struct LateFailureRoute: Equatable, Sendable {
    weak var receiver: (any LateFailureReceiver)?
    /// The request's number among the player's admitted requests.
    let number: UInt64

    init(receiver: (any LateFailureReceiver)? = nil, number: UInt64 = 0) {
        self.receiver = receiver
        self.number = number
    }

    static func == (lhs: LateFailureRoute, rhs: LateFailureRoute) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

/// What a request's late failure reaches: the backend the player handed it to, while the player
/// still plays through it (``HapticRequest/reportFailure(_:)``).
protocol LateFailureReceiver: AnyObject, Sendable {
    /// Reports `reason` for `request` to the backend the player handed it to, once per request.
    func receiveLateFailure(_ reason: HapticSkipReason, of request: HapticRequest)
}
