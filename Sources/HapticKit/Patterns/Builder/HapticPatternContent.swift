/// Anything that can go in a `HapticPattern { … }` block: the model's own elements
/// (``HapticPattern/Event``, ``HapticPattern/DynamicParameter``, ``HapticPattern/ParameterCurve``),
/// ``HapticRepeat`` and whole patterns.
///
/// Conform your own types to reuse pieces:
///
/// ```swift
/// struct Heartbeat: HapticPatternContent {
///     var hapticPattern: HapticPattern {
///         HapticPattern {
///             HapticPattern.Event.transient(intensity: 0.8, sharpness: 0.2)
///             HapticPattern.Event.transient(intensity: 1, sharpness: 0.3).at(0.15)
///         }
///     }
/// }
/// ```
public protocol HapticPatternContent: Sendable {
    /// The elements this content contributes, at their times.
    var hapticPattern: HapticPattern { get }
}

extension HapticPatternContent {
    /// This content shifted `seconds` later: an event `.at(0.2)` starts 0.2 s after its own time,
    /// a block `.at(1)` starts all its elements 1 s later than written.
    ///
    /// ```swift
    /// let late = HapticPattern.Event.transient().at(0.2)
    /// late.events[0].time   // 0.2
    /// ```
    public func at(_ seconds: Double) -> HapticPattern {
        hapticPattern.shifted(by: seconds)
    }
}

extension HapticPattern: HapticPatternContent {
    /// The pattern itself, so a pattern can be nested in another.
    public var hapticPattern: HapticPattern { self }
}

extension HapticPattern.Event: HapticPatternContent {
    /// A pattern holding just this event.
    public var hapticPattern: HapticPattern { HapticPattern(events: [self]) }
}

extension HapticPattern.DynamicParameter: HapticPatternContent {
    /// A pattern holding just this parameter change.
    public var hapticPattern: HapticPattern { HapticPattern(dynamicParameters: [self]) }
}

extension HapticPattern.ParameterCurve: HapticPatternContent {
    /// A pattern holding just this curve.
    public var hapticPattern: HapticPattern { HapticPattern(parameterCurves: [self]) }
}
