import HapticKit

/// A clock that moves forward by a fixed step every time it is read, so that a tight loop of
/// requests looks like requests spaced `step` apart, at the cost of one addition per read.
///
/// `@unchecked Sendable` because the benchmark reads it from one thread only.
final class SteppingClock: HapticClock, @unchecked Sendable {
    private var time: Int64 = 0
    private let step: Int64

    init(step: HapticDuration) {
        self.step = step.nanoseconds
    }

    func now() -> HapticInstant {
        time &+= step
        return HapticInstant(nanoseconds: time)
    }
}
