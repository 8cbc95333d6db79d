import Dispatch
import HapticKitTestSupport
import HapticKitTesting
import Testing

@testable import HapticKit

/// Making the engine off the main queue: what waits for it, what a failure to make it reports, and
/// what the app's state does meanwhile, through a fake Core Haptics.
@MainActor
@Suite("Core Haptics engine lifecycle: making the engine off the main queue")
struct HapticEngineMakingTests {
    @Test("the engine is made off the main queue, not within the play, and arrives on the main actor")
    func madeOffTheMainQueue() {
        let rig = EngineRig()
        rig.play("tap")
        #expect(rig.world.madeOnMainQueue.isEmpty, "nothing made within the play")
        rig.world.finishMaking()
        #expect(rig.world.madeOnMainQueue == [false])
        #expect(rig.log == ["make", "start"], "started once it arrived")
    }

    @Test("with the default queue the engine is made off the main queue and handed back on the main actor")
    func defaultQueue() async {
        let (delivered, signal) = AsyncStream.makeStream(of: Void.self)
        let rig = EngineRig(making: .on(SignallingQueue(base: .background, signal: signal)))
        rig.play("tap")
        guard rig.state == .making else {
            Issue.record("the engine was made within the play: \(rig.log)")
            return
        }
        for await _ in delivered { break }
        #expect(rig.world.madeOnMainQueue == [false])
        #expect(rig.log == ["make", "start"])
        #expect(rig.state == .starting)
    }

    @Test("preparing makes and starts the engine before the first play, which then plays at once")
    func preparedAhead() {
        let rig = EngineRig()
        rig.driver.prepare()
        rig.driver.prepare()
        #expect(rig.world.makingQueue.pending == 1, "one engine, however often the app prepares")
        rig.world.finishMaking()
        rig.world.completeStart()
        #expect(rig.state == .running)
        rig.driver.prepare()
        #expect(rig.play("tap") == nil)
        #expect(rig.log == ["make", "start", "play tap"], "nothing made or started again; the play did not wait")
    }

    @Test("preparing in the background, or after the hardware said it has no haptics, does nothing")
    func preparedNotInTheBackground() {
        let rig = EngineRig()
        rig.play("tap")
        rig.world.finishMaking()
        rig.world.completeStart()
        rig.driver.applicationDidEnterBackground()
        let before = rig.log
        rig.driver.prepare()
        #expect(rig.log == before, "stopped for the background, and kept stopped")
        let unsupported = EngineRig()
        unsupported.world.makeErrors = [.coreHaptics(.notSupported)]
        unsupported.driver.prepare()
        unsupported.world.finishMaking()
        #expect(unsupported.failures.count == 1)
        unsupported.driver.prepare()
        #expect(unsupported.world.makingQueue.pending == 0, "not tried again")
    }

    @Test("plays made while the engine is made all wait, and play in order once it has started")
    func playsWaitForTheMake() {
        let rig = EngineRig()
        for name in ["a", "b", "c"] {
            #expect(rig.play(name) == nil)
        }
        #expect(rig.state == .making)
        #expect(rig.log.isEmpty)
        rig.world.finishMaking()
        #expect(rig.log == ["make", "start"])
        rig.world.completeStart()
        #expect(rig.log == ["make", "start", "play a", "play b", "play c"])
        #expect(rig.failures.isEmpty)
    }

    @Test("a second play while the engine is made does not make a second engine")
    func oneMakeAtATime() {
        let rig = EngineRig()
        rig.play("a")
        rig.play("b")
        #expect(rig.world.makingQueue.pending == 1)
        rig.world.finishMaking()
        #expect(rig.world.makingQueue.pending == 0)
        #expect(rig.world.engines.count == 1)
        #expect(rig.count("make") == 1)
    }

    @Test("a failed make reports every waiting play once, in one failure, and plays none of them")
    func failedMakeReportsTheWaitingPlays() throws {
        let rig = EngineRig()
        rig.world.makeErrors = [.coreHaptics(.notSupported)]
        for name in ["a", "b", "c"] {
            #expect(rig.play(name) == nil)
        }
        #expect(rig.failures.isEmpty, "nothing is known before the engine is made")
        rig.world.finishMaking()
        let failure = try #require(rig.failures.first)
        #expect(rig.failures.count == 1)
        #expect(failure.cause == .engineNotMade(.coreHaptics(.notSupported)))
        #expect(failure.droppedPlays == 3)
        #expect(rig.state == .failed(.coreHaptics(.notSupported)))
        #expect(rig.log == ["make"], "no start, no player")
        #expect(rig.world.makingQueue.pending == 0)
        rig.driver.applicationWillEnterForeground()
        #expect(rig.failures.count == 1, "reported once")
    }

    @Test("an engine that arrives after the app entered the background is kept, and started on return")
    func madeInTheBackground() {
        let rig = EngineRig()
        rig.play("a")
        rig.driver.applicationDidEnterBackground()
        #expect(rig.state == .stopped(.background))
        rig.world.finishMaking()
        #expect(rig.log == ["make"], "not started in the background")
        rig.driver.applicationWillEnterForeground()
        #expect(rig.log == ["make", "start"])
        rig.world.completeStart()
        #expect(!rig.log.contains("play a"), "the background dropped the waiting play")
        rig.play("b")
        #expect(rig.log.last == "play b")
        #expect(rig.world.engines.count == 1)
    }

    @Test("back in the foreground before the engine arrived: it is started when it arrives, and made once")
    func foregroundWhileMaking() {
        let rig = EngineRig()
        rig.play("a")
        rig.driver.applicationDidEnterBackground()
        rig.driver.applicationWillEnterForeground()
        #expect(rig.state == .making)
        rig.play("b")
        #expect(rig.world.makingQueue.pending == 1)
        rig.world.finishMaking()
        rig.world.completeStart()
        #expect(rig.log == ["make", "start", "play b"])
    }

    @Test("an engine that cannot be made reaches the app as a late outcome of the pattern request")
    func lateFailureReachesThePlayer() async throws {
        let world = FakeCoreHaptics()
        world.makeErrors = [.coreHaptics(.notSupported)]
        let rig = UIKitRig(device: .iPhone, patterns: { EnginePatternPlayer(world: world) })
        #expect(rig.player.play(.pattern(.tap)).didPlay, "as far as the caller can know")
        world.finishMaking()
        await rig.settle()
        let outcomes = rig.late.entries.map(\.outcome)
        #expect(outcomes.count == 2)
        let late = try #require(outcomes.last?.skipReason?.failure as? HapticEngineFailure)
        #expect(late == HapticEngineFailure(.engineNotMade(.coreHaptics(.notSupported)), droppedPlays: 1))
    }
}

/// A making queue that signals once it has delivered what it made.
private struct SignallingQueue: HapticEngineMakingQueue {
    let base: any HapticEngineMakingQueue
    let signal: AsyncStream<Void>.Continuation

    func make<Made: Sendable>(
        _ make: @escaping @Sendable () -> Made, deliver: @escaping @MainActor @Sendable (Made) -> Void
    ) {
        base.make(make) { [signal] made in
            deliver(made)
            signal.yield()
        }
    }
}
