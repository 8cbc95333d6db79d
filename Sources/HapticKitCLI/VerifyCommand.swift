import HapticKitTooling

/// `haptickit verify <report>... [--format text|json|markdown]`
enum VerifyCommand {
    static let command = Command(name: name, summary: summary, help: help, options: ["--format"]) {
        args, output in try output.print(run(args, output))
    }

    static let name = "verify"
    static let summary = "compare observation reports (what was felt on a device) with the router"
    static let help = """
        usage: haptickit verify <report>... [--format text|json|markdown]

        Compares each observation of each report (the HapticKit Lab writes them; a published
        observation quotes a public report; the format is in docs/Observations.md) with the
        router's cell for that device profile, OS version, input and feedback, and prints one
        line per cell, then a summary. A published observation is routed on its profile's own
        OS version, and only where its call is of the Apple type the cell's call is:
          agrees          felt where the route plays, or not felt where it is silent
          newly observed  agrees, and the cell was known only by inference
          disagrees       not felt where the route plays, or felt where it is silent
          contested       disagrees, in a cell the router already marks contested (its
                          sources disagree: 'haptickit route' names them); not a failure
          conflict        reports disagree about the cell: felt in one, not felt in another
          unsure          every answer was 'unsure'
          unknown         the router has no cell: a device profile this haptickit does not
                          know, or an input the device does not have
        Observations of one cell in several reports are one line; they are never averaged. A
        report named twice, or through a link, is read once.
        <report> is a JSON file, or '-' for standard input (up to 16 MB); a FIFO or device is
        refused unread (pipe a report into '-').

        options:
          --format <text|json|markdown>   output format (default: text)
          -h, --help                      show this help

        exit status: 0 nothing disagrees, 1 a cell disagrees or is in conflict, 2 a report
                     cannot be read (the message names the field and why: a wrong type, an
                     unknown feedback or input name, a missing device) or the arguments are
                     wrong; the comparison of the readable reports is on standard output
                     whatever the status

        """

    static func run(_ args: Arguments, _ output: CommandOutput) throws -> String {
        try args.expectPositionals(1...Int.max, "at least one observation report", command: name)
        let formatName = args.value("--format") ?? "text"
        guard let format = ObservationComparison.Format(rawValue: formatName) else {
            let valid = ObservationComparison.Format.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError.usage("unknown format \(CLIText.quote(formatName)); formats: \(valid)")
        }
        guard args.positionals.filter({ $0 == "-" }).count <= 1 else {
            throw CLIError.usage("'-' is given twice; standard input can be read only once")
        }
        var sources: [ObservationComparison.Source] = []
        var unreadable: [String] = []
        var read: [FileInput.Identity: String] = [:]
        for path in args.positionals {
            // A report named twice, or through a link, is one report: its observations count once.
            if path != "-", let identity = FileInput.identity(of: path) {
                if let first = read[identity] {
                    output.warn("\(CLIText.quote(path)) is \(CLIText.quote(first)) again; it is read once")
                    continue
                }
                read[identity] = path
            }
            do {
                sources.append(try ObservationInput.load(path))
            } catch let error as CLIError {
                unreadable.append(error.message)
            }
        }
        let comparison = ObservationComparison(sources)
        let report = comparison.render(format)
        if !unreadable.isEmpty {
            throw CLIError.report(report, status: 2, messages: unreadable.joined(separator: "\n"))
        }
        if comparison.hasDisagreement {
            throw CLIError.report(report, status: 1)
        }
        return report
    }
}
