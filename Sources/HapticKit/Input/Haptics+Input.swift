import Foundation

/// Requests that name their input: the same player, routed for the input of this interaction
/// rather than the profile's.
///
/// ```swift
/// let outcome = haptics.play(.alignment, at: point, in: canvas, input: HapticInput(touch.type))
/// // iPad, finger: skipped: no haptic hardware: iPad has no Taptic Engine; …
/// // iPad, Apple Pencil:  handed to the system: UICanvasFeedbackGenerator.alignmentOccurred(at:) (warm);
/// //                      felt only with Apple Pencil Pro
/// ```
extension Haptics {
    /// Plays `feedback` for an interaction driven by `input`, with no view or location.
    @discardableResult
    public func play(_ feedback: HapticFeedback, input: HapticInput) -> HapticOutcome {
        perform(feedback, input: input, anchor: nil)
    }

    /// Plays `feedback` at `location` in `view` for an interaction driven by `input`. Apps call
    /// the typed forms (`UIView`, `NSView`); tests and the benchmark pass any object through the
    /// `HapticKitInternal` SPI, which is not public API.
    @discardableResult
    @_spi(HapticKitInternal) public func play(
        _ feedback: HapticFeedback, at location: CGPoint, in view: AnyObject, input: HapticInput
    ) -> HapticOutcome {
        perform(feedback, input: input, anchor: anchors.anchor(at: location, in: view))
    }

    /// Warms the generator for an interaction driven by `input` that is about to start, with no view.
    @discardableResult
    public func prepare(for feedback: HapticFeedback, input: HapticInput) -> HapticPreparationOutcome {
        prepare(feedback, input: input, anchor: nil)
    }

    /// Warms the generator for `feedback` in `view` for an interaction driven by `input`.
    @discardableResult
    package func prepare(for feedback: HapticFeedback, in view: AnyObject, input: HapticInput)
        -> HapticPreparationOutcome
    {
        prepare(feedback, input: input, anchor: anchors.anchor(at: CGPoint(x: 0, y: 0), in: view))
    }

    /// The route this player takes for `feedback` when `input` drives the interaction.
    public func route(for feedback: HapticFeedback, input: HapticInput) -> HapticRoute {
        state.withLock { $0.pipeline.route(for: feedback, at: feedback.kind.canonicalIndex, input: input).route }
    }

    /// What the hand feels for `feedback` on this player's device when `input` drives the interaction.
    public func delivery(for feedback: HapticFeedback, input: HapticInput = .unspecified) -> HapticDelivery {
        let (device, options) = state.withLock { ($0.pipeline.device, $0.pipeline.options) }
        return HapticDelivery(feedback, on: device, input: input, routing: options)
    }
}
