import CoreGraphics
import HapticKit

#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif canImport(AppKit) && os(macOS)
import AppKit
#endif

/// Plays for the Lab: through `Haptics.shared` (HapticKit's route), or as the raw Apple call
/// (``RawCall``), in the view and at the point of the gesture that asked. Returns what happened,
/// in words, for the screen.
@MainActor
enum LabPlayer {
    static func playWithHapticKit(
        _ feedback: HapticFeedback, input: HapticInput.Device, at location: CGPoint, in view: PlatformView?
    ) -> String {
        #if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && os(macOS))
        if let view {
            return "HapticKit: \(Haptics.shared.play(feedback, at: location, in: view, input: .known(input)))"
        }
        #endif
        return "HapticKit: \(Haptics.shared.play(feedback, input: .known(input)))"
    }

    /// Makes `call`; `report` hears what a call that finishes later (a Core Haptics engine that
    /// starts asynchronously) did.
    static func playRaw(
        _ call: HapticCall, at location: CGPoint, in view: PlatformView?,
        report: @escaping @MainActor @Sendable (String) -> Void
    ) -> String {
        #if (canImport(UIKit) && os(iOS)) || (canImport(AppKit) && os(macOS))
        return "raw call: " + RawCall.perform(call, in: view, at: location, report: report)
        #elseif canImport(CoreHaptics) && canImport(GameController)
        return "raw call: " + RawCall.perform(call, report: report)
        #else
        return "raw call: the Lab makes no raw call on this platform"
        #endif
    }
}
