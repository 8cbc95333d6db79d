/// One request the pipeline let through, as a backend receives it: the call to make, where, and
/// what the generator cache knows.
public struct HapticRequest: Hashable, Sendable {
    /// The intent the app asked for.
    public var feedback: HapticFeedback { route.feedback }
    /// The exact call to make: the route's call, adjusted for the intensity scale and for
    /// whether a location was given.
    public let call: HapticCall
    /// The router's answer, with its reason and source.
    public let route: HapticRoute
    /// The view and location, when the app gave them.
    public let anchor: HapticAnchor?
    /// The generator to use (create it if the backend has none under this key), or `nil` for
    /// calls without generator objects.
    public let generator: HapticGeneratorKey?
    /// Whether that generator was prepared recently enough to be warm (the pipeline's model).
    public let isWarm: Bool
    /// Whether to call `prepare()` again right after playing, because an interaction is going
    /// on and another request is likely soon.
    public let preparesAfterPlaying: Bool
    /// When the request was made, on the pipeline's clock.
    public let time: HapticInstant

    public init(
        call: HapticCall, route: HapticRoute, anchor: HapticAnchor?,
        generator: HapticGeneratorKey?,
        isWarm: Bool, preparesAfterPlaying: Bool, time: HapticInstant
    ) {
        self.call = call
        self.route = route
        self.anchor = anchor
        self.generator = generator
        self.isWarm = isWarm
        self.preparesAfterPlaying = preparesAfterPlaying
        self.time = time
    }
}

/// A request to warm a generator before an interaction: `prepare(for:in:)` at gesture began.
public struct HapticPreparation: Hashable, Sendable {
    public let feedback: HapticFeedback
    public let generator: HapticGeneratorKey
    public let anchor: HapticAnchor?
    public let time: HapticInstant

    public init(feedback: HapticFeedback, generator: HapticGeneratorKey, anchor: HapticAnchor?, time: HapticInstant) {
        self.feedback = feedback
        self.generator = generator
        self.anchor = anchor
        self.time = time
    }
}
