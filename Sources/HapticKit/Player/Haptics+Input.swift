import Foundation

/// Requests that name their input: the same player, routed for the input of this interaction
/// rather than the profile's.
///
/// ```swift
/// let outcome = haptics.play(.alignment, at: point, in: canvas, input: HapticInput(touch.type))
/// ```
///
/// On an iPad, a finger's request is skipped and an Apple Pencil's is handed to the system, which
/// plays it only for Apple Pencil Pro (cold here: nothing prepared its generator):
///
/// ```swift
/// let iPad = Haptics(backend: HapticRecorder(), device: .iPad)
/// print(iPad.play(.alignment, at: point, in: canvas, input: .finger))
/// // skipped: no haptic hardware: iPad has no Taptic Engine; …
/// print(iPad.play(.alignment, at: point, in: canvas, input: .anyPencil))
/// // handed to the system: UICanvasFeedbackGenerator.alignmentOccurred(at:) (cold); felt only with Apple Pencil Pro
/// ```
extension Haptics {
    /// Plays `feedback` for an interaction driven by `input`, with no view or location.
    @discardableResult
    public func play(_ feedback: HapticFeedback, input: HapticInput) -> HapticOutcome {
        perform(feedback, input: input, place: environmentPlace)
    }

    /// Plays `feedback` at `location` in `view` for an interaction driven by `input`. Apps call
    /// the typed forms (`UIView`, `NSView`); tests and the benchmark pass any object through the
    /// `HapticKitInternal` SPI, which is not public API.
    @discardableResult
    @_spi(HapticKitInternal) public func play(
        _ feedback: HapticFeedback, at location: CGPoint, in view: AnyObject, input: HapticInput
    ) -> HapticOutcome {
        perform(feedback, input: input, place: .view(view, at: location))
    }

    /// Warms the generator for an interaction driven by `input` that is about to start, with no view.
    @discardableResult
    public func prepare(for feedback: HapticFeedback, input: HapticInput) -> HapticPreparationOutcome {
        prepare(feedback, input: input, place: environmentPlace)
    }

    /// Warms the generator for `feedback` in `view` for an interaction driven by `input`.
    @discardableResult
    package func prepare(for feedback: HapticFeedback, in view: AnyObject, input: HapticInput)
        -> HapticPreparationOutcome
    {
        prepare(feedback, input: input, place: .view(view, at: CGPoint(x: 0, y: 0)))
    }

    /// The route this player takes for `feedback` when `input` drives the interaction: what the
    /// hand feels, without playing (it plays, it is handed to the system and felt only with
    /// ``HapticRoute/feltOnlyWith``, or it is silent, and why).
    public func route(for feedback: HapticFeedback, input: HapticInput) -> HapticRoute {
        pipeline.withLock { $0.route(for: feedback, input: input) }
    }
}
