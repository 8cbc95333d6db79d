import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// Everything that touches `Haptics.shared` lives in this one serialized suite.
@Suite("The shared instance", .serialized)
struct SharedInstanceTests {
    @Test("Haptics.shared plays with no set-up call: here, silent with the router's reason")
    func outOfTheBox() {
        defer { Haptics.shared.resetToLaunchState() }
        let outcome = Haptics.shared.play(.success)
        #expect(outcome == .skipped(.silent(HapticRoute(.success, on: .current))))
        #if !canImport(UIKit) && !canImport(AppKit) && !canImport(WatchKit)
        #expect(Haptics.shared.backend is NoOpHapticBackend)
        #expect(Haptics.shared.route(for: .success).silence == .unavailableOnPlatform)
        #endif
    }

    @Test("swapping the backend keeps the instance: references taken earlier follow, settings stay")
    func swapInPlace() {
        defer { Haptics.shared.resetToLaunchState() }
        let haptics = Haptics.shared
        haptics.settings[.selection] = false
        haptics.rateLimits = .unlimited
        let recorder = HapticRecorder()
        Haptics.shared.backend = recorder
        #expect(haptics.settings[.selection] == false, "settings survive the swap")
        #expect(haptics.rateLimits == .unlimited)
        haptics.play(.success)
        haptics.play(.selection)
        #expect(recorder.entries.map(\.feedback) == [.success, .selection])
        // The backend read back is the recorder set, not another one: it has the same log.
        #expect((haptics.backend as? HapticRecorder)?.entries.map(\.feedback) == [.success, .selection])
        #expect(recorder.entries.last?.outcome == .skipped(.categoryDisabled(.selection)))
    }

    @Test("swapping the backend releases the old backend's generators")
    func swapReleases() {
        let old = HapticRecorder()
        let haptics = Haptics(backend: old, device: .iPhone, clock: ManualHapticClock())
        haptics.prepare(for: .selection)
        haptics.backend = HapticRecorder()
        #expect(old.releases == old.preparations.compactMap(\.generator))
        #expect(!old.releases.isEmpty)
    }

    @Test("resetToLaunchState puts back the first backend, settings, limits and a clean history")
    func reset() {
        let first = HapticRecorder()
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: first, device: .iPhone, clock: clock)
        haptics.play(.success)
        haptics.backend = HapticRecorder()
        haptics.settings.isEnabled = false
        haptics.rateLimits = .unlimited
        haptics.isAppActive = false
        haptics.resetToLaunchState()
        #expect(haptics.settings == .default)
        #expect(haptics.rateLimits == .standard(for: .iPhone) && haptics.isAppActive)
        #expect(haptics.play(.success).didPlay, "no throttle remembered from before the reset")
        #expect(first.played == [.success, .success])
    }

    @Test("a backend that reports the app inactive silences play and prepare with appNotActive")
    func backendFollowsApp() {
        let rig = Rig()
        rig.recorder.isAppActive = false
        #expect(rig.play(.success) == .skipped(.appNotActive))
        #expect(rig.haptics.prepare(for: .selection) == .skipped(.appNotActive))
        #expect(!rig.haptics.isAppActive)
        rig.recorder.isAppActive = true
        #expect(rig.play(.success, after: 1_000).didPlay)
    }

    @Test("Haptics(), as the 'Byte of the Day' environment key makes it, is a new player with settings of its own")
    func aPlayerMadeWithNoArgumentsIsANewOne() {
        let made = Haptics()
        #expect(!made.shares(with: .shared))
        Haptics.shared.settings.isEnabled = false
        defer { Haptics.shared.resetToLaunchState() }
        #expect(made.settings.isEnabled)
        #expect(made.success().skipReason != .disabledByUser)
        #expect(Haptics.shared.success().skipReason == .disabledByUser)
    }

    /// "Testing code that plays haptics", section "Check what the shared player plays", as written.
    @Test("the testing article's recipe works where tests run: the shared player routes as an iPhone")
    func articleRecipe() {
        let recorder = HapticRecorder()
        Haptics.shared.backend = recorder
        Haptics.shared.device = .iPhone  // route as an iPhone does, wherever the test runs
        defer { Haptics.shared.resetToLaunchState() }

        saveFinished()
        #expect(recorder.played == [.success])

        Haptics.shared.resetToLaunchState()
        #expect(Haptics.shared.device == .current, "put back: production routing is untouched")
    }
}

/// The app code the testing article checks.
private func saveFinished() { Haptics.shared.play(.success) }

