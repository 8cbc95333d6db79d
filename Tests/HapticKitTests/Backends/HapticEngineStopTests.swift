import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@testable import HapticKit

/// Stops, resets, the background and the foreground, through a fake Core Haptics.
@MainActor
@Suite("Core Haptics engine lifecycle: stops, resets, background")
struct HapticEngineStopTests {
    nonisolated static let everyReason = HapticEngineStopReason.known + [.unknown(42)]

    @Test(
        "every StoppedReason: the engine counts as stopped, and the next play brings it back as Apple advises",
        arguments: everyReason)
    func everyStopReason(reason: HapticEngineStopReason) {
        let rig = EngineRig.running()
        rig.play("hum", lasting: 10)
        rig.world.engine.stopped(reason)
        #expect(rig.state == .stopped(.system(reason)))
        #expect(rig.driver.keptPatternPlayerCount == 0, "a stopped engine's players are let go")
        let before = rig.log.count
        #expect(rig.play("x") == nil)
        if rig.world.makingQueue.pending > 0 {
            rig.world.finishMaking()
        }
        let next = Array(rig.log.dropFirst(before))
        switch reason {
        case .idleTimeout:
            #expect(next == ["play x"], "Core Haptics restarts an idle engine itself: no explicit start")
        case .engineDestroyed, .gameControllerDisconnect:
            #expect(next == ["make", "start"], "a destroyed engine is replaced")
        default:
            #expect(next == ["start"], "restart the engine before it starts another pattern player")
        }
        if !rig.world.pendingStarts.isEmpty {
            rig.world.completeStart()
        }
        #expect(rig.log.last == "play x")
        #expect(rig.state == .running)
        #expect(rig.failures.isEmpty)
    }

    @Test("stop reasons keep CHHapticEngine.StoppedReason's raw values")
    func stopReasonRawValues() {
        #expect(HapticEngineStopReason.known.map(\.rawValue) == [1, 2, 3, 4, 5, 6, -1])
        for reason in HapticEngineStopReason.known {
            #expect(HapticEngineStopReason(rawValue: reason.rawValue) == reason)
        }
        #expect(HapticEngineStopReason(rawValue: 7) == .unknown(7))
    }

    @Test("after an idle timeout a play that still finds the engine stopped restarts it once, asynchronously")
    func idleTimeoutThenNotRunning() {
        let rig = EngineRig.running()
        rig.world.engine.stopped(.idleTimeout)
        rig.world.playerErrors = [.coreHaptics(.engineNotRunning)]
        #expect(rig.play("x") == nil)
        #expect(Array(rig.log.suffix(2)) == ["play x -> -4805", "start"])
        rig.world.completeStart()
        #expect(rig.log.last == "play x")
        #expect(rig.failures.isEmpty)
    }

    @Test(
        "an engine that stopped without telling (-4805 after returning to the foreground) is restarted once and the play retried"
    )
    func silentStop() {
        let rig = EngineRig.running()
        rig.world.playerErrors = [.coreHaptics(.engineNotRunning)]
        rig.play("x")
        rig.world.completeStart()
        rig.play("y")
        #expect(Array(rig.log.suffix(4)) == ["play x -> -4805", "start", "play x", "play y"])
    }

    @Test("a stop during a start drops the waiting plays and reports them; the next play starts again")
    func stopWhileStarting() throws {
        let rig = EngineRig()
        rig.play("a")
        rig.world.finishMaking()
        rig.world.engine.stopped(.audioSessionInterrupt)
        let failure = try #require(rig.failures.first)
        #expect(failure.cause == .engineStoppedWhileStarting(.audioSessionInterrupt))
        #expect(failure.droppedPlays == 1)
        rig.world.completeStart()
        #expect(!rig.log.contains("play a"), "the start that was under way is stale")
        #expect(rig.state == .stopped(.system(.audioSessionInterrupt)))
        rig.play("b")
        rig.world.completeStart()
        #expect(Array(rig.log.suffix(2)) == ["start", "play b"])
    }

