@_spi(HapticKitInternal) import HapticKit
import HapticKitTestSupport
import HapticKitTesting
import Testing

@Suite("HapticRecorder")
struct HapticRecorderTests {
    @Test("records what played and what was skipped, with the exact calls, in order")
    func recordsOutcomes() {
        let rig = Rig()
        rig.play(.success)
        rig.haptics.settings.isEnabled = false
        rig.play(.error, after: 500)
        #expect(rig.recorder.played == [.success])
        #expect(rig.recorder.skipped.map(\.feedback) == [.error])
        #expect(rig.recorder.skipped.map(\.reason) == [.disabledByUser])
        #expect(rig.recorder.calls == [.notification(.success, atLocation: false)])
        #expect(
            rig.recorder.entries.map(\.time) == [
                HapticInstant(nanoseconds: 0), HapticInstant(nanoseconds: 500_000_000),
            ])
        #expect(rig.recorder.entries.map(\.route?.feedback) == [.success, nil])
        #expect(rig.recorder.didPlay(.success))
        #expect(!rig.recorder.didPlay(.error))
        #expect(rig.recorder.skipCount { $0 == .disabledByUser } == 1)
        #expect(rig.recorder.timeline.split(separator: "\n").count == 2)
    }

    @Test("failPlays makes play throw: the outcome says backendFailed, nothing is recorded as performed")
    func failPlays() {
        let rig = Rig()
        rig.recorder.failPlays(with: "boom")
        #expect(rig.play(.success).description == "skipped: backend failed: boom")
        #expect(rig.recorder.requests.isEmpty)
        rig.recorder.failPlays(with: nil)
        #expect(rig.play(.success, after: 1_000).didPlay)
        #expect(rig.recorder.requests.count == 1)
    }

    @Test("a copy shares the record: set isAppActive on one, the player sees it through the other")
    func copiesShare() {
        let rig = Rig()
        let copy = rig.recorder
        copy.isAppActive = false
        #expect(!rig.recorder.isAppActive)
        #expect(rig.play(.success) == .skipped(.appNotActive))
        #expect(copy.skipped.map(\.reason) == [.appNotActive])
    }

    @Test("preparations, releases and the warm hit rate follow the generator cache")
    func generators() {
        let rig = Rig()
        #expect(rig.recorder.warmHitRate == nil)
        let key = HapticRequest.GeneratorKey(kind: .selection, viewID: nil)
        #expect(rig.haptics.prepare(for: .selection) == .prepared(key))
        #expect(rig.recorder.preparations.map(\.generator) == [key])
        rig.play(.selection, after: 40)
        #expect(rig.recorder.warmHitRate == 1)
        rig.play(.success, after: 1_000)
        #expect(rig.recorder.warmHitRate == 0.5)
        rig.haptics.settings.isEnabled = false
        #expect(rig.recorder.releases.contains(key))
    }

    @Test("reset forgets the record but keeps failPlays and isAppActive")
    func reset() {
        let rig = Rig()
        rig.play(.success)
        rig.recorder.failPlays(with: "boom")
        rig.recorder.isAppActive = false
        rig.recorder.reset()
        #expect(rig.recorder.entries.isEmpty)
        #expect(rig.recorder.requests.isEmpty)
        #expect(!rig.recorder.isAppActive)
        rig.recorder.isAppActive = true
        #expect(rig.play(.error, after: 1_000).description == "skipped: backend failed: boom")
    }
}
