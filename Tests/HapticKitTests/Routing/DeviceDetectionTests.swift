import Foundation
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

@Suite("Detecting the device from what the OS reports")
struct DeviceDetectionTests {
    /// What the OS reports on iOS, with the facts that only matter for unknown identifiers.
    static func detect(
        _ model: String?, os: DeviceProfile.OSVersion = DeviceProfile.OSVersion(18, 2),
        mode: DeviceProfile.CompatibilityMode? = nil,
        supportsHaptics: Bool = false, idiom: DeviceProfile.Idiom? = nil
    ) -> DeviceProfile {
        DeviceProfile.detect(
            platform: .iOS, modelIdentifier: model, os: os, isSimulator: false, compatibilityMode: mode,
            supportsHaptics: supportsHaptics, idiom: idiom)
    }

    /// A machine that reports what a test says: the platform layer's `HostFacts` reads the same
    /// facts from the OS.
    struct ReportedHost: HostReport {
        var platform = DeviceProfile.Platform.iOS
        var isSimulator = false
        var os = DeviceProfile.OSVersion(17, 5)
        var model: String? = "iPad16,3"
        var mode: DeviceProfile.CompatibilityMode?
        var haptics = false
        var reportedIdiom: DeviceProfile.Idiom?
        func osVersion() -> DeviceProfile.OSVersion { os }
        func modelIdentifier() -> String? { model }
        func compatibilityMode() -> DeviceProfile.CompatibilityMode? { mode }
        func supportsHaptics() -> Bool { haptics }
        func idiom() -> DeviceProfile.Idiom? { reportedIdiom }
    }

    @Test("the profile of a reported machine is the one its facts give, each fact in its place")
    func reportedMachine() {
        let hosts = [
            ReportedHost(),
            ReportedHost(isSimulator: true, model: "iPhone17,1"),
            ReportedHost(os: DeviceProfile.OSVersion(26, 1), mode: .iOSAppOnVision, reportedIdiom: .pad),
            ReportedHost(model: "iPad16,3", reportedIdiom: .phone),
            ReportedHost(model: "RealityDevice14,1", haptics: true, reportedIdiom: .vision),
            ReportedHost(platform: .macOS, os: DeviceProfile.OSVersion(15, 5), model: "Mac15,3"),
        ]
        for host in hosts {
            let facts = DeviceProfile.detect(
                platform: host.platform, modelIdentifier: host.model, os: host.os, isSimulator: host.isSimulator,
                compatibilityMode: host.mode, supportsHaptics: host.haptics, idiom: host.reportedIdiom)
            #expect(DeviceProfile.detect(reportedBy: host) == facts, "\(host)")
        }
        #expect(DeviceProfile.detect(reportedBy: ReportedHost(isSimulator: true)).isSimulator)
        #expect(DeviceProfile.detect(reportedBy: ReportedHost(os: DeviceProfile.OSVersion(17, 4))).os.minor == 4)
    }

    @Test(
        "an iPhone or iPod touch identifier decides the hardware, whatever Core Haptics and the idiom say",
        arguments: [
            ("iPhone8,1", false, false),  // iPhone 6s: no Taptic Engine that UIFeedbackGenerator drives
            ("iPhone9,3", true, false),  // iPhone 7: Taptic Engine, no Core Haptics
            ("iPhone10,3", true, true),  // iPhone X
            ("iPhone17,1", true, true),
            ("iPhone99,1", true, true),  // an iPhone newer than any known is a newer iPhone
            ("iPhone", true, true),  // so is one whose generation does not parse
            ("iPod9,1", false, false),
        ])
    func phoneFamilies(_ model: String, _ taptic: Bool, _ coreHaptics: Bool) {
        let expected = [taptic, coreHaptics]
        for idiom in [nil, DeviceProfile.Idiom.pad, .unspecified] {
            // Core Haptics' answer is set against the model, to show the model wins.
            let profile = Self.detect(model, supportsHaptics: !coreHaptics, idiom: idiom)
            #expect(profile.platform == .iOS && profile.idiom == .phone, "\(model), idiom \(String(describing: idiom))")
            #expect(profile.engines == expected, "\(model), idiom \(String(describing: idiom))")
            #expect(profile.inputDevice == .unspecified && profile.compatibilityMode == nil)
        }
        #expect(HapticRoute(.success, on: Self.detect(model)).plays == taptic)
    }

