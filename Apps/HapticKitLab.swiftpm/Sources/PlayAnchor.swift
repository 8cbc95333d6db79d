import CoreGraphics
import Foundation

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The platform view that calls needing a view and a location (canvas feedback) play in.
typealias PlatformView = UIView
#elseif canImport(AppKit) && os(macOS)
import AppKit

/// The platform view that calls needing a view and a location play in.
typealias PlatformView = NSView
#else
/// No view to play in: Apple Watch plays on the wrist, at no location.
final class PlatformView {}
#endif

/// Holds the view behind the Lab's screens, so that the catalogue's plays have a real view.
@MainActor
final class PlayAnchor {
    /// The view, while it is on screen.
    weak var view: PlatformView?

    /// The centre of the view, where the catalogue's calls with a location play.
    var location: CGPoint {
        #if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && os(macOS))
        return view.map { CGPoint(x: $0.bounds.midX, y: $0.bounds.midY) } ?? .zero
        #else
        return .zero
        #endif
    }
}

#if canImport(SwiftUI)
import SwiftUI

/// An empty view, the size of what it is behind, that hands itself to a ``PlayAnchor``.
struct AnchorView {
    let anchor: PlayAnchor
}

#if canImport(UIKit) && !os(watchOS)
extension AnchorView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        anchor.view = view
        return view
    }

    func updateUIView(_ view: UIView, context: Context) {}
}
#elseif canImport(AppKit) && os(macOS)
extension AnchorView: NSViewRepresentable {
    func makeNSView(context: Context) -> NSView {
        let view = NSView()
        anchor.view = view
        return view
    }

    func updateNSView(_ view: NSView, context: Context) {}
}
#else
extension AnchorView: View {
    var body: some View { EmptyView() }
}
#endif
#endif
