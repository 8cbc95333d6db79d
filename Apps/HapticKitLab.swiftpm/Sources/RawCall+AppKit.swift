#if canImport(AppKit) && os(macOS)
import AppKit
// The SPI is HapticKit's own, for this app only (docs/Architecture.md, "Internal SPI"): the cases
// of a call, which the Lab makes directly.
@_spi(HapticKitInternal) import HapticKit

/// Makes the Apple call a route names, directly, as an app without HapticKit would. Forwarding
/// only: HapticKit's ``HapticCall`` says which call and which pattern.
@MainActor
enum RawCall {
    /// Makes `call`; returns the call made, or why none could be. `report` hears what a Core
    /// Haptics play that finishes later did.
    static func perform(
        _ call: HapticCall, in view: NSView?, at location: CGPoint,
        report: @escaping @MainActor @Sendable (String) -> Void
    ) -> String {
        switch call.kind {
        case .appKit(let pattern):
            NSHapticFeedbackManager.defaultPerformer.perform(pattern.appKit, performanceTime: .default)
        case .coreHaptics(let pattern):
            return CoreHapticsRaw.play(pattern, report: report)
        case .accessory(let pattern, .gameController, _):
            return CoreHapticsRaw.playOnController(pattern, report: report)
        case .impact, .selection, .notification, .canvas, .accessory, .watchKit, .sensoryFeedback:
            return "\(call.api) is not a call a Mac app makes"
        }
        return call.description
    }
}

extension HapticCall.NSHapticPattern {
    /// AppKit's pattern of the same name.
    var appKit: NSHapticFeedbackManager.FeedbackPattern {
        switch self {
        case .generic: .generic
        case .alignment: .alignment
        case .levelChange: .levelChange
        }
    }
}
#endif
