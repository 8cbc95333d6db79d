import Foundation

extension HapticPattern {
    /// An AHAP file that Core Haptics would reject: the first error in it, with where it is.
    ///
    /// ```swift
    /// do {
    ///     _ = try HapticPattern(ahap: Array(#"{"Version": 1}"#.utf8))
    /// } catch let error as HapticPattern.AHAPReadError {
    ///     print(error)   // 1:1: no Pattern array; an AHAP file needs one
    /// }
    /// ```
    public struct AHAPReadError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
        /// What is wrong and, where it helps, what to write instead.
        public var message: String
        /// Where, as the AHAP file nests it: `Pattern[3].Event.Time`; empty for the file as a whole.
        public var path: String
        /// The 1-based line in the file.
        public var line: Int
        /// The 1-based column in characters.
        public var column: Int
        /// How many more errors the file has after this one.
        var otherErrorCount: Int

        /// `line:column: message [path]`, and how many more errors follow.
        public var description: String {
            var text = "\(line):\(column): \(message)"
            if !path.isEmpty { text += " [\(path)]" }
            if otherErrorCount > 0 { text += " (and \(otherErrorCount) more error\(otherErrorCount == 1 ? "" : "s"))" }
            return text
        }

        /// The same text as ``description``, for `localizedDescription`.
        public var errorDescription: String? { description }
    }
}
