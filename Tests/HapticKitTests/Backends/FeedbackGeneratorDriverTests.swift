import Dispatch
import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// The UIKit backend, run: ``FeedbackGeneratorBackend`` on the real main queue, over fake UIKit
/// generators and views that keep UIKit's contracts (HapticKitTestSupport's `UIKitFakes.swift`).
@MainActor
final class UIKitRig {
    let uiKit = FakeUIKit()
    let center = NotificationCenter()
    let late = HapticRecorder()
    private(set) var haptics: Haptics?

    /// `patterns` makes the pattern player; a ``FakePatternPlayer`` by default.
    init(
        device: DeviceProfile = .iPadWithPencilPro, recording: (any RecordingGate)? = nil,
        appState: AppActivity.State? = nil, patterns: (@MainActor () -> any HapticPatternPlaying)? = nil
    ) {
        let uiKit = uiKit
        let backend = FeedbackGeneratorBackend(
            factory: FakeGeneratorFactory(uiKit: uiKit), patterns: patterns ?? { FakePatternPlayer(uiKit: uiKit) },
            events: [
                Self.background: .didEnterBackground, Self.foreground: .willEnterForeground,
                Self.active: .didBecomeActive,
            ], center: center, readState: { appState }, recording: recording)
        haptics = Haptics(
            backend: ObservedBackend(backend: backend, late: late), device: device, clock: uiKit.clock,
            rateLimits: .unlimited)
    }

    static let background = Notification.Name("background")
    static let foreground = Notification.Name("foreground")
    static let active = Notification.Name("active")

    var player: Haptics { haptics! }
    var clock: ManualHapticClock { uiKit.clock }

    func view(inWindow: Bool = true) -> FakeUIView {
        FakeUIView(in: inWindow ? FakeUIWindow() : nil, uiKit: uiKit)
    }

    /// Drops the player.
    func dropPlayer() { haptics = nil }

    /// Waits until the main queue has run everything scheduled on it so far.
    func settle() async {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}

/// A backend that keeps every outcome its player reports to it, the late ones too.
struct ObservedBackend<Backend: HapticBackend>: HapticBackend {
    let backend: Backend
    let late: HapticRecorder

    func play(_ request: HapticRequest) throws { try backend.play(request) }
    func prepare(_ request: HapticRequest) { backend.prepare(request) }
    func release(_ key: HapticRequest.GeneratorKey) { backend.release(key) }
    var isAppActive: Bool { backend.isAppActive }
    func observe(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant) {
        late.observe(feedback, outcome: outcome, at: time)
    }
}

@Suite("The UIKit backend over fake UIKit")
@MainActor
struct FeedbackGeneratorDriverTests {
    @Test("a request in a view makes its generator in that view, attached, and plays the (at:) call")
    func playsInItsView() {
        let rig = UIKitRig()
        let view = rig.view()
        #expect(rig.player.play(.alignment, at: CGPoint(x: 5, y: 6), in: view).didPlay)
        #expect(rig.uiKit.take() == ["make UICanvasFeedbackGenerator in a view", "alignmentOccurred(at: 5.0,6.0)"])
        #expect(view.interactions.count == 1 && view.interactions.first?.view === view)
        #expect(rig.player.play(.alignment, at: CGPoint(x: 1, y: 1), in: view).didPlay)
        #expect(rig.uiKit.take() == ["alignmentOccurred(at: 1.0,1.0)"], "the generator is kept")
    }

    @Test(
        "an app launched into the background skips as appNotActive until it becomes active, not played for a dropped haptic"
    )
    func launchedIntoTheBackground() {
        let rig = UIKitRig(device: .iPhone, appState: .background)
        #expect(rig.player.success() == .skipped(.appNotActive))
        #expect(rig.uiKit.take().isEmpty)
        rig.center.post(name: UIKitRig.active, object: nil)
        #expect(rig.player.success().didPlay)
    }

