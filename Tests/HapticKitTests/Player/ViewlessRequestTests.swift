import Dispatch
import Foundation
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// A request carries the app's view, the SwiftUI anchor it was made under, or nothing, into one
/// decision: a view-less request plays the view-less call, a request with a view the call made in it.
struct ViewlessRequestTests {
    let recorder = HapticRecorder()
    let clock = ManualHapticClock()

    func player(_ device: DeviceProfile = .iPadWithPencilPro) -> Haptics {
        Haptics(backend: recorder, device: device, clock: clock)
    }

    @Test("on iPhone from iOS 17.5 a view-less request plays the view-less call, on a generator made without a view")
    func aViewLessIPhoneRequestPlaysThePlainCall() {
        let outcome = player(.iPhone).success()
        #expect(outcome.playback?.call == .notification(.success, atLocation: false))
        #expect(outcome.playback?.usedEnvironmentAnchor == false)
        #expect(recorder.requests.last?.anchor == nil)
        #expect(recorder.requests.last?.generator == HapticRequest.GeneratorKey(kind: .notification, viewID: nil))
        #expect("\(outcome)" == "played UINotificationFeedbackGenerator.notificationOccurred(_:) (cold)")
    }

    @Test("the call does not depend on what was asked before: a view-less request after one in a view is view-less")
    func theCallDoesNotDependOnEarlierRequests() {
        let haptics = player(.iPhone)
        let view = FakeView()
        #expect(
            haptics.play(.selection, at: CGPoint(x: 1, y: 2), in: view).playback?.call == .selection(atLocation: true))
        clock.advance(by: .seconds(1))
        #expect(haptics.play(.selection).playback?.call == .selection(atLocation: false))
        #expect(recorder.requests.last?.anchor == nil)
    }

    @Test("the call does not depend on which thread asked")
    func theCallDoesNotDependOnTheThread() async {
        let haptics = Haptics(backend: recorder, device: .iPhone, clock: clock, rateLimits: .unlimited)
        let onMain = await MainActor.run { haptics.success().playback?.call }
        let elsewhere = await Task.detached { haptics.success().playback?.call }.value
        #expect(onMain == .notification(.success, atLocation: false))
        #expect(elsewhere == onMain)
    }

    @Test("canvas feedback with no view is skipped with needsLocation, and nothing reaches the backend")
    func aViewLessCanvasRequestIsSkipped() {
        let outcome = player().success()
        #expect(outcome.skipReason == .needsLocation(HapticRoute(.success, on: .iPadWithPencilPro)))
        #expect(recorder.requests.isEmpty)
        #expect(
            player().prepare(for: .alignment)
                == .skipped(.needsLocation(HapticRoute(.alignment, on: .iPadWithPencilPro))))
    }

    @Test func theAppsOwnViewPlaysTheCallMadeInIt() {
        let view = FakeView()
        let outcome = player().play(.alignment, at: CGPoint(x: 1, y: 2), in: view)
        #expect(outcome.playback?.call == .canvas(.alignment))
        #expect(outcome.playback?.usedEnvironmentAnchor == false)
        #expect(recorder.requests.last?.anchor?.view === view)
        #expect(recorder.requests.last?.anchor?.location == CGPoint(x: 1, y: 2))
    }

    @Test func aRequestMadeUnderAnAnchorPlaysInItsView() throws {
        let slot = HapticAnchorSlot()
        let anchorView = FakeView()
        slot.update(HapticAnchor(location: CGPoint(x: 5, y: 5), in: anchorView))
        let outcome = slot.player(sharing: player()).success()
        #expect(outcome.playback?.call.needsLocation == true)
        #expect(outcome.playback?.usedEnvironmentAnchor == true)
        #expect(recorder.requests.last?.anchor?.view === anchorView)
        #expect("\(outcome)".contains(" in the environment's anchor view"))
    }

    @Test("on iPhone under an anchor the call made in its view plays; the generator is that view's")
    func anIPhoneRequestUnderAnAnchor() {
        let slot = HapticAnchorSlot()
        let anchorView = FakeView()
        slot.update(HapticAnchor(location: .zero, in: anchorView))
        let outcome = slot.player(sharing: player(.iPhone)).success()
        #expect(outcome.playback?.call == .notification(.success, atLocation: true))
        #expect(recorder.requests.last?.generator?.viewID == ObjectIdentifier(anchorView))
    }

    @Test func aRequestsOwnInputDecidesUnderAnAnchor() {
        // The profile's finger plays nothing, but this request's Pencil may: canvas feedback in a view.
        let slot = HapticAnchorSlot()
        let anchorView = FakeView()
        slot.update(HapticAnchor(location: CGPoint(x: 5, y: 5), in: anchorView))
        let outcome = slot.player(sharing: player(.iPadWithFinger)).play(.alignment, input: .anyPencil)
        #expect(outcome.playback?.call == .canvas(.alignment))
        #expect(outcome.playback?.usedEnvironmentAnchor == true)
        #expect(outcome.playback?.feltOnlyWith == [.pencilPro])
    }

    @Test("a cleared or missing anchor: the view-less call on iPhone, needsLocation on iPad")
    func aClearedOrMissingAnchor() {
        let slot = HapticAnchorSlot()
        let iPhone = player(.iPhone)
        #expect(slot.player(sharing: iPhone).success().playback?.call == .notification(.success, atLocation: false))
        let view = FakeView()
        slot.update(HapticAnchor(location: .zero, in: view))
        slot.update(nil)  // what the anchor view does when it leaves its window
        clock.advance(by: .seconds(1))
        #expect(slot.player(sharing: iPhone).success().playback?.call == .notification(.success, atLocation: false))
        #expect(slot.player(sharing: player()).success().skipReason?.route?.call?.needsLocation == true)
    }

    @Test("a view-less prepare warms the generator the view-less play uses")
    func aViewLessPrepareWarmsTheViewLessGenerator() {
        let haptics = player(.iPhone)
        #expect(
            haptics.prepare(for: .selection) == .prepared(HapticRequest.GeneratorKey(kind: .selection, viewID: nil)))
        clock.advance(by: .milliseconds(100))
        #expect(haptics.play(.selection).playback?.wasWarm == true)
    }

    @Test func beforeIOS17_5ThePlainCallPlaysInAViewToo() {
        let view = FakeView()
        let outcome = player(.iPhoneWithoutLocationAPI).play(.success, at: .zero, in: view)
        #expect(outcome.playback?.call == .notification(.success, atLocation: false))
        #expect(outcome.playback?.usedEnvironmentAnchor == false)
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
        bound.backend = NoOpHapticBackend()
        #expect(base.success().skipReason == .noOpBackend, "one backend too")
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
}

