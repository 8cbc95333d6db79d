import HapticKitTestSupport
import HapticKitTesting
import Testing

@testable import HapticKit

/// Starting, playing, retrying and giving up, through a fake Core Haptics. The stops, resets and
/// app life are in `HapticEngineStopTests`.
@MainActor
@Suite("Core Haptics engine lifecycle: start, play, retry")
struct HapticEngineLifecycleTests {
    nonisolated static let restartable: [CoreHapticsErrorCode] = [
        .engineNotRunning, .serverInterrupted, .invalidPatternPlayer,
    ]

    @Test(
        "the first play makes an engine off the main queue, starts it asynchronously and plays once the start completes"
    )
    func firstPlay() {
        let rig = EngineRig()
        #expect(rig.play("tap") == nil)
        #expect(rig.log.isEmpty, "nothing is made within the play")
        #expect(rig.state == .making)
        rig.world.finishMaking()
        #expect(rig.log == ["make", "start"])
        #expect(rig.state == .starting)
        rig.world.completeStart()
        #expect(rig.log == ["make", "start", "play tap"])
        #expect(rig.state == .running)
        rig.play("knock")
        #expect(rig.log == ["make", "start", "play tap", "play knock"], "a running engine plays at once")
    }

    @Test("plays that arrive while the engine starts wait, in order, at most 4 (the oldest is dropped and reported)")
    func playsWaitForTheStart() {
        let rig = EngineRig()
        for name in ["a", "b", "c", "d", "e", "f"] {
            rig.play(name)
        }
        rig.world.finishMaking()
        #expect(rig.log == ["make", "start"])
        rig.world.completeStart()
        #expect(rig.log == ["make", "start", "play c", "play d", "play e", "play f"])
        #expect(rig.failures.map(\.cause) == [.queueFull(limit: 4), .queueFull(limit: 4)], "each drop is reported")
    }

    @Test(
        "a start that fails with a real Core Haptics code is tried once more, asynchronously",
        arguments: [CoreHapticsErrorCode.engineStartTimeout, .serverInitFailed, .operationNotPermitted])
    func startRetriedOnce(code: CoreHapticsErrorCode) {
        let rig = EngineRig()
        rig.play("tap")
        rig.world.finishMaking()
        rig.world.completeStart(.coreHaptics(code))
        #expect(rig.log == ["make", "start", "start"])
        #expect(rig.state == .starting)
        rig.world.completeStart()
        #expect(rig.log == ["make", "start", "start", "play tap"])
        #expect(rig.failures.isEmpty)
    }

    @Test("after two failed starts HapticKit gives up, reports the waiting plays, and the next play makes a new engine")
    func startGivesUp() throws {
        let rig = EngineRig()
        rig.play("a")
        rig.play("b")
        rig.world.finishMaking()
        rig.world.completeStart(.coreHaptics(.engineStartTimeout))
        rig.world.completeStart(.coreHaptics(.engineStartTimeout))
        #expect(rig.log == ["make", "start", "start"], "exactly two starts, no third")
        #expect(rig.world.pendingStarts.isEmpty)
        #expect(rig.state == .failed(.coreHaptics(.engineStartTimeout)))
        let failure = try #require(rig.failures.first)
        #expect(rig.failures.count == 1)
        #expect(failure.cause == .engineNotStarted(.coreHaptics(.engineStartTimeout), attempts: 2))
        #expect(failure.droppedPlays == 2)
        #expect(rig.play("c") == nil)
        rig.world.finishMaking()
        #expect(rig.log == ["make", "start", "start", "make", "start"])
        #expect(rig.world.engines.count == 2)
        rig.world.completeStart()
        #expect(rig.log.last == "play c")
    }