    @Test("an iPad is iPadOS with no haptic hardware, so only Pencil Pro and the M4 trackpad can play")
    func iPad() {
        for profile in [
            Self.detect("iPad16,3"), Self.detect("iPad16,3", supportsHaptics: true, idiom: .pad),
            DeviceProfile.detect(
                platform: .iPadOS, modelIdentifier: nil, os: DeviceProfile.OSVersion(18, 2), isSimulator: false),
        ] {
            #expect(profile.platform == .iPadOS && profile.idiom == .pad && profile.engines == [false, false])
            #expect(HapticRoute(.alignment, on: profile).call == .canvas(.alignment))
        }
    }

    @Test("an iPad identifier with the phone idiom is an iPhone app on iPad: routed as that iPad, every cell inferred")
    func iPhoneAppOnPad() {
        let profile = Self.detect("iPad16,3", idiom: .phone)
        #expect(profile == .iPhoneAppOnPad)
        #expect(profile.compatibilityMode == .iPhoneAppOnPad && profile.idiom == .phone)
        #expect(profile.engines == [false, false])
        for feedback in HapticFeedback.allCanonical {
            let route = HapticRoute(feedback, on: profile)
            #expect(route.action == HapticRoute(feedback, on: .iPad).action, "\(feedback.name)")
            #expect(route.isInferred && route.why.contains("an iPhone app on iPad, as the iPad: "))
        }
        #expect(Self.detect("iPad16,3", idiom: nil).compatibilityMode == nil, "idiom unknown: the iPad")
    }

    @Test(
        "any other identifier, or none, falls back to Core Haptics' own answer and the idiom",
        arguments: [
            (nil, false, nil, DeviceProfile.Platform.iOS, DeviceProfile.Idiom.unspecified, false),
            (nil, true, nil, .iOS, .unspecified, true),
            ("", true, .phone, .iOS, .phone, true),
            ("iFuture1,1", true, nil, .iOS, .unspecified, true),
            ("iFuture1,1", false, nil, .iOS, .unspecified, false),
            ("iFuture1,1", false, .unspecified, .iOS, .unspecified, false),
            ("iFuture1,1", true, .phone, .iOS, .phone, true),
            ("iFuture1,1", false, .phone, .iOS, .phone, false),
            ("iFuture1,1", false, .pad, .iPadOS, .pad, false),
            ("arm64", false, .pad, .iPadOS, .pad, false),
        ] as [(String?, Bool, DeviceProfile.Idiom?, DeviceProfile.Platform, DeviceProfile.Idiom, Bool)])
    func unknownIdentifiers(
        _ model: String?, _ supportsHaptics: Bool, _ idiom: DeviceProfile.Idiom?, _ platform: DeviceProfile.Platform,
        _ expectedIdiom: DeviceProfile.Idiom,
        _ hasHardware: Bool
    ) {
        let profile = Self.detect(model, supportsHaptics: supportsHaptics, idiom: idiom)
        #expect(profile.platform == platform && profile.idiom == expectedIdiom)
        #expect(profile.engines == (hasHardware ? [true, true] : [false, false]))
        let route = HapticRoute(.success, on: profile)
        switch platform {
        case .iPadOS:
            #expect(route.call == .canvas(.pathCompleted))
        default:
            #expect(route.plays == hasHardware)
            #expect(route.silence == (hasHardware ? nil : .noHapticHardware))
        }
    }

    @Test("the Simulator is marked, and plays nothing")
    func simulator() {
        let simulator = DeviceProfile.detect(
            platform: .iOS, modelIdentifier: "iPhone16,1", os: DeviceProfile.OSVersion(18), isSimulator: true)
        #expect(simulator.isSimulator && simulator.engines == [true, true])
        #expect(HapticRoute(.success, on: simulator).silence == .simulator)
    }

    @Test("other platforms keep their platform and idiom; a non-Apple host plays nothing")
    func otherPlatforms() {
        let cases: [(DeviceProfile.Platform, DeviceProfile.Idiom)] = [
            (.macOS, .mac), (.macCatalyst, .pad), (.watchOS, .watch), (.tvOS, .tv), (.visionOS, .vision),
            (.other, .unspecified),
        ]
        for (platform, idiom) in cases {
            let profile = DeviceProfile.detect(
                platform: platform, modelIdentifier: nil, os: DeviceProfile.OSVersion(18), isSimulator: false)
            #expect(profile.platform == platform && profile.idiom == idiom)
        }
        let host = DeviceProfile.detect(
            platform: .other, modelIdentifier: nil, os: DeviceProfile.OSVersion(6), isSimulator: false)
        #expect(HapticRoute(.success, on: host).silence == .unavailableOnPlatform)
        #if !canImport(Darwin)
        #expect(DeviceProfile.current.platform == .other)
        #expect(DeviceProfile.current.compatibilityMode == nil)
        #endif
    }
}

