import Foundation
@_spi(HapticKitInternal) import HapticKit
import HapticKitTesting
import Testing

/// A key window that counts its lookups, and a switch for which thread the caller is on.
final class FakeKeyWindow: Sendable {
    let root = FakeView()
    let lookups = LockedState(0)
    let onMain = LockedState(true)
    let scheduled = LockedState<[@Sendable () -> Void]>([])

    func finder() -> HapticViewFinder {
        HapticViewFinder(
            lookup: { [self] in
                lookups.withLock { $0 += 1 }
                return HapticAnchor(location: CGPoint(x: 50, y: 60), in: root)
            },
            isMainThread: { [self] in onMain.withLock { $0 } },
            scheduleOnMain: { [self] work in scheduled.withLock { $0.append(work) } })
    }

    /// Runs what was scheduled on the "main thread".
    func drain() {
        let work = scheduled.withLock { queue in
            defer { queue = [] }
            return queue
        }
        for run in work { run() }
    }
}

/// Players whose requests find a view when the app gave none (issue 10, item 3).
struct ViewFinderTests {
    let window = FakeKeyWindow()
    let recorder = HapticRecorder()
    let clock = ManualHapticClock()

    func player(_ device: DeviceProfile = .iPadWithPencilPro, finder: HapticViewFinder? = nil) -> Haptics {
        Haptics(
            backend: recorder, device: device, clock: clock, rateLimits: nil,
            viewFinder: finder ?? window.finder())
    }

    @Test func aViewLessIPhoneRequestIsAttachedToTheKeyWindowsRootView() throws {
        let outcome = player(.iPhone).success()
        #expect(outcome.playback?.call == .notification(.success, atLocation: true))
        #expect(outcome.playback?.anchorSource == .keyWindow)
        let anchor = try #require(recorder.requests.last?.anchor)
        #expect(anchor.view === window.root)
        #expect(recorder.requests.last?.generator?.viewID == ObjectIdentifier(window.root))
        #expect("\(outcome)".hasSuffix(" in the key window's root view"))
    }

    @Test("canvas feedback never plays at the key window's centre, where nothing happened")
    func aViewLessCanvasRequestDoesNotUseTheKeyWindow() {
        let outcome = player().success()
        #expect(outcome.skipReason == .needsLocation(HapticRouter.route(.success, on: .iPadWithPencilPro)))
        #expect(recorder.requests.isEmpty)
        #expect(window.lookups.withLock { $0 } == 0, "the key window is not even looked up")
        let found = HapticViewFinder.Choice.nearest(
            environment: nil,
            keyWindow: {
                Issue.record("the key window was asked for a location")
                return nil
            }, for: .location)
        #expect(found == nil)
    }

    @Test("an app extension has no key-window lookup; its view-less requests play as with none")
    func anAppExtensionLooksNothingUp() {
        #expect(HapticViewFinder.Choice.looksUpKeyWindow(isAppExtension: false))
        #expect(!HapticViewFinder.Choice.looksUpKeyWindow(isAppExtension: true))
        #expect(!HapticViewFinder.platform(isAppExtension: true).hasKeyWindowLookup)
        let outcome = player(.iPhone, finder: .platform(isAppExtension: true)).success()
        #expect(outcome.playback?.call == .notification(.success, atLocation: false))
    }

    @Test func withNoViewToFindTheRequestIsSkippedAsBefore() {
        let outcome = player(finder: HapticViewFinder(lookup: nil)).success()
        #expect(outcome.skipReason == .needsLocation(HapticRouter.route(.success, on: .iPadWithPencilPro)))
        #expect(recorder.requests.isEmpty)
    }

    @Test func theAppsOwnViewWinsAndNoLookupIsMade() {
        let view = FakeView()
        let outcome = player().play(.alignment, at: CGPoint(x: 1, y: 2), in: view)
        #expect(outcome.playback?.anchorSource == .app)
        #expect(recorder.requests.last?.anchor?.view === view)
        #expect(window.lookups.withLock { $0 } == 0)
    }

