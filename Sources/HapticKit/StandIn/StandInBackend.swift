#if DEBUG
import Foundation

/// The Debug stand-in as a backend: it forwards every requirement to the backend it wraps and
/// shows each outcome on its outputs, with where the request was made and the device and routing
/// it was decided for, which the player passes to a backend that observes decisions
/// (``DecisionObservingBackend``).
///
/// ``Haptics/platformBackend()`` wraps the platform's backend in one when the switch turns an
/// output on (``wrapping(_:)``), so every player that plays through it shows its requests, and
/// ``MultiplexHapticBackend`` passes the context on to it; a player with a backend of its own (a
/// test's recorder) shows nothing.
struct StandInBackend: DecisionObservingBackend, InactiveAppPlayingBackend {
    /// The backend that plays.
    let wrapped: any HapticBackend
    /// The outputs that are on.
    let outputs: [any StandInOutput]

    /// `backend` shown on `outputs`, the ones this process's switch turns on; `backend` itself
    /// when none is, so that a request costs nothing more.
    static func wrapping(_ backend: any HapticBackend, outputs: [any StandInOutput]) -> any HapticBackend {
        outputs.isEmpty ? backend : StandInBackend(wrapped: backend, outputs: outputs)
    }

    func play(_ request: HapticRequest) throws { try wrapped.play(request) }
    func prepare(_ request: HapticRequest) { wrapped.prepare(request) }
    func release(_ key: HapticRequest.GeneratorKey) { wrapped.release(key) }
    var isOperational: Bool { wrapped.isOperational }
    var isAppActive: Bool { wrapped.isAppActive }
    var mayPlayForInactiveApp: Bool { wrapped.mayPlayForInactiveApp }
    var observesDecisions: Bool { true }

    /// Passes the outcome on: without the context there is no device to show it for.
    func observe(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant) {
        wrapped.observe(feedback, outcome: outcome, at: time)
    }

    /// Passes the outcome on, then shows it on every output.
    func observe(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant, decided: DecisionContext) {
        if let observer = wrapped.decisionObserver {
            observer.observe(feedback, outcome: outcome, at: time, decided: decided)
        } else {
            wrapped.observe(feedback, outcome: outcome, at: time)
        }
        let cue = StandInCue(
            feedback: feedback, outcome: outcome, device: decided.device, routing: decided.routing,
            location: decided.anchor?.location)
        for output in outputs { output.show(cue, in: decided.anchor) }
    }
}
#endif
