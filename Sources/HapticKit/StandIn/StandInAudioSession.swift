#if DEBUG
/// What the stand-in's sound reads of the app's audio session, shaped like `AVAudioSession`'s
/// category API so that it conforms in one line: `category` and `categoryOptions`, both read-only
/// (AVAudioSession.h:75-80, iOS 17.4 SDK). Nothing here sets a category, an option or activation:
/// the session is the app's.
protocol StandInAudioSession {
    associatedtype Category: StandInAudioCategory
    associatedtype Options: StandInAudioCategoryOptions

    /// The session's category (`AVAudioSession.category`).
    var category: Category { get }
    /// The category's options (`AVAudioSession.categoryOptions`).
    var categoryOptions: Options { get }
}

/// `AVAudioSession.Category`: the one category that mixes with other apps' audio without an option.
protocol StandInAudioCategory: Equatable {
    /// "Mixes with other music" (AVAudioSessionTypes.h:92-94, iOS 17.4 SDK); the default,
    /// `soloAmbient`, does not: "Other music will stop playing" (:96-97).
    static var ambient: Self { get }
}

/// `AVAudioSession.CategoryOptions`: the options that decide whether the app's audio leaves other
/// apps' audio alone (AVAudioSessionTypes.h:244-324 and 379-388, iOS 17.4 SDK).
protocol StandInAudioCategoryOptions: OptionSet where Element == Self {
    /// Other apps' audio "will be interrupted or mixed with" when the session goes active: mixed
    /// with this option (`0x1`).
    static var mixWithOthers: Self { get }
    /// Other apps' audio is ducked "for as long as the current session is active" (`0x2`; it sets
    /// ``mixWithOthers`` too).
    static var duckOthers: Self { get }
    /// Another app's spoken audio is paused while the session is active (`0x11`: it sets
    /// ``mixWithOthers`` too).
    static var interruptSpokenAudioAndMixWithOthers: Self { get }
}

extension StandInAudioSession {
    /// Why the stand-in's sound must stay off in this session, or `nil` when it may play: only a
    /// session that already mixes with other apps' audio (`ambient`, or the `mixWithOthers`
    /// option) and neither ducks nor interrupts it, so that the sound, which starts an audio engine
    /// and so activates the session, never stops or lowers the music a user is listening to.
    var standInSilence: String? {
        if categoryOptions.contains(.duckOthers) || categoryOptions.contains(.interruptSpokenAudioAndMixWithOthers) {
            return "sound off: the app's audio session ducks or interrupts other audio"
        }
        if category == .ambient || categoryOptions.contains(.mixWithOthers) { return nil }
        return "sound off: the app's audio session does not mix with others"
    }
}
#endif
