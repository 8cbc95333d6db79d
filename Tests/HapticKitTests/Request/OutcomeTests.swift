import Dispatch
import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

@Suite("Every request gets an outcome that says why")
struct OutcomeTests {
    @Test("played outcomes carry the call and the route")
    func played() {
        let rig = Rig()
        let outcome = rig.play(.success)
        #expect(outcome.playback?.call == .notification(.success, atLocation: false))
        #expect(outcome.playback?.route == HapticRoute(.success, on: .iPhone))
        #expect(rig.recorder.entries.map(\.outcome) == [outcome])
    }

    @Test("a preset keeps its name in routes, outcomes and the recorder's log")
    func presetNamesInOutcomes() {
        let rig = Rig()
        let outcome = rig.play(.buttonPress)
        #expect(outcome.playback?.route.feedback.name == "button-press")
        #expect(HapticRoute(.singleTap(.heavy), on: .iPhone).feedback.name == "single-tap-heavy")
        let coalesced = rig.play(.singleTap(), after: 1)
        #expect(coalesced.skipReason?.description == "coalesced into button-press in the same frame")
        let logged = rig.recorder.entries.map { "\($0)".split(separator: " ")[2] }
        #expect(logged == ["button-press", "single-tap"])
    }

    @Test("without a view, iOS 17.5 calls fall back to the plain call")
    func plainWithoutView() {
        let rig = Rig()
        rig.play(.selection)
        rig.play(.selection, after: 1000, in: FakeView())
        #expect(rig.recorder.calls == [.selection(atLocation: false), .selection(atLocation: true)])
    }

    @Test("canvas feedback without a view is skipped with needsLocation")
    func canvasNeedsLocation() throws {
        let rig = Rig(device: try #require(DeviceProfile.named("ipad-pencil-pro")))
        #expect(
            rig.play(.alignment).skipReason
                == .needsLocation(HapticRoute(.alignment, on: .iPad.with(inputDevice: .pencilPro))))
        #expect(rig.play(.alignment, after: 1000, in: FakeView()).playback?.call == .canvas(.alignment))
    }

    @Test(
        "silent devices skip with the router's route, whose silence says why",
        arguments: [
            ("simulator", HapticSilence.simulator, "the Simulator plays no haptics"),
            ("iphone-no-taptic", .noHapticHardware, "no haptic hardware: "),
            ("ipad-finger", .noHapticHardware, "no haptic hardware: "),
            ("tv", .noHapticHardware, "no haptic hardware: "),
            ("mac-trackpad", .notUserInitiated, "silent on this device: "),
            ("mac-catalyst", .platformPlaysNothing, "silent on this device: "),
            ("ipad-bluetooth-trackpad", .inputPlaysNothing, "silent on this device: "),
        ])
    func silent(_ name: String, _ reason: HapticSilence, _ text: String) throws {
        let device = try #require(DeviceProfile.named(name))
        let outcome = Rig(device: device).play(.success, in: FakeView())
        let route = HapticRoute(.success, on: device)
        #expect(outcome == .skipped(.silent(route)))
        #expect(outcome.skipReason?.silence == reason)
        #expect(outcome.skipReason?.description.hasPrefix(text) == true, "\(outcome)")
    }

    @Test("a backend failure is reported with the error itself and its message")
    func backendFailed() throws {
        let rig = Rig()
        rig.recorder.failPlays(with: "engine stopped")
        let outcome = rig.play(.success)
        let failure = try #require(outcome.skipReason?.failure, "\(outcome)")
        let error = try #require(failure as? HapticRecorder.Failure)
        #expect(error.description == "engine stopped")
        #expect(outcome.description == "skipped: backend failed: engine stopped")
        #expect(rig.play(.success, after: 1_000) == outcome, "the same error again is an equal reason")
    }

    @Test("a backend that plays nothing makes every outcome say so")
    func noOpBackend() {
        let haptics = Haptics(backend: NoOpHapticBackend(), device: .iPhone, clock: ManualHapticClock())
        #expect(haptics.play(.success) == .skipped(.noOpBackend))
        #expect(haptics.prepare(for: .selection) == .skipped(.noOpBackend))
    }

    @Test("short forms play the feedback they name")
    func shortForms() {
        let rig = Rig(rateLimits: .unlimited)
        let calls: [(HapticFeedback, () -> HapticOutcome)] = [
            (.singleTap(), { rig.haptics.singleTap() }), (.singleTap(.heavy), { rig.haptics.singleTap(.heavy) }),
            (.success, rig.haptics.success), (.warning, rig.haptics.warning), (.error, rig.haptics.error),
            (.selection, rig.haptics.selection),
            (.impact(.light, intensity: 0.3), { rig.haptics.impact(.light, intensity: 0.3) }),
        ]
        for (expected, call) in calls {
            rig.clock.advance(by: .seconds(1))
            #expect(call().didPlay)
            #expect(rig.recorder.played.last == expected)
        }
    }

