#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The input of an interaction, read from what UIKit gives.
extension HapticInput {
    /// The input of a touch: a finger, an Apple Pencil (of unknown model unless `pencilIsPro`), or
    /// a pointer (``init(touchTypeRawValue:pencilIsPro:)`` decides).
    ///
    /// ```swift
    /// let input = HapticInput(touch.type, pencilIsPro: squeezed)
    /// ```
    ///
    /// > Important: UIKit has no touch type for Apple Pencil Pro (`UITouch.h`). Only Apple Pencil
    /// > Pro supports squeeze ("Handling squeezes from Apple Pencil",
    /// > developer.apple.com/documentation/applepencil/handling-squeezes-from-apple-pencil), so an
    /// > app whose `UIPencilInteraction` delegate received `pencilInteraction(_:didReceiveSqueeze:)`
    /// > may pass `pencilIsPro: true`.
    public init(_ touchType: UITouch.TouchType, pencilIsPro: Bool = false) {
        self.init(touchTypeRawValue: touchType.rawValue, pencilIsPro: pencilIsPro)
    }

    #if !os(tvOS)
    /// The input of a hover recognizer: Apple Pencil hovering when it reports a height, else a
    /// pointer or a Pencil (``hover(zOffset:)`` decides). Not on tvOS, which has no hover
    /// recognizer.
    ///
    /// ```swift
    /// let input = HapticInput(hover: hoverRecognizer)   // felt with neither (Nutrient's tests)
    /// ```
    @MainActor
    public init(hover recognizer: UIHoverGestureRecognizer) {
        if #available(iOS 16.1, *) {
            self = .hover(zOffset: Double(recognizer.zOffset))
        } else {
            self = .hover(zOffset: nil)
        }
    }
    #endif
}

/// The calls that carry a view, a location and the input of the interaction, for UIKit apps.
extension Haptics {
    /// Plays `feedback` at `location` in `view` for an interaction driven by `input`: on iPad a
    /// finger is skipped with the router's reason, a Pencil of unknown model is handed to the
    /// system (felt only with Apple Pencil Pro), Apple Pencil Pro plays.
    ///
    /// ```swift
    /// haptics.play(.alignment, at: pan.location(in: canvas), in: canvas, input: pan.input)
    /// ```
    @MainActor
    @discardableResult
    public func play(
        _ feedback: HapticFeedback, at location: CGPoint, in view: UIView, input: HapticInput
    ) -> HapticOutcome {
        play(feedback, at: location, in: view as AnyObject, input: input)
    }

    /// Warms the generator for `feedback` in `view`, for an interaction driven by `input`, when a
    /// gesture begins.
    ///
    /// ```swift
    /// if pan.state == .began { haptics.prepare(for: snapping.begin(), in: canvas, input: pan.input) }
    /// ```
    @MainActor
    @discardableResult
    public func prepare(for feedback: HapticFeedback, in view: UIView, input: HapticInput) -> HapticPreparationOutcome {
        prepare(for: feedback, in: view as AnyObject, input: input)
    }
}
#endif
