#if DEBUG && canImport(AVFAudio) && (os(iOS) || os(macOS) || os(tvOS) || os(visionOS))
import AVFAudio
import Foundation

extension StandInSpeaker {
    /// The speaker of this process: the app's audio session (none on macOS), sounds through
    /// ``StandInAudioPlayer``, the reason it is off through the console's log.
    static func avfAudio() -> StandInSpeaker {
        #if os(iOS) || os(tvOS) || os(visionOS)
        let session: @Sendable () -> (any StandInAudioSession)? = { AVAudioSession.sharedInstance() }
        #else
        let session: @Sendable () -> (any StandInAudioSession)? = { nil }
        #endif
        return StandInSpeaker(
            session: session, play: { sound in Task { @MainActor in AVFAudioStandInEngine.shared.play(sound) } },
            say: StandInConsole.write)
    }
}

#if os(iOS) || os(tvOS) || os(visionOS)
extension AVAudioSession: StandInAudioSession {}
extension AVAudioSession.Category: StandInAudioCategory {}
extension AVAudioSession.CategoryOptions: StandInAudioCategoryOptions {}
#endif

/// `AVAudioEngine` and its one player node, behind ``StandInAudioEngine``: forwarding, and the
/// samples copied into a buffer.
@MainActor
final class AVFAudioStandInEngine: StandInAudioEngine {
    /// The player of this process's stand-in sounds.
    static let shared = StandInAudioPlayer { AVFAudioStandInEngine() }

    private let engine = AVAudioEngine()
    private let player = AVAudioPlayerNode()

    var isRunning: Bool { engine.isRunning }
    var isPlaying: Bool { player.isPlaying }

    func connectPlayer(rate: Double) {
        engine.attach(player)
        engine.connect(
            player, to: engine.mainMixerNode, format: AVAudioFormat(standardFormatWithSampleRate: rate, channels: 1))
    }

    func start() throws { try engine.start() }

    func schedule(_ samples: [Double], rate: Double, played: @escaping @MainActor @Sendable () -> Void) -> Bool {
        guard let format = AVAudioFormat(standardFormatWithSampleRate: rate, channels: 1),
            let buffer = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: AVAudioFrameCount(samples.count)),
            let channel = buffer.floatChannelData?[0]
        else { return false }
        for index in samples.indices { channel[index] = Float(samples[index]) }
        buffer.frameLength = AVAudioFrameCount(samples.count)
        player.scheduleBuffer(buffer, completionCallbackType: .dataPlayedBack) { @Sendable _ in
            Task { @MainActor in played() }
        }
        return true
    }

    func play() { player.play() }

    func stop() {
        player.stop()
        engine.stop()
    }
}
#endif
