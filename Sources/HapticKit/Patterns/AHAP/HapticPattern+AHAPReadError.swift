import Foundation

extension HapticPattern {
    /// An AHAP file that Core Haptics would reject: the first problem in it, and where.
    ///
    /// ```swift
    /// do {
    ///     _ = try HapticPattern(ahap: Array(#"{"Version": 1}"#.utf8))
    /// } catch let error as HapticPattern.AHAPReadError {
    ///     print(error)   // no Pattern array; an AHAP file needs one
    /// }
    /// ```
    ///
    /// HapticKitTooling's `AHAPLinter` (and `haptickit lint`) lists every problem with its line
    /// and column.
    public struct AHAPReadError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
        /// What is wrong and, where it helps, what to write instead.
        public var message: String
        /// Where, as the AHAP file nests it: `Pattern[3].Event.Time`; empty for the file as a whole.
        public var path: String

        /// `message [path]`.
        public var description: String {
            path.isEmpty ? message : "\(message) [\(path)]"
        }

        /// The same text as ``description``, for `localizedDescription`.
        public var errorDescription: String? { description }
    }
}
