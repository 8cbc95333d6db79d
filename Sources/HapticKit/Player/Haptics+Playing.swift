import Foundation

/// Playing and preparing: each request is one decision of the pipeline under the player's lock,
/// carried out after the lock is released.
extension Haptics {
    /// The route this player uses for `feedback`.
    public func route(for feedback: HapticFeedback) -> HapticRoute {
        route(for: feedback, input: .unspecified)
    }

    /// Plays `feedback` with no view or location: the view-less call (on iPhone,
    /// `notificationOccurred(.success)` for `.success`). Inside a HapticKit SwiftUI modifier
    /// (`hapticAnchor()`, any `.haptic`), the player the environment hands out plays in that
    /// modifier's anchor view, at its centre (``HapticOutcome/Playback/usedEnvironmentAnchor`` says
    /// so).
    ///
    /// > Important: Canvas feedback, the only feedback iPad plays (through Apple Pencil Pro and the
    /// > Magic Keyboard for iPad Pro (M4) trackpad), is made at a location in a view. With neither
    /// > a view nor an anchor it is skipped with `needsLocation`, never played at a point where
    /// > nothing happened: use `play(_:at:in:)` with the view, or play inside `hapticAnchor()`.
    @discardableResult
    public func play(_ feedback: HapticFeedback) -> HapticOutcome {
        perform(feedback, input: .unspecified, place: environmentPlace)
    }

    /// Plays `feedback` at `location` in `view`. Apps call the typed forms (`UIView`, `NSView`);
    /// HapticKit's tests, the benchmark package and the Lab pass any object, through the
    /// `HapticKitInternal` SPI (`@_spi(HapticKitInternal) import HapticKit`), which is not public API.
    @discardableResult
    @_spi(HapticKitInternal) public func play(
        _ feedback: HapticFeedback, at location: CGPoint, in view: AnyObject
    ) -> HapticOutcome {
        perform(feedback, input: .unspecified, place: .view(view, at: location))
    }

    /// Warms the generator for an interaction that is about to start, with no view: call it when a
    /// gesture begins, not right before playing (that gives no benefit, per Apple). Until the
    /// interaction ends, each play prepares again so the next one is warm too. Canvas feedback
    /// needs a view: use `prepare(for:in:)` with a `UIView`. For a pattern (``HapticFeedback/pattern(_:)``)
    /// it makes and starts the Core Haptics engine, the device's or a game controller's, so the
    /// first pattern does not wait for it (``HapticPreparationOutcome/preparedEngine(_:)``).
    @discardableResult
    public func prepare(for feedback: HapticFeedback) -> HapticPreparationOutcome {
        prepare(feedback, input: .unspecified, place: environmentPlace)
    }

    /// Warms the generator for `feedback` in `view`. Apps call the typed forms; this one is the
    /// `HapticKitInternal` SPI, like `play(_:at:in:)` over any object.
    @discardableResult
    @_spi(HapticKitInternal) public func prepare(for feedback: HapticFeedback, in view: AnyObject)
        -> HapticPreparationOutcome
    {
        prepare(feedback, input: .unspecified, place: .view(view, at: CGPoint(x: 0, y: 0)))
    }

    /// Ends the current interaction: generators stop re-preparing after each play and cool down.
    public func endInteraction() {
        pipeline.withLock { $0.cache.endInteractions() }
    }

    /// Where a view-less request from this player is made: in its environment's anchor view, if
    /// it has one that is alive.
    var environmentPlace: HapticPipeline.Place {
        environmentAnchor.map { .anchor($0, .environment) } ?? .none
    }

    func prepare(_ feedback: HapticFeedback, input: HapticInput, place: HapticPipeline.Place)
        -> HapticPreparationOutcome
    {
        let decision = decide(feedback, input: input, place: place) { $0.prepare($1) }
        let backend = decision.installed.backend
        switch decision.step {
        case .skip(let reason):
            return .skipped(reason)
        case .nothingToPrepare(let route):
            return .nothingToPrepare(route)
        case .prepare(let request, let key, let release):
            if let release { backend.release(release) }
            backend.prepare(request)
            return .prepared(key)
        case .prepareEngine(let request):
            backend.prepare(request)
            return .preparedEngine(request.route)
        }
    }

