#if DEBUG
/// The stand-in's sound: each felt cue's ``StandInSound``, played only into an audio session that
/// already leaves other apps' audio alone (``StandInAudioSession/standInSilence``).
///
/// The app's audio session is the process's, and its category is the app's choice: the speaker
/// reads it before each sound and never sets it. While the session would stop or duck other
/// audio (the default category, `soloAmbient`, does), the sound stays off and the console says
/// why, once until a sound plays again.
struct StandInSpeaker: StandInOutput {
    var kind: HapticStandIn { .audible }

    /// The app's audio session, read before each sound; `nil` where apps have none (macOS, where
    /// an app's audio always mixes with other apps').
    let session: @Sendable () -> (any StandInAudioSession)?
    /// Plays a sound.
    let play: @Sendable (StandInSound) -> Void
    /// Writes a line to the console.
    let say: @Sendable (String) -> Void
    /// The reason last said, until a sound plays.
    private let said = LockedState<String?>(nil)

    init(
        session: @escaping @Sendable () -> (any StandInAudioSession)?, play: @escaping @Sendable (StandInSound) -> Void,
        say: @escaping @Sendable (String) -> Void
    ) {
        self.session = session
        self.play = play
        self.say = say
    }

    func show(_ cue: StandInCue, in anchor: HapticAnchor?) {
        guard !cue.sound.isSilent else { return }
        let silence = session()?.standInSilence
        let isNew = said.withLock { said in
            defer { said = silence }
            return silence != nil && silence != said
        }
        if let silence {
            if isNew { say(silence) }
        } else {
            play(cue.sound)
        }
    }
}
#endif