    @Test("a description reads as a sentence")
    func descriptions() {
        #expect(
            HapticSkipReason.throttled(.impact, retryAfter: .milliseconds(20)).description
                == "throttled: 'impact' may play again in 20 ms")
        #expect(
            HapticOutcome.skipped(.coalesced(into: .error)).description
                == "skipped: coalesced into error in the same frame")
    }

    @Test("a throttled request's description names the request, and the category that paced it when that differs")
    func throttledNamesTheRequest() {
        let rig = Rig()
        #expect(rig.play(.success).didPlay)
        let success = rig.play(.success, after: 100)
        #expect(
            success.description == "skipped: throttled: 'success' (paced as 'notification') may play again in 150 ms")
        #expect(success.skipReason?.throttledRequest == .success && success.skipReason?.category == .notification)
        // `==` is about the category and the wait, whichever request was skipped.
        #expect(success.skipReason == .throttled(.notification, retryAfter: .milliseconds(150), request: .warning))
        #expect(success.skipReason == .throttled(.notification, retryAfter: .milliseconds(150)))
        #expect(rig.play(.selection, after: 200).didPlay)
        #expect(
            rig.play(.selection, after: 20).description == "skipped: throttled: 'selection' may play again in 20 ms")
        #expect(
            HapticSkipReason.throttled(.impact, retryAfter: .milliseconds(20), request: .impact(.light)).description
                == "throttled: 'impact-light' (paced as 'impact') may play again in 20 ms")
    }
}

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test("100 tasks off the main actor play concurrently without a race or a lost outcome")
    func concurrentPlays() async {
        let recorder = HapticRecorder()
        let haptics = Haptics(backend: recorder, device: .iPhone, rateLimits: .unlimited)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<100 {
                group.addTask {
                    for step in 0..<20 {
                        let feedback: HapticFeedback = [.selection, .success, .impact(.light), .alignment][
                            (task + step) % 4]
                        haptics.play(feedback)
                        if step % 5 == 0 { haptics.prepare(for: .selection) }
                        if step == 10 { haptics.settings.intensityScale = 0.9 }
                    }
                }
            }
        }
        #expect(recorder.entries.count == 2_000)
        #expect(recorder.requests.count == 2_000, "\(recorder.skipped.prefix(3))")
    }
}

/// A request is decided for the backend it is carried out on, even when the backend is swapped
/// while it is under way.
@Suite("Backend swaps under load")
struct BackendSwapTests {
    /// A backend that checks the pipeline's warm answers against what it was itself asked to
    /// prepare. (Not against its releases: a request decided before a swap may reach its backend
    /// after the swap released that backend's generators, as it may reach UIKit after them.)
    final class GeneratorLedger: HapticBackend {
        private let state = LockedState((prepared: Set<HapticRequest.GeneratorKey>(), wrong: 0, plays: 0))

        func prepare(_ request: HapticRequest) {
            guard let key = request.generator else { return }
            state.withLock { _ = $0.prepared.insert(key) }
        }

        func play(_ request: HapticRequest) throws {
            state.withLock { state in
                state.plays += 1
                if request.isWarm, let key = request.generator, !state.prepared.contains(key) { state.wrong += 1 }
            }
        }

        var wrong: Int { state.withLock { $0.wrong } }
        var plays: Int { state.withLock { $0.plays } }
    }

    /// A backend that, asked whether the app is active, replaces itself in its player: the swap
    /// lands between a request's read of the backend and its decision.
    final class SwappingBackend: HapticBackend {
        let recorder = HapticRecorder()
        private let state = LockedState((questions: 0, replacement: HapticBackend?.none, player: Haptics?.none))

        func arm(replacing player: Haptics, with replacement: some HapticBackend) {
            state.withLock { ($0.player, $0.replacement) = (player, replacement) }
        }

        var isAppActive: Bool {
            let (player, replacement) = state.withLock { state in
                state.questions += 1
                defer { (state.player, state.replacement) = (nil, nil) }
                return (state.player, state.replacement)
            }
            if let player, let replacement { player.backend = replacement }
            return true
        }

        var questions: Int { state.withLock { $0.questions } }
        func play(_ request: HapticRequest) throws { try recorder.play(request) }
    }

