#if canImport(AppKit) && os(macOS)
import AppKit

/// The calls that carry a view, a location and the input of the interaction, for AppKit apps.
extension Haptics {
    /// Plays `feedback` at `location` in `view` for an interaction driven by `input`. A drag on a
    /// Mac is ``HapticInput/anyPointer``: AppKit does not say whether the pointer is a Force Touch
    /// trackpad, a Magic Trackpad or a mouse, so the outcome says the call was handed to the
    /// system and is felt only with the trackpads.
    ///
    /// ```swift
    /// final class ResizableView: NSView {
    ///     var snapping = AspectRatioSnapping(originalSize: CGSize(width: 200, height: 100))
    ///
    ///     override func mouseDragged(with event: NSEvent) {
    ///         let location = convert(event.locationInWindow, from: nil)
    ///         let step = snapping.resize(to: proposedSize(location))
    ///         if let tap = step.tap { haptics.play(tap, at: location, in: self, input: .anyPointer) }
    ///     }
    /// }
    /// ```
    @MainActor
    @discardableResult
    public func play(
        _ feedback: HapticFeedback, at location: CGPoint, in view: NSView, input: HapticInput
    ) -> HapticOutcome {
        play(feedback, at: location, in: view as AnyObject, input: input)
    }

    /// Warms what `feedback` needs in `view` for an interaction driven by `input` (on the Mac the
    /// trackpad has nothing to warm: the outcome says `nothingToPrepare`).
    @MainActor
    @discardableResult
    public func prepare(for feedback: HapticFeedback, in view: NSView, input: HapticInput) -> HapticPreparationOutcome {
        prepare(for: feedback, in: view as AnyObject, input: input)
    }
}
#endif
