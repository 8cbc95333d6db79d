#if DEBUG
import Foundation
@testable @_spi(HapticKitInternal) import HapticKit
import Testing

/// The stand-in's pure model: the default, what a cue shows, where, for how long, and its sound.
@Suite("The Debug stand-in's model")
struct StandInCueTests {
    static let simulatedPhone: DeviceProfile = {
        var profile = DeviceProfile.iPhone
        profile.isSimulator = true
        return profile
    }()

    @Test(
        "on by default in the Simulator and previews, the console alone elsewhere; no ripple in an app extension",
        arguments: [
            (StandInHost(isSimulator: true), HapticStandIn([.visual, .console])),
            (StandInHost(isPreview: true), HapticStandIn([.visual, .console])),
            (StandInHost(), HapticStandIn.console),
            (StandInHost(isSimulator: true, isAppExtension: true), HapticStandIn.console),
        ])
    func defaults(host: StandInHost, expected: HapticStandIn) {
        #expect(HapticStandIn.automatic(for: host) == expected)
        #expect(!HapticStandIn.automatic(for: host).contains(.audible), "the sound is opt-in")
    }

    @Test("an app extension never shows the ripple, even when asked")
    func appExtension() {
        let host = StandInHost(isSimulator: true, isAppExtension: true)
        #expect(host.allows([.visual, .audible, .console]) == [.audible, .console])
        #expect(StandInHost(isSimulator: true).allows([.visual]) == [.visual])
    }

    @Test(
        "an app extension is told by its Info.plist keys: NSExtension, or ExtensionKit's EXAppExtensionAttributes",
        arguments: [
            (["CFBundleIdentifier", "UIApplicationSceneManifest"], false),
            (["CFBundleIdentifier", "NSExtension"], true),
            (["CFBundleIdentifier", "EXAppExtensionAttributes"], true),
        ] as [(Set<String>, Bool)])
    func extensionKeys(keys: Set<String>, isExtension: Bool) {
        #expect(StandInHost.isAppExtension(infoHas: keys.contains) == isExtension)
    }

