import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

@Suite("Rate limiting and coalescing, on a manual clock")
struct RateLimitTests {
    @Test("impacts closer than 100 ms are throttled, with the time until they may play")
    func throttleTimeline() {
        let rig = Rig()
        #expect(rig.play(.impact(.heavy)).didPlay)
        #expect(rig.play(.impact(.heavy), after: 50) == .skipped(.throttled(.impact, retryAfter: .milliseconds(50))))
        #expect(rig.play(.impact(.heavy), after: 30) == .skipped(.throttled(.impact, retryAfter: .milliseconds(20))))
        #expect(rig.play(.impact(.heavy), after: 20).didPlay, "100 ms after the last one that played")
        #expect(rig.recorder.played.count == 2)
    }

    @Test("categories are throttled separately: selections never hold back an error")
    func perCategory() {
        let rig = Rig()
        rig.play(.selection)
        for _ in 0..<5 { rig.play(.selection, after: 20) }
        #expect(rig.play(.error, after: 20).didPlay)
    }

    @Test("within one frame, a lower or equal priority coalesces into what played")
    func coalesceDown() {
        let rig = Rig(rateLimits: HapticRateLimits(every: .zero))
        #expect(rig.play(.error).didPlay)
        #expect(rig.play(.selection, after: 5) == .skipped(.coalesced(into: .error)))
        #expect(rig.play(.warning, after: 5) == .skipped(.coalesced(into: .error)))
        #expect(rig.play(.selection, after: 10).didPlay, "the next frame")
    }

    @Test("within one frame, a higher priority still plays: an error after a tick is never lost")
    func coalesceUp() {
        let rig = Rig(rateLimits: HapticRateLimits(every: .zero))
        #expect(rig.play(.selection).didPlay)
        #expect(rig.play(.error, after: 4).didPlay)
        #expect(rig.play(.success, after: 4) == .skipped(.coalesced(into: .error)))
    }

    @Test("unlimited limits let everything through")
    func unlimited() {
        let rig = Rig(rateLimits: .unlimited)
        for _ in 0..<50 { #expect(rig.play(.selection).didPlay) }
    }

    @Test("watchOS spaces every category 500 ms apart")
    func watchLimits() throws {
        let rig = Rig(device: try #require(DeviceProfile.named("watch")))
        #expect(rig.play(.click).didPlay)
        #expect(rig.play(.click, after: 400).skipReason == .throttled(.selection, retryAfter: .milliseconds(100)))
        #expect(rig.play(.click, after: 100).didPlay)
    }

    @Test("10,000 requests in one second: at most the configured rate, bounded state, no error lost to a lesser one")
    func flood() {
        let rig = Rig()
        let view = FakeView()
        let mix: [HapticFeedback] = [
            .selection, .selection, .impact(.light), .alignment, .selection, .error, .success, .warning,
        ]
        for index in 0..<10_000 {
            rig.clock.advance(by: HapticDuration(nanoseconds: 100_000))  // 0.1 ms apart
            let feedback = mix[index % mix.count]
            if index % 3 == 0 {
                rig.haptics.play(feedback.withIntensity(Double(index) / 10_000), at: CGPoint(x: 1, y: 1), in: view)
            } else {
                rig.haptics.play(feedback)
            }
        }
        let entries = rig.recorder.entries
        #expect(entries.count == 10_000)
        for category in HapticCategory.allCases {
            let interval = HapticRateLimits.standard[category]
            let plays = entries.filter { $0.outcome.didPlay && $0.feedback.category == category }.count
            let ceiling = Int(1_000_000_000 / max(interval.nanoseconds, 1)) + 1
            #expect(plays <= ceiling, "\(category): \(plays) plays, at most \(ceiling)")
        }
        #expect(entries.filter { $0.outcome.didPlay }.count > 10, "the flood is rate limited, not silenced")
        for entry in entries where entry.feedback == .error {
            switch entry.outcome {
            case .played: continue
            case .skipped(let reason) where reason.retryAfter != nil: #expect(reason.category == .notification)
            case .skipped(let reason) where reason.coalescedInto != nil:
                #expect(reason.coalescedInto.map { $0.priority >= HapticFeedback.error.priority } == true)
            case .skipped(let other): Issue.record("error skipped: \(other)")
            }
        }
        #expect(Set(rig.recorder.requests.compactMap(\.generator)).count <= 8, "the generator cache is bounded")
    }
}

extension HapticFeedback {
    fileprivate static let click = HapticFeedback.selection

    /// The same feedback at another intensity (impacts only).
    fileprivate func withIntensity(_ intensity: Double) -> HapticFeedback {
        if case .impact(let style, _) = kind { return HapticFeedback(.impact(style, HapticIntensity(intensity))) }
        return self
    }
}

/// Inside a category, what matters more is not held back by what matters less.
struct OutrankingTests {
    @Test(
        "an error right after a success plays (5 ms: the same frame; 200 ms: inside the interval)",
        arguments: [5, 200])
    func anErrorAfterASuccessPlays(milliseconds: Int64) {
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: clock)
        #expect(haptics.success().didPlay)
        clock.advance(by: .milliseconds(milliseconds))
        #expect(haptics.error().didPlay, "\"Saved\", then \"Sync failed\"")
    }

    @Test("what does not outrank the last play of its category is still spaced out")
    func equalOrLowerIsThrottled() {
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: clock)
        #expect(haptics.warning().didPlay)
        clock.advance(by: .milliseconds(100))
        #expect(haptics.success().skipReason?.retryAfter != nil, "a success does not outrank a warning")
        #expect(haptics.warning().skipReason?.retryAfter != nil, "nor does another warning")
        #expect(haptics.error().didPlay)
        clock.advance(by: .milliseconds(100))
        #expect(haptics.error().skipReason?.retryAfter != nil, "the interval now counts from the error")
    }
}