@Suite("Settings are changed atomically")
struct AtomicSettingsTests {
    /// Runs `rounds` rounds in which one task per category makes `writes` changes for its own
    /// category at the same moment, after `reset`; returns how many rounds lost one (`landed`
    /// false). With a read (one lock) then a write (another), a task writes back a stale copy and
    /// undoes another's change.
    private func lostRounds(
        _ rounds: Int, writes: Int, reset: () -> Void, change: @escaping @Sendable (HapticCategory) -> Void,
        landed: () -> Bool
    ) async -> Int {
        var lost = 0
        for _ in 0..<rounds {
            reset()
            await withTaskGroup(of: Void.self) { group in
                for category in HapticCategory.allCases {
                    group.addTask { for _ in 0..<writes { change(category) } }
                }
            }
            if !landed() { lost += 1 }
        }
        return lost
    }

    /// Five tasks each turn their own category off at the same moment; every change must land.
    @Test("concurrent changes to different categories never lose one")
    func noLostUpdates() async {
        let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: ManualHapticClock())
        let lost = await lostRounds(
            2_000, writes: 50, reset: { haptics.settings = .default },
            change: { haptics.settings[$0] = false },
            landed: { haptics.settings.disabledCategories == Set(HapticCategory.allCases) })
        #expect(lost == 0, "\(lost) of 2,000 rounds lost an update")
    }

    /// The same for routing choices: five tasks each opt their own category in on the Mac.
    @Test("concurrent routing changes never lose one, and each reroutes at once")
    func noLostRoutingUpdates() async {
        let haptics = Haptics(backend: HapticRecorder(), device: .mac, clock: ManualHapticClock())
        let lost = await lostRounds(
            300, writes: 5, reset: { haptics.routing = .standard },
            change: { haptics.routing.macEventCategories.insert($0) },
            landed: { haptics.routing.macEventCategories == Set(HapticCategory.allCases) })
        #expect(lost == 0, "\(lost) of 300 rounds lost an update")
        #expect(haptics.route(for: .success).call == .appKit(.generic))
    }

    /// The same for rate limits: five tasks each set their own category's interval.
    @Test("concurrent rate-limit changes never lose one")
    func noLostRateLimitUpdates() async {
        let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: ManualHapticClock())
        let lost = await lostRounds(
            2_000, writes: 10, reset: { haptics.rateLimits = .standard },
            change: { haptics.rateLimits[$0] = .milliseconds(7) },
            landed: { HapticCategory.allCases.allSatisfy { haptics.rateLimits[$0] == .milliseconds(7) } })
        #expect(lost == 0, "\(lost) of 2,000 rounds lost an update")
    }

    /// A change through `settings`, `rateLimits` or `routing` is made on a copy, with no lock
    /// held: code that runs inside the access (an `inout` argument's function) may read the player.
    @Test("a change through settings, rateLimits or routing may read the player while it is made")
    func readingThePlayerInsideAChange() {
        let haptics = Haptics(backend: HapticRecorder(), device: .mac, clock: ManualHapticClock())
        func follow(_ settings: inout HapticSettings) { settings.isEnabled = !haptics.settings.isEnabled }
        func slowDown(_ limits: inout HapticRateLimits) { limits[.selection] = haptics.rateLimits[.impact] }
        func optIn(_ routing: inout HapticRouting) {
            routing.macEventCategories = Set(haptics.settings.disabledCategories + [.notification])
        }
        follow(&haptics.settings)
        slowDown(&haptics.rateLimits)
        optIn(&haptics.routing)
        #expect(!haptics.settings.isEnabled)
        #expect(haptics.rateLimits[.selection] == HapticRateLimits.standard[.impact])
        #expect(haptics.routing.macEventCategories == [.notification])
    }

    /// Two tasks change different preferences of the same value at once: the switch and the scale.
    @Test("concurrent changes to different preferences never lose one")
    func noLostFieldUpdates() async {
        let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: ManualHapticClock())
        let lost = await lostRounds(
            2_000, writes: 20, reset: { haptics.settings = .default },
            change: { category in
                if category == .selection { haptics.settings.isEnabled = false }
                if category == .impact { haptics.settings.intensityScale = 0.5 }
            },
            landed: { !haptics.settings.isEnabled && haptics.settings.intensityScale == 0.5 })
        #expect(lost == 0, "\(lost) of 2,000 rounds lost an update")
    }

    @Test("updateSettings makes several changes in one step and returns the closure's value")
    func update() async {
        let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: ManualHapticClock())
        haptics.settings.intensityScale = 0
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<500 { haptics.updateSettings { $0.intensityScale += 0.0001 } } }
            }
        }
        #expect(abs(haptics.settings.intensityScale - 0.4) < 1e-6, "\(haptics.settings.intensityScale)")
        let wasOn = haptics.updateSettings { settings -> Bool in
            defer { settings.isEnabled = false }
            return settings.isEnabled
        }
        #expect(wasOn && !haptics.settings.isEnabled)
    }

    @Test("turning haptics off through a nested change still releases every generator")
    func nestedDisableReleases() {
        let rig = Rig()
        rig.haptics.prepare(for: .selection)
        rig.haptics.settings.isEnabled = false
        #expect(rig.recorder.releases == rig.recorder.preparations.compactMap(\.generator))
    }
}
