#if DEBUG
import Foundation
@testable @_spi(HapticKitInternal) import HapticKit
import Testing

/// `AVAudioSession`'s category and options, read-only as there (AVAudioSession.h:75-80, iOS 17.4
/// SDK), with the raw values and rules of AVAudioSessionTypes.h (iOS 17.4 SDK): the default
/// category is `soloAmbient`; `duckOthers` and `interruptSpokenAudioAndMixWithOthers` set
/// `mixWithOthers` too (:269-274, :318-320, :380-384).
struct FakeStandInAudioSession: StandInAudioSession {
    struct Category: StandInAudioCategory {
        let rawValue: String
        static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }

    struct Options: StandInAudioCategoryOptions {
        let rawValue: UInt
        static let mixWithOthers = Options(rawValue: 0x1)
        static let duckOthers = Options(rawValue: 0x2)
        static let interruptSpokenAudioAndMixWithOthers = Options(rawValue: 0x11)
    }

    let category: Category
    let categoryOptions: Options

    init(_ category: Category = .soloAmbient, _ options: Options = []) {
        self.category = category
        categoryOptions = options
    }
}

/// The stand-in's sound and the app's audio session.
@Suite("The stand-in's sound leaves the app's audio session alone")
struct StandInSpeakerTests {
    /// A speaker over `session`, keeping what it plays and says.
    final class Speaker: Sendable {
        let session: LockedState<FakeStandInAudioSession?>
        let played = LockedState<[StandInSound]>([])
        let said = LockedState<[String]>([])
        var speaker: StandInSpeaker {
            StandInSpeaker(
                session: { [session] in session.withLock { $0 } },
                play: { [played] sound in played.withLock { $0.append(sound) } },
                say: { [said] line in said.withLock { $0.append(line) } })
        }

        init(_ session: FakeStandInAudioSession?) {
            self.session = LockedState(session)
        }
    }

    static let felt = StandInCue(
        feedback: .success, outcome: .skipped(.silent(HapticRoute(.success, on: StandInCueTests.simulatedPhone))),
        device: StandInCueTests.simulatedPhone, routing: .standard, location: nil)

    @Test(
        "the sound plays only into a session that already mixes with other audio and neither ducks nor interrupts it",
        arguments: [
            (FakeStandInAudioSession(), false),
            (FakeStandInAudioSession(.ambient), true),
            (FakeStandInAudioSession(.playback), false),
            (FakeStandInAudioSession(.playback, .mixWithOthers), true),
            (FakeStandInAudioSession(.playAndRecord, .mixWithOthers), true),
            (FakeStandInAudioSession(.playback, [.mixWithOthers, .duckOthers]), false),
            (FakeStandInAudioSession(.ambient, [.mixWithOthers, .duckOthers]), false),
            (FakeStandInAudioSession(.playback, .interruptSpokenAudioAndMixWithOthers), false),
            (nil, true),
        ] as [(FakeStandInAudioSession?, Bool)])
    func mixesOrSilent(session: FakeStandInAudioSession?, plays: Bool) {
        let speaker = Speaker(session)
        speaker.speaker.show(Self.felt, in: nil)
        #expect(speaker.played.withLock { $0 } == (plays ? [Self.felt.sound] : []))
        #expect(speaker.said.withLock { $0.count } == (plays ? 0 : 1))
    }

