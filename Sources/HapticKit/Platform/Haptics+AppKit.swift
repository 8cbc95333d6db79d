#if canImport(AppKit) && os(macOS)
import AppKit

/// The calls that carry a view and a location, for AppKit apps. The Force Touch trackpad plays
/// without a view; these exist so code shared with iPad reads the same.
extension Haptics {
    /// Plays `feedback` at `location`, in `view`'s coordinates.
    ///
    /// ```swift
    /// Haptics.shared.play(.alignment, at: canvas.convert(event.locationInWindow, from: nil), in: canvas)
    /// ```
    @MainActor
    @discardableResult
    public func play(_ feedback: HapticFeedback, at location: CGPoint, in view: NSView) -> HapticOutcome {
        play(feedback, at: location, in: view as AnyObject)
    }

    /// Warms what `feedback` needs in `view` when a gesture begins (on the Mac the trackpad has
    /// nothing to warm: the outcome says `nothingToPrepare`; a pattern's game-controller engine is
    /// made and started).
    @MainActor
    @discardableResult
    public func prepare(for feedback: HapticFeedback, in view: NSView) -> HapticPreparationOutcome {
        prepare(for: feedback, in: view as AnyObject)
    }
}
#endif
