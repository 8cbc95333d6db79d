import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// `ObservableHapticSettings`'s behaviour, which forwards to `SettingsFollower`: a settings screen
/// refreshes when the settings change anywhere, and its writes go to the player.
@MainActor
@Suite("A settings screen's model")
struct SettingsFollowerTests {
    /// A stand-in main queue, drained by the test on the main actor.
    final class StandInMainQueue: Sendable {
        private let work = LockedState<[@Sendable () -> Void]>([])

        func schedule(_ job: @escaping @Sendable () -> Void) { work.withLock { $0.append(job) } }

        func drain() {
            for job in work.withLock({ jobs in
                defer { jobs = [] }
                return jobs
            }) { job() }
        }
    }

    /// How many times `willChange` was called.
    final class Count {
        var value = 0
    }

    func player() -> Haptics {
        Haptics(backend: HapticRecorder(), device: .iPhone, clock: ManualHapticClock())
    }

    @Test("from its first read, a change made anywhere calls willChange once, later, on the main queue")
    func refreshes() async {
        let haptics = player()
        let main = StandInMainQueue()
        let count = Count()
        let follower = SettingsFollower(haptics, scheduleOnMain: main.schedule) { count.value += 1 }
        haptics.settings.isEnabled = false
        main.drain()
        #expect(count.value == 0, "not followed before its first read")
        #expect(follower.settings.isEnabled == false)

        await Task.detached { haptics.updateSettings { $0.intensityScale = 0.5 } }.value
        #expect(count.value == 0, "not on the thread that made the change")
        main.drain()
        #expect(count.value == 1)
        #expect(follower.settings.intensityScale == 0.5)

        haptics.resetToLaunchState()
        main.drain()
        #expect(count.value == 2, "a reset is a change too")
        #expect(follower.settings == .default)
    }

    @Test("a write goes to the player, after willChange, and reaches every other follower")
    func writes() {
        let haptics = player()
        let main = StandInMainQueue()
        let count = Count()
        let other = Count()
        var seenBeforeWrite: HapticSettings?
        let follower = SettingsFollower(haptics, scheduleOnMain: main.schedule) {
            count.value += 1
            seenBeforeWrite = seenBeforeWrite ?? haptics.settings
        }
        let otherScreen = SettingsFollower(haptics, scheduleOnMain: main.schedule) { other.value += 1 }
        _ = otherScreen.settings
        follower.settings[.selection] = false
        #expect(haptics.settings[.selection] == false)
        #expect(seenBeforeWrite?[.selection] == true, "willChange comes before the write, as ObservableObject needs")
        main.drain()
        #expect(other.value == 1)
    }

    @Test("a follower released before the main queue runs is not called")
    func released() {
        let haptics = player()
        let main = StandInMainQueue()
        let count = Count()
        var follower: SettingsFollower? = SettingsFollower(haptics, scheduleOnMain: main.schedule) {
            count.value += 1
        }
        _ = follower?.settings
        haptics.settings.isEnabled = false
        follower = nil
        main.drain()
        haptics.settings.isEnabled = true
        main.drain()
        #expect(count.value == 0)
    }
}
