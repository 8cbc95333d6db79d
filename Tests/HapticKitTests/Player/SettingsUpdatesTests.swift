import Dispatch
import Foundation
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// A settings screen sees every change of the player's settings, made through any path.
@Suite("Settings updates")
struct SettingsUpdatesTests {
    func player() -> Haptics {
        Haptics(backend: HapticRecorder(), device: .iPhone, clock: ManualHapticClock())
    }

    @Test("the stream starts with the settings in force, then follows the property, updateSettings and a reset")
    func everyPath() async {
        let haptics = player()
        var updates = haptics.settingsUpdates.makeAsyncIterator()
        #expect(await updates.next()?.isEnabled == true)
        haptics.settings.isEnabled = false
        #expect(await updates.next()?.isEnabled == false)
        haptics.updateSettings { $0[.selection] = false }
        #expect(await updates.next()?[.selection] == false)
        haptics.settings = HapticSettings(intensityScale: 0.5)
        #expect(await updates.next()?.intensityScale == 0.5)
        haptics.resetToLaunchState()
        #expect(await updates.next() == .default)
    }

    @Test("a stream kept but not read holds only the latest settings, not every change")
    func unreadStreamKeepsTheLatest() async {
        let haptics = player()
        var updates = haptics.settingsUpdates.makeAsyncIterator()
        for step in 1...1_000 { haptics.settings.intensityScale = Double(step) / 1_000 }
        haptics.settings.isEnabled = false
        #expect(await updates.next() == haptics.settings, "the first value read is the latest")
        haptics.settings.isEnabled = true
        #expect(await updates.next()?.isEnabled == true)
    }

    @Test("a change through a player handed out for a SwiftUI anchor reaches the one it shares state with")
    func sharedState() async {
        let haptics = player()
        let slot = HapticAnchorSlot()
        var updates = haptics.settingsUpdates.makeAsyncIterator()
        _ = await updates.next()
        slot.player(sharing: haptics).settings.isEnabled = false
        #expect(await updates.next()?.isEnabled == false)
    }

    @Test("changes from many threads at once: the stream never goes back, and ends on the settings in force")
    func concurrentChanges() async {
        let haptics = player()
        haptics.settings.intensityScale = 0
        let observed = LockedState<[Double]>([])
        // Read and recorded in one critical section, as `settingsUpdates` does: read outside it,
        // an early read could be recorded after a later one.
        let observation = haptics.observeSettings {
            observed.withLock { $0.append(haptics.settings.intensityScale) }
        }
        await Task.detached {
            DispatchQueue.concurrentPerform(iterations: 400) { index in
                haptics.updateSettings { $0.intensityScale = max($0.intensityScale, Double(index) / 400) }
            }
        }.value
        let final = haptics.settings.intensityScale
        #expect(final == 399.0 / 400)
        let seen = observed.withLock { $0 }
        #expect(seen.last == final, "the last notification saw the settings in force")
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 <= $1 }, "no notification saw older settings")
        observation.cancel()
        haptics.settings.isEnabled = false
        #expect(observed.withLock { $0.count } <= 400, "a cancelled observation hears nothing more")
    }

    @Test("several streams read while many threads change the settings: each ends on the settings in force")
    func severalStreamsSeveralWriters() async {
        let haptics = player()
        haptics.settings.intensityScale = 0
        let streams = (0..<4).map { _ in haptics.settingsUpdates }
        let final = 299.0 / 300
        await withTaskGroup(of: Double.self) { group in
            for stream in streams {
                group.addTask {
                    var last = -1.0
                    for await settings in stream {
                        #expect(settings.intensityScale >= last, "a stream never goes back")
                        last = settings.intensityScale
                        if last == final { break }
                    }
                    return last
                }
            }
            await Task.detached {
                DispatchQueue.concurrentPerform(iterations: 300) { index in
                    haptics.updateSettings { $0.intensityScale = max($0.intensityScale, Double(index) / 300) }
                }
            }.value
            for await last in group { #expect(last == final) }
        }
    }

    @Test("a released observation hears nothing more")
    func released() {
        let haptics = player()
        let calls = LockedState(0)
        do {
            let observation = haptics.observeSettings { calls.withLock { $0 += 1 } }
            haptics.settings.isEnabled = false
            withExtendedLifetime(observation) {}
        }
        haptics.settings.isEnabled = true
        #expect(calls.withLock { $0 } == 1)
    }
}
