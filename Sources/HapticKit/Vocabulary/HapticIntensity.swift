/// The strength of an impact, from 0 (nothing) to 1 (full), clamped as
/// ``HapticFeedback/impact(weight:intensity:)`` documents. The value given is kept in
/// ``requested`` so a route or a test can say what was clamped; two intensities are equal when
/// their clamped ``value``s are. Not API: `@_spi(HapticKitInternal)`, for ``HapticCall``'s
/// internal kinds (see `HapticCall+Kind.swift`).
@_spi(HapticKitInternal) public struct HapticIntensity: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number that was given, before clamping.
    public let requested: Double

    /// The clamped strength, always in `0...1`.
    public var value: Double {
        requested.clamped(to: 0...1, nanValue: 1)
    }

    /// The full strength, 1.0.
    public static let full = HapticIntensity(1)

    /// Creates an intensity, clamping `requested` into `0...1` (NaN becomes 1).
    public init(_ requested: Double) {
        self.requested = requested
    }

    /// Whether ``value`` differs from what was given (out of range, infinite or NaN).
    public var wasClamped: Bool {
        requested.isNaN || requested != value
    }

    /// Scales the strength by `factor` (itself clamped into `0...1`), as a global intensity
    /// setting does.
    public func scaled(by factor: Double) -> HapticIntensity {
        HapticIntensity(value * HapticIntensity(factor).value)
    }

    /// Whether two intensities have the same clamped strength, whatever was asked for.
    public static func == (lhs: HapticIntensity, rhs: HapticIntensity) -> Bool {
        lhs.value == rhs.value
    }

    /// Hashes the clamped strength.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }

    /// Whether `lhs` is weaker than `rhs`.
    public static func < (lhs: HapticIntensity, rhs: HapticIntensity) -> Bool {
        lhs.value < rhs.value
    }

    /// `0.7`, or `1 (clamped from 1.5)` when the value asked for was out of range.
    public var description: String {
        let shown = DecimalFormat.text(value, maximumFractionDigits: 2)
        return wasClamped ? "\(shown) (clamped from \(DecimalFormat.text(requested, maximumFractionDigits: 2)))" : shown
    }
}
