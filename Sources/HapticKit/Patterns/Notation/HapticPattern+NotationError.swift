import Foundation

extension HapticPattern {
    /// A notation that ``HapticPattern/init(notation:)`` cannot read, with the column (1-based, in
    /// characters) where it goes wrong.
    ///
    /// ```swift
    /// do {
    ///     _ = try HapticPattern(notation: "O*0")
    /// } catch let error as HapticPattern.NotationError {
    ///     print(error)   // column 2: '*' takes a count from 1 to 1000
    /// }
    /// ```
    public struct NotationError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
        /// The same text as ``description``, for `localizedDescription`.
        public var errorDescription: String? { description }

        /// Where the mistake is, counting characters from 1.
        public var column: Int
        /// What is wrong and what to write instead.
        public var message: String

        /// `column 3: …`: where the mistake is, then what is wrong.
        public var description: String { "column \(column): \(message)" }
    }
}
