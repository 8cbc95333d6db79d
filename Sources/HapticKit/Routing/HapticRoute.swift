/// The router's answer for one intent on one device: the Apple call to make, or silence, and
/// in both cases why, and where that fact comes from.
///
/// ```swift
/// let route = HapticRouter.route(.alignment, on: .named("ipad-pencil-pro")!)
/// route.call?.api   // "UICanvasFeedbackGenerator.alignmentOccurred(at:)"
/// route.why         // "Apple Pencil Pro plays canvas feedback"
/// ```
public struct HapticRoute: Hashable, Sendable {
    /// Play a call, or stay silent.
    enum Action: Hashable, Sendable {
        /// Make this Apple call.
        case play(HapticCall)
        /// Play nothing, for this reason.
        case silent(HapticSilence)
    }

    /// The intent that was routed.
    public let feedback: HapticFeedback
    /// What to do.
    let action: Action
    /// True when the platform has no call for this intent and HapticKit chose the nearest one.
    public let isSubstitute: Bool
    /// True when no one has checked this cell on a device: the route follows from other findings
    /// (`docs/DeviceQuestions.md` lists each such cell with a test a QA engineer can run).
    public let isInferred: Bool
    /// When the sources disagree about this cell: the one that says otherwise, and what it says.
    /// The route follows ``source`` (``why`` says why); a device report settles it. `nil` when no
    /// source HapticKit knows disagrees.
    public let contestedBy: String?
    /// A sentence a QA engineer can read: why this call, or why nothing.
    public let why: String
    /// Where the fact comes from: an Apple header line with its SDK, an Apple document, a public
    /// write-up or thread, or HapticKit's own choice, said as such.
    public let source: String

    init(
        feedback: HapticFeedback, action: Action, why: String, source: String, isSubstitute: Bool = false,
        isInferred: Bool = false, contestedBy: String? = nil
    ) {
        self.feedback = feedback
        self.action = action
        self.why = why
        self.source = source
        self.isSubstitute = isSubstitute
        self.isInferred = isInferred
        self.contestedBy = contestedBy
    }

    /// The same answer, marked as known only by inference.
    func inferred() -> HapticRoute {
        HapticRoute(
            feedback: feedback, action: action, why: why, source: source, isSubstitute: isSubstitute, isInferred: true,
            contestedBy: contestedBy)
    }

    /// The same answer for another feedback, with its own action (an impact at another intensity).
    func replacing(feedback: HapticFeedback, action: Action) -> HapticRoute {
        HapticRoute(
            feedback: feedback, action: action, why: why, source: source, isSubstitute: isSubstitute,
            isInferred: isInferred, contestedBy: contestedBy)
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
