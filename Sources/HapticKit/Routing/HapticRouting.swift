/// What an app chooses about routing, where the platform's guidance leaves a choice.
///
/// ```swift
/// Haptics.shared.routing.macEventCategories = [.notification]   // success, warning, error play
///
/// var routing = HapticRouting.standard                           // or for a player of your own
/// routing.macEventCategories = [.notification]
/// let haptics = Haptics(backend: Haptics.platformBackend(), routing: routing)
/// ```
public struct HapticRouting: Hashable, Sendable {
    /// Categories that play on the Mac even for feedback that follows an event rather than the
    /// user's touch (success, warning and error; start and stop). Empty by default: Apple asks
    /// Mac apps to play haptics only for user-initiated actions
    /// (`NSHapticFeedbackPerformer` docs), so that feedback is silent
    /// (``HapticSilence/notUserInitiated``) unless their category is here.
    public var macEventCategories: Set<HapticCategory>

    /// Routing with the given opt-ins.
    public init(macEventCategories: Set<HapticCategory> = []) {
        self.macEventCategories = macEventCategories
    }

    /// No opt-ins: the platforms' guidance as it stands.
    public static let standard = HapticRouting()

    /// These choices with what changed from `before` to `after` applied, category by category:
    /// how a change made on a copy lands on choices that another change may have moved meanwhile.
    func applying(changesFrom before: HapticRouting, to after: HapticRouting) -> HapticRouting {
        var merged = self
        merged.macEventCategories.subtract(before.macEventCategories.subtracting(after.macEventCategories))
        merged.macEventCategories.formUnion(after.macEventCategories.subtracting(before.macEventCategories))
        return merged
    }
}
