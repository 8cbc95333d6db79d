extension HapticRouter {
    /// iPhone: UIKit feedback generators drive the Taptic Engine. From iOS 17.5 the generator is
    /// attached to the view and told the location (`…(at:)`); before that, the plain calls.
    ///
    /// A request made with no view plays the plain call on a generator made without one
    /// (`init()`, `init(style:)`), from iOS 17.5 too. UIKit's headers mark those initialisers
    /// `API_DEPRECATED_WITH_REPLACEMENT(…, ios(10.0, API_TO_BE_DEPRECATED))` and name `init(view:)`
    /// as the replacement (UIFeedbackGenerator.h:19-21 and UIImpactFeedbackGenerator.h:38, iOS 26.2
    /// SDK), but `API_TO_BE_DEPRECATED` is an intent with no version: no SDK HapticKit builds
    /// against (iOS 17.4 to 26.2) deprecates them, and a view HapticKit picked for the app
    /// (the key window's root view, say) would be a guess that can be windowless or on another
    /// scene. So the call is made in a view only when the request names one: the app's, or a
    /// SwiftUI modifier's anchor view. The route names the `(at:)` call; the player makes the plain
    /// one for a view-less request (``HapticCall/withoutLocation()``), and the outcome says which.
    static func phone(_ rule: Rule) -> HapticRoute {
        let device = rule.device
        guard device.hasTapticEngine else {
            return rule.silent(
                .noHapticHardware,
                "no Taptic Engine that UIFeedbackGenerator drives (iPhone 6s and earlier, iPod touch)",
                Evidence.tapticEngineDocs)
        }
        let at = device.os >= locationAPIRelease
        let atNote =
            at
            ? "; in a view, made with it (the replacement UIKit's header names from iOS 17.5); with no view, the plain call"
            : "; before iOS 17.5 there is no view/location variant, so the plain call is used"
        let direct = at ? Evidence.uiKitLocationAPI : Evidence.tapticEngineDocs

        // Impacts are decided at full strength; `HapticRouter.route(_:on:input:routing:)` carries the feedback's own
        // intensity, or a pattern's strongest moment, into the call.
        func impact(
            _ style: HapticCall.UIImpactFeedbackStyle, _ why: String, source: String = Evidence.swiftUIGap,
            substitute: Bool = true, inferred: Bool = false, contestedBy: String? = nil
        ) -> HapticRoute {
            rule.play(
                .impact(style, intensity: .full, atLocation: at), why + atNote, source, substitute: substitute,
                inferred: inferred, contestedBy: contestedBy)
        }
        let ownTap = "; whether SwiftUI's own plays on iPhone is contested, and this tap plays either way"

        switch rule.feedback.kind {
        case .success, .warning, .error:
            let type: HapticCall.UINotificationType =
                switch rule.feedback.kind {
                case .success: .success
                case .warning: .warning
                default: .error
                }
            return rule.play(
                .notification(type, atLocation: at), "the Taptic Engine plays notification feedback" + atNote, direct)
        case .selection:
            return rule.play(.selection(atLocation: at), "the Taptic Engine plays selection feedback" + atNote, direct)
        case .levelChange:
            return rule.play(
                .selection(atLocation: at),
                "iPhone has no level-change feedback; a selection tick marks each discrete step" + atNote,
                Evidence.swiftUIGap, substitute: true)
        case .increase:
            return impact(
                .rigid,
                "iPhone has no increase feedback (SwiftUI plays it on watchOS and visionOS only); a crisp rigid tap"
                    + ownTap, source: Evidence.watchOnly("increase"), inferred: true,
                contestedBy: Evidence.swiftUITicksOnIOS)
        case .decrease:
            return impact(
                .soft,
                "iPhone has no decrease feedback (SwiftUI plays it on watchOS and visionOS only); a soft tap" + ownTap,
                source: Evidence.watchOnly("decrease"), inferred: true, contestedBy: Evidence.swiftUITicksOnIOS)
        case .start:
            return impact(
                .medium, "iPhone has no start feedback (SwiftUI plays it on watchOS only); a medium impact",
                source: Evidence.watchOnly("start"))
        case .stop:
            return impact(
                .light, "iPhone has no stop feedback (SwiftUI plays it on watchOS only); a light impact",
                source: Evidence.watchOnly("stop"))
        case .alignment:
            return impact(
                .light,
                "UICanvasFeedbackGenerator, which SwiftUI's alignment uses on iOS, was not felt on iPhone in the only"
                    + " published test, so alignment plays a light impact, as Nutrient ships it",
                source: Evidence.alignmentChain, inferred: true)
        case .pathComplete:
            return rule.play(
                .notification(.success, atLocation: at),
                "UICanvasFeedbackGenerator, which SwiftUI's pathComplete uses on iOS, was not felt on iPhone in the"
                    + " only published test, so a completed path plays success" + atNote, Evidence.pathCompleteChain,
                substitute: true,
                inferred: true)
        case .impact(.solid, _):
            return impact(
                .medium, "UIKit has no solid style; medium is the closest weight", source: Evidence.impactStyles)
        case .pattern(let pattern) where device.supportsCoreHaptics:
            let audioNote =
                pattern.withoutAudio == pattern ? "" : "; its audio events are left out (a haptics-only engine)"
            return rule.play(
                .coreHaptics(pattern),
                "Core Haptics plays custom patterns on iPhone 8 and later (reported to ignore the System Haptics switch;"
                    + " HapticKit's settings still apply)" + audioNote,
                Evidence.coreHaptics + "; " + Evidence.systemHapticsSwitch)
        case .pattern:
            return impact(
                .medium,
                "this iPhone has a Taptic Engine but no Core Haptics (iPhone 7); the pattern's strongest moment plays"
                    + " as a medium impact", source: Evidence.coreHaptics)
        case .press, .release, .selectionState:  // routed through their substitutes
            return impact(.light, "a visionOS family; a light impact")
        case .impact(let style, _):
            let uiStyle: HapticCall.UIImpactFeedbackStyle =
                switch style {
                case .light: .light
                case .medium, .solid: .medium  // solid is routed above, with its own reason
                case .heavy: .heavy
                case .rigid: .rigid
                case .soft: .soft
                }
            return impact(uiStyle, "the Taptic Engine plays impact feedback", source: direct, substitute: false)
        }
    }
}
