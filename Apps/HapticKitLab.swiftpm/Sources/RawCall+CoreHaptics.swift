#if !os(iOS) && !os(macOS) && canImport(CoreHaptics) && canImport(GameController)
// The SPI is HapticKit's own, for this app only (docs/Architecture.md, "Internal SPI"): the cases
// of a call, which the Lab makes directly.
@_spi(HapticKitInternal) import HapticKit

/// Makes the Apple call a route names, directly, on Apple TV and Apple Vision Pro: a Core Haptics
/// pattern on the device's or a game controller's engine. UIKit's feedback generators are
/// unavailable on tvOS and visionOS (UIKit's `UIFeedbackGenerator.h`).
@MainActor
enum RawCall {
    /// Makes `call`; returns the call made, or why none could be. `report` hears the play once
    /// the engine has started.
    static func perform(_ call: HapticCall, report: @escaping @MainActor @Sendable (String) -> Void) -> String {
        switch call.kind {
        case .coreHaptics(let pattern):
            return CoreHapticsRaw.play(pattern, report: report)
        case .accessory(let pattern, .gameController, _):
            return CoreHapticsRaw.playOnController(pattern, report: report)
        case .impact, .selection, .notification, .canvas, .accessory, .appKit, .watchKit, .sensoryFeedback:
            return "\(call.api) is not a call the Lab makes here"
        }
    }
}
#endif
