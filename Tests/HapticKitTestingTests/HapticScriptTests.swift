import Foundation
import HapticKit
import HapticKitTesting
import Testing

@Suite("HapticScript: timelines as text")
struct HapticScriptTests {
    @Test("a script parses into timed steps; relative times follow the previous step")
    func parses() throws {
        let script = try HapticScript(
            """
            # a drag with snaps
            0ms prepare alignment
            40ms alignment
            +5ms alignment at 120,80 ; 1.5s end
            2s disable selection
            2s enable
            3s intensity 0.5
            4s background
            4s foreground
            """)
        #expect(
            script.steps.map(\.action) == [
                .prepare(.alignment), .play(.alignment, at: nil), .play(.alignment, at: CGPoint(x: 120, y: 80)),
                .endInteraction, .setEnabled(false, .selection), .setEnabled(true, nil), .setIntensityScale(0.5),
                .setAppActive(false), .setAppActive(true),
            ])
        #expect(script.steps.map(\.time.milliseconds) == [0, 40, 45, 1500, 2000, 2000, 3000, 4000, 4000])
        #expect(script.steps.map(\.line) == [2, 3, 4, 4, 5, 6, 7, 8, 9])
    }

    @Test(
        "a bad line is named with what is wrong",
        arguments: [
            ("0ms alignment\n40 alignment", 2, "is not a time"),
            ("50ms alignment\n40ms alignment", 2, "before the previous step"),
            ("0ms sucess", 1, "unknown feedback 'sucess'"),
            ("0ms", 1, "needs an action"),
            ("0ms prepare", 1, "write 'prepare <feedback>'"),
            ("0ms disable haptics", 1, "unknown category 'haptics'; categories: notification"),
            ("0ms intensity loud", 1, "intensity <scale>"),
            ("0ms alignment at 1;2", 1, "is not a location"),
            ("0ms alignment sideways", 1, "unexpected 'sideways'"),
            ("-5ms alignment", 1, "is not a time"),
            ("nanms alignment", 1, "is not a time"),
            ("1e308s alignment", 1, "is not a time"),
            ("0ms success@0.5", 1, "takes no intensity"),
        ])
    func errors(_ text: String, _ line: Int, _ message: String) {
        #expect {
            try HapticScript(text)
        } throws: { error in
            guard let error = error as? HapticScript.ParseError else { return false }
            return error.line == line && error.message.contains(message)
        }
    }

    @Test("running a script drives the whole pipeline on the manual clock")
    func runs() throws {
        let recorder = HapticRecorder()
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: recorder, device: .iPhone, clock: clock)
        let results = try HapticScript(
            "0ms prepare alignment; 40ms alignment; 45ms alignment; 200ms disable; 300ms success; 400ms enable; 500ms error"
        ).run(on: haptics, clock: clock)
        #expect(results[1].outcome?.playback?.wasWarm == true)
        #expect(results[2].outcome == .skipped(.coalesced(into: .alignment)))
        #expect(results[4].outcome == .skipped(.disabledByUser))
        #expect(results[6].outcome?.didPlay == true)
        #expect(clock.now() == HapticInstant(nanoseconds: 500_000_000))
        #expect(
            results[1].description.contains(
                "played UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity:at:) (warm, substitute)"))
    }

    @Test("HapticScript.ParseError gives the line")
    func scriptParse() throws {
        let parse = try #require(
            #expect(throws: HapticScript.ParseError.self) { try HapticScript("0ms success\n+10ms bogus") })
        #expect(parse.line == 2)
        #expect((parse as any Error).localizedDescription == "line 2: \(parse.message)")
    }
}
