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
    /// One generator per call kind (and impact style, which a generator is made with), kept while
    /// it stays with the same view. `UIFeedbackGenerator(view:)` attaches the generator to the
    /// view as an interaction (UIKit's `UIFeedbackGenerator.h`, iOS 17.5 SDK), so a new generator
    /// for each tap would leave one more on the view every time; a replaced one is removed from it.
    private static var generators: [String: Kept] = [:]

    /// A kept generator and the view it was attached to, if any.
    private final class Kept {
        let generator: UIFeedbackGenerator
        weak var view: UIView?

        init(_ generator: UIFeedbackGenerator, in view: UIView?) {
            self.generator = generator
            self.view = view
        }
    }

    /// Makes `call` (in `view` at `location` when it takes them); returns the call made, or why
    /// none could be. `report` hears what a Core Haptics play that finishes later did.
    static func perform(
        _ call: HapticCall, in view: UIView?, at location: CGPoint,
        report: @escaping @MainActor @Sendable (String) -> Void
    ) -> String {
        let view = attachable(view)
        switch call.kind {
        case .impact(let style, let intensity, let atLocation):
            let generator: UIImpactFeedbackGenerator = generator("impact-\(style)", in: atLocation ? view : nil) {
                view in
                if #available(iOS 17.5, macCatalyst 17.5, *), let view {
                    return UIImpactFeedbackGenerator(style: style.uiKit, view: view)
                }
                return UIImpactFeedbackGenerator(style: style.uiKit)
            }
            if atLocation, #available(iOS 17.5, macCatalyst 17.5, *), view != nil {
                generator.impactOccurred(intensity: CGFloat(intensity.value), at: location)
            } else {
                generator.impactOccurred(intensity: CGFloat(intensity.value))
            }
        case .selection(let atLocation):
            let generator: UISelectionFeedbackGenerator = generator("selection", in: atLocation ? view : nil) { view in
                if #available(iOS 17.5, macCatalyst 17.5, *), let view {
                    return UISelectionFeedbackGenerator(view: view)
                }
                return UISelectionFeedbackGenerator()
            }
            if atLocation, #available(iOS 17.5, macCatalyst 17.5, *), view != nil {
                generator.selectionChanged(at: location)
            } else {
                generator.selectionChanged()
            }
        case .notification(let type, let atLocation):
            let generator: UINotificationFeedbackGenerator = generator("notification", in: atLocation ? view : nil) {
                view in
                if #available(iOS 17.5, macCatalyst 17.5, *), let view {
                    return UINotificationFeedbackGenerator(view: view)
                }
                return UINotificationFeedbackGenerator()
            }
            if atLocation, #available(iOS 17.5, macCatalyst 17.5, *), view != nil {
                generator.notificationOccurred(type.uiKit, at: location)
            } else {
                generator.notificationOccurred(type.uiKit)
            }
        case .canvas(let event):
            guard #available(iOS 17.5, macCatalyst 17.5, *), let view else {
                return "\(call.api) needs iOS 17.5 and a view"
            }
            let generator = generator("canvas", in: view) { UICanvasFeedbackGenerator(view: $0 ?? view) }
            switch event {
            case .alignment: generator.alignmentOccurred(at: location)
            case .pathCompleted: generator.pathCompleted(at: location)
            }
        case .coreHaptics(let pattern):
            return CoreHapticsRaw.play(pattern, report: report)
        case .accessory(let pattern, .gameController, _):
            return CoreHapticsRaw.playOnController(pattern, report: report)
        case .accessory, .appKit, .watchKit, .sensoryFeedback:
            return "\(call.api) is not a call an iPhone or iPad app makes"
        }
        return call.description
    }

    /// `view` where a generator can be attached to it (iOS 17.5), or `nil`.
    private static func attachable(_ view: UIView?) -> UIView? {
        if #available(iOS 17.5, macCatalyst 17.5, *) { return view }
        return nil
    }

    /// The kept generator of `kind` for `view` (`nil`: one not attached to a view), or a new one
    /// made by `make`, which replaces the kept one and removes it from the view it was attached to.
    private static func generator<Generator: UIFeedbackGenerator>(
        _ kind: String, in view: UIView?, make: (UIView?) -> Generator
    ) -> Generator {
        let key = view == nil ? kind : "\(kind) in a view"
        if let kept = generators[key], let generator = kept.generator as? Generator, kept.view === view {
            return generator
        }
        if #available(iOS 17.5, macCatalyst 17.5, *), let old = generators[key], let attachedTo = old.view {
            attachedTo.removeInteraction(old.generator)
        }
        let made = make(view)
        generators[key] = Kept(made, in: view)
        return made
    }
}

extension HapticCall.UIImpactFeedbackStyle {
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
