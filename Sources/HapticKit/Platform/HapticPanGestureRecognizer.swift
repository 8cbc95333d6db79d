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
///             annotation.bounds.size = step.value
///             if let tap = step.tap {
///                 haptics.play(tap, at: pan.location(in: canvas), in: canvas, input: pan.input)
///             }
///         default: snapping.end(); haptics.endInteraction()
///         }
///     }
/// }
/// ```
open class HapticPanGestureRecognizer: UIPanGestureRecognizer {
    /// The input of the gesture: its first touch's `UITouch.type` (``HapticInput/unspecified``
    /// for a two-finger trackpad scroll, which sends no touches).
    public var input: HapticInput { firstTouch.input(pencilIsPro: pencilIsPro) }

    /// Set it when the app knows the Pencil is Apple Pencil Pro (its `UIPencilInteraction`
    /// delegate received a squeeze, which only Apple Pencil Pro makes); pencil touches then read
    /// as Pencil Pro.
    public var pencilIsPro = false

    private var firstTouch = GestureFirstTouch()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        firstTouch.began(touchTypeRawValue: touches.first?.type.rawValue)
        super.touchesBegan(touches, with: event)
    }

    open override func reset() {
        firstTouch.reset()
        super.reset()
    }
}
#endif
