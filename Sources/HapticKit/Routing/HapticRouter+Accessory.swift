extension HapticRouter {
    /// An accessory with its own actuators (a game controller, a spatial stylus or accessory): a
    /// Core Haptics engine from the accessory's `GCDeviceHaptics`, at the `.default` locality
    /// (HapticKit's choice: the header recommends it and guarantees it on every controller).
    /// `nil` when the input is not such an accessory.
    static func accessory(_ rule: Rule) -> HapticRoute? {
        let device = rule.device
        // On visionOS what SwiftUI plays there plays through SwiftUI, whatever the input.
        if device.platform == .visionOS, rule.feedback.playsThroughSwiftUIOnVisionOS { return nil }
        let accessory: HapticCall.Accessory
        let release: (platform: DeviceProfile.Platform, os: DeviceProfile.OSVersion)
        let source: String
        switch device.inputDevice.kind {
        case .gameController:
            accessory = .gameController
            source = Evidence.gameController
            switch device.platform.kind {
            case .iOS, .iPadOS, .tvOS: release = (device.platform, DeviceProfile.OSVersion(14))
            case .macOS, .macCatalyst: release = (device.platform, DeviceProfile.OSVersion(11))
            case .visionOS: release = (.visionOS, DeviceProfile.OSVersion(1))
            case .watchOS, .other:
                return rule.silent(
                    .unavailableOnPlatform, "GCDeviceHaptics is not available on \(device.platform)",
                    Evidence.gameController)
            }
        case .stylus:
            accessory = .stylus
            source = Evidence.stylus
            guard device.platform == .visionOS else {
                return rule.silent(.unavailableOnPlatform, "GCStylus exists only on visionOS", source)
            }
            release = (.visionOS, DeviceProfile.OSVersion(26))
        case .spatialAccessory:
            return rule.silent(
                .notYetSupported,
                "GCSpatialAccessory.haptics is visionOS 27 API that no SDK here declares, so HapticKit cannot"
                    + " compile a backend for it yet", Evidence.spatialAccessory)
        default:
            return nil
        }
        guard device.os >= release.os else {
            return rule.silent(
                .osTooOld,
                "\(accessory.className).haptics needs \(release.platform) \(release.os); this is \(device.os)",
                source)
        }
        return rule.play(
            .accessory(rule.feedback.accessoryPattern, accessory, locality: .default),
            "the \(device.inputDevice) plays a Core Haptics pattern on its own actuators, from an engine its haptics make",
            source + "; " + Evidence.accessoryPattern, substitute: !rule.feedback.isPattern,
            inferred: device.platform == .visionOS)
    }

    /// visionOS: no haptic hardware in the headset, and no UIKit generator. From visionOS 26
    /// SwiftUI's `sensoryFeedback` plays what Apple's pages say plays on visionOS (increase,
    /// decrease and the visionOS families); nothing else plays without an accessory. How visionOS
    /// renders it is not documented, so every such cell is inferred.
    static func vision(_ rule: Rule) -> HapticRoute {
        let device = rule.device
        guard let page = rule.feedback.visionOSPage else {
            return rule.silent(
                .noHapticHardware,
                "Apple Vision Pro has no haptic hardware and visionOS has no UIKit feedback generator; SwiftUI plays"
                    + " only increase, decrease and its visionOS families there, and accessories their own patterns",
                Evidence.noHapticsDevices + "; " + Evidence.uiKitAvailability)
        }
        guard device.os >= DeviceProfile.OSVersion(26) else {
            return rule.silent(
                .osTooOld, "SwiftUI's \(rule.feedback.swiftUISpelling) needs visionOS 26; this is \(device.os)",
                Evidence.swiftUIVision)
        }
        return rule.play(
            .sensoryFeedback(rule.feedback),
            "only SwiftUI plays this on visionOS: attach .sensoryFeedback to the view (HapticKit's play(_:) skips it"
                + " with needsSwiftUI); how visionOS renders it is not documented",
            page + "; " + Evidence.swiftUIVision, inferred: true)
    }
}

extension HapticFeedback {
    /// Whether Apple's page for this SwiftUI feedback says it plays on visionOS: increase and
    /// decrease ("Only plays feedback on watchOS and visionOS") and the visionOS 26 families
    /// ("Only plays feedback on visionOS"), the only feedback that plays there without an accessory.
    var playsThroughSwiftUIOnVisionOS: Bool { visionOSPage != nil }

    /// Apple's page for this feedback, quoting where it plays, when that includes visionOS.
    var visionOSPage: String? {
        switch kind {
        case .increase: Evidence.swiftUIPage("increase", Evidence.increaseDecreasePlatforms)
        case .decrease: Evidence.swiftUIPage("decrease", Evidence.increaseDecreasePlatforms)
        case .press(let press):
            Evidence.swiftUIPage("pressfeedback/\(press.rawValue.lowercased())", Evidence.visionFamilyPlatforms)
        case .release(let release):
            Evidence.swiftUIPage("releasefeedback/\(release.rawValue.lowercased())", Evidence.visionFamilyPlatforms)
        case .selectionState(let state):
            Evidence.swiftUIPage("selectionfeedback/\(state.rawValue.lowercased())", Evidence.visionFamilyPlatforms)
        default: nil
        }
    }

    var isPattern: Bool {
        if case .pattern = kind { return true }
        return false
    }

    /// The Core Haptics pattern an accessory plays for this feedback (HapticKit's choice): a
    /// pattern plays itself, notifications their preset patterns, impacts one transient whose
    /// strength and sharpness follow the style, and ticks a light, crisp transient. Decided at full
    /// strength; the router carries an impact's intensity.
    var accessoryPattern: HapticPattern {
        func transient(_ intensity: Double, _ sharpness: Double) -> HapticPattern {
            HapticPattern(events: [.transient(intensity: intensity, sharpness: sharpness)])
        }
        switch (substitute ?? self).kind {
        case .pattern(let pattern): return pattern
        case .success, .pathComplete: return .success
        case .warning: return .warning
        case .error: return .error
        case .selection, .increase, .decrease, .levelChange, .alignment, .selectionState: return transient(0.5, 0.8)
        case .start: return transient(0.75, 0.5)
        case .stop: return transient(0.5, 0.3)
        case .impact(let style, _):
            switch style {
            case .light: return transient(0.5, 0.5)
            case .medium: return transient(0.75, 0.5)
            case .heavy: return transient(1, 0.4)
            case .rigid: return transient(0.8, 0.9)
            case .solid: return transient(0.8, 0.6)
            case .soft: return transient(0.7, 0.2)
            }
        case .press, .release: return transient(0.5, 0.5)
        }
    }
}
