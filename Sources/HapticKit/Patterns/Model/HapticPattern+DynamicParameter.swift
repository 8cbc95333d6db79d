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
    /// The dynamic parameters of Core Haptics (`CHHapticDynamicParameter.ID`), named by their AHAP
    /// spellings (`rawValue`). They change events while they play: intensity control multiplies,
    /// the others add to the event's own value.
    ///
    /// ```swift
    /// HapticPattern.DynamicParameter.ID.hapticSharpnessControl.range   // -1...1
    /// ```
    ///
    /// A struct with a static member per parameter rather than an enum, as Core Haptics' own
    /// `CHHapticDynamicParameter.ID` is a `Hashable, RawRepresentable` struct (the Swift interface of
    /// `CHHapticParameter.h`, macOS 12 SDK, as generated in github.com/DougGregor/swift-concurrency-objc,
    /// `macOS/CoreHaptics/CHHapticParameter.swift`): Apple may add parameters, and a new case of a
    /// public enum would break every app's exhaustive `switch`. Compare with `==` or read `rawValue`.
    public struct ID: AppleNamedValue {
        /// The parameters, for HapticKit's own `switch`es; the raw value is the AHAP spelling.
        enum Kind: String, Hashable, Sendable, CaseIterable {
            case hapticIntensityControl = "HapticIntensityControl"
            case hapticSharpnessControl = "HapticSharpnessControl"
            case hapticAttackTimeControl = "HapticAttackTimeControl"
            case hapticDecayTimeControl = "HapticDecayTimeControl"
            case hapticReleaseTimeControl = "HapticReleaseTimeControl"
            case audioVolumeControl = "AudioVolumeControl"
            case audioPanControl = "AudioPanControl"
            case audioBrightnessControl = "AudioBrightnessControl"
            case audioPitchControl = "AudioPitchControl"
            case audioAttackTimeControl = "AudioAttackTimeControl"
            case audioDecayTimeControl = "AudioDecayTimeControl"
            case audioReleaseTimeControl = "AudioReleaseTimeControl"
        }

        let kind: Kind

        init(_ kind: Kind) {
            self.kind = kind
        }

        /// Multiplies haptic intensity, 0 to 1. Default 1.
        public static let hapticIntensityControl = ID(.hapticIntensityControl)
        /// Adds to haptic sharpness, -1 to 1. Default 0.
        public static let hapticSharpnessControl = ID(.hapticSharpnessControl)
        /// Adjusts haptic attack time, -1 to 1. Default 0.
        public static let hapticAttackTimeControl = ID(.hapticAttackTimeControl)
        /// Adjusts haptic decay time (transient events), -1 to 1. Default 0.
        public static let hapticDecayTimeControl = ID(.hapticDecayTimeControl)
        /// Adjusts haptic release time (continuous events), -1 to 1. Default 0.
        public static let hapticReleaseTimeControl = ID(.hapticReleaseTimeControl)
        /// Multiplies audio volume, 0 to 1. Default 1.
        public static let audioVolumeControl = ID(.audioVolumeControl)
        /// Adjusts audio pan, -1 to 1. Default 0.
        public static let audioPanControl = ID(.audioPanControl)
        /// Adjusts audio brightness, -1 to 1. Default 0.
        public static let audioBrightnessControl = ID(.audioBrightnessControl)
        /// Adjusts audio pitch, -1 to 1. Default 0.
        public static let audioPitchControl = ID(.audioPitchControl)
        /// Adjusts audio attack time, -1 to 1. Default 0.
        public static let audioAttackTimeControl = ID(.audioAttackTimeControl)
        /// Adjusts audio decay time, -1 to 1. Default 0.
        public static let audioDecayTimeControl = ID(.audioDecayTimeControl)
        /// Adjusts audio release time, -1 to 1. Default 0.
        public static let audioReleaseTimeControl = ID(.audioReleaseTimeControl)

        /// Every dynamic parameter, in the order above.
        public static let allCases: [ID] = Kind.allCases.map(ID.init)

        /// The values Core Haptics accepts; it clamps others to the nearest end.
        public var range: ClosedRange<Double> {
            switch kind {
            case .hapticIntensityControl, .audioVolumeControl: 0...1
            default: -1...1
            }
        }

        /// The value in effect before any change: 1 for the two multipliers, 0 for the others.
        public var defaultValue: Double {
            switch kind {
            case .hapticIntensityControl, .audioVolumeControl: 1
            default: 0
            }
        }
    }
}
