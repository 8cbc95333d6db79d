import Testing

@_spi(HapticKitInternal) @testable import HapticKit

@Suite("Router: the Nutrient tests' findings and Apple's API floors")
struct HapticRouterTests {
    let iPad = DeviceProfile.iPad

    @Test("the API is spelled as Swift spells it")
    func spellings() throws {
        let pencil = try #require(DeviceProfile.named("ipad-pencil-pro"))
        #expect(
            HapticRoute(.alignment, on: pencil).call?.api == "UICanvasFeedbackGenerator.alignmentOccurred(at:)")
        #expect(
            HapticRoute(.pathComplete, on: pencil).call?.api == "UICanvasFeedbackGenerator.pathCompleted(at:)")
        #expect(
            HapticRoute(.alignment, on: .iPhone).call?.api
                == "UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity:at:)")
        #expect(
            HapticRoute(.alignment, on: .mac).call?.api
                == "NSHapticFeedbackManager.defaultPerformer.perform(_:performanceTime:)")
        #expect(
            HapticRoute(.alignment, on: .mac).call?.description
                == "NSHapticFeedbackManager.defaultPerformer.perform(.alignment, performanceTime: .default)")
        let watch = try #require(DeviceProfile.named("watch"))
        #expect(HapticRoute(.start, on: watch).call?.api == "WKInterfaceDevice.play(_:)")
        #expect(HapticRoute(.start, on: watch).call?.description == "WKInterfaceDevice.current().play(.start)")
        #expect(
            HapticRoute(.warning, on: .iPhone).call?.description
                == "UINotificationFeedbackGenerator(view: view).notificationOccurred(.warning, at: location)")
    }

    @Test("before iOS 17.5 no view or location variant is used", arguments: ["13.0", "16.4", "17.4", "17.4.1"])
    func noLocationBefore17_5(_ version: String) throws {
        let phone = DeviceProfile.iPhone.with(os: try #require(DeviceProfile.OSVersion(version)))
        for feedback in HapticFeedback.allCanonical {
            let call = try #require(HapticRoute(feedback, on: phone).call)
            #expect(!call.needsLocation, "\(feedback.name) on iOS \(version)")
            #expect(!call.api.contains("at:") && !call.description.contains("view"))
        }
        #expect(
            HapticRoute(.alignment, on: DeviceProfile.iPhone.with(os: DeviceProfile.OSVersion(17, 5))).call!
                .needsLocation)
    }

    @Test("on iPad before 17.5 nothing plays, even with Pencil Pro")
    func padBefore17_5() {
        let route = HapticRoute(
            .alignment, on: iPad.with(inputDevice: .pencilPro).with(os: DeviceProfile.OSVersion(17, 4)))
        #expect(route.silence == .osTooOld)
        #expect(route.why.contains("17.5"))
    }

    @Test("an iPad input that is not known routes to the canvas generator and says when it plays")
    func unspecifiedInputOnPad() {
        let route = HapticRoute(.alignment, on: iPad)
        #expect(route.call == .canvas(.alignment))
        #expect(route.why.contains("Apple Pencil Pro"))
    }

    @Test("iPadOS and an iOS profile with the pad idiom route alike")
    func idiomDecidesPad() {
        var iOSPad = iPad.with(inputDevice: .pencilPro)
        iOSPad.platform = .iOS
        #expect(
            HapticRoute(.alignment, on: iOSPad)
                == HapticRoute(.alignment, on: iPad.with(inputDevice: .pencilPro)))
    }

    @Test("impact intensity reaches the call, clamped")
    func intensityReachesCall() {
        let soft = HapticRoute(.impact(.light, intensity: 0.25), on: .iPhone).call
        #expect(soft == .impact(.light, intensity: HapticIntensity(0.25), atLocation: true))
        #expect(soft?.description.contains("intensity: 0.25") == true)
        let loud = HapticRoute(.impact(.heavy, intensity: 7), on: .iPhone).call
        #expect(loud == .impact(.heavy, intensity: .full, atLocation: true))
        let nan = HapticRoute(.impact(flexibility: .soft, intensity: .nan), on: .iPhone).call
        #expect(nan == .impact(.soft, intensity: .full, atLocation: true))
    }

    @Test("an OS older than HapticKit's floor is silent, not a crash")
    func belowFloor() {
        let route = HapticRoute(.success, on: DeviceProfile.iPhone.with(os: DeviceProfile.OSVersion(12, 4)))
        #expect(route.silence == .belowDeploymentTarget)
    }

    @Test("the router is total: any platform, idiom, input and version gets an explained route")
    func total() {
        let versions = [
            DeviceProfile.OSVersion(0), DeviceProfile.OSVersion(10, 15), DeviceProfile.OSVersion(17, 5),
            DeviceProfile.OSVersion(999, 999, 999),
        ]
        for platform in DeviceProfile.Platform.allCases {
            for idiom in DeviceProfile.Idiom.allCases {
                for input in HapticInput.Device.allCases {
                    for os in versions {
                        for hardware in [false, true] {
                            let device = DeviceProfile(
                                platform: platform, idiom: idiom, os: os, hasTapticEngine: hardware,
                                supportsCoreHaptics: hardware, inputDevice: input)
                            for feedback in HapticFeedback.allCanonical {
                                let route = HapticRoute(feedback, on: device)
                                #expect(!route.why.isEmpty && !route.source.isEmpty)
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("each decision cites a source a reader can check")
    func sources() throws {
        let catalyst = try #require(DeviceProfile.named("mac-catalyst"))
        #expect(HapticRoute(.alignment, on: catalyst).source.contains("Nutrient iOS SDK team"))
        let tv = try #require(DeviceProfile.named("tv"))
        #expect(HapticRoute(.success, on: tv).source.contains("API_UNAVAILABLE"))
    }
}

/// Each cell cites what its source says, and no more.
@Suite("Sources that say what the cell says")
struct CitedSourceTests {
    @Test("iPhone's path-complete cites pathComplete's own page, not alignment's")
    func pathCompleteCitesItsPage() {
        let source = HapticRoute(.pathComplete, on: .iPhone).source
        #expect(source.contains("sensoryfeedback/pathcomplete: \"Only plays feedback on iOS.\""))
        #expect(!source.contains("sensoryfeedback/alignment"))
    }

    @Test("UIKit's Taptic Engine cells cite on-device reports for iPhone 7 and later, not the Core Haptics session")
    func tapticEngineSource() {
        for feedback in [HapticFeedback.success, .selection, .impact(.light)] {
            let source = HapticRoute(feedback, on: .iPhoneWithoutLocationAPI).source
            #expect(
                source.contains("github.com/ionic-team/capacitor-plugins/pull/624") && !source.contains("wwdc2019/520"),
                "\(feedback.name)")
        }
        #expect(HapticRoute(.pattern(.tap), on: .iPhone).source.contains("iPhone 8 and later"))
    }
}
