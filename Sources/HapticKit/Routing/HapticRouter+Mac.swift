extension HapticRouter {
    /// Mac (AppKit): `NSHapticFeedbackManager` plays on a Force Touch trackpad while it is touched.
    /// With a Magic Trackpad the call is made too, and contested: published reports felt nothing, or
    /// felt it weakly.
    static func mac(_ rule: Rule) -> HapticRoute {
        switch rule.device.inputDevice.kind {
        case .forceTouchTrackpad, .magicTrackpad, .unspecified:
            break
        case .mouse:
            return rule.silent(
                .noHapticHardware,
                "a mouse has no haptic actuator; NSHapticFeedbackManager plays only on a Force Touch"
                    + " trackpad", Evidence.appKitMouse)
        default:
            return rule.silent(
                .inputPlaysNothing, "\(rule.device.inputDevice) is not a Mac input; only a Force Touch trackpad plays",
                Evidence.appKit)
        }
        let via = "the Force Touch trackpad plays it while the user's finger is on it"
        let contested = rule.device.inputDevice.kind == .magicTrackpad ? Evidence.magicTrackpadReport : nil
        switch rule.feedback.kind {
        case .alignment:
            return rule.play(
                .appKit(.alignment), via, Evidence.appKit, inferred: contested != nil, contestedBy: contested)
        case .levelChange:
            return rule.play(
                .appKit(.levelChange), via, Evidence.appKit, inferred: contested != nil, contestedBy: contested)
        case .success, .warning, .error, .start, .stop:
            let category = rule.feedback.category
            guard rule.routing.macEventCategories.contains(category) else {
                return rule.silent(
                    .notUserInitiated,
                    "on the Mac haptics are for the user's own actions; \(rule.feedback.name) follows an event, so it"
                        + " is silent unless the app opts '\(category)' in (HapticRouting.macEventCategories)",
                    Evidence.macGuidance)
            }
            return rule.play(
                .appKit(.generic),
                via + "; the app opted '\(category)' in, so generic feedback, which plays only while the user touches"
                    + " the trackpad", Evidence.macGeneric + "; " + Evidence.macGuidance + "; " + Evidence.appKit,
                substitute: true, inferred: contested != nil, contestedBy: contested)
        case .selection, .increase, .decrease, .pathComplete, .impact, .pattern, .press, .release, .selectionState:
            return rule.play(
                .appKit(.generic), via + "; AppKit has only alignment, level-change and generic feedback, so generic",
                Evidence.macGeneric + "; " + Evidence.appKit, substitute: true, inferred: contested != nil,
                contestedBy: contested)
        }
    }

    /// Apple Watch: `WKInterfaceDevice.current().play(_:)`; no intensity control.
    static func watch(_ rule: Rule) -> HapticRoute {
        func play(_ type: HapticCall.WKHaptic, substitute: String? = nil) -> HapticRoute {
            if let substitute {
                return rule.play(.watchKit(type), substitute, Evidence.watchKitChoice, substitute: true)
            }
            return rule.play(.watchKit(type), "the Watch plays the matching WKHapticType", Evidence.watchKit)
        }
        switch rule.feedback.kind {
        case .success: return play(.success)
        case .warning: return play(.retry, substitute: "WatchKit has no warning; .retry says 'try again'")
        case .error: return play(.failure)
        case .selection: return play(.click)
        case .increase: return play(.directionUp)
        case .decrease: return play(.directionDown)
        case .start: return play(.start)
        case .stop: return play(.stop)
        case .alignment: return play(.click, substitute: "WatchKit has no alignment; a click")
        case .levelChange: return play(.click, substitute: "WatchKit has no level change; a click per level")
        case .pathComplete: return play(.success, substitute: "WatchKit has no path complete; success")
        case .impact:
            return play(
                .click, substitute: "WatchKit has no impacts and no intensity; a click (intensity is not applied)")
        case .pattern:
            return play(.click, substitute: "Core Haptics is unavailable on watchOS; a click stands in for the pattern")
        case .press, .release, .selectionState:  // routed through their substitutes
            return play(.click, substitute: "WatchKit has no press, release or selection state; a click")
        }
    }
}