    @Test(
        "an engine that cannot be made on hardware without haptics (notSupported, -4809) is reported once made; later plays throw, and it is never made again"
    )
    func makeNotSupported() throws {
        let rig = EngineRig()
        rig.world.makeErrors = [.coreHaptics(.notSupported)]
        #expect(rig.play("tap") == nil, "not known before the engine is made off the main queue")
        rig.world.finishMaking()
        let failure = try #require(rig.failures.first)
        #expect(rig.failures.count == 1)
        #expect(failure.cause == .engineNotMade(.coreHaptics(.notSupported)))
        #expect(failure.droppedPlays == 1)
        let second = rig.play("tap")
        #expect(second?.cause == .engineNotMade(.coreHaptics(.notSupported)), "known now: thrown at once")
        #expect(rig.world.makingQueue.pending == 0)
        #expect(rig.log == ["make"], "one attempt to make an engine, no start")
        #expect(rig.failures.count == 1, "a failure known before the play returns is thrown, not reported later")
    }

    @Test("an engine made on the main actor (an accessory's) is made within the play, and a failure to make it throws")
    func makeOnMainActor() {
        let rig = EngineRig(making: .onMainActor)
        rig.world.makeErrors = [.coreHaptics(.notSupported)]
        #expect(rig.play("tap")?.cause == .engineNotMade(.coreHaptics(.notSupported)))
        #expect(rig.failures.isEmpty, "an immediate failure is thrown, not reported later")

        let working = EngineRig(making: .onMainActor)
        #expect(working.play("tap") == nil)
        #expect(working.log == ["make", "start"])
        #expect(working.world.madeOnMainQueue == [true])
        working.world.completeStart()
        #expect(working.log.last == "play tap")
    }

    @Test(
        "an engine that cannot be made for another reason (serverInitFailed, -4810) is reported; the next play tries again"
    )
    func makeFailsThenWorks() {
        let rig = EngineRig()
        rig.world.makeErrors = [.coreHaptics(.serverInitFailed)]
        #expect(rig.play("tap") == nil)
        rig.world.finishMaking()
        #expect(rig.failures.map(\.cause) == [.engineNotMade(.coreHaptics(.serverInitFailed))])
        #expect(rig.play("tap") == nil)
        rig.world.finishMaking()
        #expect(rig.log == ["make", "make", "start"])
        rig.world.completeStart()
        #expect(rig.log.last == "play tap")
    }

    @Test(
        "a player start that says the engine is not running restarts it asynchronously and retries once",
        arguments: restartable)
    func playerRestartsAndRetries(code: CoreHapticsErrorCode) {
        let rig = EngineRig.running()
        rig.world.playerErrors = [.coreHaptics(code)]
        #expect(rig.play("buzz") == nil, "nothing is certain yet: no throw")
        #expect(Array(rig.log.suffix(2)) == ["play buzz -> \(code.rawValue)", "start"])
        #expect(rig.state == .starting)
        rig.world.completeStart()
        #expect(rig.log.last == "play buzz")
        #expect(rig.state == .running)
        #expect(rig.failures.isEmpty)
    }

    @Test(
        "a player start that fails again after the restart is reported once, with no second restart",
        arguments: restartable)
    func playerRetryFailsIsReported(code: CoreHapticsErrorCode) throws {
        let rig = EngineRig.running()
        rig.world.playerErrors = [.coreHaptics(code), .coreHaptics(code)]
        rig.play("buzz")
        rig.world.completeStart()
        #expect(rig.count("start") == 2, "the first start and one restart")
        #expect(rig.world.pendingStarts.isEmpty, "no restart after the retry failed")
        let failure = try #require(rig.failures.first)
        #expect(rig.failures.count == 1)
        #expect(failure.cause == .playerNotStarted(.coreHaptics(code), afterRestart: true))
        #expect(rig.state == .stopped(.notRunning(.coreHaptics(code))))
        rig.play("tap")
        #expect(rig.log.last == "start", "the next play starts the engine before it plays")
    }

    @Test(
        "a player error a restart cannot fix is thrown at once, without a restart",
        arguments: [CoreHapticsErrorCode.resourceNotAvailable, .invalidPatternData, .badParameterEntry])
    func otherPlayerErrorsThrow(code: CoreHapticsErrorCode) {
        let rig = EngineRig.running()
        rig.world.playerErrors = [.coreHaptics(code)]
        let failure = rig.play("buzz")
        #expect(failure?.cause == .playerNotStarted(.coreHaptics(code), afterRestart: false))
        #expect(rig.count("start") == 1)
        #expect(rig.state == .running)
        rig.play("tap")
        #expect(rig.log.last == "play tap")
    }

