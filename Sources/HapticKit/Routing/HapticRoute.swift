/// The router's answer for one feedback on one device: the Apple call to make, or silence, and
/// in both cases why, and where that fact comes from.
///
/// ```swift
/// let route = HapticRoute(.alignment, on: .named("ipad-pencil-pro")!)
/// route.call?.api   // "UICanvasFeedbackGenerator.alignmentOccurred(at:)"
/// route.why         // "Apple Pencil Pro plays canvas feedback"
/// ```
///
/// Where UIKit cannot say which input drives the interaction (a `.pencil` touch may be Apple
/// Pencil Pro or not; a pointer may be the Magic Keyboard for iPad Pro (M4) trackpad or a
/// Bluetooth one; a real iPad detects its input as `unspecified`), HapticKit makes the call and the
/// system decides whether it is felt: the route is *handed to the system* and ``feltOnlyWith``
/// lists the inputs that feel it, rather than claiming a play the hand may not feel.
///
/// ```swift
/// print(HapticRoute(.alignment, on: .iPad, input: .anyPencil).delivery)
/// // handed to the system; felt only with Apple Pencil Pro
/// print(HapticRoute(.alignment, on: .iPad, input: .finger).delivery)   // silent
/// print(HapticRoute(.alignment, on: .iPhone).delivery)                 // plays
/// ```
public struct HapticRoute: Hashable, Sendable, CustomStringConvertible {
    /// The route for `feedback` on `device` when `input` drives the interaction, with the app's
    /// routing choices (``HapticRouting``, ``Haptics/routing``).
    ///
    /// An ``HapticInput/unspecified`` input takes the route for the profile. A known input takes
    /// the route for the profile driven by it. An input UIKit cannot narrow down
    /// (``HapticInput/anyPencil``, ``HapticInput/anyPointer``) takes the route for an unspecified
    /// input when that plays (the call that plays for whichever input can), else the first of its
    /// candidates that plays, else the first candidate's silence. Where the call plays for some of
    /// the inputs it may be and not others, the route is handed to the system (``feltOnlyWith``).
    ///
    /// ```swift
    /// let route = HapticRoute(.alignment, on: .iPhone)
    /// print(route.call!.api)   // UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity:at:)
    /// ```
    ///
    /// Every `(feedback, device)` pair gets a route, and the same pair always gets the same route:
    /// the table `haptickit matrix` prints and `docs/DeviceMatrix.md` records.
    ///
    /// > Important: Apple asks apps to "trust the system" rather than check devices (its article
    /// > "Playing haptic feedback in your app", as the Nutrient write-up quotes it). HapticKit does
    /// > check, because in the only published on-device tests no single call was felt everywhere
    /// > (the Nutrient iOS SDK team's, iOS/iPadOS 18.2,
    /// > nutrient.io/blog/haptic-feedback-across-ipad-and-iphone/): `UIImpactFeedbackGenerator` was
    /// > felt only on iPhone and `UICanvasFeedbackGenerator` only on iPad, through Apple Pencil Pro and
    /// > the Magic Keyboard for iPad Pro (M4) trackpad. Whether UIKit's other generators play with
    /// > Apple Pencil Pro is contested: Apple's Apple Pencil article shows them for it.
    public init(
        _ feedback: HapticFeedback, on device: DeviceProfile, input: HapticInput = .unspecified,
        routing: HapticRouting = .standard
    ) {
        self = HapticRouter.route(feedback, on: device, input: input, routing: routing)
    }

    /// Play a call, or stay silent.
    enum Action: Hashable, Sendable {
        /// Make this Apple call.
        case play(HapticCall)
        /// Play nothing, for this reason.
        case silent(HapticSilence)
    }

    /// The feedback that was routed.
    public let feedback: HapticFeedback
    /// What to do.
    let action: Action
    /// True when the platform has no call for this feedback and HapticKit chose the nearest one.
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
    /// When the call is handed to the system, which plays it only for some of the inputs the
    /// interaction may be driven by, those inputs; `nil` when it plays for every input it may be,
    /// or is silent.
    ///
    /// On a real iPad, whose input reads `unspecified`, canvas feedback is felt only with Apple
    /// Pencil Pro and the Magic Keyboard for iPad Pro (M4) trackpad; route with the interaction's
    /// ``HapticInput`` to know more.
    public let feltOnlyWith: [HapticInput.Device]?

    init(
        feedback: HapticFeedback, action: Action, why: String, source: String, isSubstitute: Bool = false,
        isInferred: Bool = false, contestedBy: String? = nil, feltOnlyWith: [HapticInput.Device]? = nil
    ) {
        self.feedback = feedback
        self.action = action
        self.why = why
        self.source = source
        self.isSubstitute = isSubstitute
        self.isInferred = isInferred
        self.contestedBy = contestedBy
        self.feltOnlyWith = feltOnlyWith
    }

    /// The same answer, marked as known only by inference.
    func inferred() -> HapticRoute {
        HapticRoute(
            feedback: feedback, action: action, why: why, source: source, isSubstitute: isSubstitute, isInferred: true,
            contestedBy: contestedBy, feltOnlyWith: feltOnlyWith)
    }

    /// The same answer for another feedback, with its own action (an impact at another intensity).
    func replacing(feedback: HapticFeedback, action: Action) -> HapticRoute {
        HapticRoute(
            feedback: feedback, action: action, why: why, source: source, isSubstitute: isSubstitute,
            isInferred: isInferred, contestedBy: contestedBy, feltOnlyWith: feltOnlyWith)
    }

    /// The same answer, handed to the system, which plays it only for `inputs`.
    func handedToSystem(feltOnlyWith inputs: [HapticInput.Device]) -> HapticRoute {
        HapticRoute(
            feedback: feedback, action: action, why: why, source: source, isSubstitute: isSubstitute,
            isInferred: isInferred, contestedBy: contestedBy, feltOnlyWith: inputs)
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

    /// Whether something plays: for every input the interaction may be driven by, or, handed to
    /// the system, for some of them (``isHandedToSystem``).
    public var plays: Bool { call != nil }

    /// Whether the system decides if the hand feels it (``feltOnlyWith`` is set).
    public var isHandedToSystem: Bool { feltOnlyWith != nil }

    /// `UICanvasFeedbackGenerator.alignmentOccurred(at:)`, or `silent`.
    package var summary: String { call?.api ?? "silent" }

    /// What the hand feels, in words: `plays`, `handed to the system; felt only with Apple Pencil
    /// Pro`, or `silent`.
    public var delivery: String {
        guard plays else { return "silent" }
        return feltOnlyWith.map { "handed to the system; felt only with \(Self.list($0))" } ?? "plays"
    }

    /// `plays UIImpactFeedbackGenerator(…)…`, `handed to the system: UICanvasFeedbackGenerator…;
    /// felt only with Apple Pencil Pro`, `silent: …` and why.
    public var description: String {
        guard plays else { return "silent: \(why)" }
        return feltOnlyWith.map { "handed to the system: \(summary); felt only with \(Self.list($0))" }
            ?? "plays \(summary)"
    }

    /// `A`, `A or B`, `A, B or C`.
    static func list(_ inputs: [HapticInput.Device]) -> String {
        let names = inputs.map(\.description)
        guard let last = names.last else { return "no known input" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }
}
