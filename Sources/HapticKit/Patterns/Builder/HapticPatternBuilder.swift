/// Builds a ``HapticPattern`` from a block of content: events, curves, other patterns, `if`,
/// `switch` and `for`.
///
/// Every element keeps its own time, counted from the start of its block (0 unless you say
/// otherwise: `at:`); `.at(_:)` shifts anything, a whole block included. Elements are collected
/// in the order written.
///
/// Events are the model's own, spelled in full: `HapticPattern.Event.transient(…)`. A leading
/// dot (`.transient(…)`) cannot work in a block of several lines, because Swift reads a line that
/// starts with `.` as a member of the line before it.
///
/// ```swift
/// func knock(loud: Bool) -> HapticPattern {
///     HapticPattern {
///         HapticPattern.Event.transient(intensity: 0.6, sharpness: 0.3)
///         HapticPattern.Event.transient(intensity: 0.6, sharpness: 0.3).at(0.12)
///         if loud {
///             HapticPattern.Event.continuous(duration: 0.2, intensity: 1, sharpness: 0.1).at(0.24)
///         }
///         HapticPattern(repeating: 3, every: 0.08) { HapticPattern.Event.transient(intensity: 0.4) }.at(0.5)
///         for step in 0..<4 {
///             HapticPattern.Event.transient(intensity: 0.25 * Double(step + 1)).at(1 + 0.05 * Double(step))
///         }
///     }
/// }
/// ```
@resultBuilder
public enum HapticPatternBuilder {
    /// A pattern holding just this event.
    public static func buildExpression(_ event: HapticPattern.Event) -> HapticPattern {
        HapticPattern(events: [event])
    }

    /// A pattern holding just this parameter change.
    public static func buildExpression(_ parameter: HapticPattern.DynamicParameter) -> HapticPattern {
        HapticPattern(dynamicParameters: [parameter])
    }

    /// A pattern holding just this curve.
    public static func buildExpression(_ curve: HapticPattern.ParameterCurve) -> HapticPattern {
        HapticPattern(parameterCurves: [curve])
    }

    /// The pattern itself, so a pattern (a named piece, a repeated one) can be nested in another.
    public static func buildExpression(_ pattern: HapticPattern) -> HapticPattern {
        pattern
    }

    /// Joins the statements of a block, in order.
    public static func buildBlock(_ parts: HapticPattern...) -> HapticPattern {
        buildArray(parts)
    }

    /// An `if` without `else`: nothing when the condition is false.
    public static func buildOptional(_ part: HapticPattern?) -> HapticPattern {
        part ?? HapticPattern()
    }

    /// The `if` branch of an `if`/`else` or a `switch` case.
    public static func buildEither(first part: HapticPattern) -> HapticPattern {
        part
    }

    /// The `else` branch of an `if`/`else` or a `switch` case.
    public static func buildEither(second part: HapticPattern) -> HapticPattern {
        part
    }

    /// A `for` loop: every iteration's content, in order.
    public static func buildArray(_ parts: [HapticPattern]) -> HapticPattern {
        var result = HapticPattern()
        for part in parts {
            result.append(contentsOf: part)
        }
        return result
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: HapticPattern) -> HapticPattern {
        part
    }
}

extension HapticPattern {
    /// Builds a pattern from a block of content.
    ///
    /// ```swift
    /// let pattern = HapticPattern(metadata: ["Description": "Two taps"]) {
    ///     HapticPattern.Event.transient(intensity: 1, sharpness: 0.8)
    ///     HapticPattern.Event.transient(intensity: 0.5, sharpness: 0.8).at(0.1)
    /// }
    /// ```
    public init(metadata: [String: String] = [:], @HapticPatternBuilder _ content: () -> HapticPattern) {
        self = content()
        self.metadata.merge(metadata) { _, given in given }
    }
}
