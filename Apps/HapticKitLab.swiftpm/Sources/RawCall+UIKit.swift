#if canImport(UIKit) && os(iOS)
// The SPI is HapticKit's own, for this app only (docs/Architecture.md, "Internal SPI"): the cases
// of a call, which the Lab makes directly.
@_spi(HapticKitInternal) import HapticKit
import UIKit

/// Makes the Apple call a route names, directly, as an app without HapticKit would, so a designer
/// can compare it with HapticKit's play. Forwarding only: HapticKit's ``HapticCall`` says which
/// call, with which style and intensity.
@MainActor
enum RawCall {
    /// Makes `call` (in `view` at `location` when it takes them); returns the call made, or why
    /// none could be.
    static func perform(_ call: HapticCall, in view: UIView?, at location: CGPoint) -> String {
        switch call.kind {
        case .impact(let style, let intensity, let atLocation):
            if atLocation, #available(iOS 17.5, macCatalyst 17.5, *), let view {
                UIImpactFeedbackGenerator(style: style.uiKit, view: view)
                    .impactOccurred(intensity: CGFloat(intensity.value), at: location)
            } else {
                UIImpactFeedbackGenerator(style: style.uiKit).impactOccurred(intensity: CGFloat(intensity.value))
            }
        case .selection(let atLocation):
            if atLocation, #available(iOS 17.5, macCatalyst 17.5, *), let view {
                UISelectionFeedbackGenerator(view: view).selectionChanged(at: location)
            } else {
                UISelectionFeedbackGenerator().selectionChanged()
            }
        case .notification(let type, let atLocation):
            if atLocation, #available(iOS 17.5, macCatalyst 17.5, *), let view {
                UINotificationFeedbackGenerator(view: view).notificationOccurred(type.uiKit, at: location)
            } else {
                UINotificationFeedbackGenerator().notificationOccurred(type.uiKit)
            }
        case .canvas(let event):
            guard #available(iOS 17.5, macCatalyst 17.5, *), let view else {
                return "\(call.api) needs iOS 17.5 and a view"
            }
            let generator = UICanvasFeedbackGenerator(view: view)
            switch event {
            case .alignment: generator.alignmentOccurred(at: location)
            case .pathCompleted: generator.pathCompleted(at: location)
            }
        case .coreHaptics(let pattern):
            return CoreHapticsRaw.play(pattern)
        case .accessory(let pattern, .gameController, _):
            return CoreHapticsRaw.playOnController(pattern)
        case .accessory, .appKit, .watchKit, .sensoryFeedback:
            return "\(call.api) is not a call an iPhone or iPad app makes"
        }
        return call.invocation
    }
}

extension HapticCall.UIImpactStyle {
    /// UIKit's style of the same name.
    var uiKit: UIImpactFeedbackGenerator.FeedbackStyle {
        switch self {
        case .light: .light
        case .medium: .medium
        case .heavy: .heavy
        case .soft: .soft
        case .rigid: .rigid
        }
    }
}

extension HapticCall.UINotificationType {
    /// UIKit's type of the same name.
    var uiKit: UINotificationFeedbackGenerator.FeedbackType {
        switch self {
        case .success: .success
        case .warning: .warning
        case .error: .error
        }
    }
}
#endif
