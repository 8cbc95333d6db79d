import Foundation
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// Code a player runs on its caller's behalf (a backend, a clock, an `updateSettings` body) may
/// use that player: the player calls none of it under its lock.
@Suite("No deadlock from a callback")
struct ReentryTests {
    /// A backend whose state question reads the player it plays for.
    final class ReadingBackend: HapticBackend, @unchecked Sendable {
        weak var haptics: Haptics?
        private(set) var played = 0

        var isAppActive: Bool { haptics?.settings.isEnabled ?? true }
        func play(_ request: HapticRequest) throws { played += 1 }
    }

    /// A clock that reads the player whose time it tells.
    final class ReadingClock: HapticClock, @unchecked Sendable {
        weak var haptics: Haptics?
        let base = ManualHapticClock()

        func now() -> HapticInstant {
            _ = haptics?.rateLimits
            return base.now()
        }
    }

    @Test("an updateSettings body may read the player")
    func updateSettingsBodyReadsThePlayer() {
        let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: ManualHapticClock())
        haptics.isAppActive = false
        haptics.updateSettings { $0.isEnabled = haptics.isAppActive }
        #expect(!haptics.settings.isEnabled)
    }

    @Test("a backend whose isAppActive reads the player")
    func backendReadsThePlayer() {
        let backend = ReadingBackend()
        let haptics = Haptics(backend: backend, device: .iPhone, clock: ManualHapticClock())
        backend.haptics = haptics
        #expect(haptics.play(.success).playback != nil)
        #expect(haptics.isAppActive)
        #expect(backend.played == 1)
    }

    @Test("a clock whose now() reads the player")
    func clockReadsThePlayer() {
        let clock = ReadingClock()
        let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: clock)
        clock.haptics = haptics
        #expect(haptics.play(.success).playback != nil)
        #expect(haptics.prepare(for: .selection) != .skipped(.disabledByUser))
    }

    @Test("a settings mutation whose code uses the player lands, with no lock held while it runs")
    func mutationThatReadsThePlayer() {
        let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: ManualHapticClock())
        haptics.isAppActive = false
        haptics.settings.apply { haptics.isAppActive }
        #expect(!haptics.settings.isEnabled)
        haptics.isAppActive = true
        haptics.settings.apply { haptics.play(.success).didPlay == false }
        #expect(haptics.settings.isEnabled)
    }
}

extension HapticSettings {
    /// A mutation whose argument runs while the change is under way, as an app's own helper might.
    fileprivate mutating func apply(_ enabled: () -> Bool) {
        isEnabled = enabled()
    }
}

/// A replaced backend is let go at once: the player keeps none for late outcomes.
@Suite("Backends and routes replaced are freed")
struct ReplacedStateTests {
    @Test("100,000 backend swaps leave the current backend alive and no replaced one, a reset none")
    func replacedBackendsAreFreed() {
        let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: ManualHapticClock())
        for _ in 0..<100_000 {
            haptics.backend = CountedBackend()
            haptics.play(.selection)
        }
        #expect(
            CountedBackend.alive.withLock { $0 } == 1,
            "a player kept more backends than it uses")
        haptics.resetToLaunchState()
        #expect(CountedBackend.alive.withLock { $0 } == 0)
    }

    /// A backend that counts its live instances.
    final class CountedBackend: HapticBackend {
        static let alive = LockedState(0)

        init() { Self.alive.withLock { $0 += 1 } }
        deinit { Self.alive.withLock { $0 -= 1 } }

        func play(_ request: HapticRequest) throws {}
    }

    @Test("routing and device changes keep only the routes for the current ones")
    func replacedRoutesAreDropped() {
        let haptics = Haptics(backend: HapticRecorder(), device: .mac, clock: ManualHapticClock())
        for index in 0..<200 {
            if index.isMultiple(of: 2) {
                haptics.routing.macEventCategories = index.isMultiple(of: 4) ? [.notification] : []
            } else {
                haptics.device = index.isMultiple(of: 3) ? .iPhone : .mac
            }
            haptics.play(.alignment, input: .anyPointer)
            haptics.play(.alignment, input: .known(.mouse))
            #expect(haptics.pipeline.withLock { $0.inputRoutes.count } == 2)
        }
        #expect(haptics.device == .mac)
    }

    @Test("setting the device routes for it, and resetToLaunchState puts the detected one back")
    func deviceCanBeChosen() {
        let recorder = HapticRecorder()
        let haptics = Haptics(backend: recorder, device: .tv, clock: ManualHapticClock())
        #expect(haptics.play(.success).skipReason?.silence == .noHapticHardware)
        haptics.device = .iPhone
        #expect(haptics.device == .iPhone)
        #expect(haptics.play(.success).playback?.call == .notification(.success, atLocation: false))
        #expect(recorder.played == [.success])
        #expect(haptics.route(for: .success, input: .known(.finger)).plays)
        haptics.resetToLaunchState()
        #expect(haptics.device == .tv)
    }
}

/// One description of an outcome, shared by every printer.
@Suite("Outcome descriptions")
struct OutcomeDescriptionTests {
    @Test("a substitute says so, as in the CLI and HapticScript; a call without a generator is neither warm nor cold")
    func substituteIsSaid() throws {
        let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: ManualHapticClock())
        #expect("\(haptics.play(.start))".hasSuffix("(cold, substitute)"))
        let mac = Haptics(backend: HapticRecorder(), device: .mac, clock: ManualHapticClock())
        #expect(
            "\(mac.play(.alignment))" == "played NSHapticFeedbackManager.defaultPerformer.perform(_:performanceTime:)")
        let clock = ManualHapticClock()
        let scripted = Haptics(backend: HapticRecorder(), device: .iPhone, clock: clock)
        let results = try HapticScript("0ms start").run(on: scripted, clock: clock, inView: false)
        #expect(results.first?.description.hasSuffix("(cold, substitute)") == true, "\(results)")
    }
}

@Test("a category's index is its position in allCases")
func categoryIndexes() {
    #expect(HapticCategory.allCases.map(\.index) == Array(HapticCategory.allCases.indices))
}
