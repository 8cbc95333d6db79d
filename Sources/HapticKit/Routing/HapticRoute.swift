/// The router's answer for one intent on one device: the Apple call to make, or silence, and
/// in both cases why, and where that fact comes from.
///
/// ```swift
/// let route = HapticRouter.route(.alignment, on: .named("ipad-pencil-pro")!)
/// route.call?.api   // "UICanvasFeedbackGenerator.alignmentOccurred(at:)"
/// route.why         // "Apple Pencil Pro plays canvas feedback …"
/// ```
public struct HapticRoute: Hashable, Sendable {
    /// Play a call, or stay silent.
    public enum Action: Hashable, Sendable {
        case play(HapticCall)
        case silent(HapticSilence)
    }

    /// The intent that was routed.
    public let feedback: HapticFeedback
    /// What to do.
    public let action: Action
    /// A sentence a QA engineer can read: why this call, or why nothing.
    public let why: String
    /// Where the fact comes from (a seed, an Apple header or document, or HapticKit's own choice).
    public let source: String
    /// True when the platform has no call for this intent and HapticKit chose the nearest one.
    public let isSubstitute: Bool

    public init(feedback: HapticFeedback, action: Action, why: String, source: String, isSubstitute: Bool = false) {
        self.feedback = feedback
        self.action = action
        self.why = why
        self.source = source
        self.isSubstitute = isSubstitute
    }

    /// The call to make, or `nil` when silent.
    public var call: HapticCall? {
        if case .play(let call) = action { return call }
        return nil
    }

    /// The silence, or `nil` when something plays.
    public var silence: HapticSilence? {
        if case .silent(let silence) = action { return silence }
        return nil
    }

    /// Whether something plays.
    public var plays: Bool { call != nil }

    /// `UICanvasFeedbackGenerator.alignmentOccurred(at:)`, or `silent`.
    public var summary: String { call?.api ?? "silent" }
}
