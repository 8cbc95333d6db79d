/// A backend that sees, beside each outcome, what ``HapticBackend/observe(_:outcome:at:)`` does not
/// pass: where the request was made and the device and routing it was decided for. A skipped
/// request never reaches ``HapticBackend/play(_:)``, so its view is known nowhere else.
///
/// Internal, so that no public API depends on it: the Debug stand-in is such a backend, and
/// ``MultiplexHapticBackend`` passes the context on to the members that are. The player asks
/// ``observesDecisions`` once, when the backend is set (as it asks ``HapticBackend/isOperational``),
/// and reads the context under the decision's lock only for a backend that says yes; every other
/// backend costs a request nothing more.
protocol DecisionObservingBackend: HapticBackend {
    /// Whether this backend wants the context: when false, it gets ``HapticBackend/observe(_:outcome:at:)`` only.
    var observesDecisions: Bool { get }
    /// Sees `outcome` of `feedback` with the request's context, in place of
    /// ``HapticBackend/observe(_:outcome:at:)``, which this calls on whatever it wraps.
    func observe(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant, decided: DecisionContext)
}

/// Where one request was made, and what it was decided for.
struct DecisionContext: Sendable {
    /// The view and point the request was made at; `nil` for a view-less request.
    let anchor: HapticAnchor?
    /// The device the player routed for.
    let device: DeviceProfile
    /// The app's routing choices the player routed by.
    let routing: HapticRouting
}

extension HapticBackend {
    /// This backend as one that observes decisions, when it says it does.
    var decisionObserver: (any DecisionObservingBackend)? {
        guard let observer = self as? any DecisionObservingBackend, observer.observesDecisions else { return nil }
        return observer
    }
}

extension MultiplexHapticBackend: DecisionObservingBackend {
    /// True when a member observes decisions.
    var observesDecisions: Bool { backends.contains { $0.decisionObserver != nil } }

    /// Passes the outcome to every member, in order, with the context to those that observe decisions.
    func observe(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant, decided: DecisionContext) {
        for backend in backends {
            if let observer = backend.decisionObserver {
                observer.observe(feedback, outcome: outcome, at: time, decided: decided)
            } else {
                backend.observe(feedback, outcome: outcome, at: time)
            }
        }
    }
}