    @Test("a request that races a swap is decided once, for the replacement, and played there")
    func aRequestRacingASwap() {
        let first = SwappingBackend()
        let second = SwappingBackend()
        let haptics = Haptics(backend: first, device: .iPhone, clock: ManualHapticClock())
        first.arm(replacing: haptics, with: second)
        #expect(haptics.play(.success).didPlay)
        #expect(first.questions == 1 && second.questions == 0, "the request was read again")
        #expect(first.recorder.requests.isEmpty && second.recorder.requests.count == 1)
    }

    @Test("a play is never warm on a backend that never prepared its generator, whatever swaps run beside it")
    func warmthFollowsTheBackend() {
        let first = GeneratorLedger()
        let ledgers = LockedState([first])
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: first, device: .iPhone, clock: clock, rateLimits: .unlimited)
        let done = LockedState(false)
        let swapperFinished = DispatchSemaphore(value: 0)
        // A thread of its own, so that the swaps run beside the plays whatever the pool is doing.
        Thread {
            while !done.withLock({ $0 }) {
                let next = GeneratorLedger()
                ledgers.withLock { $0.append(next) }
                haptics.backend = next
            }
            swapperFinished.signal()
        }.start()
        for _ in 0..<20_000 {
            haptics.prepare(for: .selection)
            clock.advance(by: .milliseconds(100))
            haptics.play(.selection)
        }
        done.withLock { $0 = true }
        swapperFinished.wait()
        let all = ledgers.withLock { $0 }
        #expect(all.count > 1, "no swap ran beside the plays")
        #expect(all.map(\.plays).reduce(0, +) == 20_000)
        #expect(
            all.map(\.wrong).reduce(0, +) == 0, "a generator prepared on one backend was played warm on another")
    }
}

/// A failure found after the outcome was returned reaches the player's backend once, and a
/// backend that keeps its requests is not kept alive by them.
@Suite("Late failures")
struct LateFailureTests {
    /// A backend that keeps the requests it played, to fail them later, and records what it observes.
    final class DeferringBackend: HapticBackend {
        let recorder = HapticRecorder()
        private let kept = LockedState<[HapticRequest]>([])

        func play(_ request: HapticRequest) throws { kept.withLock { $0.append(request) } }
        func observe(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant) {
            recorder.observe(feedback, outcome: outcome, at: time)
        }
        var requests: [HapticRequest] { kept.withLock { $0 } }
        var lateOutcomes: [HapticOutcome] { recorder.entries.map(\.outcome).filter { !$0.didPlay } }
    }

