@_spi(HapticKitInternal) import HapticKit
import HapticKitTestSupport
import HapticKitTesting
import Testing

@Suite("HapticScript, run")
struct HapticScriptRunTests {
    @Test("step times count from the clock's time when the run starts")
    func relativeToStart() throws {
        let rig = Rig()
        rig.clock.advance(by: .seconds(10))
        _ = try HapticScript("0ms success; 500ms error").run(on: rig.haptics, clock: rig.clock)
        #expect(
            rig.recorder.entries.map(\.time) == [
                HapticInstant(nanoseconds: 10_000_000_000), HapticInstant(nanoseconds: 10_500_000_000),
            ])
    }

    @Test("settings steps change the player: disable, enable, intensity, background")
    func settingSteps() throws {
        let rig = Rig()
        let results = try HapticScript(
            """
            0ms disable
            10ms success
            20ms enable; 20ms intensity 0.5
            500ms impact-light
            1s background
            2s error
            """
        ).run(on: rig.haptics, clock: rig.clock)
        #expect(
            results.map(\.outcome) == [
                nil, .skipped(.disabledByUser), nil, nil, results[4].outcome, nil, .skipped(.appNotActive),
            ])
        #expect(
            results[4].outcome?.playback?.call == .impact(.light, intensity: HapticIntensity(0.5), atLocation: true))
        #expect(!rig.haptics.isAppActive)
    }

    @Test("out of a view, a call that needs a location is skipped; in one, it plays at the location")
    func inView() throws {
        let script = try HapticScript("0ms alignment at 120,80")
        let device = DeviceProfile.iPad.with(inputDevice: .pencilPro)
        let outside = Rig(device: device)
        let skipped = script.run(on: outside.haptics, clock: outside.clock, inView: false)
        #expect(skipped.first?.outcome?.skipReason?.route?.call?.needsLocation == true)
        let inside = Rig(device: device)
        let played = script.run(on: inside.haptics, clock: inside.clock)
        #expect(played.first?.outcome?.playback?.call == .canvas(.alignment))
        #expect(inside.recorder.requests.first?.anchor != nil)
    }

    @Test("a result reads as a timeline line: time, step, what happened")
    func resultDescription() throws {
        let rig = Rig()
        let results = try HapticScript("0ms prepare selection; 40ms selection").run(on: rig.haptics, clock: rig.clock)
        #expect(
            results.map(\.description) == [
                "     0 ms  prepare selection     prepared UISelectionFeedbackGenerator in a view",
                "    40 ms  selection             played UISelectionFeedbackGenerator.selectionChanged(at:) (warm)",
            ])
    }
}
