#if DEBUG
/// An audio engine with one player node, as the stand-in's sounds use it: `AVAudioEngine` and an
/// `AVAudioPlayerNode` on Apple platforms, a fake in HapticKit's tests.
@MainActor
protocol StandInAudioEngine: AnyObject {
    /// `AVAudioEngine.isRunning`.
    var isRunning: Bool { get }
    /// `attach(_:)` the player and `connect(_:to:format:)` it to the main mixer, mono at `rate`.
    func connectPlayer(rate: Double)
    /// `start()`: throws when the engine cannot run (no output, an interruption).
    func start() throws
    /// `scheduleBuffer(_:completionCallbackType:completionHandler:)` with `samples`, calling
    /// `played` on the main actor once they have been played back; `false` when no buffer could be
    /// made.
    func schedule(_ samples: [Double], rate: Double, played: @escaping @MainActor @Sendable () -> Void) -> Bool
    /// `AVAudioPlayerNode.isPlaying`.
    var isPlaying: Bool { get }
    /// `AVAudioPlayerNode.play()`.
    func play()
    /// `AVAudioPlayerNode.stop()`, then `AVAudioEngine.stop()`.
    func stop()
}

/// Plays the stand-in's sounds on one engine, made on the first sound: connected once, started
/// again whenever it stopped (an interruption, a route change, or the end of the last sound), and
/// a sound dropped when the engine will not start (HapticKit's choice: the sound is a Debug aid,
/// never worth an error). Once every sound scheduled has played back, the engine stops, so that it
/// does not keep the audio hardware running while nothing plays (HapticKit's choice).
@MainActor
final class StandInAudioPlayer<Engine: StandInAudioEngine> {
    /// The sample rate of every sound.
    static var rate: Double { 44_100 }
    private let makeEngine: @MainActor () -> Engine
    private var engine: Engine?
    /// The sounds scheduled and not yet played back.
    private var playing = 0

    nonisolated init(makeEngine: @escaping @MainActor () -> Engine) {
        self.makeEngine = makeEngine
    }

    func play(_ sound: StandInSound) {
        let engine = self.engine ?? connected(makeEngine())
        if !engine.isRunning {
            do { try engine.start() } catch { return }
        }
        guard
            engine.schedule(sound.samples(rate: Self.rate), rate: Self.rate, played: { [weak self] in self?.played() })
        else { return }
        playing += 1
        if !engine.isPlaying { engine.play() }
    }

    /// A sound played back: after the last one, the engine stops.
    private func played() {
        playing -= 1
        if playing == 0 { engine?.stop() }
    }

    private func connected(_ made: Engine) -> Engine {
        made.connectPlayer(rate: Self.rate)
        engine = made
        return made
    }
}
#endif
