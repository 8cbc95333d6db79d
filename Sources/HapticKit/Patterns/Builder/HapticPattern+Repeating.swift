extension HapticPattern {
    /// A block of content played `count` times, each copy `interval` seconds after the previous
    /// one; a `count` of 0 or less gives an empty pattern.
    ///
    /// ```swift
    /// let drumroll = HapticPattern(repeating: 8, every: 0.05) {
    ///     HapticPattern.Event.transient(intensity: 0.5, sharpness: 0.9)
    /// }
    /// drumroll.events.count   // 8
    /// ```
    public init(repeating count: Int, every interval: Double, @HapticPatternBuilder _ content: () -> HapticPattern) {
        let copy = content()
        self.init()
        for index in 0..<Swift.max(count, 0) {
            append(contentsOf: copy.shifted(by: Double(index) * interval))
        }
    }
}
