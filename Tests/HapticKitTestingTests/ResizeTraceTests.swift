import Foundation
@_spi(HapticKitInternal) import HapticKit
import HapticKitTestSupport
import HapticKitTesting
import Testing

@Suite("Recorded resize traces, replayed")
struct ResizeTraceTests {
    /// The lines (in the trace file) of the samples that tapped, and their outcomes.
    func taps(_ events: [ResizeTrace.Event]) -> [(line: Int, outcome: HapticOutcome)] {
        events.compactMap { event in event.outcome.map { (event.sample.line, $0) } }
    }

    @Test("the annotation resize on iPhone: one warm light tap at the square, one at the original ratio")
    func annotationResizeOnPhone() throws {
        let (events, recorder) = try TraceFixtures.replay("annotation-resize", on: .iPhone)
        let taps = taps(events)
        #expect(taps.map(\.line) == (try TraceFixtures.markedTaps("annotation-resize")))
        #expect(taps.count == 2)
        #expect(
            taps.allSatisfy { $0.outcome.playback?.wasWarm == true && $0.outcome.playback?.isHandedToSystem == false })
        #expect(
            recorder.calls == [
                .impact(.light, intensity: .full, atLocation: true),
                .impact(.light, intensity: .full, atLocation: true),
            ])
        #expect(
            events.compactMap(\.step?.target) == [2, 1, 1, 1, 2, 2], "the original ratio is 2:1")
    }

    @Test("a slow approach taps exactly once, on entering")
    func slowApproach() throws {
        let (events, _) = try TraceFixtures.replay("slow-approach", on: .iPhone)
        #expect(taps(events).map(\.line) == (try TraceFixtures.markedTaps("slow-approach")))
        #expect(taps(events).count == 1)
    }

    @Test("a fast flick straight through the square does not tap")
    func fastFlick() throws {
        let (events, recorder) = try TraceFixtures.replay("fast-flick", on: .iPhone)
        #expect(taps(events).isEmpty)
        #expect(recorder.calls.isEmpty)
    }

    @Test("jitter at the edge of the snap zone taps once")
    func edgeJitter() throws {
        let (events, _) = try TraceFixtures.replay("edge-jitter", on: .iPhone)
        #expect(taps(events).map(\.line) == (try TraceFixtures.markedTaps("edge-jitter")))
        #expect(taps(events).count == 1)
        #expect(events.filter { $0.step?.target == 1 }.count == 6)
    }

    @Test("two targets close together: one tap for each target entered")
    func closeTargets() throws {
        let (events, _) = try TraceFixtures.replay("close-targets", on: .iPhone)
        #expect(taps(events).map(\.line) == (try TraceFixtures.markedTaps("close-targets")))
        #expect(taps(events).count == 2)
        #expect(
            events.compactMap(\.step).map(\.target) == [1.2, nil, 1, nil, nil, 1.2, 1.2], "the original ratio is 1.2")
    }

    @Test("a cancelled gesture: the next one prepares again and taps again, warm")
    func cancelled() throws {
        let (events, recorder) = try TraceFixtures.replay("cancelled", on: .iPhone)
        #expect(taps(events).map(\.line) == (try TraceFixtures.markedTaps("cancelled")))
        #expect(taps(events).count == 2)
        #expect(taps(events).allSatisfy { $0.outcome.playback?.wasWarm == true })
        #expect(events.compactMap(\.preparation).count == 2)
        #expect(recorder.preparations.count == 2)
    }

    @Test(
        "the same trace on iPad, input by input",
        arguments: [
            (HapticInput.finger, 0, 0, 2), (.known(.pencilPro), 2, 0, 0), (.anyPencil, 0, 2, 0),
            (.known(.magicKeyboardTrackpad), 2, 0, 0), (.anyPointer, 0, 2, 0), (.anyHover, 0, 0, 2),
            (.unspecified, 0, 2, 0),
        ])
    func inputsOnPad(_ input: HapticInput, _ played: Int, _ handed: Int, _ skipped: Int) throws {
        let (events, recorder) = try TraceFixtures.replay("annotation-resize", on: .iPad, input: input)
        let outcomes = taps(events).map(\.outcome)
        #expect(outcomes.count == 2)
        #expect(outcomes.filter { $0.playback?.isHandedToSystem == false }.count == played)
        #expect(outcomes.filter { $0.playback?.isHandedToSystem == true }.count == handed)
        #expect(outcomes.filter { !$0.didPlay }.count == skipped)
        #expect(recorder.calls.count == played + handed)
        #expect(outcomes.compactMap(\.skipReason).allSatisfy { $0.silence != nil })
    }

    @Test("bad traces fail with the line and what to write")
    func parseErrors() {
        let cases: [(String, String)] = [
            ("", "line 1: the trace is empty"),
            ("0ms began 200x100", "line 1: a trace starts with 'original"),
            ("original 200x100\n0ms grow 210x100", "line 2: expected a phase"),
            ("original 200x100\n0ms changed", "line 2: 'changed' takes a size"),
            ("original 200x100\n0ms ended 10x10", "line 2: 'ended' takes no size"),
            ("original 200x100\n0ms changed 0x100", "line 2: '0x100' is not a size"),
            ("original 200x100\n5ms began 1x1\n1ms ended", "line 3: time '1ms' is before"),
        ]
        for (text, message) in cases {
            #expect(throws: HapticScript.ParseError.self) { try ResizeTrace(text) }
            do {
                _ = try ResizeTrace(text)
            } catch {
                #expect("\(error)".hasPrefix(message), "\(error)")
            }
        }
    }
}
