@_spi(HapticKitInternal) import HapticKit

/// `haptickit snippet <feedback> [--framework swiftui|uikit|appkit] [--device <profile>]`
enum SnippetCommand {
    static let command = Command(
        name: name, summary: summary, help: help, options: ["--framework", "--device", "--format"], run: run)

    static let name = "snippet"
    static let summary = "the HapticKit code for a feedback in SwiftUI, UIKit or AppKit, with its route"
    static let help = """
        usage: haptickit snippet <feedback> [--framework swiftui|uikit|appkit] [--device <profile>]
                                 [--format text|json]

        Prints the HapticKit code that plays <feedback> in a SwiftUI view, a UIKit gesture or an
        AppKit view, and the route it takes on the device: the Apple call, or why it is silent.

        <feedback>  a name from 'haptickit route --help' (impact-light@0.7 takes an intensity)

        options:
          --framework <name>    swiftui (default), uikit or appkit
          --device <profile>    a name from 'haptickit devices' (default: iphone; mac-trackpad
                                for appkit)
          --format <text|json>  output format (default: text)
          -h, --help            show this help

        """

    enum Framework: String, CaseIterable {
        case swiftui, uikit, appkit
    }

    static func run(_ args: Arguments) throws -> String {
        try args.expectPositionals(1...1, "a feedback name, e.g. 'haptickit snippet alignment'", command: name)
        let format = try CommandJSON.Format.parse(args)
        let frameworkName = args.value("--framework") ?? "swiftui"
        guard let framework = Framework(rawValue: frameworkName.lowercased()) else {
            let valid = Framework.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError.usage("unknown framework \(CLIText.quote(frameworkName)); frameworks: \(valid)")
        }
        let feedback = try HapticFeedback.resolve(args.positionals[0])
        let deviceName = args.value("--device") ?? (framework == .appkit ? "mac-trackpad" : "iphone")
        let (device, profile) = try DeviceProfile.resolve(name: deviceName, os: nil)
        let route = HapticRoute(feedback, on: profile)
        let report = Report(
            feedback: feedback.name, framework: framework.rawValue, swift: swift(feedback),
            code: code(swift(feedback), framework), notes: notes(route, framework, device: device),
            route: CommandJSON.Route(route, device: device, profile: profile))
        guard format == .text else { return CommandJSON.encode(report) }
        return report.code + "\n" + report.notes.map { "// " + $0 }.joined(separator: "\n") + "\n"
    }

    /// `snippet --format json`: the Swift spelling of the feedback, the code, notes, and the route.
    struct Report: Encodable {
        var feedback: String
        var framework: String
        var swift: String
        var code: String
        var notes: [String]
        var route: CommandJSON.Route
    }

    /// How Swift spells `feedback` as a `HapticFeedback` value: `.levelChange`,
    /// `.impact(.light, intensity: 0.7)`, `.singleTap(.heavy)`, `.pattern(.doubleTap)`.
    static func swift(_ feedback: HapticFeedback) -> String {
        let parts = feedback.name.split(separator: "@", maxSplits: 1)
        let base = String(parts[0])
        let intensity = parts.count > 1 ? ", intensity: \(parts[1])" : ""
        if base.hasPrefix("pattern:") { return ".pattern(.\(camel(String(base.dropFirst("pattern:".count)))))" }
        let weights = ["light", "medium", "heavy"]
        let flexibilities = ["rigid", "solid", "soft"]
        for (prefix, family) in [("press-", "press"), ("release-", "release"), ("selection-", "selection")]
        where base.hasPrefix(prefix) {
            return ".\(family)(.\(camel(String(base.dropFirst(prefix.count)))))"
        }
        if base.hasPrefix("impact-") {
            let style = String(base.dropFirst("impact-".count))
            return weights.contains(style)
                ? ".impact(.\(style)\(intensity))" : ".impact(flexibility: .\(style)\(intensity))"
        }
        if base == "single-tap" { return ".singleTap()" }
        if base.hasPrefix("single-tap-") {
            let style = String(base.dropFirst("single-tap-".count))
            return flexibilities.contains(style) ? ".singleTap(flexibility: .\(style))" : ".singleTap(.\(style))"
        }
        if base == "data-refresh" { return ".dataRefresh(intensity: \(parts.count > 1 ? String(parts[1]) : "1"))" }
        return ".\(camel(base))"
    }

    private static func camel(_ kebab: String) -> String {
        let words = kebab.split(separator: "-")
        return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
    }

    static func code(_ feedback: String, _ framework: Framework) -> String {
        switch framework {
        case .swiftui:
            """
            import HapticKit
            import SwiftUI

            struct HapticButton: View {
                @Environment(\\.haptics) private var haptics

                var body: some View {
                    Button("Play") { haptics.play(\(feedback)) }
                        .hapticAnchor()  // lends the call this view: on iPad, feedback plays where it happened
                }
            }
            """
        case .uikit:
            """
            import HapticKit
            import UIKit

            final class HapticViewController: UIViewController {
                @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
                    switch gesture.state {
                    case .began:
                        Haptics.shared.prepare(for: \(feedback), in: view)  // warm when the gesture begins
                    case .changed:
                        Haptics.shared.play(\(feedback), at: gesture.location(in: view), in: view)
                    default:
                        break
                    }
                }
            }
            """
        case .appkit:
            """
            import AppKit
            import HapticKit

            final class HapticCanvasView: NSView {
                override func mouseDragged(with event: NSEvent) {
                    Haptics.shared.play(\(feedback), at: convert(event.locationInWindow, from: nil), in: self)
                }
            }
            """
        }
    }

    private static func notes(_ route: HapticRoute, _ framework: Framework, device: String) -> [String] {
        var notes: [String] = []
        if let call = route.call {
            let felt = route.isHandedToSystem ? " (\(route.delivery))" : ""
            notes.append("on \(device): \(call.api)\(route.isSubstitute ? " (a substitute)" : "")\(felt)")
        } else {
            notes.append("on \(device): silent: \(route.why)")
        }
        if route.isInferred { notes.append("inferred, not checked on a device: docs/DeviceQuestions.md has its test") }
        switch framework {
        case .swiftui:
            notes.append("on iPad a call plays only with a view: keep .hapticAnchor() (or a .haptic modifier) above it")
        case .uikit:
            notes.append(
                "on iPad pass the view and the location, as here: a call without them is skipped (needsLocation)")
        case .appkit:
            notes.append(
                "on the Mac only user-initiated feedback plays: notifications, start and stop are silent unless the app opts their category in"
            )
        }
        return notes
    }
}
