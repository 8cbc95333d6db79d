#if DEBUG
/// One way the stand-in shows a cue: the overlay, the speaker, the console (`Platform/`), or a
/// test's recorder. Called on the thread that made the request; an output hops where it must.
protocol StandInOutput: Sendable {
    /// The member of ``HapticStandIn`` that turns it on.
    var kind: HapticStandIn { get }
    /// Shows `cue`, in `anchor`'s view when the request had one.
    func show(_ cue: StandInCue, in anchor: HapticAnchor?)
}
#endif
