extension HapticRouter {
    /// iPad: no Taptic Engine. Only `UICanvasFeedbackGenerator` (iPadOS 17.5) plays, and only
    /// through Apple Pencil Pro and the Magic Keyboard for iPad Pro (M4) trackpad (the Nutrient iOS
    /// SDK team's on-device tests, iPadOS 18.2).
    static func pad(_ rule: Rule) -> HapticRoute {
        let device = rule.device
        switch device.inputDevice.kind {
        case .pencilPro, .magicKeyboardTrackpad, .magicKeyboardTrackpadScroll, .unspecified:
            break
        case .finger:
            return rule.silent(
                .noHapticHardware,
                "iPad has no Taptic Engine; it plays haptics only through Apple Pencil Pro and the Magic Keyboard"
                    + " for iPad Pro (M4) trackpad", Evidence.nutrient + "; " + Evidence.noHapticsDevices)
        case .pencil:
            return rule.silent(
                .noHapticHardware, "this Apple Pencil has no haptic engine; only Apple Pencil Pro does",
                Evidence.canvasAPI)
        case .pencilHover:
            return rule.silent(
                .inputPlaysNothing, "no feedback plays while Apple Pencil Pro hovers", Evidence.nutrientHedged)
        case .trackpadHover:
            return rule.silent(
                .inputPlaysNothing, "no feedback plays while the trackpad pointer hovers", Evidence.nutrientHedged)
        case .bluetoothTrackpad:
            return rule.silent(
                .inputPlaysNothing, "a Bluetooth Magic Trackpad connected to an iPad plays no feedback",
                Evidence.nutrientHedged)
        case .forceTouchTrackpad, .magicTrackpad, .mouse, .remote, .eyesAndHands, .gameController, .stylus,
            .spatialAccessory:
            return rule.silent(
                .inputPlaysNothing, "\(device.inputDevice) plays no feedback on iPad; iPad has no Taptic Engine",
                Evidence.nutrient)
        }
        guard device.os >= locationAPIRelease else {
            return rule.silent(
                .osTooOld,
                "UICanvasFeedbackGenerator, the only call that plays on iPad, needs iPadOS 17.5; this is \(device.os)",
                Evidence.canvasAPI)
        }
        let via =
            device.inputDevice == .unspecified
            ? "plays only when the interaction comes from Apple Pencil Pro or the Magic Keyboard for iPad Pro (M4) trackpad"
            : "\(device.inputDevice) plays canvas feedback"
        // A two-finger scroll on the M4 trackpad is known to play only by inference (DeviceQuestions).
        let scrollInferred = device.inputDevice == .magicKeyboardTrackpadScroll
        let keptCanvas =
            " (contested: Apple's Apple Pencil article shows those generators for Apple Pencil Pro; canvas feedback is"
            + " kept as the one call felt on a device)"
        switch rule.feedback.kind {
        case .alignment:
            return rule.play(.canvas(.alignment), via, Evidence.nutrient, inferred: scrollInferred)
        case .pathComplete:
            return rule.play(.canvas(.pathCompleted), via, Evidence.canvasAPI, inferred: scrollInferred)
        case .success, .warning, .error, .start, .stop:
            return rule.play(
                .canvas(.pathCompleted),
                via + "; UIKit's other generators are taken to play nothing on iPad, so this completion-like feedback"
                    + " plays path-completed feedback" + keptCanvas, Evidence.padSubstitute, substitute: true,
                inferred: true, contestedBy: Evidence.pencilArticle)
        case .selection, .increase, .decrease, .levelChange, .impact, .pattern, .press, .release, .selectionState:
            return rule.play(
                .canvas(.alignment),
                via + "; UIKit's other generators are taken to play nothing on iPad, so this tap-like feedback plays"
                    + " alignment feedback" + keptCanvas, Evidence.padSubstitute, substitute: true, inferred: true,
                contestedBy: Evidence.pencilArticle)
        }
    }
}