/// The limit on outranking: "only one request per interval breaks through by outranking, so a
/// category never plays more than twice within its interval" (README.md, `HapticRateLimits`,
/// docs/Architecture.md).
struct BreakThroughLimitTests {
    @Test("a request that outranks a play that itself broke through waits for the interval")
    func oncePerInterval() {
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: clock)
        #expect(haptics.success().didPlay)
        clock.advance(by: .milliseconds(50))
        #expect(haptics.warning().didPlay, "outranks the success: breaks through")
        clock.advance(by: .milliseconds(50))
        #expect(
            haptics.error().skipReason == .throttled(.notification, retryAfter: .milliseconds(200)),
            "outranks the warning, which broke through: waits 250 ms from it")
        clock.advance(by: .milliseconds(200))
        #expect(haptics.error().didPlay)
        clock.advance(by: .milliseconds(250))
        #expect(haptics.success().didPlay, "a fresh interval")
        clock.advance(by: .milliseconds(10))
        #expect(haptics.error().didPlay, "which an outranking request breaks through again")
    }

    @Test(
        "however success, warning and error alternate, at most two notifications play within 250 ms",
        arguments: [
            [HapticFeedback.success, .warning, .error],
            [.success, .error],
            [.error, .warning, .success],
            [.success, .warning, .error, .warning],
        ],
        [1, 7, 40, 120]  // milliseconds apart
    )
    func alternatingStream(mix: [HapticFeedback], gap: Int64) {
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: clock)
        var plays: [Int64] = []
        var elapsed: Int64 = 0
        for index in 0..<(2_000 / Int(gap)) {  // two seconds
            if haptics.play(mix[index % mix.count]).didPlay { plays.append(elapsed) }
            clock.advance(by: .milliseconds(gap))
            elapsed += gap
        }
        for (first, third) in zip(plays, plays.dropFirst(2)) {
            #expect(third - first >= 250, "three plays within 250 ms: at \(first) ms and \(third) ms")
        }
        #expect(plays.count <= 2 * (2_000 / 250 + 1))
        #expect(plays.count >= 2_000 / 500, "paced, not silenced")
    }

    @Test("success, warning, error 1 ms apart: the warning breaks through, the error plays an interval later")
    func escalatingStream() {
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: HapticRecorder(), device: .iPhone, clock: clock)
        let mix: [HapticFeedback] = [.success, .warning, .error]
        var plays: [(milliseconds: Int, feedback: HapticFeedback)] = []
        for index in 0..<1_000 {
            if haptics.play(mix[index % mix.count]).didPlay { plays.append((index, mix[index % mix.count])) }
            clock.advance(by: .milliseconds(1))
        }
        #expect(plays.map(\.milliseconds) == [0, 1, 251, 501, 502, 752])
        #expect(plays.map(\.feedback) == [.success, .warning, .error, .success, .warning, .error])
    }
}
