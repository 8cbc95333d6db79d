/// A haptic vibration at the start of its block, for `HapticPattern { … }`: a
/// `HapticContinuous` event.
///
/// ```swift
/// let rumble = HapticPattern {
///     HapticContinuous(duration: 0.6, intensity: 0.9, sharpness: 0.1)
///     HapticPattern.ParameterCurve(.hapticIntensityControl, points: [(0, 1), (0.6, 0)])
/// }
/// ```
public struct HapticContinuous: HapticPatternContent, Hashable {
    /// Length in seconds; Core Haptics plays at most 30 s.
    public var duration: Double
    /// Strength, 0 to 1.
    public var intensity: Double
    /// Feel, 0 (round) to 1 (crisp).
    public var sharpness: Double

    /// Creates a vibration; values out of range are reported by
    /// ``HapticPattern/validate(strict:)``.
    public init(duration: Double, intensity: Double = 1, sharpness: Double = 0.5) {
        self.duration = duration
        self.intensity = intensity
        self.sharpness = sharpness
    }

    /// A pattern holding this one continuous event, starting at 0.
    public var hapticPattern: HapticPattern {
        HapticPattern(events: [.continuous(duration: duration, intensity: intensity, sharpness: sharpness)])
    }
}
