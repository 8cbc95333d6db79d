import HapticKit
import HapticKitTesting
import Testing

@Suite("ManualHapticClock")
struct ManualHapticClockTests {
    @Test("time moves only when advanced, and never backwards")
    func advances() {
        let clock = ManualHapticClock(start: HapticInstant(nanoseconds: 5))
        #expect(clock.now() == HapticInstant(nanoseconds: 5))
        clock.advance(by: .milliseconds(40))
        #expect(clock.now() == HapticInstant(nanoseconds: 40_000_005))
        clock.advance(by: .milliseconds(-10))
        #expect(clock.now() == HapticInstant(nanoseconds: 40_000_005))
        clock.advance(to: HapticInstant(nanoseconds: 1))
        #expect(clock.now() == HapticInstant(nanoseconds: 40_000_005))
        clock.advance(to: HapticInstant(nanoseconds: 1_000_000_000))
        #expect(clock.now() == HapticInstant(nanoseconds: 1_000_000_000))
    }

    @Test("a copy shares the time: advancing the test's clock moves the player's")
    func copiesShare() {
        let clock = ManualHapticClock()
        let recorder = HapticRecorder()
        let haptics = Haptics(backend: recorder, device: .iPhone, clock: clock)
        haptics.play(.success)
        let copy = clock
        copy.advance(by: .seconds(2))
        #expect(clock.now() == HapticInstant(nanoseconds: 2_000_000_000))
        haptics.play(.error)
        #expect(
            recorder.entries.map(\.time) == [HapticInstant(nanoseconds: 0), HapticInstant(nanoseconds: 2_000_000_000)])
    }
}
