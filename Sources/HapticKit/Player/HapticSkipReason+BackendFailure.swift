import Foundation

extension HapticSkipReason {
    /// The error a backend threw or reported, kept as an error inside ``HapticSkipReason/backendFailed(_:)``.
    ///
    /// A skip reason is `Hashable`, so it can be compared in tests and used as a key, but errors in
    /// in general are not (`Error` is `Sendable`, so any error fits). This wrapper keeps the error itself (cast it back to inspect it) and compares
    /// by the error's dynamic type and its text: two failures are equal when the same type of error
    /// says the same thing.
    ///
    /// ```swift
    /// if let failure = haptics.play(.success).skipReason?.failure,
    ///     let error = failure.error as? HapticRecorder.Failure {
    ///     print(error.description)
    /// }
    /// ```
    public struct BackendFailure: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
        /// The error the backend threw or reported.
        public let error: any Error
        /// The error's text, `String(describing: error)`.
        public let description: String

        /// Wraps `error`, remembering its text.
        public init(_ error: any Error) {
            self.error = error
            self.description = String(describing: error)
        }

        /// The error's text, as ``description``.
        public var errorDescription: String? { description }

        /// Whether two failures have errors of the same type with the same text.
        public static func == (lhs: HapticSkipReason.BackendFailure, rhs: HapticSkipReason.BackendFailure) -> Bool {
            lhs.description == rhs.description
                && ObjectIdentifier(type(of: lhs.error)) == ObjectIdentifier(type(of: rhs.error))
        }

        /// Hashes the error's type and text.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(description)
            hasher.combine(ObjectIdentifier(type(of: error)))
        }
    }
}
