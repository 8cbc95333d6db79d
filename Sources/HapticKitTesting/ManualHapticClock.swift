public import HapticKit

/// A clock that moves only when a test moves it.
///
/// Copies share the same time, so the clock you hand to `Haptics` is the one you advance.
///
/// ```swift
/// let clock = ManualHapticClock()
/// let haptics = Haptics(backend: recorder, device: .iPhone, clock: clock)
/// haptics.play(.selection)
/// clock.advance(by: .milliseconds(40))
/// ```
public struct ManualHapticClock: HapticClock {
    private let time: LockedState<HapticInstant>

    /// A clock that starts at `start`.
    public init(start: HapticInstant = HapticInstant(nanoseconds: 0)) {
        time = LockedState(start)
    }

    /// The time the test has moved the clock to.
    public func now() -> HapticInstant {
        time.withLock { $0 }
    }

    /// Moves time forward by `duration` (a negative duration is ignored: clocks never go back).
    public func advance(by duration: HapticDuration) {
        time.withLock { $0 = $0 + HapticDuration(nanoseconds: max(duration.nanoseconds, 0)) }
    }

    /// Moves time forward to `instant`, if it is later than now.
    public func advance(to instant: HapticInstant) {
        time.withLock { $0 = max($0, instant) }
    }
}
