#if DEBUG && canImport(AVFAudio) && (os(iOS) || os(macOS) || os(tvOS) || os(visionOS))
import AVFAudio
import Foundation

extension StandInSpeaker {
    /// The speaker of this process: the app's audio session (none on macOS), sounds through
    /// ``StandInAudio``, the reason it is off through the console's log.
    static func avfAudio() -> StandInSpeaker {
        #if os(iOS) || os(tvOS) || os(visionOS)
        let session: @Sendable () -> (any StandInAudioSession)? = { AVAudioSession.sharedInstance() }
        #else
        let session: @Sendable () -> (any StandInAudioSession)? = { nil }
        #endif
        return StandInSpeaker(
            session: session, play: { sound in Task { @MainActor in StandInAudio.play(sound) } },
            say: StandInConsole.write)
    }
}

#if os(iOS) || os(tvOS) || os(visionOS)
extension AVAudioSession: StandInAudioSession {}
extension AVAudioSession.Category: StandInAudioCategory {}
extension AVAudioSession.CategoryOptions: StandInAudioCategoryOptions {}
#endif

/// The engine and its player node, on the main actor, made on the first sound.
@MainActor
enum StandInAudio {
    static let rate = 44_100.0
    private static var engine: AVAudioEngine?
    private static let player = AVAudioPlayerNode()

    static func play(_ sound: StandInSound) {
        guard let format = AVAudioFormat(standardFormatWithSampleRate: rate, channels: 1) else { return }
        let samples = sound.samples(rate: rate)
        guard let buffer = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: AVAudioFrameCount(samples.count)),
            let channel = buffer.floatChannelData?[0], running(format) != nil
        else { return }
        for index in samples.indices { channel[index] = Float(samples[index]) }
        buffer.frameLength = AVAudioFrameCount(samples.count)
        player.scheduleBuffer(buffer, completionHandler: nil)
        if !player.isPlaying { player.play() }
    }

    /// The engine, started: made on the first sound, and started again after a stop (an
    /// interruption, a route change).
    private static func running(_ format: AVAudioFormat) -> AVAudioEngine? {
        if let engine, engine.isRunning { return engine }
        let engine = engine ?? AVAudioEngine()
        if self.engine == nil {
            engine.attach(player)
            engine.connect(player, to: engine.mainMixerNode, format: format)
            self.engine = engine
        }
        do {
            try engine.start()
        } catch {
            return nil
        }
        return engine
    }
}
#endif
