import HapticKit

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
        and the reason, with the source of that fact. Without --device, prints one line per
        named profile.

        <feedback>  \(HapticFeedback.allNames.joined(separator: ", "))
                    impacts take an intensity after '@': impact-light@0.7 (clamped into 0...1)

        options:
          --device <profile>  a name from 'haptickit devices'
          --os <version>      run the profile on another OS version, e.g. 17.4
          --input <input>     drive the interaction with another input:
                              \(DeviceProfile.InputSource.allCases.map(\.rawValue).joined(separator: ", "))
          -h, --help          show this help

        """
    }()

    static func run(_ args: Arguments) throws -> String {
        try args.expectPositionals(
            1...1, "a feedback name, e.g. 'haptickit route alignment --device iphone'", command: name)
        let feedback = try HapticFeedback.resolve(args.positionals[0])
        var input: DeviceProfile.InputSource?
        if let inputName = args.value("--input") {
            guard
                let parsed = DeviceProfile.InputSource.allCases.first(where: {
                    $0.rawValue.lowercased() == inputName.lowercased()
                })
            else {
                throw CLIError.usage(
                    "unknown input \(CLIText.quote(inputName)); inputs: \(DeviceProfile.InputSource.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            input = parsed
        }
        guard let deviceName = args.value("--device") else {
            if args.value("--os") != nil || input != nil {
                throw CLIError.usage("--os and --input need --device")
            }
            return overview(feedback)
        }
        var (name, profile) = try DeviceProfile.resolve(name: deviceName, os: args.value("--os"))
        if let input { profile.input = input }
        return explain(HapticRouter.route(feedback, on: profile), deviceName: name, profile: profile)
    }

    static func explain(_ route: HapticRoute, deviceName: String, profile: DeviceProfile) -> String {
        var lines = ["\(route.feedback.name) on \(deviceName) (\(profile))"]
        if let call = route.call {
            lines.append("  plays:  \(call.api)" + (route.isSubstitute ? " (substitute)" : ""))
            lines.append("  call:   \(call.invocation)")
        } else if let silence = route.silence {
            lines.append("  silent: \(silence.reason.rawValue)")
        }
        lines.append("  why:    \(route.why)")
        lines.append("  source: \(route.source)")
        if route.isInferred {
            lines.append("  known:  inferred, not checked on a device; docs/DeviceQuestions.md has a test to run")
        }
        if case .impact(_, let intensity) = route.feedback.kind, intensity.wasClamped {
            lines.append("  note:   intensity \(intensity)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func overview(_ feedback: HapticFeedback) -> String {
        let width = DeviceProfile.allNamed.map(\.name.count).max() ?? 0
        return DeviceProfile.allNamed.map { named in
            let route = HapticRouter.route(feedback, on: named.profile)
            let what =
                (route.call.map { $0.api + (route.isSubstitute ? " (substitute)" : "") } ?? "silent: \(route.why)")
                + (route.isInferred ? " (inferred)" : "")
            return "\(named.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(what)\n"
        }.joined()
    }
}
