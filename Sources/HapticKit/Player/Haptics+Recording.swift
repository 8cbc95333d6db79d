extension Haptics {
    /// Lets haptics play while the app records audio.
    ///
    /// iOS mutes an app's haptics and system sounds while its audio session is recording (a camera
    /// or call screen with a capture session that takes audio, a voice recorder), unless the
    /// session allows them: `AVAudioSession.allowHapticsAndSystemSoundsDuringRecording`, `false`
    /// by default (AVAudioSession.h:110-115, iOS 17.4 SDK;
    /// developer.apple.com/forums/thread/672371). While HapticKit sees such a capture session run,
    /// it skips the device's requests (generators and Core Haptics patterns) with
    /// ``HapticSkipReason/mutedWhileRecording`` rather than report them played. This sets the switch on the app's shared audio session, for every
    /// player, and lets system sounds play too:
    ///
    /// ```swift
    /// try Haptics.allowHapticsDuringRecording()   // before the capture session starts
    /// ```
    ///
    /// HapticKit sees only the app's own `AVCaptureSession`s. Recording through `AVAudioRecorder`
    /// or `AVAudioEngine`'s input, or by another process (a call, another app), may mute haptics
    /// the same way, but those requests are reported as played.
    /// Does nothing where HapticKit does not follow recording (Mac Catalyst, macOS, watchOS, tvOS,
    /// visionOS, Linux).
    ///
    /// - Throws: the audio session's error, when it refuses the change.
    public static func allowHapticsDuringRecording() throws {
        try PlatformBackend.recording?.allowHapticsDuringRecording()
    }
}
