import Foundation

/// A notation that cannot be read, with the column (1-based, in characters) where it goes wrong.
public struct HapticNotationError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }

    /// Where the mistake is, counting characters from 1.
    public var column: Int
    /// What is wrong and what to write instead.
    public var message: String

    /// `column 3: …`: where the mistake is, then what is wrong.
    public var description: String { "column \(column): \(message)" }
}
