import HapticKitTestSupport
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

@Suite("Custom patterns: Core Haptics where it plays, the nearest feedback elsewhere")
struct PatternRoutingTests {
    @Test("any pattern plays through Core Haptics on iPhone 8 and later, as itself")
    func coreHaptics() {
        for preset in HapticPattern.presets {
            #expect(HapticRoute(.pattern(preset.pattern), on: .iPhone).call == .coreHaptics(preset.pattern))
        }
    }

    @Test("audio events are left out: the engine is haptics-only, so other apps' audio keeps playing")
    func withoutAudio() {
        let pattern = HapticPattern(events: [.transient(intensity: 0.8), .audioCustom("boing.wav", at: 0.1)])
        let route = HapticRoute(.pattern(pattern), on: .iPhone)
        #expect(route.call == .coreHaptics(HapticPattern(events: [.transient(intensity: 0.8)])))
        #expect(route.why.contains("audio events are left out"))
    }

    @Test("an iPhone without Core Haptics plays the pattern's strongest moment as a medium impact")
    func iPhone7() {
        var iPhone7 = DeviceProfile.iPhone
        (iPhone7.hasTapticEngine, iPhone7.supportsCoreHaptics) = (true, false)
        let pattern = HapticPattern(events: [.transient(intensity: 0.3), .transient(intensity: 0.6, at: 0.2)])
        let route = HapticRoute(.pattern(pattern), on: iPhone7)
        #expect(route.call == .impact(.medium, intensity: HapticIntensity(0.6), atLocation: true))
        #expect(route.isSubstitute)
    }

    @Test("the intensity scale reaches the pattern's events, and the pattern category gates it")
    func settingsApply() {
        let rig = Rig(settings: HapticSettings(intensityScale: 0.5))
        rig.play(.pattern(.tap))
        #expect(rig.recorder.calls == [.coreHaptics(HapticPattern.tap.scalingIntensity(by: 0.5))])
        rig.haptics.settings[.pattern] = false
        #expect(rig.play(.pattern(.tap), after: 1000) == .skipped(.categoryDisabled(.pattern)))
    }

    @Test("preparing for a pattern prepares its engine: the backend gets the pattern's call, without a generator")
    func preparesTheEngine() {
        let rig = Rig()
        let route = rig.haptics.route(for: .pattern(.heartbeat))
        #expect(rig.haptics.prepare(for: .pattern(.heartbeat)) == .preparedEngine(route))
        #expect(rig.recorder.calls.isEmpty, "nothing played")
        #expect(rig.recorder.preparations.map(\.call) == [.coreHaptics(.heartbeat)])
        #expect(rig.recorder.preparations.first?.generator == nil)
    }
}
