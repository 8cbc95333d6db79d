/// Decides, for each intent on each device, the exact Apple call to make or why nothing plays.
///
/// The router is pure and total: every `(feedback, device)` pair gets a route, and the same pair
/// always gets the same route. Its table is the documented expected behaviour that
/// `haptickit matrix` prints and `docs/DeviceMatrix.md` records.
///
/// ```swift
/// let route = HapticRouter.route(.alignment, on: .iPhone)
/// print(route.call!.api)   // UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity:at:)
/// ```
///
/// > Important: Apple asks apps to "trust the system" rather than check devices. HapticKit does
/// > check, because no single call plays everywhere (seed `000_…`): `UIImpactFeedbackGenerator`
/// > plays only on iPhone and `UICanvasFeedbackGenerator` only on iPad, through Apple Pencil Pro
/// > and the Magic Keyboard for iPad Pro (M4) trackpad.
public enum HapticRouter {
    /// The route for `feedback` on `device`.
    public static func route(_ feedback: HapticFeedback, on device: DeviceProfile) -> HapticRoute {
        let route = ruled(feedback, on: device)
        // The rules decide the call for the intent; its own intensity or pattern is carried by
        // one transformation, the same one the pipeline's route table applies.
        guard case .play(let call) = route.action, feedback.carriesOwnValues else { return route }
        return route.replacing(feedback: feedback, action: .play(call.carrying(feedback)))
    }

    /// The rules' answer for `feedback` on `device`.
    private static func ruled(_ feedback: HapticFeedback, on device: DeviceProfile) -> HapticRoute {
        let rule = Rule(feedback: feedback, device: device)
        if device.isSimulator {
            return rule.silent(.simulator, "the Simulator plays no haptics; try a device", Evidence.simulator)
        }
        if let floor = deploymentFloor[device.platform], device.os < floor {
            return rule.silent(
                .belowDeploymentTarget, "\(device.platform) \(device.os) is older than HapticKit's floor, \(floor)",
                Evidence.deploymentTarget)
        }
        switch device.compatibilityMode {
        case .iOSAppOnMac?:
            return rule.silent(
                .platformPlaysNothing,
                "an iPhone or iPad app running on a Mac: HapticKit treats it as Mac Catalyst, where no UIKit feedback"
                    + " generator plays, and AppKit's haptics are not available to an iOS app", Evidence.iOSAppOnMac)
        case .iOSAppOnVision?:
            return rule.silent(
                .noHapticHardware,
                "an iPhone or iPad app running on Apple Vision Pro, which has no haptic hardware: its UIKit and Core"
                    + " Haptics calls play nothing", Evidence.iOSAppOnVision)
        case nil:
            break
        }
        switch device.platform {
        case .iOS where device.idiom != .pad:
            return phone(rule)
        case .iOS, .iPadOS:
            return pad(rule)
        case .macCatalyst:
            return rule.silent(
                .platformPlaysNothing,
                "no UIKit feedback generator plays under Mac Catalyst, on any trackpad, and AppKit's haptics are not"
                    + " available there", Evidence.seed000)
        case .macOS:
            return mac(rule)
        case .watchOS:
            return watch(rule)
        case .tvOS:
            return rule.silent(
                .unavailableOnPlatform,
                "UIFeedbackGenerator and its subclasses are unavailable on tvOS, and Apple TV has no haptic hardware",
                Evidence.uiKitAvailability)
        case .other:
            return rule.silent(
                .unavailableOnPlatform, "there are no Apple haptics on \(device.platform)", Evidence.uiKitAvailability)
        case .visionOS:
            return rule.silent(
                .unavailableOnPlatform,
                "UIFeedbackGenerator and its subclasses are unavailable on visionOS, and Vision Pro has no haptic hardware",
                Evidence.uiKitAvailability)
        }
    }

    /// The oldest OS version HapticKit supports on each platform (Package.swift).
    static let deploymentFloor: [DeviceProfile.Platform: DeviceProfile.OSVersion] = [
        .iOS: DeviceProfile.OSVersion(13), .iPadOS: DeviceProfile.OSVersion(13),
        .macCatalyst: DeviceProfile.OSVersion(10, 15), .macOS: DeviceProfile.OSVersion(10, 15),
        .watchOS: DeviceProfile.OSVersion(6), .tvOS: DeviceProfile.OSVersion(13), .visionOS: DeviceProfile.OSVersion(1),
    ]

    /// The release that added `UICanvasFeedbackGenerator` and the view/location variants.
    static let locationAPIRelease = DeviceProfile.OSVersion(17, 5)
}

/// One routing question, with helpers that build its answer.
struct Rule {
    let feedback: HapticFeedback
    let device: DeviceProfile

    func play(_ call: HapticCall, _ why: String, _ source: String, substitute: Bool = false) -> HapticRoute {
        HapticRoute(feedback: feedback, action: .play(call), why: why, source: source, isSubstitute: substitute)
    }

    func silent(_ reason: HapticSilence.Reason, _ why: String, _ source: String) -> HapticRoute {
        HapticRoute(feedback: feedback, action: .silent(HapticSilence(reason)), why: why, source: source)
    }
}
