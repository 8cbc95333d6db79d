import HapticKit

/// One answer from a device check: a feedback played with an input, and whether the hand felt it.
///
/// ```swift
/// var session = LabSession(plan: SessionPlan(device: .iPad, inputs: [.pencilPro]))
/// session.answer(.felt)
/// let device = ObservedDevice(model: "iPad16,3", os: .init(of: .iPad), profile: "ipad")
/// for observation in try session.report(device: device, date: "2026-12-01").observations {
///     print(observation.feedback.name, observation.input, observation.felt)
/// }
/// ```
public struct Observation: Hashable, Sendable {
    /// What the tester answered.
    public enum Felt: String, Hashable, Sendable, CaseIterable {
        /// Something was felt.
        case felt
        /// Nothing was felt.
        case notFelt = "not-felt"
        /// The tester could not tell; the answer confirms nothing and denies nothing.
        case unsure
    }

    /// The feedback, spelled in the report as the CLI spells it (`alignment`, `impact-light@0.7`).
    public var feedback: HapticFeedback
    /// The input that drove the interaction, spelled as the CLI spells it (`pencil-pro`).
    public var input: HapticInput.Device
    /// The Apple call the app made (the route's own call, or the call a silent cell was checked
    /// with), or `nil` when none was made.
    public var call: String?
    /// What the tester answered.
    public var felt: Felt
    /// The feedback that was played when it is not ``feedback``: one check answers every cell of an
    /// input whose route makes the same call, and plays the first of them. `nil` when ``feedback``
    /// itself was played.
    public var played: HapticFeedback?
    /// The tester's words, if any.
    public var note: String?
    /// Fields this version does not know, kept so that a round trip loses none
    /// of them (a number keeps its value, not its spelling).
    package var extra: [String: JSONValue]

    /// Creates an observation.
    package init(
        feedback: HapticFeedback, input: HapticInput.Device, call: String? = nil, felt: Felt,
        played: HapticFeedback? = nil, note: String? = nil, extra: [String: JSONValue] = [:]
    ) {
        self.feedback = feedback
        self.input = input
        self.call = call
        self.felt = felt
        self.played = played
        self.note = note
        self.extra = extra
    }
}
