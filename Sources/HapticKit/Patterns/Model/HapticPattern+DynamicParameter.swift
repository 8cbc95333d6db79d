extension HapticPattern {
    /// An instant change of a dynamic parameter for the whole pattern: an AHAP `Parameter`, a
    /// `CHHapticDynamicParameter`. It holds from ``time`` until the next change of the same ID.
    ///
    /// ```swift
    /// let softer = HapticPattern.DynamicParameter(.hapticIntensityControl, 0.5, at: 0.2)
    /// ```
    public struct DynamicParameter: Hashable, Sendable {
        /// Which parameter.
        public var id: ID
        /// Its value; ``ID/range`` says what Core Haptics accepts.
        public var value: Double
        /// When it takes effect, in seconds from the start of the pattern (AHAP `Time`).
        public var time: Double

        /// Creates a dynamic parameter change.
        public init(_ id: ID, _ value: Double, at time: Double = 0) {
            self.id = id
            self.value = value
            self.time = time
        }
    }
}

extension HapticPattern.DynamicParameter {
    /// The dynamic parameters of Core Haptics (`CHHapticDynamicParameter.ID`), with their AHAP
    /// spellings as raw values. They change events while they play: intensity control multiplies,
    /// the others add to the event's own value.
    ///
    /// ```swift
    /// HapticPattern.DynamicParameter.ID.hapticSharpnessControl.range   // -1...1
    /// ```
    public enum ID: String, Hashable, Sendable, CaseIterable {
        /// Multiplies haptic intensity, 0 to 1. Default 1.
        case hapticIntensityControl = "HapticIntensityControl"
        /// Adds to haptic sharpness, -1 to 1. Default 0.
        case hapticSharpnessControl = "HapticSharpnessControl"
        /// Adjusts haptic attack time, -1 to 1. Default 0.
        case hapticAttackTimeControl = "HapticAttackTimeControl"
        /// Adjusts haptic decay time (transient events), -1 to 1. Default 0.
        case hapticDecayTimeControl = "HapticDecayTimeControl"
        /// Adjusts haptic release time (continuous events), -1 to 1. Default 0.
        case hapticReleaseTimeControl = "HapticReleaseTimeControl"
        /// Multiplies audio volume, 0 to 1. Default 1.
        case audioVolumeControl = "AudioVolumeControl"
        /// Adjusts audio pan, -1 to 1. Default 0.
        case audioPanControl = "AudioPanControl"
        /// Adjusts audio brightness, -1 to 1. Default 0.
        case audioBrightnessControl = "AudioBrightnessControl"
        /// Adjusts audio pitch, -1 to 1. Default 0.
        case audioPitchControl = "AudioPitchControl"
        /// Adjusts audio attack time, -1 to 1. Default 0.
        case audioAttackTimeControl = "AudioAttackTimeControl"
        /// Adjusts audio decay time, -1 to 1. Default 0.
        case audioDecayTimeControl = "AudioDecayTimeControl"
        /// Adjusts audio release time, -1 to 1. Default 0.
        case audioReleaseTimeControl = "AudioReleaseTimeControl"

        /// The values Core Haptics accepts; it clamps others to the nearest end.
        public var range: ClosedRange<Double> {
            switch self {
            case .hapticIntensityControl, .audioVolumeControl: 0...1
            default: -1...1
            }
        }

        /// The value in effect before any change: 1 for the two multipliers, 0 for the others.
        public var defaultValue: Double {
            switch self {
            case .hapticIntensityControl, .audioVolumeControl: 1
            default: 0
            }
        }
    }
}