    @Test("while the sound is off the console says why once, and again after a sound played")
    func saysWhyOnce() {
        let speaker = Speaker(FakeStandInAudioSession())
        let output = speaker.speaker
        output.show(Self.felt, in: nil)
        output.show(Self.felt, in: nil)
        #expect(speaker.said.withLock { $0 } == ["sound off: the app's audio session does not mix with others"])
        speaker.session.withLock { $0 = FakeStandInAudioSession(.playback, .duckOthers.union(.mixWithOthers)) }
        output.show(Self.felt, in: nil)
        #expect(
            speaker.said.withLock { $0.last } == "sound off: the app's audio session ducks or interrupts other audio")
        speaker.session.withLock { $0 = FakeStandInAudioSession(.ambient) }
        output.show(Self.felt, in: nil)
        speaker.session.withLock { $0 = FakeStandInAudioSession(.playback) }
        output.show(Self.felt, in: nil)
        #expect(speaker.said.withLock { $0.count } == 3)
        #expect(speaker.played.withLock { $0.count } == 1)
    }

    @Test("a cue that stands for nothing felt neither plays nor says anything")
    func silentCue() {
        let speaker = Speaker(FakeStandInAudioSession())
        let skipped = StandInCue(
            feedback: .success, outcome: .skipped(.disabledByUser), device: .iPhone, routing: .standard, location: nil)
        #expect(skipped.sound.isSilent)
        speaker.speaker.show(skipped, in: nil)
        #expect(speaker.played.withLock { $0 }.isEmpty)
        #expect(speaker.said.withLock { $0 }.isEmpty)
    }
}
#endif

#if DEBUG
/// `AVAudioEngine` with one player node (AVAudioEngine.h, AVAudioPlayerNode.h, iOS 17.4 SDK): an
/// engine stops on an interruption or a route change and must be started again; a node plays the
/// buffers scheduled on it once `play()` is called.
@MainActor
final class FakeStandInEngine: StandInAudioEngine {
    var log: [String] = []
    var isRunning = false
    var isPlaying = false
    var startFails = false
    /// What each scheduled sound calls once played back, in order.
    var scheduled: [@MainActor @Sendable () -> Void] = []

    func connectPlayer(rate: Double) { log.append("connect \(Int(rate))") }
    func start() throws {
        log.append("start")
        if startFails { throw CocoaError(.featureUnsupported) }
        isRunning = true
    }
    func schedule(_ samples: [Double], rate: Double, played: @escaping @MainActor @Sendable () -> Void) -> Bool {
        log.append("schedule")
        scheduled.append(played)
        return true
    }
    func play() {
        log.append("play")
        isPlaying = true
    }
    func stop() {
        log.append("stop")
        (isPlaying, isRunning) = (false, false)
    }
    /// The oldest scheduled sound finishes playing back.
    func finishSound() { scheduled.removeFirst()() }
}

@MainActor
struct StandInAudioPlayerTests {
    let sound = StandInSound(HapticPattern(events: [.transient(intensity: 1, sharpness: 0.5)]))

    @Test("one engine, connected once and started on the first sound; later sounds only schedule")
    func oneEngine() {
        var made: [FakeStandInEngine] = []
        let player = StandInAudioPlayer {
            let engine = FakeStandInEngine()
            made.append(engine)
            return engine
        }
        player.play(sound)
        player.play(sound)
        #expect(made.count == 1)
        #expect(made.first?.log == ["connect 44100", "start", "schedule", "play", "schedule"])
    }

    @Test("the engine stops once its last sound has played, not before, and starts again for the next")
    func stopsAfterTheLastSound() {
        let engine = FakeStandInEngine()
        let player = StandInAudioPlayer { engine }
        player.play(sound)
        player.play(sound)
        engine.log.removeAll()
        engine.finishSound()
        #expect(engine.log.isEmpty, "a sound is still playing")
        engine.finishSound()
        #expect(engine.log == ["stop"])
        engine.log.removeAll()
        player.play(sound)
        #expect(engine.log == ["start", "schedule", "play"])
    }

    @Test("an engine that stopped is started again; one that will not start drops the sound")
    func restartsAndDrops() throws {
        let engine = FakeStandInEngine()
        let player = StandInAudioPlayer { engine }
        player.play(sound)
        engine.isRunning = false
        engine.log.removeAll()
        player.play(sound)
        #expect(engine.log == ["start", "schedule"])
        engine.isRunning = false
        engine.startFails = true
        engine.log.removeAll()
        player.play(sound)
        #expect(engine.log == ["start"], "nothing scheduled on an engine that is not running")
    }
}
#endif