    @Test("a reset lets every player go, restarts the engine and rebuilds the pattern still playing on a new player")
    func resetRebuildsPlayers() {
        let rig = EngineRig.running()
        rig.play("hum", lasting: 10)
        rig.play("buzz", lasting: 0.6)
        rig.wait(1)
        rig.world.engine.reset()
        #expect(rig.state == .reset)
        #expect(rig.driver.keptPatternPlayerCount == 0)
        #expect(rig.log.last == "start")
        rig.world.completeStart()
        #expect(rig.log.last == "play hum", "hum was playing; buzz had ended; the tap is not kept")
        #expect(rig.count("play hum") == 2)
        #expect(rig.count("play buzz") == 1)
        #expect(rig.count("play tap") == 1)
        let hums = rig.world.players.filter { $0.pattern == "hum" }
        #expect(hums.count == 2 && hums[0] !== hums[1], "a new player, not the invalid one")
        #expect(rig.driver.keptPatternPlayerCount == 1)
        #expect(rig.state == .running)
    }

    @Test("a pattern is rebuilt after one reset only, so repeated resets cannot replay it for ever")
    func rebuiltOnce() {
        let rig = EngineRig.running()
        rig.play("hum", lasting: 10)
        rig.world.engine.reset()
        rig.world.completeStart()
        rig.world.engine.reset()
        rig.world.completeStart()
        #expect(rig.count("play hum") == 2)
        #expect(rig.count("start") == 3)
    }

    @Test("a stop and a reset Core Haptics reports on its own queue reach the driver on the main actor, in order")
    func handlersOffTheMainThread() async {
        let rig = EngineRig.running()
        rig.play("hum", lasting: 10)
        await rig.world.engine.callHandlersOffTheMainThread(stopped: .audioSessionInterrupt, andReset: false)
        await Self.settle()
        #expect(rig.state == .stopped(.system(.audioSessionInterrupt)))
        #expect(rig.driver.keptPatternPlayerCount == 0)
        rig.play("x")
        rig.world.completeStart()
        await rig.world.engine.callHandlersOffTheMainThread(stopped: .systemError, andReset: true)
        await Self.settle()
        #expect(rig.state == .stopped(.system(.systemError)), "a reset while stopped restarts nothing")
    }

    @Test("a reset Core Haptics reports on its own queue restarts the engine and replays from the main actor")
    func resetOffTheMainThreadRestartsOnMain() async {
        let rig = EngineRig.running()
        rig.play("hum", lasting: 10)
        await rig.world.engine.resetOffTheMainThread()
        await Self.settle()
        #expect(rig.log.suffix(1) == ["start"], "the reset restarts the engine")
        rig.world.completeStart()
        #expect(rig.log.suffix(1) == ["play hum"], "and plays the pattern again")
        #expect(rig.world.callsOffTheMainQueue.isEmpty)
    }

    @Test("a start Core Haptics completes on its own queue plays the waiting patterns from the main actor")
    func startCompletedOffTheMainThread() async {
        let rig = EngineRig()
        rig.play("a")
        rig.world.finishMaking()
        await rig.world.completeStartOffTheMainThread()
        await Self.settle()
        #expect(rig.state == .running)
        #expect(rig.log == ["make", "start", "play a"])
        #expect(rig.world.callsOffTheMainQueue.isEmpty)
    }

    /// Waits until the main actor has run what was scheduled on it so far.
    static func settle() async {
        for _ in 0..<3 {
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        }
    }

    @Test("a reset while the engine is stopped restarts nothing until the next play")
    func resetWhileStopped() {
        let rig = EngineRig.running()
        rig.world.engine.stopped(.audioSessionInterrupt)
        let before = rig.log
        rig.world.engine.reset()
        #expect(rig.log == before)
        rig.play("x")
        #expect(rig.log.last == "start")
    }