/// A player of its own lets go of what its backend keeps for it.
struct PlayerLifetimeTests {
    @Test("when a player goes, its generators are released (a view keeps a generator made in it)")
    func aPlayerReleasesItsGeneratorsWhenItGoes() {
        let recorder = HapticRecorder()
        let view = FakeView()
        do {
            let haptics = Haptics(backend: recorder, device: .iPhone, clock: ManualHapticClock())
            haptics.play(.selection, at: .zero, in: view)
            haptics.play(.success)
            #expect(recorder.releases.isEmpty)
        }
        #expect(
            Set(recorder.releases) == [
                HapticRequest.GeneratorKey(kind: .selection, viewID: ObjectIdentifier(view)),
                HapticRequest.GeneratorKey(kind: .notification, viewID: nil),
            ])
    }

    @Test("the players an anchor hands out share the state: it goes with the last of them")
    func theLastPlayerSharingTheStateReleases() {
        let recorder = HapticRecorder()
        let clock = ManualHapticClock()
        var slot: HapticAnchorSlot? = HapticAnchorSlot()
        var bound: Haptics?
        do {
            let base = Haptics(backend: recorder, device: .iPhone, clock: clock)
            base.play(.success)
            bound = slot?.player(sharing: base)
        }
        clock.advance(by: .seconds(1))
        #expect(bound?.selection().didPlay == true, "a player made for an anchor still plays with this state")
        #expect(recorder.releases.isEmpty)
        bound = nil
        slot = nil  // the slot keeps the players it made
        #expect(recorder.releases.count == 2)
    }
}
