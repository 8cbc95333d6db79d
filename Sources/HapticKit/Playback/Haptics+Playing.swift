import Foundation

/// Playing and preparing: each request is one decision of the pipeline under the player's lock,
/// carried out after the lock is released.
extension Haptics {
    /// The route this player uses for `feedback`.
    public func route(for feedback: HapticFeedback) -> HapticRoute {
        route(for: feedback, input: .unspecified)
    }

    /// Plays `feedback` with no view or location. Where the route names a view-attached call, it
    /// plays in the nearest view HapticKit finds (``HapticOutcome/Playback/anchorSource`` says which):
    /// - UIKit's calls on iPhone from iOS 17.5 (UIKit's header names `init(view:)` as the
    ///   replacement for the view-less initialisers, which it marks to-be-deprecated): the SwiftUI
    ///   environment's anchor view, else the key window's root view (not in an app extension); with
    ///   neither, the plain call.
    /// - Canvas feedback on iPad, felt through Apple Pencil Pro or the trackpad: only the SwiftUI
    ///   environment's anchor view, at its centre; otherwise it is skipped with `needsLocation`,
    ///   never played at a point where nothing happened.
    ///
    /// A view is looked up only for a request that would play now (a disabled, throttled or silent
    /// one looks nothing up). `play(_:at:in:)` with a `UIView` gives the real view and location.
    @discardableResult
    public func play(_ feedback: HapticFeedback) -> HapticOutcome {
        perform(feedback, input: .unspecified, anchor: nil)
    }

    /// Plays `feedback` at `location` in `view`. Apps call the typed forms (`UIView`, `NSView`);
    /// HapticKit's tests, the benchmark package and the Lab pass any object, through the
    /// `HapticKitInternal` SPI (`@_spi(HapticKitInternal) import HapticKit`), which is not public API.
    @discardableResult
    @_spi(HapticKitInternal) public func play(
        _ feedback: HapticFeedback, at location: CGPoint, in view: AnyObject
    ) -> HapticOutcome {
        perform(feedback, input: .unspecified, anchor: anchors.anchor(at: location, in: view))
    }

    /// Warms the generator for an interaction that is about to start, with no view: call it when a
    /// gesture begins, not right before playing (that gives no benefit, per Apple). Until the
    /// interaction ends, each play prepares again so the next one is warm too. Canvas feedback
    /// needs a view: use `prepare(for:in:)` with a `UIView`.
    @discardableResult
    public func prepare(for feedback: HapticFeedback) -> HapticPreparationOutcome {
        prepare(feedback, input: .unspecified, anchor: nil)
    }

    /// Warms the generator for `feedback` in `view`. Apps call the typed forms; this one is the
    /// `HapticKitInternal` SPI, like `play(_:at:in:)` over any object.
    @discardableResult
    @_spi(HapticKitInternal) public func prepare(for feedback: HapticFeedback, in view: AnyObject)
        -> HapticPreparationOutcome
    {
        prepare(feedback, input: .unspecified, anchor: anchors.anchor(at: CGPoint(x: 0, y: 0), in: view))
    }

    /// Ends the current interaction: generators stop re-preparing after each play and cool down.
    public func endInteraction() {
        state.withLock { $0.pipeline.cache.endInteractions() }
    }

    func prepare(_ feedback: HapticFeedback, input: HapticInput, anchor: HapticAnchor?) -> HapticPreparationOutcome {
        var request = HapticPipeline.Request(feedback, input: input, anchor: anchor)
        // The same view a play would find, so the generator warmed is the one that plays.
        findView(for: &request, playing: false)
        let (step, backend) = decide(&request) { $0.prepare($1) }
        switch step {
        case .skip(let reason):
            return .skipped(reason)
        case .nothingToPrepare(let route):
            return .nothingToPrepare(route)
        case .prepare(let generator, let release):
            if let release { backend.release(release) }
            backend.prepare(
                HapticPreparation(
                    feedback: request.feedback, generator: generator, anchor: request.anchor, time: request.time))
            return .prepared(generator)
        }
    }

    func perform(_ feedback: HapticFeedback, input: HapticInput, anchor: HapticAnchor?) -> HapticOutcome {
        var request = HapticPipeline.Request(feedback, input: input, anchor: anchor)
        let found = findView(for: &request, playing: true)
        let (step, backend) = decide(&request) { $0.play($1) }
        let outcome: HapticOutcome
        switch step {
        case .skip(let reason):
            outcome = .skipped(reason)
        case .perform(let admission):
            if let release = admission.release { backend.release(release) }
            outcome = play(admission, for: request, found: found, on: backend)
        }
        backend.observe(request.feedback, outcome: outcome, at: request.time)
        return outcome
    }

    /// Hands an admitted request to `backend`, and says what happened.
    private func play(
        _ admission: HapticPipeline.Admission, for request: HapticPipeline.Request, found: HapticAnchor.Source?,
        on backend: any HapticBackend
    ) -> HapticOutcome {
        let call = admission.call
        do {
            try backend.play(
                HapticRequest(
                    call: call, route: admission.route, anchor: request.anchor, generator: admission.generator,
                    isWarm: admission.isWarm, preparesAfterPlaying: admission.preparesAfterPlaying,
                    time: request.time, player: reference))
            return .played(
                HapticOutcome.Playback(
                    call: call, route: admission.route, wasWarm: admission.isWarm,
                    anchorSource: call.needsLocation && request.anchor != nil ? found ?? .app : nil,
                    feltOnlyWith: admission.feltOnlyWith))
        } catch let reason as HapticSkipReason {
            return .skipped(reason)
        } catch {
            return .skipped(.backendFailed(HapticSkipReason.BackendFailure(error)))
        }
    }

    /// A failure a backend found after the outcome was returned (``HapticRequest/reportFailure(_:)``).
    func observeLate(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant) {
        state.withLock { $0.backend }.observe(feedback, outcome: outcome, at: time)
    }

    /// Gives a request the app gave no view one, where the pipeline says it wants one
    /// (``HapticPipeline/viewNeed(for:playing:)``: the request would go through now, and its call is
    /// made in a view); returns where the view came from.
    @discardableResult
    private func findView(for request: inout HapticPipeline.Request, playing: Bool) -> HapticAnchor.Source? {
        guard request.anchor == nil, environmentSlot != nil || viewFinder.hasKeyWindowLookup else { return nil }
        let need = decide(&request) { $0.viewNeed(for: $1, playing: playing) }.step
        guard need != .none, let found = viewFinder.find(environment: environmentAnchor, for: need) else { return nil }
        request.anchor = found.anchor
        return found.source
    }

    /// One decision under the lock, with what it needs from outside: the time and whether the
    /// backend sees the app active are read before taking the lock, so a clock or backend that
    /// reads this player never runs while its lock is held. Sets the request's time and returns
    /// the backend to carry the decision out on, after the lock is released.
    private func decide<Step>(
        _ request: inout HapticPipeline.Request, _ body: (inout HapticPipeline, HapticPipeline.Request) -> Step
    ) -> (step: Step, backend: any HapticBackend) {
        request.backendSeesAppActive = state.withLock { $0.current }.backend.isAppActive
        let read = clock.now()
        let (step, used) = state.withLock { state in
            request.time = state.time(read)
            return (body(&state.pipeline, request), state.current)
        }
        return (step, used.backend)
    }
}
