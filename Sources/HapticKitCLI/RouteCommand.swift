@_spi(HapticKitInternal) import HapticKit

/// `haptickit route <feedback> --device <profile> [--os <version>] [--input <input>]`
enum RouteCommand {
    static let command = Command(
        name: name, summary: summary, help: help, options: ["--device", "--os", "--input"], run: run)

    static let name = "route"
    static let summary = "the Apple call for one feedback on a device, why, and its source"
    static let help: String = {
        """
        usage: haptickit route <feedback> [--device <profile>] [--os <version>] [--input <input>]

        Prints the exact Apple call HapticKit makes for <feedback> on the device, or 'silent'
        and the reason, with the source of that fact, and what the hand feels: 'plays',
        'handed to the system; felt only with <inputs>' (the system plays the call only for
        some of the inputs the interaction may come from), or 'silent'. Without --device,
        prints one line per named profile.

        <feedback>  \(HapticFeedback.allNames.joined(separator: ", "))
                    impacts take an intensity after '@': impact-light@0.7 (clamped into 0...1)

        options:
          --device <profile>  a name from 'haptickit devices'
          --os <version>      run the profile on another OS version, e.g. 17.4
          --input <input>     drive the interaction with another input:
                              \(HapticInput.allNames.joined(separator: ", "))
                              any-pencil (Apple Pencil Pro or not), any-pointer (which trackpad or
                              mouse is not known) and any-hover are what UIKit reports; 'unspecified'
                              is a real iPad's detected input
          -h, --help          show this help

        """
    }()

    static func run(_ args: Arguments) throws -> String {
        try args.expectPositionals(
            1...1, "a feedback name, e.g. 'haptickit route alignment --device iphone'", command: name)
        let feedback = try HapticFeedback.resolve(args.positionals[0])
        let input = try args.value("--input").map(HapticInput.resolve)
        guard let deviceName = args.value("--device") else {
            if args.value("--os") != nil || input != nil {
                throw CLIError.usage("--os and --input need --device")
            }
            return overview(feedback)
        }
        var (name, profile) = try DeviceProfile.resolve(name: deviceName, os: args.value("--os"))
        // 'unspecified' replaces the profile's input, as a real iPad detects it; the others drive
        // this one interaction.
        if input == .unspecified { profile.inputDevice = .unspecified }
        let route = HapticRoute(feedback, on: profile, input: input ?? .unspecified)
        return explain(route, deviceName: name, profile: profile, input: input)
    }

    static func explain(
        _ route: HapticRoute, deviceName: String, profile: DeviceProfile, input: HapticInput?
    ) -> String {
        let driven = input.map { $0 == .unspecified || $0 == .known(profile.inputDevice) ? "" : ", input: \($0)" } ?? ""
        var lines = ["\(route.feedback.name) on \(deviceName) (\(profile))\(driven)"]
        if let call = route.call {
            lines.append("  plays:  \(call.api)" + (route.isSubstitute ? " (substitute)" : ""))
            lines.append("  call:   \(call.description)")
        } else if let silence = route.silence {
            lines.append("  silent: \(silence.rawValue)")
        }
        lines.append("  felt:   \(route.delivery)")
        lines.append("  why:    \(route.why)")
        lines.append("  source: \(route.source)")
        if route.isInferred {
            lines.append("  known:  inferred, not checked on a device; docs/DeviceQuestions.md has a test to run")
        }
        if let other = route.contestedBy {
            lines.append("  contested by: \(other)")
        }
        if case .impact(_, let intensity) = route.feedback.kind, intensity.wasClamped {
            lines.append("  note:   intensity \(intensity)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func overview(_ feedback: HapticFeedback) -> String {
        let width = DeviceProfile.allNamed.map(\.name.count).max() ?? 0
        return DeviceProfile.allNamed.map { named in
            let route = HapticRoute(feedback, on: named.profile)
            let handed = route.isHandedToSystem ? " (\(route.delivery))" : ""
            let what =
                (route.call.map { $0.api + (route.isSubstitute ? " (substitute)" : "") + handed }
                    ?? "silent: \(route.why)")
                + (route.isInferred ? " (inferred)" : "") + (route.contestedBy == nil ? "" : " (contested)")
            return "\(named.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(what)\n"
        }.joined()
    }
}