    @Test("a request reported twice gets one late outcome; another request still gets its own")
    func oneLateOutcomeARequest() throws {
        let backend = DeferringBackend()
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: backend, device: .iPhone, clock: clock)
        haptics.success()
        clock.advance(by: .seconds(1))
        haptics.success()
        let requests = backend.requests
        try #require(requests.count == 2)
        requests[0].reportFailure(.viewDeallocated)
        requests[0].reportFailure(.viewDeallocated)
        requests[1].reportFailure(.appNotActive)
        #expect(backend.lateOutcomes == [.skipped(.viewDeallocated), .skipped(.appNotActive)])
    }

    @Test("a request reported again after more than 64 other reports still gets one late outcome")
    func oneLateOutcomeMuchLater() throws {
        let backend = DeferringBackend()
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: backend, device: .iPhone, clock: clock, rateLimits: .unlimited)
        for _ in 0..<201 {
            haptics.success()
            clock.advance(by: .seconds(1))
        }
        let requests = backend.requests
        try #require(requests.count == 201)
        requests[0].reportFailure(.viewDeallocated)
        for request in requests[1...200] { request.reportFailure(.appNotActive) }
        requests[0].reportFailure(.viewDeallocated)
        for request in requests[1...200] { request.reportFailure(.appNotActive) }
        #expect(backend.lateOutcomes.count == 201, "one late outcome a request, however late the second report")
        #expect(backend.lateOutcomes.filter { $0 == .skipped(.viewDeallocated) }.count == 1)
    }

    @Test("a request older than the latest 4096 admitted ones has its late failure dropped, as documented")
    func lateFailureOfAVeryOldRequest() throws {
        let backend = DeferringBackend()
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: backend, device: .iPhone, clock: clock, rateLimits: .unlimited)
        for _ in 0...LateFailureLog.window {
            haptics.success()
            clock.advance(by: .seconds(1))
        }
        let requests = backend.requests
        requests[0].reportFailure(.viewDeallocated)
        requests[1].reportFailure(.appNotActive)
        #expect(backend.lateOutcomes == [.skipped(.appNotActive)])
    }

    @Test(
        "a backend swapped out and back in, again and again: a late failure reaches it only for requests of its current install"
    )
    func lateFailuresAcrossSwapsBackAndForth() throws {
        let first = DeferringBackend()
        let second = DeferringBackend()
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: first, device: .iPhone, clock: clock, rateLimits: .unlimited)
        for swap in 0..<6 {
            haptics.success()
            clock.advance(by: .seconds(1))
            haptics.backend = swap % 2 == 0 ? second : first
        }
        haptics.warning()
        // Installs: first, second, first, second, first, second, first (the current one).
        try #require(first.requests.count == 4 && second.requests.count == 3)
        for request in first.requests + second.requests { request.reportFailure(.appNotActive) }
        #expect(second.lateOutcomes.isEmpty, "every request it played was from an install the player replaced")
        #expect(first.lateOutcomes == [.skipped(.appNotActive)], "only the request of its current install")
        #expect(first.requests.last?.feedback == .warning)
    }

    @Test("after a swap, a late failure of a request the replaced backend played is dropped, never told to the new one")
    func lateFailureAfterASwap() throws {
        let first = DeferringBackend()
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: first, device: .iPhone, clock: clock)
        haptics.success()
        let second = DeferringBackend()
        haptics.backend = second
        clock.advance(by: .seconds(1))
        haptics.warning()
        try #require(first.requests.count == 1 && second.requests.count == 1)
        first.requests[0].reportFailure(.appNotActive)
        second.requests[0].reportFailure(.viewDeallocated)
        #expect(first.lateOutcomes.isEmpty)
        #expect(second.lateOutcomes == [.skipped(.viewDeallocated)])
    }

    @Test("a replaced backend is let go at once, though its requests are kept; a reset lets the launch one's go")
    func replacedBackendsAreLetGo() throws {
        weak var gone: DeferringBackend?
        let haptics = Haptics(backend: NoOpHapticBackend(), device: .iPhone, clock: ManualHapticClock())
        var request: HapticRequest?
        do {
            let first = DeferringBackend()
            gone = first
            haptics.backend = first
            haptics.success()
            request = first.requests.first
        }
        #expect(gone != nil, "the player's backend")
        haptics.backend = DeferringBackend()
        #expect(gone == nil)
        try #require(request).reportFailure(.appNotActive)
    }

    @Test("many threads reporting one request at once give it one late outcome")
    func concurrentReportsOfOneRequest() throws {
        let backend = DeferringBackend()
        let haptics = Haptics(backend: backend, device: .iPhone, clock: ManualHapticClock())
        haptics.success()
        let request = try #require(backend.requests.first)
        // Threads of their own, released together, so the reports really overlap.
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for _ in 0..<8 {
            done.enter()
            Thread {
                start.wait()
                for _ in 0..<100 { request.reportFailure(.viewDeallocated) }
                done.leave()
            }.start()
        }
        for _ in 0..<8 { start.signal() }
        done.wait()
        #expect(backend.lateOutcomes == [.skipped(.viewDeallocated)])
    }

    @Test("a recorder that keeps its requests is freed with its player: the requests do not hold it")
    func requestsDoNotHoldTheirBackend() {
        weak var gone: DeferringBackend?
        do {
            let backend = DeferringBackend()
            gone = backend
            let haptics = Haptics(backend: backend, device: .iPhone, clock: ManualHapticClock())
            haptics.success()
            #expect(backend.requests.count == 1)
        }
        #expect(gone == nil)
    }

    @Test("the log tells every request of its window apart, however many reports come between, and slides")
    func theLogIsAWindow() {
        var log = LateFailureLog()
        let window = UInt64(LateFailureLog.window)
        var answers = [log.isFirst(1, admitted: 1)]
        for number in 2...window { answers.append(log.isFirst(number, admitted: window)) }
        #expect(answers == Array(repeating: true, count: Int(window)))
        answers = [
            log.isFirst(1, admitted: window),  // still in the window: reported already
            log.isFirst(1, admitted: window + 1),  // out of the window: dropped
            log.isFirst(window + 1, admitted: window + 1),  // its slot was request 1's, cleared for it
            log.isFirst(window + 1, admitted: 3 * window - 1),  // reported already
            log.isFirst(3 * window - 1, admitted: 3 * window - 1),  // a jump clears every slot it passes
            log.isFirst(3 * window, admitted: 3 * window - 1),  // not admitted yet
        ]
        #expect(answers == [false, false, true, false, true, false])
    }
}
