#if DEBUG
extension Haptics {
    /// What the Debug-only stand-in shows of every player's requests: a ripple and caption where
    /// each was played, a sound, a console line. ``HapticStandIn/automatic`` until set.
    ///
    /// ```swift
    /// #if DEBUG
    /// Haptics.standIn.insert(.audible)   // hear them too
    /// #endif
    /// ```
    ///
    /// > Important: Debug builds only: the stand-in is compiled under `#if DEBUG`, and a Release
    /// > build has none of it, so the line that sets it goes inside `#if DEBUG` too.
    public static var standIn: HapticStandIn {
        get { StandInHub.shared.state.withLock { $0.options } }
        set { StandInHub.shared.state.withLock { $0.options = newValue } }
    }
}

extension Haptics.SharedState {
    /// Shows `outcome` through the stand-in's outputs that are on: made once a request is
    /// carried out (and for a late failure), outside the player's lock. With every output off it
    /// returns before reading anything.
    func showStandIn(
        _ feedback: HapticFeedback, _ outcome: HapticOutcome, in anchor: @autoclosure () -> HapticAnchor?,
        hub: StandInHub = .shared
    ) {
        let outputs = hub.activeOutputs
        guard !outputs.isEmpty else { return }
        let (device, routing) = pipeline.withLock { ($0.device, $0.options) }
        let anchor = anchor()
        let cue = StandInCue(
            feedback: feedback, outcome: outcome, device: device, routing: routing, location: anchor?.location)
        for output in outputs { output.show(cue, in: anchor) }
    }
}

extension HapticPipeline.Place {
    /// The view and location of a request made here, for the stand-in.
    var standInAnchor: HapticAnchor? {
        switch self {
        case .none: nil
        case .view(let view, let location): HapticAnchor(location: location, in: view)
        case .anchor(let anchor, _): anchor
        }
    }
}
#endif
