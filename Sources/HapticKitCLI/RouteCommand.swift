@_spi(HapticKitInternal) import HapticKit
import HapticKitTooling

/// `haptickit route <feedback> --device <profile> [--os <version>] [--input <input>]`
enum RouteCommand {
    static let command = Command(
        name: name, summary: summary, help: help,
        options: ["--device", "--os", "--input", "--format", "--observations"], run: run)

    static let name = "route"
    static let summary = "the Apple call for one feedback on a device, why, and its source"
    static let help: String = {
        """
        usage: haptickit route <feedback> [--device <profile>] [--os <version>] [--input <input>]
                      [--format text|json] [--observations <folder>]

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
          --format <text|json>  output format (default: text); 'json' has one object per
                              route, with its certainty: documented, inferred or contested,
                              and with --observations observed or contradicted
          --observations <folder>  the observation reports (.json) that confirm or contradict
                              the route on the named profile (not with --os or --input), as
                              'matrix --observations' marks its cells
          -h, --help          show this help

        """
    }()

    static func run(_ args: Arguments) throws -> String {
        try args.expectPositionals(
            1...1, "a feedback name, e.g. 'haptickit route alignment --device iphone'", command: name)
        let format = try CommandJSON.Format.parse(args)
        let feedback = try HapticFeedback.resolve(args.positionals[0])
        let input = try args.value("--input").map(HapticInput.resolve)
        let observations = try args.value("--observations").map {
            ObservationComparison(try ObservationInput.folder($0))
        }
        if observations != nil, args.value("--os") != nil || input != nil {
            throw CLIError.usage("--observations marks a named profile as it is; give it without --os and --input")
        }
        guard let deviceName = args.value("--device") else {
            if args.value("--os") != nil || input != nil {
                throw CLIError.usage("--os and --input need --device")
            }
            let observed = Self.observed(feedback, on: DeviceProfile.allNamed, observations)
            guard format == .json else { return overview(feedback, observed: observed) }
            let routes = zip(DeviceProfile.allNamed, observed).map { named, observed in
                CommandJSON.Route(
                    HapticRoute(feedback, on: named.profile), device: named.name, profile: named.profile,
                    observed: observed)
            }
            return CommandJSON.encode(Report(feedback: feedback.name, routes: routes))
        }
        let (route, name, profile) = try resolve(feedback, device: deviceName, os: args.value("--os"), input: input)
        let named = DeviceProfile.allNamed.filter { $0.name == name }
        let observed = Self.observed(feedback, on: named, observations).first ?? []
        guard format == .json else {
            return explain(route, deviceName: name, profile: profile, input: input) + Self.known(observed)
        }
        return CommandJSON.encode(
            Report(
                feedback: feedback.name,
                routes: [CommandJSON.Route(route, device: name, profile: profile, observed: observed)]))
    }

    /// The findings of `observations` that bear on the cell of `feedback` on each of `devices`, as
    /// the matrix marks them; nothing without observations.
    static func observed(
        _ feedback: HapticFeedback, on devices: [DeviceProfile.Named], _ observations: ObservationComparison?
    ) -> [[ObservationComparison.Finding]] {
        guard let observations else { return devices.map { _ in [] } }
        return DeviceMatrix(feedbacks: [feedback], devices: devices, observations: observations).columns.map {
            $0.observed.first ?? []
        }
    }

    /// The text report's line for what observations say of the cell, or nothing.
    static func known(_ observed: [ObservationComparison.Finding]) -> String {
        switch CommandJSON.Route.observedCertainty(observed) {
        case "observed":
            "  observed: confirmed by \(Set(observed.flatMap { $0.sightings.map(\.source) }).count) report(s)\n"
        case "contradicted":
            "  observed: contradicted by a report; 'haptickit verify' says which\n"
        default: ""
        }
    }

    /// `route --format json`: the feedback and its route on the device, or on every named profile.
    struct Report: Encodable {
        var feedback: String
        var routes: [CommandJSON.Route]
    }

    /// The route of `feedback` on the named device, on another OS version or with another input.
    static func resolve(
        _ feedback: HapticFeedback, device deviceName: String, os: String?, input: HapticInput?
    ) throws -> (route: HapticRoute, name: String, profile: DeviceProfile) {
        var (name, profile) = try DeviceProfile.resolve(name: deviceName, os: os)
        // 'unspecified' replaces the profile's input, as a real iPad detects it; the others drive
        // this one interaction.
        if input == .unspecified { profile.inputDevice = .unspecified }
        return (HapticRoute(feedback, on: profile, input: input ?? .unspecified), name, profile)
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

    static func overview(_ feedback: HapticFeedback, observed: [[ObservationComparison.Finding]] = []) -> String {
        let width = DeviceProfile.allNamed.map(\.name.count).max() ?? 0
        let observed = observed.isEmpty ? DeviceProfile.allNamed.map { _ in [] } : observed
        return zip(DeviceProfile.allNamed, observed).map { named, observed in
            let route = HapticRoute(feedback, on: named.profile)
            let certainty = CommandJSON.Route.observedCertainty(observed).map { " (\($0))" } ?? ""
            let handed = route.isHandedToSystem ? " (\(route.delivery))" : ""
            let what =
                (route.call.map { $0.api + (route.isSubstitute ? " (substitute)" : "") + handed }
                    ?? "silent: \(route.why)")
                + (route.isInferred ? " (inferred)" : "") + (route.contestedBy == nil ? "" : " (contested)")
                + certainty
            return "\(named.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(what)\n"
        }.joined()
    }
}
