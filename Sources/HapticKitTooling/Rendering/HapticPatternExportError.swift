import Foundation
import HapticKit

/// Why a pattern cannot be exported or previewed.
public enum HapticPatternExportError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }

    /// The pattern has errors (``AHAPLinter``): negative times, NaN,
    /// continuous events without a duration, curves out of order. Fix them first.
    case invalidPattern([AHAPFinding])
    /// The pattern lasts longer than exports and previews render.
    case tooLong(seconds: Double, limit: Double)

    /// What is wrong with the pattern, to show a developer.
    public var description: String {
        switch self {
        case .invalidPattern(let findings):
            "the pattern has errors:\n" + findings.map { "  \($0)" }.joined(separator: "\n")
        case .tooLong(let seconds, let limit):
            "the pattern lasts \(DecimalFormat.text(seconds)) s; exports and previews render at most "
                + "\(DecimalFormat.text(limit)) s"
        }
    }
}

extension HapticPattern {
    /// The longest pattern exports and previews render, in seconds: ten minutes.
    public static let maximumRenderedDuration = 600.0

    /// Fails unless the pattern is free of errors and short enough to render.
    func checkRenderable() throws {
        let errors = AHAPLinter().lint(self).errors
        guard errors.isEmpty else { throw HapticPatternExportError.invalidPattern(errors) }
        guard duration <= Self.maximumRenderedDuration else {
            throw HapticPatternExportError.tooLong(seconds: duration, limit: Self.maximumRenderedDuration)
        }
    }
}