    @Test("a success in a dismissed (windowless) view on iPhone plays on the view-less generator, without a location")
    func windowlessViewFallsBackToTheViewlessCall() {
        let rig = UIKitRig(device: .iPhone)
        let view = rig.view(inWindow: false)
        #expect(rig.player.play(.success, at: CGPoint(x: 3, y: 4), in: view).didPlay)
        #expect(rig.uiKit.take() == ["make UINotificationFeedbackGenerator", "notificationOccurred(.success)"])
        #expect(view.interactions.isEmpty, "nothing is attached to the windowless view")
        rig.player.prepare(for: .selection, in: view)
        #expect(rig.uiKit.take() == ["make UISelectionFeedbackGenerator", "prepare"], "a preparation falls back alike")
        view.window = FakeUIWindow()
        #expect(rig.player.play(.success, at: CGPoint(x: 3, y: 4), in: view).didPlay)
        #expect(
            rig.uiKit.take() == [
                "make UINotificationFeedbackGenerator in a view", "notificationOccurred(.success, at: 3.0,4.0)",
            ],
            "once in a window it plays in the view")
    }

    @Test(
        "canvas feedback, which needs a place, in a view in no window is skipped with its reason, and no generator is made"
    )
    func windowlessView() {
        let rig = UIKitRig()
        let view = rig.view(inWindow: false)
        #expect(rig.player.play(.alignment, at: .zero, in: view) == .skipped(.viewNotInWindow))
        rig.player.prepare(for: .alignment, in: view)
        #expect(rig.uiKit.take().isEmpty)
        #expect(view.interactions.isEmpty)
        view.window = FakeUIWindow()
        #expect(rig.player.play(.alignment, at: .zero, in: view).didPlay, "once in a window it plays")
    }

