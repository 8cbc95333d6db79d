import Foundation

/// Why a command could not run, and its exit status (`haptickit --help` states the contract):
/// ``usage`` exits 2, ``failure`` 1, ``report`` with its own status.
public enum CLIError: Error, Equatable, Sendable, LocalizedError {
    /// The arguments are wrong (unknown command, option, name or value), a path cannot be read
    /// or written, or an output stream fails: exit 2.
    case usage(String)
    /// The input is wrong: a pattern with errors, a bad script: exit 1.
    case failure(String)
    /// A complete report for standard output with a failing status (lint found errors, or some
    /// inputs could not be read); `messages` go to standard error.
    case report(String, status: Int32, messages: String = "")

    var status: Int32 {
        switch self {
        case .usage: 2
        case .failure: 1
        case .report(_, let status, _): status
        }
    }

    var message: String {
        switch self {
        case .usage(let message), .failure(let message), .report(let message, _, _): message
        }
    }

    /// The message: what is wrong with the arguments or the input, or the report.
    public var errorDescription: String? { message }
}
