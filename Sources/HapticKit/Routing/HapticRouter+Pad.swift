extension HapticRouter {
    /// iPad: no Taptic Engine. `UICanvasFeedbackGenerator` (iPadOS 17.5) plays through Apple Pencil
    /// Pro (Apple's page for it) and the Magic Keyboard for iPad Pro (M4) trackpad (the Nutrient iOS
    /// SDK team's published on-device tests, iPadOS 18.2). That UIKit's other generators play nothing
    /// here is HapticKit's inference, contested by Apple's Apple Pencil article; the inputs no Apple
    /// page names (hover, a Bluetooth trackpad) are silent by inference from those tests, which hedge.
    static func pad(_ rule: Rule) -> HapticRoute {
        let device = rule.device
        switch device.inputDevice.kind {
        case .pencilPro, .magicKeyboardTrackpad, .magicKeyboardTrackpadScroll, .unspecified:
            break
        case .finger:
            return rule.silent(
                .noHapticHardware,
                "iPad has no Taptic Engine; it plays haptics only through Apple Pencil Pro and the Magic Keyboard"
                    + " for iPad Pro (M4) trackpad", Evidence.noHapticsDevices + "; " + Evidence.nutrient)
        case .pencil:
            return rule.silent(
                .noHapticHardware, "this Apple Pencil has no haptic engine; only Apple Pencil Pro does",
                Evidence.canvasAPI)
        case .pencilHover:
            return rule.silent(
                .inputPlaysNothing, "no feedback is known to play while Apple Pencil Pro hovers",
                Evidence.padInputInferred, inferred: true)
        case .trackpadHover:
            return rule.silent(
                .inputPlaysNothing, "no feedback is known to play while the trackpad pointer hovers",
                Evidence.padInputInferred, inferred: true)
        case .bluetoothTrackpad:
            return rule.silent(
                .inputPlaysNothing, "a Bluetooth Magic Trackpad connected to an iPad is not known to play feedback",
                Evidence.padInputInferred, inferred: true)
        case .forceTouchTrackpad, .magicTrackpad, .mouse, .remote, .eyesAndHands, .gameController, .stylus,
            .spatialAccessory:
            return rule.silent(
                .inputPlaysNothing, "\(device.inputDevice) plays no feedback on iPad; iPad has no Taptic Engine",
                Evidence.noHapticsDevices + "; " + Evidence.padOtherInput, inferred: true)
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
        let keptCanvas =
            " (contested: Apple's Apple Pencil article shows those generators for Apple Pencil Pro; canvas feedback is"
            + " kept as the one call felt on a device)"
        // Apple's page names Apple Pencil Pro; the trackpad, and "only those two", rest on a published
        // test, and the two-finger scroll on inference (DeviceQuestions).
        let canvasSource: String
        switch device.inputDevice.kind {
        case .pencilPro: canvasSource = Evidence.canvasAPI
        case .unspecified: canvasSource = Evidence.padCanvasInferred
        default: canvasSource = Evidence.padTrackpadCanvas
        }
        let inferred = device.inputDevice.kind != .pencilPro
        switch rule.feedback.kind {
        case .alignment:
            return rule.play(.canvas(.alignment), via, canvasSource, inferred: inferred)
        case .pathComplete:
            return rule.play(.canvas(.pathCompleted), via, canvasSource, inferred: inferred)
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
