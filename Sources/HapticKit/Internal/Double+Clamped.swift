extension Double {
    /// This value moved into `range`; NaN, which has no place in a range, becomes `nanValue`.
    ///
    /// The NaN rule is the caller's to state, and every caller states it: an intensity the user
    /// gave reads NaN as full strength (`nanValue: 1`, as ``HapticFeedback/impact(weight:intensity:)`` documents), a level
    /// being rendered reads it as silence (`nanValue: 0`). Infinities clamp to the nearest end.
    ///
    /// ```swift
    /// 1.4.clamped(to: 0...1, nanValue: 1)         // 1
    /// Double.nan.clamped(to: 0...1, nanValue: 0)  // 0
    /// ```
    package func clamped(to range: ClosedRange<Double>, nanValue: Double) -> Double {
        isNaN ? nanValue : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
