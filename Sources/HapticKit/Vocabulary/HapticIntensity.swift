/// The strength of an impact, from 0 (nothing) to 1 (full).
///
/// Any `Double` is accepted and clamped, never trapped on:
///
/// | given            | becomes | why                                              |
/// |------------------|---------|--------------------------------------------------|
/// | `0...1`          | itself  |                                                  |
/// | below 0, `-inf`  | 0       | nearest end of the range                         |
/// | above 1, `+inf`  | 1       | nearest end of the range                         |
/// | NaN              | 1       | the default strength, as if none had been given |
///
/// The value you gave is kept in ``requested`` so a route or a test can say what was clamped.
/// Two intensities are equal when their clamped ``value``s are equal.
///
/// ```swift
/// let strength = HapticIntensity(1.7)
/// strength.value        // 1.0
/// strength.wasClamped   // true
/// ```
public struct HapticIntensity: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number that was given, before clamping.
    public let requested: Double

    /// The clamped strength, always in `0...1`.
    public var value: Double {
        requested.isNaN ? 1 : min(max(requested, 0), 1)
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

    public static func == (lhs: HapticIntensity, rhs: HapticIntensity) -> Bool {
        lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }

    public static func < (lhs: HapticIntensity, rhs: HapticIntensity) -> Bool {
        lhs.value < rhs.value
    }

    public var description: String {
        let shown = HapticIntensity.format(value)
        return wasClamped ? "\(shown) (clamped from \(HapticIntensity.format(requested)))" : shown
    }

    /// Formats a strength with at most two decimals: `1`, `0.7`, `0.25`.
    package static func format(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-inf" : "inf" }
        let hundredths = (number * 100).rounded()
        if hundredths.magnitude > 1e15 { return "\(number)" }
        let whole = Int(hundredths) / 100
        let fraction = abs(Int(hundredths) % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }
}
