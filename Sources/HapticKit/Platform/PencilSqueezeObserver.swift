// `UIPencilInteraction.Squeeze` and `init(delegate:)` came with the iOS 17.5 SDK; SwiftUI 6 (the
// iOS 18 SDK, Xcode 16) is how this file tells a new enough SDK from an older one.
#if canImport(UIKit) && os(iOS) && canImport(SwiftUI, _version: 6.0)
import UIKit

/// Handles Apple Pencil squeezes with the app's own action and learns from them that the Pencil in
/// use is Apple Pencil Pro ("Only Apple Pencil Pro supports squeeze interactions", "Handling
/// squeezes from Apple Pencil",
/// developer.apple.com/documentation/applepencil/handling-squeezes-from-apple-pencil), so pencil
/// touches can be routed as Pencil Pro rather than handed to the system.
///
/// ```swift
/// @available(iOS 17.5, *)
/// @MainActor final class CanvasController: NSObject {
///     let squeezes = PencilSqueezeObserver { squeeze in
///         if squeeze.phase == .ended, UIPencilInteraction.preferredSqueezeAction == .showContextualPalette {
///             guide.isHidden.toggle()   // the app's palette
///         }
///     }
///
///     func attach(to canvas: UIView) {
///         canvas.addInteraction(squeezes.interaction)
///         canvas.addGestureRecognizer(HapticPanGestureRecognizer(target: self, action: #selector(draw(_:))))
///     }
///
///     @objc func draw(_ pan: HapticPanGestureRecognizer) {
///         if pan.state == .began { pan.pencilIsPro = squeezes.sawSqueeze }   // as it is now, each stroke
///         // ... haptics.play(.alignment, at: pan.location(in: canvas), in: canvas, input: pan.input)
///     }
/// }
/// ```
///
/// The view the interaction is added to keeps the observer: UIKit holds an interaction's delegate
/// weakly ("@property (nonatomic, weak, nullable) id<UIPencilInteractionDelegate> delegate;",
/// UIPencilInteraction.h:85, iOS 26.2 SDK), so ``interaction`` holds its observer itself, and an
/// observer kept in a local `let` still gets its squeezes once its interaction is in a view. Read
/// ``sawSqueeze`` when a gesture starts, not once at set-up: it turns true at the first squeeze.
///
/// Its interaction makes the view's squeezes the app's to handle, so it asks for the app's action
/// and never swallows a squeeze: pass what your app does (usually the person's
/// `UIPencilInteraction.preferredSqueezeAction`). Where a squeeze is already handled, by PencilKit's
/// tool picker or your own `UIPencilInteractionDelegate`, do not add this interaction: set
/// ``HapticPanGestureRecognizer/pencilIsPro`` from that handler instead.
///
/// > Important: The Pencil counts as one of unknown model until it squeezes. UIKit reports no
/// > Pencil's identity, so a squeeze counts until the app enters the background (another Pencil
/// > may be paired meanwhile; HapticKit's choice) or ``forget()``. Built with the iOS 18 SDK
/// > (Xcode 16) or later.
@available(iOS 17.5, *)
@MainActor
public final class PencilSqueezeObserver: NSObject, UIPencilInteractionDelegate {
    private let squeezes = PencilSqueezes(forgetOn: [UIApplication.didEnterBackgroundNotification])
    private let onSqueeze: @MainActor (UIPencilInteraction.Squeeze) -> Void

    /// Whether a squeeze has arrived since the app last entered the background: the Pencil is
    /// Apple Pencil Pro.
    public var sawSqueeze: Bool { squeezes.sawSqueeze }

    /// The interaction to add to the view the Pencil draws in. It keeps this observer (UIKit keeps
    /// its delegate weakly), so the view keeps both; one is made again when the last one went.
    public var interaction: UIPencilInteraction {
        if let made { return made }
        let interaction = KeepingInteraction(observer: self)
        made = interaction
        return interaction
    }

    /// The interaction made last, while a view (or the app) holds it.
    private weak var made: UIPencilInteraction?

    /// An observer that has seen no squeeze yet, and hands each squeeze to `onSqueeze`.
    public init(onSqueeze: @escaping @MainActor (UIPencilInteraction.Squeeze) -> Void) {
        self.onSqueeze = onSqueeze
        super.init()
    }

    /// Forgets the squeeze, for a Pencil the app knows was changed.
    public func forget() {
        squeezes.forget()
    }

    /// Records the squeeze and performs the app's action.
    public func pencilInteraction(
        _ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze
    ) {
        squeezes.squeezed()
        onSqueeze(squeeze)
    }
}

/// A Pencil interaction that keeps its delegate, which `UIPencilInteraction` holds weakly.
@available(iOS 17.5, *)
private final class KeepingInteraction: UIPencilInteraction {
    private let observer: PencilSqueezeObserver

    init(observer: PencilSqueezeObserver) {
        self.observer = observer
        super.init(delegate: observer)
    }
}
#endif
