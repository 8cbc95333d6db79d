extension HapticPattern.Event {
    /// The event parameters of Core Haptics (`CHHapticEvent.ParameterID`), named by their AHAP
    /// spellings (`rawValue`), with the ranges and defaults from Apple's header comments.
    ///
    /// ```swift
    /// HapticPattern.Event.ParameterID.audioPan.range   // -1...1
    /// ```
    ///
    /// A struct with a static member per parameter rather than an enum, as Core Haptics' own
    /// `CHHapticEvent.ParameterID` is a `Hashable, RawRepresentable` struct (the Swift interface of
    /// `CHHapticParameter.h`, macOS 12 SDK, as generated in github.com/DougGregor/swift-concurrency-objc,
    /// `macOS/CoreHaptics/CHHapticParameter.swift`): Apple may add parameters, and a new case of a
    /// public enum would break every app's exhaustive `switch`. Compare with `==` or read `rawValue`.
    public struct ParameterID: AppleNamedValue {
        /// The parameters, for HapticKit's own `switch`es; the raw value is the AHAP spelling.
        enum Kind: String, Hashable, Sendable, CaseIterable {
            case hapticIntensity = "HapticIntensity"
            case hapticSharpness = "HapticSharpness"
            case attackTime = "AttackTime"
            case decayTime = "DecayTime"
            case releaseTime = "ReleaseTime"
            case sustained = "Sustained"
            case audioVolume = "AudioVolume"
            case audioPitch = "AudioPitch"
            case audioPan = "AudioPan"
            case audioBrightness = "AudioBrightness"
        }

        let kind: Kind

        init(_ kind: Kind) {
            self.kind = kind
        }

        /// Strength of a haptic event, 0 (weak) to 1 (strong).
        public static let hapticIntensity = ParameterID(.hapticIntensity)
        /// Feel of a haptic event, 0 (round, organic) to 1 (crisp, precise).
        public static let hapticSharpness = ParameterID(.hapticSharpness)
        /// When the envelope starts rising, 0 to 1 (exponential). Default 0.
        public static let attackTime = ParameterID(.attackTime)
        /// When the envelope starts falling, 0 to 1; only when `Sustained` is 0. Default 0.
        public static let decayTime = ParameterID(.decayTime)
        /// When the envelope fades out after the event, 0 to 1. Default 0.
        public static let releaseTime = ParameterID(.releaseTime)
        /// Whether a continuous event holds its level for its whole duration: 0 or 1. Default 1.
        public static let sustained = ParameterID(.sustained)
        /// Loudness of an audio event, 0 to 1.
        public static let audioVolume = ParameterID(.audioVolume)
        /// Pitch of an audio event, -1 to 1.
        public static let audioPitch = ParameterID(.audioPitch)
        /// Stereo position of an audio event, -1 (left) to 1 (right). Default 0.
        public static let audioPan = ParameterID(.audioPan)
        /// Brightness of an audio event, 0 to 1. Default 1.
        public static let audioBrightness = ParameterID(.audioBrightness)

        /// Every event parameter, in the order above.
        public static let allCases: [ParameterID] = Kind.allCases.map(ParameterID.init)

        /// The values Core Haptics accepts; it clamps others to the nearest end.
        public var range: ClosedRange<Double> {
            switch kind {
            case .audioPitch, .audioPan: -1...1
            default: 0...1
            }
        }

        /// The default Apple documents, or `nil` where its header states none (intensity,
        /// sharpness, volume and pitch).
        public var documentedDefault: Double? {
            switch kind {
            case .attackTime, .decayTime, .releaseTime, .audioPan: 0
            case .sustained, .audioBrightness: 1
            case .hapticIntensity, .hapticSharpness, .audioVolume, .audioPitch: nil
            }
        }

        /// Whether the parameter has an effect on an event of `type`: `Haptic…` parameters on
        /// haptic events, `Audio…` parameters on audio events, the envelope parameters on both.
        public func applies(to type: EventType) -> Bool {
            switch kind {
            case .hapticIntensity, .hapticSharpness: type.isHaptic
            case .audioVolume, .audioPitch, .audioPan, .audioBrightness: !type.isHaptic
            case .attackTime, .decayTime, .releaseTime, .sustained: true
            }
        }
    }
}
