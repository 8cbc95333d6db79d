import Foundation
import HapticKit
import HapticKitCLI
import HapticKitTestSupport
import Testing

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

    @Test("snap --input any-pencil on iPad says the taps were handed to the system, felt only with Pencil Pro")
    func handedToSystem() {
        let result = run("snap", "--device", "ipad-finger", "--input", "any-pencil")
        #expect(
            result.stdout.contains(
                "alignment: handed to the system: UICanvasFeedbackGenerator.alignmentOccurred(at:); felt only with Apple Pencil Pro"
            ))
        #expect(result.stdout.hasSuffix("summary: 2 taps: 0 played, 2 handed to the system, 0 skipped\n"))
    }

    @Test("snap --input unspecified drives the profile as a real iPad detects itself")
    func unspecifiedInput() {
        let result = run("snap", "--device", "ipad-finger", "--input", "unspecified")
        #expect(result.stdout.contains("(iPadOS 18.2, pad, no haptic hardware in the device, unspecified input)"))
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
        #expect(run("snap", "--help").stdout.contains("any-pencil, any-pointer, any-hover"))
    }

    @Test("route --input shows the same three states")
    func routeStates() {
        #expect(run("route", "alignment", "--device", "iphone").stdout.contains("  felt:   plays\n"))
        #expect(
            run("route", "alignment", "--device", "ipad-finger", "--input", "any-pointer").stdout
                .contains(
                    "  felt:   handed to the system; felt only with Magic Keyboard for iPad Pro (M4) trackpad click\n"))
        #expect(
            run("route", "alignment", "--device", "ipad-pencil-pro", "--input", "finger").stdout.contains(
                "  felt:   silent\n"))
        #expect(
            run("route", "alignment", "--device", "ipad-pencil-pro", "--input", "unspecified").stdout
                .contains("(iPadOS 18.2, pad, no haptic hardware in the device, unspecified input)"))
    }
}
