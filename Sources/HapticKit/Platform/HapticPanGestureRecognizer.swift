#if canImport(UIKit) && !os(watchOS)
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// A pan recognizer that knows the input of its gesture, for a canvas or a resize handle: read
/// ``input`` in its action and pass it with each request.
///
/// ```swift
/// @MainActor final class ResizeController: NSObject {
///     var snapping = AspectRatioSnapping(originalSize: CGSize(width: 200, height: 100))
///
///     func attach(to handle: UIView) {
///         handle.addGestureRecognizer(HapticPanGestureRecognizer(target: self, action: #selector(resize(_:))))
///     }
///
///     @objc func resize(_ pan: HapticPanGestureRecognizer) {
///         switch pan.state {
///         case .began: haptics.prepare(for: snapping.begin(), in: canvas, input: pan.input)
///         case .changed:
///             let step = snapping.resize(to: proposedSize(pan))
///             annotation.bounds.size = step.size
///             if let tap = step.tap {
///                 haptics.play(tap, at: pan.location(in: canvas), in: canvas, input: pan.input)
///             }
///         default: snapping.end(); haptics.endInteraction()
///         }
///     }
/// }
/// ```
open class HapticPanGestureRecognizer: UIPanGestureRecognizer {
    /// The input of the gesture: read from its first touch's `UITouch.type`.
    public private(set) var input: HapticInput = .unspecified

    /// Set it when the app knows the Pencil is Apple Pencil Pro (its `UIPencilInteraction`
    /// delegate received a squeeze, which only Apple Pencil Pro makes); pencil touches then read
    /// as Pencil Pro.
    public var pencilIsPro = false

    /// Records the input of the gesture's first touch, then lets the pan recognizer work. A
    /// two-finger trackpad scroll sends no touches: its input stays ``HapticInput/unspecified``.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let touch = touches.first {
            input = HapticInput(touch.type, pencilIsPro: pencilIsPro)
        }
        super.touchesBegan(touches, with: event)
    }

    /// Forgets the input when the gesture is over, so the next one reads its own.
    open override func reset() {
        input = .unspecified
        super.reset()
    }
}
#endif
