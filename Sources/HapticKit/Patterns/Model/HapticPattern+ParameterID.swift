extension HapticPattern.Event {
    /// The event parameters of Core Haptics (`CHHapticEvent.ParameterID`), with their AHAP
    /// spellings as raw values, and the ranges and defaults from Apple's header comments.
    ///
    /// ```swift
    /// HapticPattern.Event.ParameterID.audioPan.range   // -1...1
    /// ```
    public enum ParameterID: String, Hashable, Sendable, CaseIterable {
        /// Strength of a haptic event, 0 (weak) to 1 (strong).
        case hapticIntensity = "HapticIntensity"
        /// Feel of a haptic event, 0 (round, organic) to 1 (crisp, precise).
        case hapticSharpness = "HapticSharpness"
        /// When the envelope starts rising, 0 to 1 (exponential). Default 0.
        case attackTime = "AttackTime"
        /// When the envelope starts falling, 0 to 1; only when `Sustained` is 0. Default 0.
        case decayTime = "DecayTime"
        /// When the envelope fades out after the event, 0 to 1. Default 0.
        case releaseTime = "ReleaseTime"
        /// Whether a continuous event holds its level for its whole duration: 0 or 1. Default 1.
        case sustained = "Sustained"
        /// Loudness of an audio event, 0 to 1.
        case audioVolume = "AudioVolume"
        /// Pitch of an audio event, -1 to 1.
        case audioPitch = "AudioPitch"
        /// Stereo position of an audio event, -1 (left) to 1 (right). Default 0.
        case audioPan = "AudioPan"
        /// Brightness of an audio event, 0 to 1. Default 1.
        case audioBrightness = "AudioBrightness"

        /// The values Core Haptics accepts; it clamps others to the nearest end.
        public var range: ClosedRange<Double> {
            switch self {
            case .audioPitch, .audioPan: -1...1
            default: 0...1
            }
        }

        /// The default Apple documents, or `nil` where its header states none (intensity,
        /// sharpness, volume and pitch).
        public var documentedDefault: Double? {
            switch self {
            case .attackTime, .decayTime, .releaseTime, .audioPan: 0
            case .sustained, .audioBrightness: 1
            case .hapticIntensity, .hapticSharpness, .audioVolume, .audioPitch: nil
            }
        }

        /// Whether the parameter has an effect on an event of `type`: `Haptic…` parameters on
        /// haptic events, `Audio…` parameters on audio events, the envelope parameters on both.
        public func applies(to type: EventType) -> Bool {
            switch self {
            case .hapticIntensity, .hapticSharpness: type.isHaptic
            case .audioVolume, .audioPitch, .audioPan, .audioBrightness: !type.isHaptic
            case .attackTime, .decayTime, .releaseTime, .sustained: true
            }
        }
    }
}
