import HapticKitTestSupport
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

@Suite("Generator cache and pre-warming")
struct PrewarmTests {
    let view = FakeView()

    @Test("prepare at gesture began makes the first play warm")
    func prepareMakesWarm() {
        let rig = Rig()
        #expect(
            rig.haptics.prepare(for: .alignment, in: view)
                == .prepared(HapticRequest.GeneratorKey(kind: .impact(.light), viewID: ObjectIdentifier(view))))
        #expect(rig.play(.alignment, after: 300, in: view).playback?.wasWarm == true)
    }

    @Test("preparing immediately before playing gives no benefit (Apple's prepare() docs)")
    func immediatePrepareIsCold() {
        let rig = Rig()
        rig.haptics.prepare(for: .alignment, in: view)
        #expect(rig.play(.alignment, in: view).playback?.wasWarm == false)
    }

    @Test("a preparation expires after the warm window")
    func expiry() {
        let rig = Rig()
        rig.haptics.prepare(for: .selection, in: view)
        #expect(rig.play(.selection, after: 2_500, in: view).playback?.wasWarm == false)
    }

    @Test("during an interaction each play re-prepares, so the next is warm too")
    func interactionKeepsWarm() {
        let rig = Rig()
        rig.haptics.prepare(for: .alignment, in: view)
        var outcomes: [HapticOutcome] = []
        for gap in [200, 150, 400, 120, 900, 300] as [Int64] {
            outcomes.append(rig.play(.alignment, after: gap, in: view))
        }
        #expect(outcomes.allSatisfy { $0.playback?.wasWarm == true }, "\(outcomes)")
        #expect(rig.recorder.requests.allSatisfy { $0.preparesAfterPlaying })
    }

    @Test("after the interaction ends, plays stop re-preparing and generators cool down")
    func endInteraction() {
        let rig = Rig()
        rig.haptics.prepare(for: .alignment, in: view)
        rig.play(.alignment, after: 200, in: view)
        rig.haptics.endInteraction()
        let last = rig.play(.alignment, after: 200, in: view)
        #expect(last.playback?.wasWarm == true, "still warm from the previous play's re-prepare")
        #expect(rig.recorder.requests.last?.preparesAfterPlaying == false)
        #expect(rig.play(.alignment, after: 200, in: view).playback?.wasWarm == false)
    }

    @Test("an interaction lapses when nothing plays for two seconds")
    func interactionTimeout() {
        let rig = Rig()
        rig.haptics.prepare(for: .selection, in: view)
        rig.play(.selection, after: 2_100, in: view)
        #expect(rig.recorder.requests.last?.preparesAfterPlaying == false)
    }

    @Test("the cache is keyed by kind, style and view, never by intensity")
    func notKeyedByIntensity() {
        let rig = Rig(rateLimits: .unlimited)
        for step in 0..<1_000 {
            rig.play(.impact(.light, intensity: Double(step) / 1_000), after: 1, in: view)
        }
        let keys = Set(rig.recorder.requests.compactMap(\.generator))
        #expect(keys == [HapticRequest.GeneratorKey(kind: .impact(.light), viewID: ObjectIdentifier(view))])
        #expect(rig.recorder.releases.isEmpty)
    }

    @Test("the cache is bounded: the least recently used generator is released")
    func bounded() {
        let rig = Rig(rateLimits: .unlimited)
        let views = (0..<20).map { _ in FakeView() }
        for view in views { rig.play(.selection, after: 1, in: view) }
        #expect(rig.recorder.releases.count == 12)
        #expect(
            rig.recorder.releases.first
                == HapticRequest.GeneratorKey(kind: .selection, viewID: ObjectIdentifier(views[0])))
    }

    @Test("idle generators are released after ten seconds")
    func idleRelease() {
        let rig = Rig()
        rig.play(.selection, in: view)
        rig.play(.impact(.heavy), after: 10_500, in: view)
        #expect(rig.recorder.releases == [HapticRequest.GeneratorKey(kind: .selection, viewID: ObjectIdentifier(view))])
    }

    @Test("routes without generator objects have nothing to prepare")
    func nothingToPrepare() throws {
        let rig = Rig(device: try #require(DeviceProfile.named("mac-trackpad")))
        guard case .nothingToPrepare(let route) = rig.haptics.prepare(for: .alignment) else {
            Issue.record("expected nothingToPrepare")
            return
        }
        #expect(route.call == .appKit(.alignment))
    }
}
