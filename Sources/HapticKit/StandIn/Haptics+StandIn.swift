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
    /// Shows the late failure of a request through the stand-in's outputs that are on, outside
    /// the player's lock. With every output off it returns before reading anything.
    func showStandIn(_ feedback: HapticFeedback, _ outcome: HapticOutcome, in anchor: HapticAnchor?) {
        let outputs = StandInHub.shared.activeOutputs
        guard !outputs.isEmpty else { return }
        let routing = pipeline.withLock { ($0.device, $0.options) }
        StandInHub.show(feedback, outcome, routing: routing, in: anchor, on: outputs)
    }
}

extension StandInHub {
    /// Shows `outcome` of `feedback`, decided for `routing`'s device and routing, on `outputs`.
    static func show(
        _ feedback: HapticFeedback, _ outcome: HapticOutcome, routing: (device: DeviceProfile, routing: HapticRouting),
        in anchor: HapticAnchor?, on outputs: [any StandInOutput]
    ) {
        let cue = StandInCue(
            feedback: feedback, outcome: outcome, device: routing.device, routing: routing.routing,
            location: anchor?.location)
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
