/// Decides, for each feedback on each device, the exact Apple call to make or why nothing plays:
/// the rules behind ``HapticRoute/init(_:on:input:routing:)``.
///
/// The router is pure and total: every `(feedback, device)` pair gets a route, and the same pair
/// always gets the same route. Its table is the documented expected behaviour that
/// `haptickit matrix` prints and `docs/DeviceMatrix.md` records.
enum HapticRouter {
    /// The route for `feedback` on `device` when `input` drives the interaction: see
    /// ``HapticRoute/init(_:on:input:routing:)``.
    static func route(
        _ feedback: HapticFeedback, on device: DeviceProfile, input: HapticInput = .unspecified,
        routing: HapticRouting = .standard
    ) -> HapticRoute {
        func route(on device: DeviceProfile) -> HapticRoute {
            profileRoute(feedback, on: device, routing: routing)
        }
        let candidates = input.candidates(on: device)
        let routes = candidates.map { route(on: device.with(inputDevice: $0)) }
        let felt = zip(candidates, routes).filter { $0.1.plays }.map(\.0)
        let chosen: HapticRoute
        if input == .unspecified {
            chosen = route(on: device)
        } else if felt.isEmpty || candidates.count == 1 {
            chosen = routes.first ?? route(on: device)
        } else {
            let general = route(on: device.with(inputDevice: .unspecified))
            chosen = general.plays ? general : routes[candidates.firstIndex(of: felt[0]) ?? 0]
        }
        guard chosen.plays, felt.count < candidates.count else { return chosen }
        return chosen.handedToSystem(feltOnlyWith: felt)
    }

    /// The route for `feedback` on `device` as the profile is, whatever inputs it may be driven by.
    private static func profileRoute(_ feedback: HapticFeedback, on device: DeviceProfile, routing: HapticRouting)
        -> HapticRoute
    {
        let route = substituting(feedback, on: device, routing: routing)
        // The rules decide the call for the feedback; its own intensity or pattern is carried by
        // one transformation, the same one the pipeline's route table applies.
        guard case .play(let call) = route.action, feedback.carriesOwnValues else { return route }
        return route.replacing(feedback: feedback, action: .play(call.carrying(feedback)))
    }

    /// A visionOS 26 family off visionOS plays its substitute's route, marked as a substitute.
    private static func substituting(_ feedback: HapticFeedback, on device: DeviceProfile, routing: HapticRouting)
        -> HapticRoute
    {
        guard let substitute = feedback.substitute, device.platform != .visionOS else {
            return ruled(feedback, on: device, routing: routing)
        }
        let route = ruled(substitute, on: device, routing: routing)
        let why =
            "\(feedback.swiftUISpelling) is SwiftUI's visionOS-only feedback; here it plays as \(substitute.name): \(route.why)"
        return HapticRoute(
            feedback: feedback, action: route.action, why: route.plays ? why : route.why,
            source: route.plays ? Evidence.substitute + "; " + route.source : route.source, isSubstitute: route.plays,
            isInferred: route.isInferred, contestedBy: route.contestedBy)
    }

