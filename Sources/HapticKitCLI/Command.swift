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
    /// Runs with the parsed arguments after the command name; returns what to print on standard
    /// output.
    let run: @Sendable (Arguments) throws -> String
}
