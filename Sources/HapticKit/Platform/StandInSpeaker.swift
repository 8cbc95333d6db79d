#if DEBUG && canImport(AVFAudio) && (os(iOS) || os(macOS) || os(tvOS) || os(visionOS))
import AVFAudio
import Foundation

/// The stand-in's sound: each cue's ``StandInSound`` through one `AVAudioEngine`, made on the
/// first sound (only once `.audible` is on).
///
/// On iOS, tvOS and visionOS the app's audio session is the process's. While the app has not
/// chosen a category (it is still `soloAmbient`, "The default audio session category", which
/// interrupts nonmixable audio when activated) the speaker sets `ambient`, whose audio "mixes
/// with" other apps' audio and is silenced by the Silent switch
/// (developer.apple.com/documentation/avfaudio/avaudiosession/category-swift.struct/ambient and
/// …/soloambient). A category the app chose is left as it is.
struct StandInSpeaker: StandInOutput {
    var kind: HapticStandIn { .audible }

    func show(_ cue: StandInCue, in anchor: HapticAnchor?) {
        let sound = cue.sound
        guard !sound.isSilent else { return }
        Task { @MainActor in StandInAudio.play(sound) }
    }
}

/// The engine and its player node, on the main actor.
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
            #if os(iOS) || os(tvOS) || os(visionOS)
            let session = AVAudioSession.sharedInstance()
            if session.category == .soloAmbient { try? session.setCategory(.ambient) }
            #endif
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
