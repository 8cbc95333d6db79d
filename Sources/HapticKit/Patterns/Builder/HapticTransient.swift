/// A haptic tap at the start of its block, for `HapticPattern { … }`: a `HapticTransient` event.
///
/// ```swift
/// let doubleTap = HapticPattern {
///     HapticTransient(intensity: 1, sharpness: 0.8)
///     HapticTransient(intensity: 0.6, sharpness: 0.8).at(0.1)
/// }
/// ```
public struct HapticTransient: HapticPatternContent, Hashable {
    /// Strength, 0 to 1.
    public var intensity: Double
    /// Feel, 0 (round) to 1 (crisp).
    public var sharpness: Double

    /// Creates a tap; values outside `0...1` are reported by ``HapticPattern/validate(strict:)``.
    public init(intensity: Double = 1, sharpness: Double = 0.5) {
        self.intensity = intensity
        self.sharpness = sharpness
    }

    /// A pattern holding this one transient, at 0.
    public var hapticPattern: HapticPattern {
        HapticPattern(events: [.transient(intensity: intensity, sharpness: sharpness)])
    }
}
