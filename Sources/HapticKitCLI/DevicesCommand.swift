import HapticKit

/// `haptickit devices`
enum DevicesCommand {
    static let command = Command(
        name: name, summary: summary, help: help, options: ["--format"], flags: ["--verbose"], run: run)

    static let name = "devices"
    static let summary = "the named device profiles, one line each"
    static let help = """
        usage: haptickit devices [--verbose] [--format text|json]

        Lists the device profiles that 'route --device' and 'matrix' use.

        options:
          --verbose               also print each profile's platform, OS, idiom, hardware
                                  and input
          --format <text|json>    output format (default: text); 'json' always has the
                                  profile's details
          -h, --help              show this help

        """

    static func run(_ args: Arguments) throws -> String {
        try args.expectPositionals(0...0, "no arguments", command: name)
        if try CommandJSON.Format.parse(args) == .json {
            return CommandJSON.encode(
                Report(
                    devices: DeviceProfile.allNamed.map {
                        Report.Device(name: $0.name, summary: $0.summary, profile: "\($0.profile)")
                    }))
        }
        let width = DeviceProfile.allNamed.map(\.name.count).max() ?? 0
        return DeviceProfile.allNamed.map { named in
            let line = "\(named.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(named.summary)\n"
            let detail = String(repeating: " ", count: width + 2) + "\(named.profile)\n"
            return args.has("--verbose") ? line + detail : line
        }.joined()
    }

    /// `devices --format json`: each named profile with its one-line summary and its details.
    struct Report: Encodable {
        struct Device: Encodable {
            var name: String
            var summary: String
            var profile: String
        }
        var devices: [Device]
    }
}
