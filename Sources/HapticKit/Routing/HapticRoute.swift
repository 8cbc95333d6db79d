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
    package enum Action: Hashable, Sendable {
        /// Make this Apple call.
        case play(HapticCall)
        /// Play nothing, for this reason.
        case silent(HapticSilence)
    }

    /// The intent that was routed.
    public let feedback: HapticFeedback
    /// What to do.
    package let action: Action
    /// True when the platform has no call for this intent and HapticKit chose the nearest one.
    public let isSubstitute: Bool
    /// True when no one has checked this cell on a device: the route follows from other findings
    /// (`docs/DeviceQuestions.md` lists each such cell with a test a QA engineer can run).
    public let isInferred: Bool
    private let note: Note

    /// A sentence a QA engineer can read: why this call, or why nothing.
    public var why: String { note.why }
    /// Where the fact comes from: an Apple header line with its SDK, an Apple document, a public
    /// write-up or thread, or HapticKit's own choice, said as such.
    public var source: String { note.source }

    package init(
        feedback: HapticFeedback, action: Action, why: String, source: String, isSubstitute: Bool = false,
        isInferred: Bool = false
    ) {
        self.init(
            feedback: feedback, action: action, note: Note(why: why, source: source), isSubstitute: isSubstitute,
            isInferred: isInferred)
    }

    private init(feedback: HapticFeedback, action: Action, note: Note, isSubstitute: Bool, isInferred: Bool) {
        self.feedback = feedback
        self.action = action
        self.note = note
        self.isSubstitute = isSubstitute
        self.isInferred = isInferred
    }

    /// The same answer, marked as known only by inference.
    func inferred() -> HapticRoute {
        HapticRoute(feedback: feedback, action: action, note: note, isSubstitute: isSubstitute, isInferred: true)
    }

    /// The same answer for another feedback, with its own action (an impact at another intensity).
    func replacing(feedback: HapticFeedback, action: Action) -> HapticRoute {
        HapticRoute(feedback: feedback, action: action, note: note, isSubstitute: isSubstitute, isInferred: isInferred)
    }

    /// Whether two routes give the same answer, for the same reason and source.
    public static func == (lhs: HapticRoute, rhs: HapticRoute) -> Bool {
        lhs.feedback == rhs.feedback && lhs.action == rhs.action && lhs.isSubstitute == rhs.isSubstitute
            && lhs.isInferred == rhs.isInferred
            && (lhs.note === rhs.note || (lhs.why == rhs.why && lhs.source == rhs.source))
    }

    /// Hashes the intent, the action and the reason.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(feedback)
        hasher.combine(action)
        hasher.combine(isSubstitute)
        hasher.combine(isInferred)
        hasher.combine(why)
    }

    /// The two sentences, shared by every copy of a route: one reference to retain where two
    /// strings would be two, on every request.
    private final class Note: Sendable {
        let why: String
        let source: String

        init(why: String, source: String) {
            self.why = why
            self.source = source
        }
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
