extension HapticPattern {
    /// A gradual change of a dynamic parameter for the whole pattern: an AHAP `ParameterCurve`, a
    /// `CHHapticParameterCurve`. Core Haptics interpolates linearly between control points.
    ///
    /// ```swift
    /// let fadeOut = HapticPattern.ParameterCurve(
    ///     .hapticIntensityControl, at: 0.1, points: [(0, 1), (0.4, 0)])
    /// ```
    public struct ParameterCurve: Hashable, Sendable {
        /// Which parameter it drives.
        public var id: DynamicParameter.ID
        /// When it starts, in seconds from the start of the pattern (AHAP `Time`).
        public var time: Double
        /// Its points, times relative to ``time``, in time order.
        public var controlPoints: [ControlPoint]

        /// Creates a curve from control points.
        public init(_ id: DynamicParameter.ID, at time: Double = 0, controlPoints: [ControlPoint]) {
            self.id = id
            self.time = time
            self.controlPoints = controlPoints
        }

        /// Creates a curve from `(time, value)` pairs, times relative to `time`.
        public init(_ id: DynamicParameter.ID, at time: Double = 0, points: [(time: Double, value: Double)]) {
            self.init(id, at: time, controlPoints: points.map { ControlPoint(time: $0.time, value: $0.value) })
        }

        /// The value of the curve `seconds` after its start: linear between points, the first
        /// point's value before it and the last point's value after it; `nil` without points.
        public func value(after seconds: Double) -> Double? {
            guard let first = controlPoints.first, let last = controlPoints.last else { return nil }
            if seconds <= first.time { return first.value }
            if seconds >= last.time { return last.value }
            // first.time < seconds < last.time, so 0 < high < count.
            let high = controlPoints.partitioningIndex { $0.time > seconds }
            let low = high - 1
            let from = controlPoints[low]
            let to = controlPoints[high]
            let span = to.time - from.time
            guard span > 0 else { return to.value }
            return from.value + (to.value - from.value) * (seconds - from.time) / span
        }
    }
}

extension HapticPattern.ParameterCurve {
    /// One point of a curve: `CHHapticParameterCurve.ControlPoint`.
    public struct ControlPoint: Hashable, Sendable {
        /// Seconds after the start of the curve (AHAP `Time`).
        public var time: Double
        /// The parameter's value at that moment (AHAP `ParameterValue`).
        public var value: Double

        /// Creates a control point.
        public init(time: Double, value: Double) {
            self.time = time
            self.value = value
        }
    }
}
