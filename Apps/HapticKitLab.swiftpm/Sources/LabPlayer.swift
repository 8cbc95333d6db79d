import HapticKit

#if canImport(UIKit) && os(iOS)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// Plays for the Lab: through `Haptics.shared` (HapticKit's route), or as the raw Apple call
/// (``RawCall``). Returns what happened, in words, for the screen.
@MainActor
enum LabPlayer {
    static func playWithHapticKit(
        _ feedback: HapticFeedback, input: HapticInput.Source, anchor: PlayAnchor
    ) -> String {
        #if (canImport(UIKit) && os(iOS)) || (canImport(AppKit) && os(macOS))
        if let view = anchor.view {
            return "HapticKit: \(Haptics.shared.play(feedback, at: anchor.location, in: view, input: .known(input)))"
        }
        #endif
        return "HapticKit: \(Haptics.shared.play(feedback, input: .known(input)))"
    }

    static func playRaw(_ call: HapticCall, anchor: PlayAnchor) -> String {
        #if (canImport(UIKit) && os(iOS)) || (canImport(AppKit) && os(macOS))
        return "raw call: " + RawCall.perform(call, in: anchor.view, at: anchor.location)
        #else
        return "raw call: there are no Apple haptics here"
        #endif
    }
}
