#if DEBUG
/// The stand-in of the process: the switch (``Haptics/standIn``) and the outputs this build has.
/// One for the process, as the screen, the speaker and the console are.
final class StandInHub: Sendable {
    static let shared = StandInHub(host: .current, outputs: platformOutputs())

    struct State {
        var options: HapticStandIn
        var outputs: [any StandInOutput]
    }

    let host: StandInHost
    let state: LockedState<State>

    init(host: StandInHost, outputs: [any StandInOutput]) {
        self.host = host
        state = LockedState(State(options: HapticStandIn.automatic(for: host), outputs: outputs))
    }

    /// The outputs that are on: asked before each cue is made, so that with none nothing is.
    var activeOutputs: [any StandInOutput] {
        let (options, outputs) = state.withLock { ($0.options, $0.outputs) }
        let allowed = host.allows(options)
        return allowed.isEmpty ? [] : outputs.filter { allowed.contains($0.kind) }
    }

    /// The outputs this build has: the overlay where UIKit or AppKit draws views, the speaker where
    /// AVFAudio plays, the console where unified logging (`os_log`) writes; none on Linux.
    static func platformOutputs() -> [any StandInOutput] {
        var outputs: [any StandInOutput] = []
        #if (canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))) || (canImport(AppKit) && os(macOS))
        outputs.append(StandInOverlay())
        #endif
        #if canImport(AVFAudio) && (os(iOS) || os(macOS) || os(tvOS) || os(visionOS))
        outputs.append(StandInSpeaker.avfAudio())
        #endif
        #if canImport(os)
        outputs.append(StandInConsole())
        #endif
        return outputs
    }
}
#endif
