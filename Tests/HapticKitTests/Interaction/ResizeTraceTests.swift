import Foundation
import HapticKit
import HapticKitCLI
import HapticKitTesting
import Testing

/// The recorded resize traces in `Fixtures/traces`, found relative to this source file.
enum TraceFixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/traces")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("\(name).trace"), encoding: .utf8)
    }

    /// The lines whose sample the trace's author marked as tapping: a comment with the word `taps`.
    static func markedTaps(_ name: String) throws -> [Int] {
        try text(name).split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
            offset, line in
            let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let isSample = !parts[0].trimmingCharacters(in: .whitespaces).isEmpty
            return isSample && parts.count == 2 && parts[1].contains("taps") ? offset + 1 : nil
        }
    }

    /// Replays the trace `name` on a fresh player for `device`, driven by `input`.
    static func replay(
        _ name: String, on device: DeviceProfile, input: HapticInput = .unspecified
    ) throws -> (events: [ResizeTrace.Event], recorder: HapticRecorder) {
        let recorder = HapticRecorder()
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: recorder, device: device, clock: clock)
        return (try ResizeTrace(try text(name)).replay(on: haptics, clock: clock, input: input), recorder)
    }
}

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
            events.compactMap(\.step?.guide) == [
                .originalAspectRatio, .square, .square, .square, .originalAspectRatio, .originalAspectRatio,
            ])
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
        #expect(events.filter { $0.step?.guide == .square }.count == 6)
    }

    @Test("two targets close together: one tap for each target entered")
    func closeTargets() throws {
        let (events, _) = try TraceFixtures.replay("close-targets", on: .iPhone)
        #expect(taps(events).map(\.line) == (try TraceFixtures.markedTaps("close-targets")))
        #expect(taps(events).count == 2)
        #expect(
            events.compactMap(\.step).map(\.guide) == [
                .originalAspectRatio, nil, .square, nil, nil, .originalAspectRatio, .originalAspectRatio,
            ])
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
        #expect(outcomes.filter { !$0.played }.count == skipped)
        #expect(recorder.calls.count == played + handed)
        #expect(outcomes.compactMap(\.skipReason).allSatisfy { $0.silenceReason != nil })
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

@Suite("haptickit snap and route --input")
struct SnapCommandTests {
    func run(_ arguments: String...) -> HapticKitCommandLine.Output {
        HapticKitCommandLine.run(arguments)
    }

    @Test("snap replays the annotation resize: iPhone plays, a Pencil Pro iPad plays, a finger on iPad is skipped")
    func demo() {
        let phone = run("snap", "--device", "iphone")
        #expect(phone.status == 0)
        #expect(
            phone.stdout.contains(
                "200x196   -> 198x198    square          tap: played UIImpactFeedbackGenerator(style: .light)"))
        #expect(phone.stdout.hasSuffix("summary: 2 taps: 2 played, 0 handed to the system, 0 skipped\n"))
        let pencil = run("snap", "--device", "ipad-pencil-pro")
        #expect(pencil.stdout.contains("tap: played UICanvasFeedbackGenerator.alignmentOccurred(at:) (warm)"))
        let finger = run("snap", "--device", "ipad-finger")
        #expect(finger.stdout.contains("tap: skipped: no haptic hardware: iPad has no Taptic Engine"))
        #expect(finger.stdout.hasSuffix("summary: 2 taps: 0 played, 0 handed to the system, 2 skipped\n"))
    }

    @Test("snap --input anyPencil on iPad says the taps were handed to the system, felt only with Pencil Pro")
    func handedToSystem() {
        let result = run("snap", "--device", "ipad-finger", "--input", "anyPencil")
        #expect(
            result.stdout.contains(
                "alignment: handed to the system: UICanvasFeedbackGenerator.alignmentOccurred(at:); felt only with Apple Pencil Pro"
            ))
        #expect(result.stdout.hasSuffix("summary: 2 taps: 0 played, 2 handed to the system, 0 skipped\n"))
    }

    @Test("snap --input unspecified drives the profile as a real iPad detects itself")
    func unspecifiedInput() {
        let result = run("snap", "--device", "ipad-finger", "--input", "unspecified")
        #expect(result.stdout.contains("(iPadOS 18.2, pad, no haptic hardware, unspecified input)"))
        #expect(result.stdout.hasSuffix("summary: 2 taps: 0 played, 2 handed to the system, 0 skipped\n"))
    }

    @Test("the built-in trace is the annotation-resize fixture")
    func builtInIsFixture() throws {
        let path = TraceFixtures.folder.appendingPathComponent("annotation-resize.trace").path
        #expect(run("snap", "--device", "iphone").stdout == run("snap", "--device", "iphone", path).stdout)
    }

    @Test("snap reports bad usage with the valid names")
    func usage() {
        let cases: [([String], String)] = [
            (["snap"], "'snap' needs --device"),
            (["snap", "--device", "iphone", "--input", "toe"], "inputs: unspecified, finger"),
            (["snap", "--device", "iphone", "--tolerance", "2"], "not a number in 0...1"),
            (["snap", "--device", "iphone", "a", "b"], "unexpected argument 'b'"),
        ]
        for (arguments, message) in cases {
            let result = HapticKitCommandLine.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        #expect(run("snap", "--help").stdout.contains("anyPencil, anyPointer, anyHover"))
    }

    @Test("route --input shows the same three states")
    func routeStates() {
        #expect(run("route", "alignment", "--device", "iphone").stdout.contains("  felt:   plays\n"))
        #expect(
            run("route", "alignment", "--device", "ipad-finger", "--input", "anyPointer").stdout
                .contains(
                    "  felt:   handed to the system; felt only with Magic Keyboard for iPad Pro (M4) trackpad click\n"))
        #expect(
            run("route", "alignment", "--device", "ipad-pencil-pro", "--input", "finger").stdout.contains(
                "  felt:   silent\n"))
        #expect(
            run("route", "alignment", "--device", "ipad-pencil-pro", "--input", "unspecified").stdout
                .contains("(iPadOS 18.2, pad, no haptic hardware, unspecified input)"))
    }
}