    @Test(arguments: [DeviceProfile.iPhone, DeviceProfile.iPhone.with(os: DeviceProfile.OSVersion(26, 2))])
    func fromIOS17_5AViewLessCallIsMadeInTheKeyWindowsRootView(_ device: DeviceProfile) throws {
        let haptics = player(device)
        let prepared = haptics.prepare(for: .selection)
        clock.advance(by: .milliseconds(100))
        let outcome = haptics.play(.selection)
        #expect(outcome.playback?.call.needsLocation == true, "the view-attached call UIKit's header prefers")
        #expect(outcome.playback?.anchorSource == .keyWindow)
        #expect(outcome.playback?.wasWarm == true, "prepare warmed the generator that plays: \(prepared)")
        #expect(recorder.requests.last?.anchor?.view === window.root)
    }

    @Test func aRequestsOwnInputDecidesWhetherAViewIsLookedUp() {
        // The profile's finger plays nothing, but this request's Pencil may: canvas feedback in a view.
        let slot = HapticAnchorSlot()
        let anchorView = FakeView()
        slot.update(HapticAnchor(location: CGPoint(x: 5, y: 5), in: anchorView))
        let outcome = slot.player(sharing: player(.iPadWithFinger)).play(.alignment, input: .anyPencil)
        #expect(outcome.playback?.call == .canvas(.alignment))
        #expect(outcome.playback?.anchorSource == .environment)
        #expect(outcome.playback?.feltOnlyWith == [.pencilPro])
    }

