#if DEBUG && canImport(AppKit) && os(macOS)
import AppKit

/// The stand-in's ripple and caption on the Mac: a borderless, transparent child window over the
/// request's window for the cue's ``StandInCue/seconds``, then closed. It ignores mouse events
/// (`ignoresMouseEvents`, so every click reaches the window below), never becomes key, and is
/// its own window, so no view of the app moves.
struct StandInOverlay: StandInOutput {
    var kind: HapticStandIn { .visual }

    func show(_ cue: StandInCue, in anchor: HapticAnchor?) {
        Task { @MainActor in StandInOverlayWindow.present(cue, in: anchor?.view as? NSView) }
    }
}

@MainActor
enum StandInOverlayWindow {
    /// Draws `cue` over `view`'s window, or at the top of the key window for a view-less request.
    static func present(_ cue: StandInCue, in view: NSView?) {
        guard let parent = view?.window ?? NSApplication.shared.keyWindow ?? NSApplication.shared.mainWindow,
            let content = parent.contentView
        else { return }
        let bounds = content.bounds
        let centre: CGPoint
        if case .inView(let location) = cue.placement, let view, view.window === parent {
            centre = content.convert(view.convert(location, to: nil), from: nil)
        } else {
            centre = CGPoint(x: bounds.width / 2, y: content.isFlipped ? 44 : bounds.height - 44)
        }
        let overlay = NSWindow(
            contentRect: parent.contentRect(forFrameRect: parent.frame), styleMask: .borderless, backing: .buffered,
            defer: false)
        overlay.isOpaque = false
        overlay.backgroundColor = .clear
        overlay.ignoresMouseEvents = true
        overlay.isReleasedWhenClosed = false
        overlay.isExcludedFromWindowsMenu = true
        overlay.hasShadow = false
        let canvas = NSView(frame: NSRect(origin: .zero, size: bounds.size))
        canvas.wantsLayer = true
        canvas.setAccessibilityElement(false)
        overlay.contentView = canvas
        // The canvas is not flipped: place the point as AppKit's lower-left origin has it.
        let point = content.isFlipped ? CGPoint(x: centre.x, y: bounds.height - centre.y) : centre
        for ring in StandInRipple.layers(for: cue, at: point) { canvas.layer?.addSublayer(ring) }
        let caption = NSTextField(labelWithString: cue.title + "\n" + cue.detail)
        caption.font = .monospacedSystemFont(ofSize: 11, weight: .medium)
        caption.textColor = .white
        caption.drawsBackground = true
        caption.backgroundColor = NSColor.black.withAlphaComponent(0.75)
        caption.alignment = .center
        caption.sizeToFit()
        let size = caption.frame.size
        let below = point.y - 84 - size.height > 0
        caption.frame.origin = CGPoint(
            x: min(max(8, point.x - size.width / 2), bounds.width - size.width - 8),
            y: below ? point.y - 84 - size.height : point.y + 84)
        canvas.addSubview(caption)
        parent.addChildWindow(overlay, ordered: .above)
        DispatchQueue.main.asyncAfter(deadline: .now() + cue.seconds) {
            parent.removeChildWindow(overlay)
            overlay.orderOut(nil)
        }
    }
}
#endif
