// The README's Swift snippets, and those it showed before 1.0 that now live in the DocC articles
// (marked by the article's name), as a client package writes them.
import Foundation
import HapticKit

// Quick start
func saveFinished() { Haptics.shared.play(.success) }                      // no set-up call
func photoTaken() { Haptics.shared.play(.impact(.light, intensity: 0.7)) }
func deleteTapped() { Haptics.shared.singleTap(.heavy) }                   // .light by default

#if canImport(UIKit) && !os(watchOS)
import UIKit

// Getting started: play where it happens, in a view
@MainActor
func snapFeedback(_ gesture: UIPanGestureRecognizer, in canvas: UIView, snapped: Bool) {
    let haptics = Haptics.shared
    switch gesture.state {
    case .began:
        haptics.prepare(for: .alignment, in: canvas)              // a real pre-warm
    case .changed where snapped:
        let outcome = haptics.play(.alignment, at: gesture.location(in: canvas), in: canvas)
        // played UICanvasFeedbackGenerator.alignmentOccurred(at:) (warm) on iPad with Pencil Pro
        // skipped: throttled: 'alignment' may play again in 40 ms, if the last snap was 60 ms ago
        print(outcome)
    case .ended, .cancelled:
        haptics.endInteraction()
    default:
        break
    }
}
#endif

#if canImport(UIKit) && os(iOS)
// Snapping feedback on iPhone and iPad: the resize of an annotation, with the input of each gesture
@MainActor
func resize(_ pan: HapticPanGestureRecognizer, in canvas: UIView, from start: CGSize,
            snapping: inout AspectRatioSnapping) -> HapticSnapStep<CGSize>? {
    let haptics = Haptics.shared
    switch pan.state {
    case .began:
        haptics.prepare(for: snapping.begin(), in: canvas, input: pan.input)     // the first snap is warm
    case .changed:
        let drag = pan.translation(in: canvas)
        let step = snapping.resize(to: CGSize(width: start.width + drag.x, height: start.height + drag.y))
        if let tap = step.tap {
            let outcome = haptics.play(tap, at: pan.location(in: canvas), in: canvas, input: pan.input)
            // iPhone:                  played UIImpactFeedbackGenerator(style: .light)… (warm)
            // iPad, Apple Pencil:      handed to the system: UICanvasFeedbackGenerator.alignmentOccurred(at:)
            //                          (warm); felt only with Apple Pencil Pro
            // iPad, finger:            skipped: no haptic hardware: iPad has no Taptic Engine; …
            print(outcome)
        }
        return step                                                               // size and guide ratio
    default:
        snapping.end()
        haptics.endInteraction()
    }
    return nil
}
#endif

#if canImport(AppKit) && os(macOS)
import AppKit

@MainActor
func macSnap(_ event: NSEvent, in canvas: NSView) {
    Haptics.shared.prepare(for: .alignment, in: canvas)
    Haptics.shared.play(.alignment, at: event.locationInWindow, in: canvas)
}
#endif

// Getting started: preferences
func preferences() {
    let haptics = Haptics.shared
    haptics.settings.isEnabled = false          // kill switch: nothing plays or stays prepared
    haptics.settings[.selection] = false        // per category: notification, selection, impact, alignment, pattern
    haptics.settings.intensityScale = 0.5       // impacts at half strength
    haptics.updateSettings { $0.isEnabled = true; $0[.selection].toggle() }   // several changes, one step
    haptics.settings = HapticSettings(userDefaults: .standard)   // replace them all, from your own storage
}

struct LoggingBackend: HapticBackend {
    func play(_ request: HapticRequest) throws {}
    func observe(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant) { print(feedback, outcome) }
}

// Getting started: change the shared player in place
func swap() {
    let logger = LoggingBackend()
    Haptics.shared.backend = MultiplexHapticBackend(Haptics.platformBackend(), logger)   // play and log
    Haptics.shared.rateLimits = .unlimited
    Haptics.shared.routing.macEventCategories = [.notification]   // the matrix: the Mac's opt-in
    Haptics.shared.resetToLaunchState()         // tests: put it back as it was
}

// Custom patterns and AHAP
func custom() throws {
    let knock = try HapticPattern(notation: "O-o")       // heavy tap, rest, medium tap
    Haptics.shared.play(.pattern(knock))                // Core Haptics on iPhone 8 and later
    let file = URL(fileURLWithPath: "Jump.ahap")
    let jump = try HapticPattern(ahap: Data(contentsOf: file))   // throws where Core Haptics would reject it
    _ = jump
}