    /// The rules' answer for `feedback` on `device`.
    private static func ruled(_ feedback: HapticFeedback, on device: DeviceProfile, routing: HapticRouting)
        -> HapticRoute
    {
        let rule = Rule(feedback: feedback, device: device, routing: routing)
        if device.isSimulator {
            return rule.silent(.simulator, "the Simulator plays no haptics; try a device", Evidence.simulator)
        }
        if let floor = deploymentFloor(device.platform), device.os < floor {
            return rule.silent(
                .belowDeploymentTarget, "\(device.platform) \(device.os) is older than HapticKit's floor, \(floor)",
                Evidence.deploymentTarget)
        }
        // An accessory has its own actuators, so it plays in a compatibility mode too (GCController
        // is Mac Catalyst 14 and visionOS 1 API); such a cell is inferred.
        if let accessory = accessory(rule) {
            return device.compatibilityMode == nil ? accessory : accessory.inferred()
        }
        switch device.compatibilityMode?.kind {
        case .iOSAppOnMac?:
            return rule.silent(
                .platformPlaysNothing,
                "an iPhone or iPad app running on a Mac: HapticKit treats it as Mac Catalyst, where no UIKit feedback"
                    + " generator plays, and AppKit's haptics are not available to an iOS app", Evidence.iOSAppOnMac)
        case .iOSAppOnVision?:
            return rule.silent(
                .noHapticHardware,
                "an iPhone or iPad app running on Apple Vision Pro, which has no haptic hardware: its UIKit and Core"
                    + " Haptics calls play nothing", Evidence.iOSAppOnVision + "; " + Evidence.noHapticsDevices)
        case .iPhoneAppOnPad?:
            let route = pad(rule)
            return HapticRoute(
                feedback: route.feedback, action: route.action, why: "an iPhone app on iPad, as the iPad: " + route.why,
                source: Evidence.iPhoneAppOnPad + "; " + route.source, isSubstitute: route.isSubstitute,
                isInferred: true, contestedBy: route.contestedBy)
        case nil:
            break
        }
        switch device.platform.kind {
        case .iOS where device.idiom != .pad:
            return phone(rule)
        case .iOS, .iPadOS:
            return pad(rule)
        case .macCatalyst:
            return rule.silent(
                .platformPlaysNothing,
                "no UIKit feedback generator is known to play under Mac Catalyst, on any trackpad, and AppKit's haptics"
                    + " are not available there", Evidence.catalyst, inferred: true)
        case .macOS:
            return mac(rule)
        case .watchOS:
            return watch(rule)
        case .tvOS:
            return rule.silent(
                .noHapticHardware,
                "Apple TV and the Siri Remote have no haptic hardware; UIFeedbackGenerator is unavailable on tvOS, and"
                    + " Core Haptics (tvOS 14) plays only on a game controller's engine", Evidence.uiKitAvailability)
        case .other:
            return rule.silent(
                .unavailableOnPlatform, "there are no Apple haptics on \(device.platform)", Evidence.uiKitAvailability)
        case .visionOS:
            return vision(rule)
        }
    }

    /// The oldest OS version HapticKit supports on each platform: the `platforms:` of Package.swift
    /// (`DeploymentFloorTests` ties the two). iPadOS takes the floor of SwiftPM's `.iOS`, which
    /// covers it; Mac Catalyst's is in macOS numbering, as the `mac-catalyst` profile's `os` is
    /// (macOS 15.1.1): `.macCatalyst("13.1")` is macOS 10.15 (the `iOSMac_macOS` `VersionMap` of
    /// `MacOSX15.5.sdk/SDKSettings.json`). `.other` has none: it is no Apple platform.
    static func deploymentFloor(_ platform: DeviceProfile.Platform) -> DeviceProfile.OSVersion? {
        switch platform.kind {
        case .iOS, .iPadOS, .tvOS: DeviceProfile.OSVersion(13)
        case .macCatalyst, .macOS: DeviceProfile.OSVersion(10, 15)
        case .watchOS: DeviceProfile.OSVersion(6)
        case .visionOS: DeviceProfile.OSVersion(1)
        case .other: nil
        }
    }

    /// The release that added `UICanvasFeedbackGenerator` and the view/location variants.
    static let locationAPIRelease = DeviceProfile.OSVersion(17, 5)
}

/// One routing question, with helpers that build its answer.
struct Rule {
    let feedback: HapticFeedback
    let device: DeviceProfile
    var routing: HapticRouting = .standard

    func play(
        _ call: HapticCall, _ why: String, _ source: String, substitute: Bool = false, inferred: Bool = false,
        contestedBy: String? = nil
    ) -> HapticRoute {
        HapticRoute(
            feedback: feedback, action: .play(call), why: why, source: source, isSubstitute: substitute,
            isInferred: inferred, contestedBy: contestedBy)
    }

    func silent(_ reason: HapticSilence, _ why: String, _ source: String, inferred: Bool = false) -> HapticRoute {
        HapticRoute(feedback: feedback, action: .silent(reason), why: why, source: source, isInferred: inferred)
    }
}