@Suite("An iPhone or iPad app running on a Mac or on Apple Vision Pro")
struct CompatibilityModeTests {
    @Test("an iPad app on Vision Pro reads as an iPad (iPad identifier, .pad idiom), and only the mode silences it")
    func iPadAppOnVision() {
        let facts = (model: "iPad13,4", os: DeviceProfile.OSVersion(26, 1), idiom: DeviceProfile.Idiom.pad)
        let asIPad = DeviceDetectionTests.detect(facts.model, os: facts.os, idiom: facts.idiom)
        #expect(HapticRoute(.alignment, on: asIPad).call == .canvas(.alignment))

        let onVision = DeviceDetectionTests.detect(facts.model, os: facts.os, mode: .iOSAppOnVision, idiom: facts.idiom)
        #expect(onVision.platform == .iPadOS && onVision.idiom == .pad && onVision.engines == [false, false])
        #expect(onVision.compatibilityMode == .iOSAppOnVision)
        #expect(
            onVision.description
                == "iPadOS 26.1, pad, no haptic hardware in the device, unspecified input, iPhone or iPad app on Apple Vision Pro"
        )
        for feedback in HapticFeedback.allCanonical {
            let route = HapticRoute(feedback, on: onVision)
            #expect(route.silence == .noHapticHardware, "\(feedback.name)")
            #expect(
                route.why.hasPrefix("an iPhone or iPad app running on Apple Vision Pro, which has no haptic hardware"))
            #expect(route.source.contains("isiOSAppOnVision") && route.source.contains("HapticKit's choice"))
        }
    }

    @Test(
        "an iPhone or iPad app on a Mac is silent, as under Mac Catalyst, whatever the model and Core Haptics say",
        arguments: [nil, "arm64", "iPad8,6", "iPhone16,1"] as [String?])
    func appOnMac(_ model: String?) {
        let onMac = DeviceDetectionTests.detect(
            model, os: DeviceProfile.OSVersion(18, 2), mode: .iOSAppOnMac, supportsHaptics: true, idiom: .pad)
        #expect(onMac.engines == [false, false] && onMac.compatibilityMode == .iOSAppOnMac)
        #expect(onMac.description.hasSuffix(", iPhone or iPad app on a Mac"))
        for feedback in HapticFeedback.allCanonical {
            let route = HapticRoute(feedback, on: onMac)
            #expect(route.silence == .platformPlaysNothing, "\(feedback.name)")
            #expect(route.why.hasPrefix("an iPhone or iPad app running on a Mac"))
            #expect(route.source.contains("isiOSAppOnMac") && route.source.contains("HapticKit's choice"))
        }
    }

    @Test("the router checks the mode before the platform: an iPhone profile in either mode plays nothing")
    func routerChecksModeFirst() {
        for mode in DeviceProfile.CompatibilityMode.allCases {
            var profile = DeviceProfile.iPhone
            profile.compatibilityMode = mode
            for feedback in HapticFeedback.allCanonical {
                #expect(HapticRoute(feedback, on: .iPhone).plays)
                #expect(!HapticRoute(feedback, on: profile).plays, "\(feedback.name) in \(mode)")
            }
        }
    }

    @Test("a mode describes an iPhone or iPad app, so detection ignores it on other platforms")
    func modeIgnoredElsewhere() {
        for platform in DeviceProfile.Platform.allCases where platform != .iOS && platform != .iPadOS {
            let profile = DeviceProfile.detect(
                platform: platform, modelIdentifier: nil, os: DeviceProfile.OSVersion(26, 1), isSimulator: false,
                compatibilityMode: .iOSAppOnVision)
            #expect(profile.compatibilityMode == nil, "\(platform)")
        }
    }
}

extension DeviceProfile {
    /// Whether it has a Taptic Engine, and whether Core Haptics plays on it.
    fileprivate var engines: [Bool] { [hasTapticEngine, supportsCoreHaptics] }
}