    @Test("only a request that would play now looks a view up: not a disabled, throttled or coalesced one")
    func onlyAnAdmittedRequestLooksAViewUp() {
        let haptics = player(.iPhone)
        var lookups: Int { window.lookups.withLock { $0 } }
        haptics.settings.isEnabled = false
        #expect(haptics.success().skipReason == .disabledByUser)
        haptics.settings.isEnabled = true
        haptics.settings[.selection] = false
        #expect(haptics.selection().skipReason == .categoryDisabled(.selection))
        #expect(lookups == 0)
        #expect(haptics.success().playback?.anchorSource == .keyWindow)
        #expect(lookups == 1)
        #expect(haptics.play(.impact(.light)).skipReason == .coalesced(into: .success), "in the same frame")
        clock.advance(by: .milliseconds(20))
        let throttled = haptics.success().skipReason
        #expect(
            throttled?.code == .throttled && throttled?.category == .notification,
            "a success 20 ms after one is throttled")
        #expect(lookups == 1, "neither looked a view up")
        clock.advance(by: .seconds(1))
        #expect(haptics.success().playback?.anchorSource == .keyWindow)
        #expect(lookups == 2)
        haptics.backend = NoOpHapticBackend()
        #expect(haptics.success().skipReason == .noOpBackend)
        #expect(lookups == 2)
    }

    @Test func beforeIOS17_5NothingIsLookedUp() {
        let outcome = player(.iPhoneWithoutLocationAPI).success()
        #expect(outcome.playback?.call == .notification(.success, atLocation: false))
        #expect(outcome.playback?.anchorSource == nil)
        #expect(window.lookups.withLock { $0 } == 0)
    }

    @Test func withNoViewToFindTheIOS17_5CallIsThePlainOne() {
        let outcome = player(.iPhone, finder: HapticViewFinder(lookup: nil)).success()
        #expect(outcome.playback?.call == .notification(.success, atLocation: false))
        #expect(outcome.playback?.anchorSource == nil)
    }

    @Test func theEnvironmentsAnchorViewComesBeforeTheKeyWindow() throws {
        let slot = HapticAnchorSlot()
        let anchorView = FakeView()
        slot.update(HapticAnchor(location: CGPoint(x: 5, y: 5), in: anchorView))
        let outcome = slot.player(sharing: player()).success()
        #expect(outcome.playback?.anchorSource == .environment)
        #expect(recorder.requests.last?.anchor?.view === anchorView)
        #expect(window.lookups.withLock { $0 } == 0)
        #expect("\(outcome)".hasSuffix(" in the environment's anchor view"))
    }

    @Test func aGoneOrMissingEnvironmentAnchorFallsBackToTheKeyWindow() {
        let slot = HapticAnchorSlot()
        let base = player(.iPhone)
        #expect(slot.player(sharing: base).success().playback?.anchorSource == .keyWindow)
        do {
            let gone = FakeView()
            slot.update(HapticAnchor(location: .zero, in: gone))
        }
        clock.advance(by: .seconds(1))
        #expect(slot.player(sharing: base).success().playback?.anchorSource == .keyWindow)
    }

    @Test func aSlotAndThePlayerItMadeGoWithTheirView() {
        weak var goneSlot: HapticAnchorSlot?
        weak var goneBound: Haptics?
        let base = player()
        do {
            let slot = HapticAnchorSlot()
            let bound = slot.player(sharing: base)
            goneSlot = slot
            goneBound = bound
        }
        #expect(goneSlot == nil, "the slot and its player must not keep each other alive")
        #expect(goneBound == nil)
    }

    @Test func theEnvironmentsPlayerIsTheSamePlayer() {
        let slot = HapticAnchorSlot()
        let base = player(.iPhone)
        let bound = slot.player(sharing: base)
        #expect(slot.player(sharing: base) === bound)
        base.settings.isEnabled = false
        #expect(bound.success().skipReason == .disabledByUser)
        base.settings.isEnabled = true
        bound.success()
        clock.advance(by: .milliseconds(50))
        // One rate limiter: the base player sees the bound one's request.
        #expect(base.success().skipReason?.description.hasPrefix("throttled") == true)
    }

    @Test func offTheMainThreadTheLastViewFoundIsUsedAndNoThreadWaits() {
        let haptics = player(.iPhone)
        window.onMain.withLock { $0 = false }
        // Nothing found yet: the plain call plays, and one lookup is scheduled on the main thread.
        #expect(haptics.success().playback?.call == .notification(.success, atLocation: false))
        clock.advance(by: .seconds(1))
        #expect(haptics.success().playback?.anchorSource == nil)
        #expect(window.scheduled.withLock { $0.count } == 1)
        #expect(window.lookups.withLock { $0 } == 0)
        window.drain()
        #expect(window.lookups.withLock { $0 } == 1)
        clock.advance(by: .seconds(1))
        let outcome = haptics.success()
        #expect(outcome.playback?.anchorSource == .keyWindow)
        #expect(recorder.requests.last?.anchor?.view === window.root)
        #expect(window.lookups.withLock { $0 } == 1)
    }

    @Test func aViewLessPrepareWarmsTheFoundViewsGenerator() {
        let haptics = player(.iPhone)
        #expect(
            haptics.prepare(for: .selection)
                == .prepared(HapticRequest.GeneratorKey(kind: .selection, viewID: ObjectIdentifier(window.root))))
        #expect(recorder.preparations.last?.anchor?.view === window.root)
    }

    @Test func theKeyWindowCacheDecidesByThread() {
        var cache = KeyWindowCache()
        #expect(cache.request(onMainThread: true) == .lookUp)
        #expect(cache.request(onMainThread: false) == .scheduleLookUp)
        #expect(cache.request(onMainThread: false) == KeyWindowCache.Action.none)
        let view = FakeView()
        let anchor = HapticAnchor(location: .zero, in: view)
        cache.found(anchor)
        #expect(cache.request(onMainThread: false) == .use(anchor))
        #expect(cache.request(onMainThread: true) == .lookUp)
        withExtendedLifetime(view) {}
    }

    @Test func oneSlotHandsOutOnePlayerWhateverTheThread() async {
        let slot = HapticAnchorSlot()
        let base = player()
        let players = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<64 { group.addTask { ObjectIdentifier(slot.player(sharing: base)) } }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(players.count == 1)
        #expect(players.first != ObjectIdentifier(base))
    }

    @Test("each anchor source is its own value and says where the view came from, as earlier versions did")
    func anchorSources() {
        let sources: [HapticAnchor.Source] = [.app, .environment, .keyWindow]
        #expect(Set(sources).count == 3)
        #expect(
            sources.map(\.description) == [
                "given by the app", "the environment's anchor view", "the key window's root view",
            ])
    }
}
