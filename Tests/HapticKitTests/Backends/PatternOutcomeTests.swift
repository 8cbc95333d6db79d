import Dispatch
import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@testable import HapticKit

/// One outcome for every pattern play: a pattern that returned `.played` while its engine was made
/// or started, and then does not play, reports why on its own request, once, whatever drops it.
@MainActor
@Suite("Core Haptics patterns: one outcome for every play")
struct PatternOutcomeTests {
    /// Pattern `index`, told apart from every other by its description.
    nonisolated static func pattern(_ index: Int, long: Bool = false) -> HapticPattern {
        let sharpness = Double(index % 1000) / 1000
        let time = Double(index / 1000) / 1000
        return long
            ? HapticPattern(events: [.continuous(duration: 1, intensity: 1, sharpness: sharpness, at: time)])
            : HapticPattern(events: [.transient(intensity: 1, sharpness: sharpness, at: time)])
    }

    /// The UIKit backend over a driver on a fake Core Haptics.
    @MainActor
    final class PatternRig {
        let world = FakeCoreHaptics()
        let rig: UIKitRig

        init() {
            let world = world
            rig = UIKitRig(device: .iPhone, patterns: { EnginePatternPlayer(world: world) })
        }

        /// How many outcomes said pattern `index` did not play (at once or late).
        func skips(_ index: Int) -> [HapticSkipReason] {
            rig.late.skipped.filter { $0.feedback == .pattern(PatternOutcomeTests.pattern(index)) }.map(\.reason)
        }

        /// Whether a player for pattern `index` started.
        func started(_ index: Int) -> Bool {
            world.log.contains("play \(PatternOutcomeTests.pattern(index))")
        }
    }

    @Test("plays dropped from a full queue while the engine starts each report why, once")
    func queueOverflow() async throws {
        let rig = PatternRig()
        for index in 0..<6 {
            #expect(rig.rig.player.play(.pattern(Self.pattern(index))).didPlay, "as far as the caller can know")
        }
        rig.world.finishMaking()
        rig.world.completeStart()
        await rig.rig.settle()
        for index in 0..<2 {
            let reasons = rig.skips(index)
            #expect(reasons.count == 1, "pattern \(index)")
            let failure = try #require(reasons.first?.failure as? HapticEngineFailure)
            #expect(failure.cause == .queueFull(limit: HapticEngineLifecycle<String>.maxQueuedPlays))
            #expect(!rig.started(index))
        }
        for index in 2..<6 {
            #expect(rig.started(index) && rig.skips(index).isEmpty, "pattern \(index)")
        }
    }

    @Test("plays waiting when the app enters the background each report appNotActive, once")
    func background() async {
        let rig = PatternRig()
        for index in 0..<3 { rig.rig.player.play(.pattern(Self.pattern(index))) }
        rig.rig.center.post(name: UIKitRig.background, object: nil)
        await rig.rig.settle()
        rig.world.finishMaking()
        for index in 0..<3 {
            #expect(rig.skips(index) == [.appNotActive], "pattern \(index)")
            #expect(!rig.started(index))
        }
    }

    @Test("an engine that cannot be made reports each waiting play on its own request, not only the latest")
    func engineFailure() async throws {
        let rig = PatternRig()
        rig.world.makeErrors = [.coreHaptics(.serverInitFailed)]
        for index in 0..<3 { rig.rig.player.play(.pattern(Self.pattern(index))) }
        rig.world.finishMaking()
        await rig.rig.settle()
        for index in 0..<3 {
            let reasons = rig.skips(index)
            #expect(reasons.count == 1, "pattern \(index)")
            let failure = try #require(reasons.first?.failure as? HapticEngineFailure)
            #expect(failure.cause == .engineNotMade(.coreHaptics(.serverInitFailed)))
        }
    }

    @Test("a start that fails twice reports each waiting play, once")
    func startFailure() async {
        let rig = PatternRig()
        for index in 0..<3 { rig.rig.player.play(.pattern(Self.pattern(index))) }
        rig.world.finishMaking()
        rig.world.completeStart(.coreHaptics(.engineStartTimeout))
        rig.world.completeStart(.coreHaptics(.engineStartTimeout))
        await rig.rig.settle()
        #expect((0..<3).map { rig.skips($0).count } == [1, 1, 1])
    }

    @Test("plays waiting for a pattern player that is let go, or discarded, each report it, once")
    func engineGone() throws {
        let receiver = CountingReceiver()
        let world = FakeCoreHaptics()
        var driver: HapticEngineDriver<FakeEngine>? = HapticEngineDriver(makingOn: world.makingQueue) {
            try world.makeEngine($0)
        }
        for index in 0..<2 { try driver?.play("p\(index)", lasting: 0, for: receiver.request(index)) }
        driver = nil
        #expect(receiver.reasons.count == 2)
        #expect(
            receiver.reasons.allSatisfy { reason in
                (reason.failure as? HapticEngineFailure)?.cause == .patternPlayerGone
            })

