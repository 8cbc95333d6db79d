// `UIPencilInteraction.Squeeze` and `init(delegate:)` came with the iOS 17.5 SDK; SwiftUI 6 (the
// iOS 18 SDK, Xcode 16) is how this file tells a new enough SDK from an older one.
#if canImport(UIKit) && os(iOS) && canImport(SwiftUI, _version: 6.0)
import UIKit

/// Learns that the Pencil in use is Apple Pencil Pro: only Apple Pencil Pro supports squeeze
/// ("Handling squeezes from Apple Pencil",
/// developer.apple.com/documentation/applepencil/handling-squeezes-from-apple-pencil), so once a
/// squeeze arrives, pencil touches can be routed as Pencil Pro rather than handed to the system.
///
/// ```swift
/// let squeezes = PencilSqueezeObserver()
/// canvas.addInteraction(squeezes.interaction)
/// pan.pencilIsPro = squeezes.sawSqueeze        // or HapticInput(touch.type, pencilIsPro: squeezes.sawSqueeze)
/// ```
///
/// > Important: The pencil counts as a Pencil of unknown model until the person squeezes it once.
/// > Built with the iOS 18 SDK (Xcode 16) or later.
/// > An app that handles squeezes itself sets ``HapticPanGestureRecognizer/pencilIsPro`` from its
/// > own `UIPencilInteractionDelegate` instead.
@available(iOS 17.5, *)
@MainActor
public final class PencilSqueezeObserver: NSObject, UIPencilInteractionDelegate {
    /// Whether a squeeze has arrived: the Pencil is Apple Pencil Pro.
    public private(set) var sawSqueeze = false

    /// The interaction to add to the view the Pencil draws in.
    public private(set) lazy var interaction = UIPencilInteraction(delegate: self)

    /// An observer that has seen no squeeze yet.
    public override init() {
        super.init()
    }

    /// Records that a squeeze arrived.
    public func pencilInteraction(
        _ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze
    ) {
        sawSqueeze = true
    }
}
#endif
