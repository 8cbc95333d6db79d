import Foundation

/// Why an observation report could not be read: the field, as a path into the JSON
/// (`observations[2].feedback`), and what is wrong with it.
///
/// ```swift
/// do { _ = try ObservationReport(json: Array(#"{"format": 1}"#.utf8)) } catch {
///     print(error)   // format: is a number; expected a string
/// }
/// ```
package struct ObservationReadError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The field, as a path: `device.os`, `observations[2].felt`; empty for the whole document.
    package let field: String
    /// What is wrong with it, in words.
    package let reason: String

    /// Creates an error for `field`.
    package init(field: String, reason: String) {
        self.field = field
        self.reason = reason
    }

    /// `observations[2].feedback: unknown feedback 'alignmnt'; did you mean 'alignment'? valid names: …`
    package var description: String { field.isEmpty ? reason : "\(field): \(reason)" }

    /// The same text as ``description``, for `localizedDescription`.
    package var errorDescription: String? { description }
}
