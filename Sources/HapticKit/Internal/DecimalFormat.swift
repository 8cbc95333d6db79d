/// How HapticKit writes a number for people (descriptions, messages, previews): the one rule.
///
/// - With `maximumFractionDigits`, the value is first rounded half away from zero to that many
///   decimals (`0.666` → `0.67` for 2); without it, nothing is rounded.
/// - Then the shortest text that reads back as the same `Double`: a whole number below 10^15
///   without `.0` (`1`, `600`), anything else as Swift prints it (`0.25`, `1e-05`, `1e+16`).
///   Trailing zeros never appear; `-0` is written `0`.
/// - NaN is `nan`, infinities `inf` and `-inf`.
/// - Rounding is skipped when the value times 10^digits reaches 10^15: such a value is shown whole
///   or as Swift prints it.
///
/// ```swift
/// DecimalFormat.text(0.7, maximumFractionDigits: 2)   // "0.7"
/// DecimalFormat.text(1.0)                              // "1"
/// DecimalFormat.text(0.125, maximumFractionDigits: 2)  // "0.13"
/// ```
package enum DecimalFormat {
    /// `value` under the rule above.
    package static func text(_ value: Double, maximumFractionDigits: Int? = nil) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        var shown = value
        if let digits = maximumFractionDigits {
            var scale = 1.0
            for _ in 0..<Swift.max(digits, 0) { scale *= 10 }
            let scaled = (value * scale).rounded()
            if scaled.magnitude < 1e15 { shown = scaled / scale }
        }
        if shown == shown.rounded(), shown.magnitude < 1e15 { return String(Int(shown)) }
        return "\(shown)"
    }
}
