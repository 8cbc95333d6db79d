extension HapticRouter {
    /// iPhone: UIKit feedback generators drive the Taptic Engine. From iOS 17.5 the generator is
    /// attached to the view and told the location (`…(at:)`); before that, the plain calls.
    static func phone(_ rule: Rule) -> HapticRoute {
        let device = rule.device
        guard device.hardware.tapticEngine else {
            return rule.silent(
                .noHapticHardware,
                "no Taptic Engine that UIFeedbackGenerator drives (iPhone 6s and earlier, iPod touch)",
                Evidence.tapticEngineDocs)
        }
        let at = device.os >= locationAPIRelease
        let atNote =
            at
            ? "; made with its view, the replacement UIKit's header names from iOS 17.5"
            : "; before iOS 17.5 there is no view/location variant, so the plain call is used"
        let direct = at ? Evidence.uiKitLocationAPI : Evidence.tapticEngineDocs

        // Impacts are decided at full strength; `HapticRouter.route` carries the intent's own
        // intensity, or a pattern's strongest moment, into the call.
        func impact(
            _ style: HapticCall.UIImpactStyle, _ why: String, source: String = Evidence.swiftUIGap,
            substitute: Bool = true, inferred: Bool = false
        ) -> HapticRoute {
            rule.play(
                .impact(style, intensity: .full, atLocation: at), why + atNote, source, substitute: substitute,
                inferred: inferred)
        }

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
                "iPhone has no increase feedback (SwiftUI plays it on watchOS and visionOS only); a crisp rigid tap",
                source: Evidence.watchOnly("increase"), inferred: true)
        case .decrease:
            return impact(
                .soft, "iPhone has no decrease feedback (SwiftUI plays it on watchOS and visionOS only); a soft tap",
                source: Evidence.watchOnly("decrease"), inferred: true)
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
                "UICanvasFeedbackGenerator, which SwiftUI's alignment uses on iOS, plays nothing on iPhone, so alignment"
                    + " plays a light impact, as Nutrient ships it", source: Evidence.alignmentChain, inferred: true)
        case .pathComplete:
            return rule.play(
                .notification(.success, atLocation: at),
                "UICanvasFeedbackGenerator, which SwiftUI's pathComplete uses on iOS, plays nothing on iPhone, so a"
                    + " completed path plays success" + atNote, Evidence.alignmentChain, substitute: true,
                inferred: true)
        case .impact(.solid, _):
            return impact(.medium, "UIKit has no solid style; medium is the closest weight", source: Evidence.choice)
        case .pattern(let pattern) where device.hardware.coreHaptics:
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
        case .press, .release, .selectionState:  // routed through their stand-ins
            return impact(.light, "a visionOS family; a light impact")
        case .impact(let style, _):
            let uiStyle: HapticCall.UIImpactStyle =
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
