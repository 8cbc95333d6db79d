#if canImport(SwiftUI)
import SwiftUI

#if canImport(UIKit)
import UIKit

/// The platform view that calls needing a view and a location (canvas feedback) play in.
typealias PlatformView = UIView
#elseif canImport(AppKit)
import AppKit

/// The platform view that calls needing a view and a location play in.
typealias PlatformView = NSView
#endif

/// Holds the view behind the Lab's screens, so that HapticKit and the raw calls have a real view.
@MainActor
final class PlayAnchor {
    /// The view, while it is on screen.
    weak var view: PlatformView?

    /// The centre of the view, where calls with a location play.
    var location: CGPoint { view.map { CGPoint(x: $0.bounds.midX, y: $0.bounds.midY) } ?? .zero }
}

/// An empty view, the size of what it is behind, that hands itself to a ``PlayAnchor``.
struct AnchorView {
    let anchor: PlayAnchor
}

#if canImport(UIKit)
extension AnchorView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        anchor.view = view
        return view
    }

    func updateUIView(_ view: UIView, context: Context) {}
}
#elseif canImport(AppKit)
extension AnchorView: NSViewRepresentable {
    func makeNSView(context: Context) -> NSView {
        let view = NSView()
        anchor.view = view
        return view
    }

    func updateNSView(_ view: NSView, context: Context) {}
}
#endif
#endif
