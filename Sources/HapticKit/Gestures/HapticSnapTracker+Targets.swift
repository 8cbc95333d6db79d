extension HapticSnapTracker {
    /// The values a ``HapticSnapTracker`` snaps to: a list (guide lines, aspect ratios) or every
    /// multiple of a step (angles, a grid).
    struct Targets: Hashable, Sendable {
        private enum Storage: Hashable, Sendable {
            case values([Double])
            case multiples(step: Double, offset: Double)
        }

        private let storage: Storage

        /// Snaps to these values. Values that are not finite are dropped.
        static func values(_ values: [Double]) -> HapticSnapTracker.Targets {
            HapticSnapTracker.Targets(storage: .values(values.filter(\.isFinite)))
        }

        /// Snaps to every `offset + n × step`. A step that is not finite and positive snaps to nothing.
        static func multiples(of step: Double, offset: Double = 0) -> HapticSnapTracker.Targets {
            guard step.isFinite, step > 0, offset.isFinite else {
                return HapticSnapTracker.Targets(storage: .values([]))
            }
            return HapticSnapTracker.Targets(storage: .multiples(step: step, offset: offset))
        }

        /// The target nearest `value` (the first listed of two as near), or `nil` when there is none.
        func nearest(to value: Double) -> Double? {
            guard value.isFinite else { return nil }
            switch storage {
            case .values(let values):
                var best: Double?
                for target in values where best.map({ abs(value - target) < abs(value - $0) }) ?? true {
                    best = target
                }
                return best
            case .multiples(let step, let offset):
                return offset + ((value - offset) / step).rounded() * step
            }
        }
    }
}