        let discarded = CountingReceiver()
        let other = HapticEngineDriver<FakeEngine>(makingOn: world.makingQueue) { try world.makeEngine($0) }
        for index in 0..<2 { try other.play("q\(index)", lasting: 0, for: discarded.request(index)) }
        other.discard()
        #expect(discarded.reasons.count == 2)
        world.finishMaking()
        world.finishMaking()
        #expect(discarded.reasons.count == 2, "nothing reported twice when the engine arrives")
        #expect(!world.log.contains { $0.hasPrefix("play") })
    }

    @Test("a storm of plays, prepares, backgrounds, stops, resets and failed starts: one outcome per play")
    func storm() async throws {
        let rig = PatternRig()
        let player = rig.rig.player
        let center = rig.rig.center
        let (background, foreground, active) = (UIKitRig.background, UIKitRig.foreground, UIKitRig.active)
        let count = 4 * 150
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let threads = (0..<4).map { thread in
            Task.detached {
                for step in 0..<150 {
                    let index = thread * 150 + step
                    player.play(.pattern(Self.pattern(index, long: index % 7 == 0)))
                    if step % 10 == 0 { player.prepare(for: .pattern(Self.pattern(0))) }
                    if step % 37 == 0 {
                        center.post(name: step % 2 == 0 ? background : foreground, object: nil)
                        center.post(name: active, object: nil)
                    }
                }
            }
        }
        for _ in 0..<300 {
            switch random(9) {
            case 0: if rig.world.makingQueue.pending > 0 { rig.world.finishMaking() }
            case 1:
                if !rig.world.pendingStarts.isEmpty {
                    rig.world.completeStart(random(3) == 0 ? .coreHaptics(.engineStartTimeout) : nil)
                }
            case 2: if !rig.world.pendingStops.isEmpty { rig.world.completeStop() }
            case 3:
                if let engine = rig.world.engines.last {
                    let reasons: [HapticEngineStopReason] = [.audioSessionInterrupt, .systemError, .engineDestroyed]
                    await engine.callHandlersOffTheMainThread(
                        stopped: reasons[random(reasons.count)], andReset: random(2) == 0)
                }
            case 4: if let engine = rig.world.engines.last { await engine.resetOffTheMainThread() }
            case 5:
                rig.world.playerErrors.append(
                    random(2) == 0 ? .coreHaptics(.engineNotRunning) : .coreHaptics(.invalidPatternData))
            case 6: if random(4) == 0 { rig.world.makeErrors.append(.coreHaptics(.serverInitFailed)) }
            default: await rig.rig.settle()
            }
            await Task.yield()
        }
        for thread in threads { await thread.value }
        center.post(name: UIKitRig.foreground, object: nil)
        center.post(name: UIKitRig.active, object: nil)
        rig.world.playerErrors = []
        rig.world.makeErrors = []
        for _ in 0..<50 {
            await rig.rig.settle()
            while rig.world.makingQueue.pending > 0 { rig.world.finishMaking() }
            while !rig.world.pendingStarts.isEmpty { rig.world.completeStart() }
            while !rig.world.pendingStops.isEmpty { rig.world.completeStop() }
        }
        await rig.rig.settle()
        var wrong: [String] = []
        for index in 0..<count {
            let started = rig.world.log.contains("play \(Self.pattern(index, long: index % 7 == 0))")
            let skips = rig.rig.late.skipped.filter {
                $0.feedback == .pattern(Self.pattern(index, long: index % 7 == 0))
            }.count
            if (started ? 1 : 0) + skips != 1 { wrong.append("\(index): started \(started), \(skips) skips") }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(count) plays: \(wrong.prefix(10))")
    }
}

/// Counts late failures sent to requests made for it.
final class CountingReceiver: LateFailureReceiver, @unchecked Sendable {
    private let received = LockedState<[HapticSkipReason]>([])
    var reasons: [HapticSkipReason] { received.withLock { $0 } }

    func receiveLateFailure(_ reason: HapticSkipReason, of request: HapticRequest) {
        received.withLock { $0.append(reason) }
    }

    /// A request numbered `number` whose late failures come here.
    func request(_ number: Int) -> HapticRequest {
        let route = HapticRoute(.pattern(PatternOutcomeTests.pattern(number)), on: .iPhone)
        return HapticRequest(
            call: route.call!, route: route, anchor: nil, generator: nil, isWarm: false, preparesAfterPlaying: false,
            time: HapticInstant(nanoseconds: 0), late: LateFailureRoute(receiver: self, number: UInt64(number)))
    }
}