    func perform(_ feedback: HapticFeedback, input: HapticInput, place: HapticPipeline.Place) -> HapticOutcome {
        let decision = decide(feedback, input: input, place: place) { $0.play($1) }
        let (backend, time) = (decision.installed.backend, decision.time)
        let outcome: HapticOutcome
        switch decision.step {
        case .skip(let reason):
            outcome = .skipped(reason)
        case .perform(let admission):
            if let release = admission.release { backend.release(release) }
            outcome = play(admission, at: time, on: decision.installed)
        }
        if let observer = decision.observer {
            observer.backend.observe(
                feedback, outcome: outcome, at: time,
                decided: DecisionContext(anchor: place.anchor, device: observer.device, routing: observer.routing))
        } else {
            backend.observe(feedback, outcome: outcome, at: time)
        }
        return outcome
    }

    /// Hands an admitted request to `installed`, the player's backend it was decided for, and says
    /// what happened.
    private func play(
        _ admission: HapticPipeline.Admission, at time: HapticInstant, on installed: InstalledBackend
    ) -> HapticOutcome {
        do {
            try installed.backend.play(
                HapticRequest(
                    call: admission.call, route: admission.route, anchor: admission.anchor,
                    generator: admission.generator, isWarm: admission.isWarm,
                    preparesAfterPlaying: admission.preparesAfterPlaying, time: time,
                    late: LateFailureRoute(receiver: installed, number: admission.number)))
            return .played(
                HapticOutcome.Playback(
                    call: admission.call, route: admission.route, wasWarm: admission.isWarm,
                    usedEnvironmentAnchor: admission.usedEnvironmentAnchor, appWasInactive: admission.appWasInactive))
        } catch let reason as HapticSkipReason {
            return .skipped(reason)
        } catch {
            return .skipped(.backendFailed(error))
        }
    }

    /// One decision: the backend, whether it sees the app active and the time are read first,
    /// without the player's lock (a backend or clock may read the player); then the pipeline
    /// decides, under its lock, once. Returns the backend to carry the decision out on, after the
    /// lock is released, and the time the decision used; for a backend that observes decisions,
    /// also the device and routing the decision was made for, read under the same lock.
    ///
    /// A backend is chosen between requests: a request decides for the backend that is the
    /// player's when its decision is made, so it never warms or plays one backend's generator on
    /// another. A request that races a swap (the backend was replaced after it was read) takes the
    /// replacement from under the lock and the app's state as the replaced backend saw it a moment
    /// before.
    private func decide<Step>(
        _ feedback: HapticFeedback, input: HapticInput, place: HapticPipeline.Place,
        _ body: (inout HapticPipeline, HapticPipeline.Request) -> Step
    ) -> Decision<Step> {
        let read = current.withLock { $0 }
        let isAppActive = read.backend.isAppActive
        let now = clock.now()
        return pipeline.withLock { pipeline -> Decision<Step> in
            // Replaced since it was read: the replacement, read in the swap's lock order.
            let backend = pipeline.backendGeneration == read.generation ? read : current.withLock { $0 }
            let request = HapticPipeline.Request(
                feedback: feedback, input: input, place: place, time: pipeline.time(now),
                backendIsOperational: backend.isOperational, backendSeesAppActive: isAppActive,
                backendMayPlayForInactiveApp: backend.mayPlayForInactiveApp)
            return Decision(
                step: body(&pipeline, request), installed: backend, time: request.time,
                observer: backend.observer.map { ($0, pipeline.device, pipeline.routing) })
        }
    }
}

/// One decision of the player, to carry out once its lock is released.
private struct Decision<Step> {
    let step: Step
    /// The backend to carry it out on, as the player installed it.
    let installed: Haptics.InstalledBackend
    /// The time the decision used.
    let time: HapticInstant
    /// For a backend that observes decisions: it, and the device and routing the decision was made
    /// for, read in the decision's critical section.
    let observer: (backend: any DecisionObservingBackend, device: DeviceProfile, routing: HapticRouting)?
}
