import Foundation
import HapticKitTesting
import HapticKitTooling
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

@Suite("The matrix for today's platforms")
struct MatrixTodayTests {
    @Test("the visionOS families play through SwiftUI on visionOS 26, and not before")
    func visionFamilies() {
        let route = HapticRoute(.press(.button), on: .visionOS26)
        #expect(route.call == .sensoryFeedback(.press(.button)))
        #expect(route.call?.needsSwiftUI == true)
        #expect(route.call?.description == ".sensoryFeedback(.press(.button), trigger: value)")
        #expect(HapticRoute(.selection(.maximum), on: .vision).silence == .osTooOld)
        #expect(HapticRoute(.success, on: .visionOS26).silence == .noHapticHardware)
    }

    @Test("a visionOS family plays its substitute elsewhere, as a substitute that says so")
    func substitutes() {
        for feedback in HapticFeedback.allCanonical where feedback.substitute != nil {
            guard let substitute = feedback.substitute else {
                Issue.record("\(feedback) has no substitute")
                continue
            }
            for device in [DeviceProfile.iPhone, .watch, .iPadWithPencilPro, .mac] {
                let route = HapticRoute(feedback, on: device)
                #expect(route.action == HapticRoute(substitute, on: device).action, "\(feedback) on \(device)")
                #expect(route.isSubstitute)
                #expect(route.why.contains("visionOS-only"))
            }
        }
        #expect(HapticFeedback.success.substitute == nil)
    }

    @Test("play(_:) skips a SwiftUI-only route with needsSwiftUI, and the backend never sees it")
    func needsSwiftUI() throws {
        let recorder = HapticRecorder()
        let haptics = Haptics(backend: recorder, device: .visionOS26)
        let outcome = haptics.play(.release(.slider))
        let reason = try #require(outcome.skipReason, "\(outcome)")
        #expect(reason.route?.call?.needsSwiftUI == true)
        let route = try #require(reason.route)
        #expect(route.call == .sensoryFeedback(.release(.slider)))
        #expect(recorder.requests.isEmpty)
    }

