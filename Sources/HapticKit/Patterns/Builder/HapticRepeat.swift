/// Content played `count` times, each copy `interval` seconds after the previous one.
///
/// ```swift
/// let drumroll = HapticPattern {
///     HapticRepeat(8, every: 0.05) { HapticPattern.Event.transient(intensity: 0.5, sharpness: 0.9) }
/// }
/// drumroll.events.count   // 8
/// ```
public struct HapticRepeat: HapticPatternContent, Hashable {
    /// How many copies; 0 or less gives nothing.
    public var count: Int
    /// Seconds from the start of one copy to the start of the next.
    public var interval: Double
    /// The content of one copy.
    public var content: HapticPattern

    /// Repeats a block of content.
    public init(_ count: Int, every interval: Double, @HapticPatternBuilder _ content: () -> HapticPattern) {
        self.count = count
        self.interval = interval
        self.content = content()
    }

    /// The content, `count` times, each copy `interval` seconds after the previous one.
    public var hapticPattern: HapticPattern {
        var result = HapticPattern()
        for index in 0..<Swift.max(count, 0) {
            result.append(contentsOf: content.shifted(by: Double(index) * interval))
        }
        return result
    }
}
