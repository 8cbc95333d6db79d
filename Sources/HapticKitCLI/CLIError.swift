/// Why a command could not run. ``usage`` exits with status 2, ``failure`` with 1.
public enum CLIError: Error, Equatable, Sendable {
    /// The arguments are wrong: unknown command, option, name or value.
    case usage(String)
    /// The arguments were fine but the work failed (a file could not be read, a script is bad).
    case failure(String)
    /// A complete report for standard output, with a failing status (lint found errors).
    case report(String, status: Int32)

    var status: Int32 {
        switch self {
        case .usage: 2
        case .failure: 1
        case .report(_, let status): status
        }
    }

    var message: String {
        switch self {
        case .usage(let message), .failure(let message), .report(let message, _): message
        }
    }
}
