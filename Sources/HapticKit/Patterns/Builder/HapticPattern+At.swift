extension HapticPattern {
    /// This pattern `seconds` later: a block `.at(1)` starts all its elements 1 s later than
    /// written. The same as ``shifted(by:)``, named for a `HapticPattern { … }` block.
    public func at(_ seconds: Double) -> HapticPattern {
        shifted(by: seconds)
    }
}

extension HapticPattern.Event {
    /// This event `seconds` after its own time.
    ///
    /// ```swift
    /// let late = HapticPattern.Event.transient().at(0.2)
    /// late.time   // 0.2
    /// ```
    public func at(_ seconds: Double) -> HapticPattern.Event {
        var copy = self
        copy.time += seconds
        return copy
    }
}

extension HapticPattern.DynamicParameter {
    /// This change `seconds` after its own time.
    public func at(_ seconds: Double) -> HapticPattern.DynamicParameter {
        var copy = self
        copy.time += seconds
        return copy
    }
}

extension HapticPattern.ParameterCurve {
    /// This curve `seconds` after its own time.
    public func at(_ seconds: Double) -> HapticPattern.ParameterCurve {
        var copy = self
        copy.time += seconds
        return copy
    }
}
