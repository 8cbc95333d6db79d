import HapticKitCLI
import Testing

/// The tool reads every name by HapticKit's one rule (docs/Architecture.md, "One spelling"):
/// kebab-case, or the same letters without the `-`s, in any case.
@Suite("haptickit reads names by the one rule")
struct NameRuleCLITests {
    @Test("feedback, device profile, input and preset names", arguments: ["kebab", "camel", "upper"])
    func names(_ spelling: String) {
        let (feedback, device, input, preset) =
            switch spelling {
            case "kebab": ("level-change", "ipad-pencil-pro", "pencil-pro", "double-tap")
            case "camel": ("levelChange", "iPadPencilPro", "pencilPro", "doubleTap")
            default: ("LEVEL-CHANGE", "IPAD-PENCIL-PRO", "PENCIL-PRO", "DOUBLE-TAP")
            }
        let route = HapticKitCommandLine.run(["route", feedback, "--device", device])
        #expect(route.status == 0 && route.stdout.hasPrefix("level-change on ipad-pencil-pro"), "\(route.stderr)")
        let routed = HapticKitCommandLine.run(["route", "alignment", "--device", "ipad", "--input", input])
        #expect(routed.status == 0 && routed.stdout.contains("input: Apple Pencil Pro"), "\(routed.stderr)")
        let lint = HapticKitCommandLine.run(["lint", preset])
        #expect(lint.status == 0 && lint.stdout == "1 input checked: 0 errors, 0 warnings\n", "\(lint.stderr)")
        let pattern = HapticKitCommandLine.run(["route", "pattern:" + preset, "--device", "iphone"])
        #expect(pattern.status == 0 && pattern.stdout.hasPrefix("pattern:double-tap on iphone"), "\(pattern.stderr)")
        let matrix = HapticKitCommandLine.run(["matrix", "--calls", "--devices", device, "--feedbacks", feedback])
        #expect(matrix.status == 0 && matrix.stdout.hasPrefix("ipad-pencil-pro: "), "\(matrix.stderr)")
    }

    @Test("a `-` out of place is refused, with the valid names")
    func misplaced() {
        let route = HapticKitCommandLine.run(["route", "alignment", "--device", "ip-adpencilpro"])
        #expect(route.status == 2 && route.stderr.contains("unknown device 'ip-adpencilpro'"))
    }
}
