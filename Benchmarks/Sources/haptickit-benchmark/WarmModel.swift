import HapticKit
import HapticKitTesting

/// When a generator is warm, as HapticKit's pipeline decides it (the model documented at the top
/// of `GeneratorCache.swift`, after Apple's `UIFeedbackGenerator.prepare()` documentation: the
/// engine stays prepared "for a short time" and a `prepare()` right before the trigger gives no
/// benefit): warm iff it was prepared at least ``warmUpDelay`` and less than ``warmWindow`` ago,
/// and a trigger uses the preparation up.
///
/// The two numbers are not copied here: ``probe(device:)`` measures them from a real `Haptics`
/// on a manual clock, so the peers' strategies are scored with exactly the pipeline's model.
struct WarmModel {
    let warmUpDelay: HapticDuration
    let warmWindow: HapticDuration

    /// Whether a trigger at `now` finds a generator prepared at `preparedAt` warm.
    func isWarm(preparedAt: HapticInstant?, at now: HapticInstant) -> Bool {
        guard let preparedAt else { return false }
        let age = now - preparedAt
        return age >= warmUpDelay && age < warmWindow
    }

    /// `warm iff prepared ≥ 16 ms and < 2 s before the trigger; the trigger uses it up`
    var description: String {
        "warm iff prepared ≥ \(warmUpDelay) and < \(warmWindow) before the trigger; the trigger uses it up"
    }

    /// Finds both bounds to the nanosecond by bisection: prepare, wait, play, read `wasWarm`.
    /// `nil` if no wait up to an hour gives a warm play.
    static func probe(device: DeviceProfile = .iPhone) -> WarmModel? {
        func isWarm(afterWaiting wait: Int64) -> Bool {
            let clock = ManualHapticClock(start: HapticInstant(nanoseconds: 1_000_000_000))
            let haptics = Haptics(backend: HapticRecorder(), device: device, clock: clock)
            haptics.prepare(for: .selection)
            clock.advance(by: HapticDuration(nanoseconds: wait))
            return haptics.play(.selection).playback?.wasWarm ?? false
        }
        let hour: Int64 = 3_600_000_000_000
        // Some wait that is warm: 1 ms, 2 ms, 4 ms, ...
        var warm: Int64 = 1_000_000
        while !isWarm(afterWaiting: warm) {
            warm *= 2
            if warm > hour { return nil }
        }
        // The first warm wait: in (cold, warm].
        var low: Int64 = isWarm(afterWaiting: 0) ? -1 : 0
        var high = warm
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if isWarm(afterWaiting: middle) { high = middle } else { low = middle }
        }
        let delay = max(high, 0)
        // The first cold wait after that: in (warm, cold].
        var after = warm
        while isWarm(afterWaiting: after) {
            after *= 2
            if after > hour {
                return WarmModel(
                    warmUpDelay: HapticDuration(nanoseconds: delay), warmWindow: HapticDuration(nanoseconds: .max))
            }
        }
        low = warm
        high = after
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if isWarm(afterWaiting: middle) { low = middle } else { high = middle }
        }
        return WarmModel(warmUpDelay: HapticDuration(nanoseconds: delay), warmWindow: HapticDuration(nanoseconds: high))
    }
}
