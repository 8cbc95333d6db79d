#if canImport(SwiftUI)
public import SwiftUI

/// A thin platform view behind a modified view, the same size, that keeps a
/// ``HapticAnchorSlot`` pointing at itself (and its centre) while it is in a window. HapticKit's
/// modifiers play in it, so canvas feedback on iPad gets the real view and location it needs.
struct HapticAnchorView {
    let slot: HapticAnchorSlot
}

#if canImport(UIKit) && !os(watchOS)
extension HapticAnchorView: UIViewRepresentable {
    func makeUIView(context: Context) -> HapticAnchorUIView { HapticAnchorUIView(slot: slot) }

    func updateUIView(_ view: HapticAnchorUIView, context: Context) {}
}

/// Draws nothing, takes no touches, is not an accessibility element.
final class HapticAnchorUIView: UIView {
    let slot: HapticAnchorSlot

    init(slot: HapticAnchorSlot) {
        self.slot = slot
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        publish()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        publish()
    }

    private func publish() {
        slot.update(window == nil ? nil : HapticAnchor(at: nil, in: self, bounds: bounds))
    }
}
#elseif canImport(AppKit)
extension HapticAnchorView: NSViewRepresentable {
    func makeNSView(context: Context) -> HapticAnchorNSView { HapticAnchorNSView(slot: slot) }

    func updateNSView(_ view: HapticAnchorNSView, context: Context) {}
}

/// Draws nothing, takes no clicks; flipped, so its coordinates are SwiftUI's (origin top left).
final class HapticAnchorNSView: NSView {
    let slot: HapticAnchorSlot

    init(slot: HapticAnchorSlot) {
        self.slot = slot
        super.init(frame: .zero)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override var isFlipped: Bool { true }

    override func hitTest(_ point: NSPoint) -> NSView? { nil }

    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        publish()
    }

    override func layout() {
        super.layout()
        publish()
    }

    private func publish() {
        slot.update(window == nil ? nil : HapticAnchor(at: nil, in: self, bounds: bounds))
    }
}
#endif

/// Installs an anchor view behind the content and, for the content, the environment's player
/// bound to it.
struct HapticAnchorModifier: ViewModifier {
    let slot: HapticAnchorSlot
    @Environment(\.haptics) private var haptics

    func body(content: Content) -> some View {
        #if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
        content
            .environment(\.haptics, slot.player(sharing: haptics))
            .background(HapticAnchorView(slot: slot))
        #else
        // watchOS: WatchKit plays without a view.
        content.environment(\.haptics, slot.player(sharing: haptics))
        #endif
    }
}

extension View {
    /// Installs a thin platform view behind this view as the environment's anchor: a view-less
    /// call made in this view's subtree (`haptics.success()` in a button's action) plays in it,
    /// at its centre, where the call needs a view (canvas feedback on iPad, through Apple Pencil
    /// Pro and the trackpad). Without one, such calls play the view-less call, and canvas feedback
    /// is skipped with `needsLocation`.
    /// Every `.haptic` modifier installs one too.
    ///
    /// ```swift
    /// Form { Button("Save") { haptics.success() } }.hapticAnchor()
    /// ```
    public func hapticAnchor() -> some View {
        modifier(KeepingState({ HapticAnchorSlot() }) { HapticAnchorModifier(slot: $0) })
    }
}
#endif
