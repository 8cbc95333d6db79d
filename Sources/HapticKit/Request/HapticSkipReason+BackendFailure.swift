import Foundation

extension HapticSkipReason {
    /// The error a backend threw or reported, as ``HapticSkipReason/backendFailed(_:)`` keeps it.
    ///
    /// A skip reason is `Equatable`, so it can be compared in tests, but errors in general are
    /// not. This keeps the error itself and compares by the error's dynamic type and its text: two
    /// failures are equal when the same type of error says the same thing.
    struct BackendFailure: Equatable, Sendable, CustomStringConvertible {
        /// The error the backend threw or reported.
        let error: any Error
        /// The error's text, `String(describing: error)`.
        let description: String

        /// Wraps `error`, remembering its text.
        init(_ error: any Error) {
            self.error = error
            self.description = String(describing: error)
        }

        /// Whether two failures have errors of the same type with the same text.
        static func == (lhs: HapticSkipReason.BackendFailure, rhs: HapticSkipReason.BackendFailure) -> Bool {
            lhs.description == rhs.description
                && ObjectIdentifier(type(of: lhs.error)) == ObjectIdentifier(type(of: rhs.error))
        }
    }
}
