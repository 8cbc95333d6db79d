import Foundation

/// An AHAP file that Core Haptics would reject (or, in strict mode, that has any finding).
public struct AHAPReadError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }

    /// Everything the reader found; at least one is an error.
    public var findings: [AHAPFinding]

    /// The findings, one per line.
    public var description: String {
        findings.map(\.description).joined(separator: "\n")
    }
}