    @Test("controllers and accessories play Core Haptics from their own haptics, at the default locality")
    func accessories() {
        let heavy = HapticRoute(.impact(.heavy, intensity: 0.5), on: .tvWithGameController)
        guard case .accessory(let pattern, .gameController, locality: .default)? = heavy.call?.kind else {
            Issue.record("\(heavy)")
            return
        }
        #expect(pattern.events.first?.value(of: .hapticIntensity) == 0.5)
        #expect(heavy.call?.api == "GCController.haptics.createEngine(withLocality:).makePlayer(with:).start(atTime:)")
        let custom = HapticRoute(.pattern(.heartbeat), on: .macWithGameController)
        #expect(custom.call == .accessory(.heartbeat, .gameController, locality: .default))
        #expect(!custom.isSubstitute)
        let stylus = HapticRoute(.success, on: .visionWithStylus)
        #expect(stylus.call == .accessory(.success, .stylus, locality: .default))
        #expect(HapticRoute(.success, on: .visionWithStylus.with(os: .init(2))).silence == .osTooOld)
        let spatial = DeviceProfile.visionOS26.with(inputDevice: .spatialAccessory)
        #expect(HapticRoute(.success, on: spatial).silence == .notYetSupported)
        #expect(!HapticRoute(.success, on: spatial.with(os: .init(27))).plays, "no backend can play it yet")
        #expect(
            HapticRoute(.success, on: .tvWithGameController.with(os: .init(13))).silence == .osTooOld)
        #expect(HapticRoute(.success, on: .watch.with(inputDevice: .gameController)).plays == false)
    }

    @Test("on the Mac, event feedback is silent by default and plays when their category is opted in")
    func macOptIn() {
        for feedback in [HapticFeedback.success, .warning, .error, .start, .stop] {
            let route = HapticRoute(feedback, on: .mac)
            #expect(route.silence == .notUserInitiated, "\(feedback)")
            #expect(route.source.hasPrefix("HapticKit's reading"), "the reading is ours, not Apple's")
        }
        #expect(HapticRoute(.alignment, on: .mac).call == .appKit(.alignment))
        let options = HapticRouting(macEventCategories: [.notification])
        #expect(HapticRoute(.error, on: .mac, routing: options).call == .appKit(.generic))
        #expect(HapticRoute(.start, on: .mac, routing: options).silence == .notUserInitiated)
        let recorder = HapticRecorder()
        let haptics = Haptics(backend: recorder, device: .mac, routing: options)
        #expect(haptics.play(.success).didPlay)
        #expect(!Haptics(backend: recorder, device: .mac).play(.success).didPlay)
    }

    @Test("a player's Mac opt-ins change in place, and the launch state puts them back")
    func macOptInInPlace() {
        let recorder = HapticRecorder()
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: recorder, device: .mac, clock: clock)
        #expect(haptics.play(.success).skipReason?.silence == .notUserInitiated)
        haptics.routing.macEventCategories.insert(.notification)
        clock.advance(by: .seconds(1))
        #expect(haptics.play(.success).playback?.call == .appKit(.generic))
        #expect(haptics.route(for: .error).call == .appKit(.generic))
        haptics.backend = HapticRecorder()
        #expect(haptics.routing.macEventCategories == [.notification], "a backend swap keeps the routing")
        haptics.resetToLaunchState()
        #expect(haptics.routing == .standard)
        #expect(haptics.route(for: .success).silence == .notUserInitiated)
    }

    @Test("an OS newer than any profile routes by the newest rules, and no route claims a deprecation")
    func futureOS() {
        let future = DeviceProfile.iPhone.with(os: DeviceProfile.OSVersion(30))
        #expect(
            HapticRoute(.impact(.light), on: future).action
                == HapticRoute(.impact(.light), on: .iPhone).action)
        let route = HapticRoute(.success, on: .iPhone)
        #expect(route.call?.description.hasPrefix("UINotificationFeedbackGenerator(view: view)") == true)
        #expect(route.source.contains("API_TO_BE_DEPRECATED"), "the header's words, no release number")
        for named in DeviceProfile.allNamed {
            for feedback in HapticFeedback.allCanonical {
                let route = HapticRoute(feedback, on: named.profile)
                #expect(
                    !route.why.contains("iOS 27") && !route.source.contains("27.0)"), "\(feedback) on \(named.name)")
            }
        }
    }

    @Test(
        "visionOS 26 plays increase and decrease through SwiftUI, as Apple's pages say; every visionOS play is inferred"
    )
    func visionOSCells() {
        for feedback in [HapticFeedback.increase, .decrease] {
            let route = HapticRoute(feedback, on: .visionOS26)
            #expect(route.call == .sensoryFeedback(feedback))
            #expect(route.source.contains("Only plays feedback on watchOS and visionOS."))
            #expect(HapticRoute(feedback, on: .visionWithStylus).call == .sensoryFeedback(feedback))
        }
        #expect(HapticRoute(.start, on: .visionOS26).silence == .noHapticHardware)
        for named in DeviceProfile.allNamed where named.profile.platform == .visionOS {
            for feedback in HapticFeedback.allCanonical {
                let route = HapticRoute(feedback, on: named.profile)
                #expect(!route.plays || route.isInferred, "\(feedback) on \(named.name)")
            }
        }
    }

    @Test("a spatial accessory is silent until a backend can be compiled for it")
    func spatialAccessory() {
        let device = DeviceProfile.visionOS26.with(os: DeviceProfile.OSVersion(27)).with(inputDevice: .spatialAccessory)
        #expect(HapticRoute(.success, on: device).silence == .notYetSupported)
    }

    @Test("a game controller plays in a compatibility mode too (inferred)")
    func controllersInCompatibilityModes() {
        for mode in [DeviceProfile.CompatibilityMode.iOSAppOnMac, .iOSAppOnVision] {
            var device = DeviceProfile.iPadWithGameController
            device.compatibilityMode = mode
            var plain = DeviceProfile.iPad
            plain.compatibilityMode = mode
            let route = HapticRoute(.success, on: device)
            #expect(route.call == HapticRoute(.success, on: .iPadWithGameController).call, "\(mode)")
            #expect(route.isInferred)
            #expect(HapticRoute(.success, on: plain).plays == false)
        }
    }

    @Test("cells known only by inference are marked, and only those")
    func inferred() {
        #expect(HapticRoute(.success, on: .iPadWithPencilPro).isInferred)
        #expect(!HapticRoute(.alignment, on: .iPadWithPencilPro).isInferred)
        #expect(HapticRoute(.alignment, on: .iPadWithMagicKeyboardScroll).isInferred)
        #expect(HapticRoute(.increase, on: .iPhone).isInferred)
        #expect(HapticRoute(.alignment, on: .iPhone).isInferred)
        #expect(HapticRoute(.pathComplete, on: .iPhone).isInferred)
        #expect(!HapticRoute(.success, on: .iPhone).isInferred)
    }
}

@Suite("docs/DeviceQuestions.md")
struct DeviceQuestionsDocTests {
    @Test("every device with an inferred cell has a test in DeviceQuestions.md")
    func everyInferredDeviceIsAsked() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let questions = try String(contentsOf: root.appendingPathComponent("docs/DeviceQuestions.md"), encoding: .utf8)
        var asked = 0
        for named in DeviceProfile.allNamed {
            let inferred = HapticFeedback.allCanonical.filter { HapticRoute($0, on: named.profile).isInferred }
            guard !inferred.isEmpty else { continue }
            #expect(questions.contains("`\(named.name)`"), "\(named.name): \(inferred.map(\.name))")
            asked += 1
        }
        #expect(asked >= 6)
    }
}
