import Foundation
import HapticKit
import HapticKitTooling

/// `haptickit plan --device <profile> [--os <version>] [--inputs <input,...>]`
enum PlanCommand {
    static let command = Command(
        name: name, summary: summary, help: help, options: ["--device", "--os", "--inputs", "--format"], run: run)

    static let name = "plan"
    static let summary = "the HapticKit Lab's device check for a profile: which calls to play, in which order"
    static let help = """
        usage: haptickit plan --device <profile> [--os <version>] [--inputs <input>,...]
                            [--format text|json]

        Prints the guided check the HapticKit Lab runs on a device: one check per Apple call
        and input (every feedback whose route makes that call is answered by it), each with
        the interaction that plays it in the Lab (drag, hover, scroll or press) and what the
        router expects, checks with cells known only by inference first, then the
        number of checks.

        options:
          --device <profile>      a name from 'haptickit devices'
          --os <version>          run the profile on another OS version, e.g. 26.1
          --inputs <input>,...    the inputs to check, comma-separated (default: the profile's
                                  own input, or every input of the platform when it is
                                  'unspecified', as on a real iPad); accessories with their own
                                  actuators are asked for by name: game-controller, stylus, …
          --format <text|json>    output format (default: text)
          -h, --help              show this help

        """

    static func run(_ args: Arguments) throws -> String {
        try args.expectPositionals(0...0, "no arguments", command: name)
        let format = try CommandJSON.Format.parse(args)
        guard let deviceName = args.value("--device") else {
            throw CLIError.usage("'plan' needs --device, e.g. 'haptickit plan --device ipad'")
        }
        let (name, profile) = try DeviceProfile.resolve(name: deviceName, os: args.value("--os"))
        let available = SessionPlan.availableInputs(on: profile)
        let inputs = try args.value("--inputs").map { list in
            try list.split(separator: ",", omittingEmptySubsequences: false).map { item in
                let text = item.trimmingCharacters(in: .whitespaces)
                guard let input = available.first(where: { $0 == HapticInput.Device(rawValue: text) }) else {
                    let valid = available.map(\.rawValue).joined(separator: ", ")
                    throw CLIError.usage("\(CLIText.quote(text)) is not an input of \(name); inputs: \(valid)")
                }
                return input
            }
        }
        let plan = SessionPlan(device: profile, inputs: inputs)
        return format == .json ? CommandJSON.encode(Report(plan, name: name)) : render(plan, name: name)
    }

    /// `plan --format json`: the checks in the order the Lab runs them, what each expects, and
    /// the cells no check can answer.
    struct Report: Encodable {
        struct Check: Encodable {
            var input: String
            var interaction: String
            var feedback: String
            var invocation: String
            var expectsFelt: Bool
            var inferred: Bool
            var contested: Bool
            var answers: [String]
        }
        struct Uncheckable: Encodable {
            var input: String
            var feedbacks: [String]
        }
        var device: String
        var profile: String
        var inputs: [String]
        var checks: [Check]
        var uncheckable: [Uncheckable]
        var cells: Int

        init(_ plan: SessionPlan, name: String) {
            device = name
            profile = "\(plan.device)"
            inputs = plan.inputs.map(\.rawValue)
            checks = plan.checks.map { check in
                Check(
                    input: check.input.rawValue, interaction: "\(check.interaction)", feedback: check.feedback.name,
                    invocation: check.call.description, expectsFelt: check.expectsFelt, inferred: check.isInferred,
                    contested: check.isContested, answers: check.feedbacks.map(\.name))
            }
            uncheckable = plan.uncheckable.map {
                Uncheckable(input: $0.input.rawValue, feedbacks: $0.feedbacks.map(\.name))
            }
            cells = plan.checks.reduce(0) { $0 + $1.feedbacks.count }
        }
    }

    static func render(_ plan: SessionPlan, name: String) -> String {
        var lines = [
            "\(name) (\(plan.device)): inputs \(plan.inputs.map(\.rawValue).joined(separator: ", "))"
        ]
        for (index, check) in plan.checks.enumerated() {
            let expected = check.expectsFelt ? "felt" : "not felt"
            let cells = check.feedbacks.map(\.name).joined(separator: ", ")
            lines.append(
                "  \(index + 1). \(check.input.rawValue) (\(check.interaction)): play \(check.feedback.name) -> \(check.call.description);"
                    + " expect \(expected)\(check.isInferred ? " (inferred)" : "")"
                    + "\(check.isContested ? " (contested)" : ""); answers \(cells)")
        }
        for skipped in plan.uncheckable {
            lines.append(
                "  not checkable with \(skipped.input.rawValue) (silent, no call to make): "
                    + skipped.feedbacks.map(\.name).joined(separator: ", "))
        }
        let cells = plan.checks.reduce(0) { $0 + $1.feedbacks.count }
        lines.append("\(plan.checks.count) checks for \(cells) cells")
        return lines.joined(separator: "\n") + "\n"
    }
}
