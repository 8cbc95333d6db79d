/// One `haptickit` subcommand.
struct Command: Sendable {
    /// The word that selects it: `matrix`, `route`, …
    let name: String
    /// One line for `haptickit --help`.
    let summary: String
    /// The full `--help` text.
    let help: String
    /// Runs with the arguments after the command name; returns what to print on standard output.
    let run: @Sendable ([String]) throws -> String
}
