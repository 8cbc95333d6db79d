/// One `haptickit` subcommand.
struct Command: Sendable {
    /// The word that selects it: `matrix`, `route`, …
    let name: String
    /// One line for `haptickit --help`.
    let summary: String
    /// The full `--help` text.
    let help: String
    /// The options that take a value.
    var options: [String] = []
    /// The options that take none (`--help` is always one).
    var flags: [String] = []
    /// Runs with the parsed arguments after the command name, printing to the output as it goes.
    let run: @Sendable (Arguments, CommandOutput) throws -> Void

    /// A command that returns all it prints on standard output at once.
    init(
        name: String, summary: String, help: String, options: [String] = [], flags: [String] = [],
        run: @escaping @Sendable (Arguments) throws -> String
    ) {
        self.init(name: name, summary: summary, help: help, options: options, flags: flags) { arguments, output in
            try output.print(run(arguments))
        }
    }

    /// A command that prints as it goes, and may print messages for standard error.
    init(
        name: String, summary: String, help: String, options: [String] = [], flags: [String] = [],
        stream: @escaping @Sendable (Arguments, CommandOutput) throws -> Void
    ) {
        (self.name, self.summary, self.help, self.options, self.flags) = (name, summary, help, options, flags)
        self.run = stream
    }
}