    @Test("in the Simulator the caption names the call the same device would make, and the sound plays")
    func simulatorShowsTheDevicesCall() throws {
        let outcome = HapticOutcome.skipped(.silent(HapticRoute(.success, on: Self.simulatedPhone)))
        let cue = StandInCue(
            feedback: .success, outcome: outcome, device: Self.simulatedPhone, routing: .standard, location: nil)
        let call = try #require(HapticRoute(.success, on: .iPhone).call?.withoutLocation())
        #expect(cue.detail == "on a device: \(call.api)", "the plain call: the request had no view")
        #expect(
            cue.logLine
                == "success · iOS 18.2, phone, Taptic Engine, Core Haptics, finger, simulator · on a device:"
                + " UINotificationFeedbackGenerator.notificationOccurred(_:)", "the line the DocC article shows")
        #expect(cue.title == "success")
        #expect(cue.isFelt)
        #expect(cue.placement.location == nil, "a view-less request shows at the top of the screen")
        #expect(!cue.sound.isSilent)
    }

    @Test("a played request shows its outcome where it was played; a skipped one its reason, faint and silent")
    func playedAndSkipped() {
        let route = HapticRoute(.selection, on: .iPhone)
        let played = HapticOutcome.played(.init(call: route.call!, route: route, wasWarm: true))
        let cue = StandInCue(
            feedback: .selection, outcome: played, device: .iPhone, routing: .standard,
            location: CGPoint(x: 10, y: 20))
        #expect(cue.placement.location == CGPoint(x: 10, y: 20))
        #expect(cue.detail == played.description)
        #expect(cue.isFelt && !cue.sound.isSilent)

        let throttled = HapticOutcome.skipped(.throttled(.selection, retryAfter: .milliseconds(40)))
        let skipped = StandInCue(
            feedback: .selection, outcome: throttled, device: .iPhone, routing: .standard, location: nil)
        #expect(skipped.detail == "skipped: \(throttled.skipReason!)")
        #expect(!skipped.isFelt)
        #expect(skipped.sound.isSilent, "nothing sounds for what was not felt")
        #expect(skipped.rings == cue.rings, "the ripple still shows the feedback, faint")
    }

    @Test("the ripple grows with intensity and is thinner and quicker when sharper")
    func rippleFollowsTheFeedback() throws {
        let soft = try #require(StandInCue.rings(of: HapticFeedback.impact(flexibility: .soft).standInPattern).first)
        let heavy = try #require(StandInCue.rings(of: HapticFeedback.impact(.heavy).standInPattern).first)
        let rigid = try #require(StandInCue.rings(of: HapticFeedback.impact(flexibility: .rigid).standInPattern).first)
        let faint = try #require(
            StandInCue.rings(of: HapticFeedback.impact(.heavy, intensity: 0.2).standInPattern).first)
        #expect(heavy.radius > soft.radius)
        #expect(faint.radius < heavy.radius, "an impact's own intensity shrinks it")
        #expect(rigid.lineWidth < soft.lineWidth)
        #expect(rigid.spreadSeconds < soft.spreadSeconds)
        #expect(heavy.holdSeconds == 0, "a transient does not hold")
        let error = StandInCue.rings(of: HapticFeedback.error.standInPattern)
        #expect(error.count == 4)
        #expect(error.last!.holdSeconds > 0, "the error's buzz holds for its duration")
        #expect(error.map(\.delay) == error.map(\.delay).sorted())
    }

    @Test("in the Simulator, canvas feedback without a view says a device would skip it too")
    func simulatorCanvasWithoutAView() {
        var pad = DeviceProfile.iPadWithPencilPro
        pad.isSimulator = true
        let outcome = HapticOutcome.skipped(.silent(HapticRoute(.alignment, on: pad)))
        let cue = StandInCue(feedback: .alignment, outcome: outcome, device: pad, routing: .standard, location: nil)
        #expect(cue.detail.hasPrefix("on a device: skipped: needs a view"))
        #expect(!cue.isFelt)
        let inView = StandInCue(
            feedback: .alignment, outcome: outcome, device: pad, routing: .standard, location: CGPoint(x: 1, y: 1))
        #expect(inView.detail == "on a device: UICanvasFeedbackGenerator.alignmentOccurred(at:)")
        #expect(inView.isFelt)
    }

    @Test("a cue stays long enough to read, and no longer than 3.5 s")
    func duration() {
        let outcome = HapticOutcome.skipped(.disabledByUser)
        let short = StandInCue(
            feedback: .selection, outcome: outcome, device: .iPhone, routing: .standard, location: nil)
        #expect(short.seconds == 1.2)
        let long = HapticPattern(events: [.continuous(duration: 10, intensity: 1, sharpness: 0.5)])
        let capped = StandInCue(
            feedback: .pattern(long), outcome: outcome, device: .iPhone, routing: .standard, location: nil)
        #expect(capped.seconds == 3.5)
    }

    @Test("a transient is a click, a continuous event a tone: louder with intensity, higher with sharpness")
    func soundFollowsTheFeedback() throws {
        let quiet = StandInSound(HapticPattern(events: [.transient(intensity: 0.25, sharpness: 0)]))
        let loud = StandInSound(HapticPattern(events: [.transient(intensity: 1, sharpness: 1)]))
        #expect(try #require(quiet.tones.first).frequency == 150)
        #expect(try #require(loud.tones.first).frequency == 600)
        let peak = { (sound: StandInSound) in sound.samples(rate: 22_050).map(abs).max() ?? 0 }
        #expect(peak(loud) > 3 * peak(quiet))
        let click = loud.samples(rate: 22_050)
        #expect(click[Int(0.05 * 22_050)...].allSatisfy { $0 == 0 }, "a click is over within 30 ms")
        let tone = StandInSound(HapticPattern(events: [.continuous(duration: 0.2, intensity: 1, sharpness: 0.5)]))
        let samples = tone.samples(rate: 22_050)
        #expect(samples[Int(0.15 * 22_050)...Int(0.16 * 22_050)].map(abs).max()! > 0.7, "a tone keeps sounding")
        #expect(abs(samples[0]) < 0.01, "and fades in")
    }
}
#endif