    @Test("entering the background stops the continuous pattern still playing, then the engine")
    func backgroundStopsLongPlayers() throws {
        let rig = EngineRig.running()
        rig.play("hum", lasting: 10)
        rig.play("pulse", lasting: 1)
        rig.play("tick", lasting: 0.1)
        rig.wait(2)
        rig.driver.applicationDidEnterBackground()
        #expect(Array(rig.log.suffix(2)) == ["stop player hum", "stop"])
        let hum = try #require(rig.world.players.first { $0.pattern == "hum" })
        #expect(hum.isStopped)
        #expect(rig.world.players.filter(\.isStopped).count == 1, "the ended pulse and the short tick are left alone")
        #expect(rig.state == .stopped(.background))
        #expect(rig.driver.keptPatternPlayerCount == 0)
    }

    @Test("entering the background drops the plays waiting for a start")
    func backgroundDropsWaitingPlays() {
        let rig = EngineRig()
        rig.play("a")
        rig.world.finishMaking()
        rig.driver.applicationDidEnterBackground()
        #expect(rig.log == ["make", "start", "stop"])
        rig.world.completeStart()
        #expect(!rig.log.contains("play a"))
        #expect(rig.state == .stopped(.background))
    }

    @Test("back in the foreground the engine restarts; a stop that completes after the resume leaves it running")
    func stopCompletesAfterResume() {
        let rig = EngineRig.running()
        rig.driver.applicationDidEnterBackground()
        rig.driver.applicationWillEnterForeground()
        #expect(Array(rig.log.suffix(2)) == ["stop", "start"])
        rig.world.completeStart()
        rig.world.completeStop()
        #expect(rig.state == .running)
        rig.play("x")
        #expect(rig.log.last == "play x", "played at once, without another start")
        #expect(rig.count("start") == 2)
    }

    @Test("a stop that completes between the resume's start and its completion changes nothing")
    func stopCompletesDuringResume() {
        let rig = EngineRig.running()
        rig.driver.applicationDidEnterBackground()
        rig.driver.applicationWillEnterForeground()
        rig.world.completeStop()
        #expect(rig.state == .starting)
        rig.world.completeStart()
        #expect(rig.state == .running)
        rig.play("x")
        #expect(rig.log.last == "play x")
    }

    @Test("the foreground restarts an engine Core Haptics suspended, and nothing else")
    func foregroundRestarts() {
        let suspended = EngineRig.running()
        suspended.world.engine.stopped(.applicationSuspended)
        suspended.driver.applicationWillEnterForeground()
        #expect(suspended.log.last == "start")

        let idle = EngineRig.running()
        idle.world.engine.stopped(.idleTimeout)
        let idleLog = idle.log
        idle.driver.applicationWillEnterForeground()
        #expect(idle.log == idleLog, "an idle engine waits for the next play")

        let unused = EngineRig()
        unused.driver.applicationWillEnterForeground()
        #expect(unused.log.isEmpty, "no engine is made before the first play")
    }

    @Test("the handlers of a discarded engine change nothing")
    func staleHandlers() {
        let rig = EngineRig.running()
        let old = rig.world.engine
        old.stopped(.engineDestroyed)
        rig.play("x")
        rig.world.finishMaking()
        rig.world.completeStart()
        old.stopped(.systemError)
        old.reset()
        #expect(rig.state == .running)
        rig.play("y")
        #expect(rig.log.last == "play y")
        #expect(rig.world.engines.count == 2)
    }

    @Test("kept pattern players are let go when their pattern ends, and there are never more than 16")
    func keptPlayersBounded() {
        let rig = EngineRig.running()
        rig.play("short", lasting: 1)
        #expect(rig.driver.keptPatternPlayerCount == 1)
        rig.wait(2)
        rig.play("tap")
        #expect(rig.driver.keptPatternPlayerCount == 0)
        for index in 0..<20 {
            rig.play("long\(index)", lasting: 10 + Double(index))
        }
        #expect(rig.driver.keptPatternPlayerCount == 16)
        rig.driver.applicationDidEnterBackground()
        #expect(!rig.log.contains("stop player long0"), "the one ending first was let go")
        #expect(rig.log.contains("stop player long19"))
    }
}
