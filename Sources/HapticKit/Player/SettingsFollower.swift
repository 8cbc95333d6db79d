import Dispatch

/// What a settings screen's model does with a player's settings, without Combine: reads them, and
/// from the first read on calls `willChange` on the main actor after each change made anywhere;
/// writes them to the player, calling `willChange` first. `ObservableHapticSettings` forwards its
/// ``settings`` here and its `objectWillChange` is `willChange`.
@MainActor
final class SettingsFollower {
    /// The player whose settings these are.
    let haptics: Haptics
    private let willChange: @MainActor () -> Void
    private let scheduleOnMain: @Sendable (@escaping @Sendable () -> Void) -> Void
    private var observation: SettingsObservation?

    /// Follows `haptics`, hopping to the main queue with `scheduleOnMain` (the main dispatch queue
    /// by default; tests pass their own) to call `willChange`.
    init(
        _ haptics: Haptics,
        scheduleOnMain: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = {
            DispatchQueue.main.async(execute: $0)
        },
        willChange: @escaping @MainActor () -> Void
    ) {
        self.haptics = haptics
        self.scheduleOnMain = scheduleOnMain
        self.willChange = willChange
    }

    /// The player's settings; setting them changes the player's, atomically.
    var settings: HapticSettings {
        get {
            follow()
            return haptics.settings
        }
        set {
            willChange()
            haptics.settings = newValue
        }
    }

    /// Starts following the player's changes, once: each change, made on any thread, calls
    /// `willChange` later on the main queue, unless this follower is gone by then.
    private func follow() {
        guard observation == nil else { return }
        observation = haptics.observeSettings { [weak self, scheduleOnMain] in
            scheduleOnMain { [weak self] in
                MainActor.runSynchronously { self?.willChange() }
            }
        }
    }
}