    @Test("an error from outside Core Haptics' domain is not retried, even with a Core Haptics code number")
    func foreignDomainIsNotRetried() {
        let rig = EngineRig.running()
        rig.world.playerErrors = [HapticEngineError(domain: "NSOSStatusErrorDomain", code: -4805, message: "")]
        #expect(rig.play("buzz") != nil)
        #expect(rig.count("start") == 1)
    }

    @Test("no infinite retry: when every player says engineNotRunning, each play costs one restart and one report")
    func noInfiniteRetry() {
        let rig = EngineRig.running()
        rig.world.playerErrors = Array(repeating: .coreHaptics(.engineNotRunning), count: 100)
        for name in ["a", "b", "c"] {
            rig.play(name)
            while !rig.world.pendingStarts.isEmpty {
                rig.world.completeStart()
            }
        }
        #expect(rig.count("start") == 1 + 3 + 2, "first start; one restart per play; one explicit start for b and c")
        #expect(rig.failures.count == 3)
        #expect(rig.world.playerErrors.count == 100 - 6, "each play was tried exactly twice")
    }

    @Test("a start completion for an older start is ignored")
    func staleStartCompletion() {
        var machine = HapticEngineLifecycle<String>()
        let now = HapticInstant(nanoseconds: 0)
        #expect(steps(machine.playRequested("a", lasting: 0, at: now)) == ["make engine 1"])
        #expect(steps(machine.engineMade(1)) == ["start 1"])
        #expect(steps(machine.startCompleted(1, error: .coreHaptics(.engineStartTimeout))) == ["start 2"])
        #expect(steps(machine.startCompleted(1, error: nil)) == [], "start 1 is stale")
        #expect(machine.state == .starting)
        #expect(steps(machine.startCompleted(2, error: nil)) == ["play 1 a 0.0 s"])
        #expect(machine.state == .running)
    }

    @Test("Core Haptics error codes keep the header's raw values")
    func errorCodes() {
        let expected: [CoreHapticsErrorCode: Int] = [
            .engineNotRunning: -4805, .operationNotPermitted: -4806, .engineStartTimeout: -4808, .notSupported: -4809,
            .serverInitFailed: -4810, .serverInterrupted: -4811, .invalidPatternPlayer: -4812,
            .invalidPatternData: -4813, .invalidPatternDictionary: -4814, .invalidAudioSession: -4815,
            .invalidParameterType: -4820, .invalidEventType: -4821, .invalidEventTime: -4822,
            .invalidEventDuration: -4823, .invalidAudioResource: -4824, .resourceNotAvailable: -4825,
            .badEventEntry: -4830, .badParameterEntry: -4831, .invalidTime: -4840, .unknownError: -4898,
            .memoryError: -4899,
        ]
        #expect(CoreHapticsErrorCode.allCases.count == expected.count)
        for code in CoreHapticsErrorCode.allCases {
            #expect(code.rawValue == expected[code], "\(code)")
        }
        #expect(HapticEngineError.coreHapticsDomain == "com.apple.CoreHaptics")
        let restartable = CoreHapticsErrorCode.allCases.filter {
            HapticEngineError.coreHaptics($0).meansEngineNotRunning
        }
        #expect(restartable == Self.restartable)
    }
}

/// The machine's commands in words, to compare with what a test expects: `make engine 1`,
/// `start 2`, `play 1 a 0.0 s` (play 1, pattern `a`, lasting 0 s), `retry 1 a 0.0 s`, `stop players [1]`, ….
private func steps(_ commands: [HapticEngineLifecycle<String>.Command]) -> [String] {
    commands.map { command in
        switch command {
        case .makeEngine(let generation): "make engine \(generation)"
        case .discardEngine: "discard engine"
        case .startEngine(let number): "start \(number)"
        case .stopEngine(let number): "stop \(number)"
        case .play(let play): "\(play.isRetry ? "retry" : "play") \(play.id) \(play.pattern) \(play.duration) s"
        case .stopPlayers(let ids): "stop players \(ids)"
        case .releasePlayers(let ids): "release players \(ids)"
        case .reportFailure(let failure, let plays): "report \(failure) for \(plays.map(\.id))"
        }
    }
}