    @Test("a view gone before a queued request reaches the main thread: skipped, reported late, never played")
    func viewGoneBeforeTheMainThread() async {
        let rig = UIKitRig()
        var view: FakeUIView? = rig.view()
        let player = rig.player
        let anchor = HapticAnchorSlot()
        anchor.update(HapticAnchor(location: CGPoint(x: 1, y: 1), in: view!))
        // Holds the main queue until the view is gone: the request waits for it.
        let outcome = DispatchQueue.global().sync { anchor.player(sharing: player).play(.alignment) }
        #expect(outcome.didPlay, "queued for the main thread, so played as far as the caller can know")
        view = nil
        await rig.settle()
        #expect(rig.uiKit.take().isEmpty)
        #expect(
            rig.late.entries.map(\.outcome).dropFirst() == [.skipped(.viewDeallocated)],
            "after the outcome, the late one")
    }

    @Test("a generator the app detached (view.interactions replaced) is made again in the view")
    func detachedGeneratorIsRemade() {
        let rig = UIKitRig()
        let view = rig.view()
        rig.player.play(.alignment, at: .zero, in: view)
        view.removeAllInteractions()
        rig.player.play(.alignment, at: .zero, in: view)
        #expect(rig.uiKit.take().filter { $0.hasPrefix("make") }.count == 2)
        #expect(view.interactions.count == 1)
    }

    @Test("a player that goes detaches the generators it attached to views")
    func droppedPlayerDetaches() {
        let rig = UIKitRig(device: .iPhone)
        let view = rig.view()
        rig.player.play(.success, at: CGPoint(x: 2, y: 2), in: view)
        #expect(view.interactions.count == 1)
        rig.dropPlayer()
        #expect(view.interactions.isEmpty)
        #expect(rig.uiKit.take().last == "removeInteraction")
    }

    @Test("'warm' in an outcome is a generator UIKit still holds prepared: the one that plays, not seconds ago")
    func warmthIsTheGenerators() {
        let rig = UIKitRig()
        let canvas = rig.view()
        let other = rig.view()
        #expect(
            rig.player.prepare(for: .alignment, in: canvas) == .prepared(.init(kind: .canvas, viewID: .init(canvas))))
        rig.clock.advance(by: .milliseconds(100))
        #expect(rig.player.play(.alignment, at: .zero, in: canvas).playback?.wasWarm == true)
        #expect(rig.uiKit.takeWarmth() == [true])
        // Within the interaction the generator is prepared again after each play, so the next is warm.
        rig.clock.advance(by: .milliseconds(500))
        #expect(rig.player.play(.alignment, at: .zero, in: canvas).playback?.wasWarm == true)
        #expect(rig.uiKit.takeWarmth() == [true])
        // Another view's generator was never prepared.
        #expect(rig.player.play(.alignment, at: .zero, in: other).playback?.wasWarm == false)
        #expect(rig.uiKit.takeWarmth() == [false])
        // Seconds later the preparation has lapsed, and the outcome says so.
        rig.clock.advance(by: .seconds(3))
        #expect(rig.player.play(.alignment, at: .zero, in: canvas).playback?.wasWarm == false)
        #expect(rig.uiKit.takeWarmth() == [false])
    }

    @Test("before iOS 17.5 the generator is made without its view, and still plays")
    func noViewInitialisers() {
        let rig = UIKitRig(device: .iPhone)
        rig.uiKit.viewInitialisersAvailable = false
        let view = rig.view()
        #expect(rig.player.play(.selection, at: .zero, in: view).didPlay)
        #expect(rig.uiKit.take().first == "make UISelectionFeedbackGenerator")
        #expect(view.interactions.isEmpty)
        #expect(rig.uiKit.violations.withLock { $0 }.isEmpty, "init(view:) was not called")
    }

    @Test("each call reaches its generator: impact with its intensity, notification with its type")
    func calls() {
        let rig = UIKitRig(device: .iPhone)
        rig.player.play(.impact(.light, intensity: 0.5))
        rig.player.play(.error)
        #expect(
            rig.uiKit.take() == [
                "make UIImpactFeedbackGenerator(.light)", "impactOccurred(intensity: 0.5)",
                "make UINotificationFeedbackGenerator", "notificationOccurred(.error)",
            ])
    }

    @Test("the pattern player is made on the first pattern; the background stops it only once made")
    func patternsFollowTheApp() async {
        let rig = UIKitRig(device: .iPhone)
        for name in [UIKitRig.background, UIKitRig.foreground, UIKitRig.active] {
            rig.center.post(name: name, object: nil)
        }
        #expect(rig.uiKit.take().isEmpty)
        #expect(rig.player.play(.pattern(.tap)).didPlay)
        for name in [UIKitRig.background, UIKitRig.foreground] {
            rig.center.post(name: name, object: nil)
        }
        #expect(rig.uiKit.take() == ["play pattern", "patterns: background", "patterns: foreground"])
    }

    @Test("views the main thread lets go while other threads play in them are deallocated on the main thread")
    func viewsDeallocatedOnTheMainThread() async {
        let rig = UIKitRig()
        let player = rig.player
        for _ in 0..<50 {
            var view: FakeUIView? = rig.view()
            let slot = HapticAnchorSlot()
            slot.update(HapticAnchor(location: .zero, in: view!))
            let inFlight = Task.detached {
                for _ in 0..<20 { slot.player(sharing: player).play(.alignment) }
            }
            view = nil
            await inFlight.value
        }
        await rig.settle()
        #expect(rig.uiKit.violations.withLock { $0 }.isEmpty)
    }

    @Test("plays through a slot from another thread never load its view there: only the main actor does")
    func slotViewLoadedOnTheMainActorOnly() async {
        let rig = UIKitRig()
        let view = rig.view()
        let anchor = HapticAnchor(location: .zero, in: view)
        let slot = HapticAnchorSlot()
        slot.update(anchor)
        let player = rig.player
        await Task.detached {
            for _ in 0..<3 { _ = slot.player(sharing: player).play(.alignment) }
        }.value
        await rig.settle()
        #expect(rig.uiKit.take().filter { $0.hasPrefix("alignmentOccurred") }.count == 3)
        #expect(anchor.offMainViewLoads == 0)
    }

    @Test("requests from many threads reach UIKit on the main thread only, in full")
    func manyThreads() async {
        let rig = UIKitRig(device: .iPhone)
        let player = rig.player
        await Task.detached {
            DispatchQueue.concurrentPerform(iterations: 200) { _ in player.play(.selection) }
        }.value
        await rig.settle()
        #expect(rig.uiKit.take().filter { $0 == "selectionChanged()" }.count == 200)
        #expect(rig.uiKit.violations.withLock { $0 }.isEmpty)
    }
}
