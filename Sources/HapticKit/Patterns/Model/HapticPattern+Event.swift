extension HapticPattern {
    /// One haptic or audio event: an AHAP `Event`, a `CHHapticEvent`.
    ///
    /// ```swift
    /// let tap = HapticPattern.Event.transient(intensity: 1, sharpness: 0.7, at: 0.1)
    /// let hum = HapticPattern.Event.continuous(duration: 0.5, intensity: 0.6, sharpness: 0.2)
    /// let clip = HapticPattern.Event.audioCustom("Sounds/Hit.wav", volume: 0.8)
    /// ```
    public struct Event: Hashable, Sendable {
        /// What kind of event it is: AHAP `EventType`, `CHHapticEvent.EventType`.
        public var type: EventType
        /// When it starts, in seconds from the start of the pattern (AHAP `Time`).
        public var time: Double
        /// How long it lasts, in seconds (AHAP `EventDuration`). Continuous events need one, at
        /// most 30 s; on a transient it only pads the pattern.
        public var duration: Double?
        /// Its parameters, in the order given (AHAP `EventParameters`).
        public var parameters: [Parameter]
        /// The audio file an ``EventType/audioCustom`` event plays; `nil` for other types.
        public var waveform: Waveform?

        /// Core Haptics' longest continuous event, in seconds: it cuts a longer one there.
        package static let maximumContinuousDuration = 30.0

        /// Creates an event of any type.
        public init(
            type: EventType,
            time: Double = 0,
            duration: Double? = nil,
            parameters: [Parameter] = [],
            waveform: Waveform? = nil
        ) {
            self.type = type
            self.time = time
            self.duration = duration
            self.parameters = parameters
            self.waveform = waveform
        }

        /// A haptic tap: an AHAP `HapticTransient` event with intensity and sharpness, `time`
        /// seconds from the start of its pattern (in a `HapticPattern { … }` block: of its block).
        ///
        /// ```swift
        /// let doubleTap = HapticPattern {
        ///     HapticPattern.Event.transient(intensity: 1, sharpness: 0.8)
        ///     HapticPattern.Event.transient(intensity: 0.6, sharpness: 0.8, at: 0.1)
        /// }
        /// ```
        ///
        /// Values outside `0...1` are kept as given; `AHAPLinter` (HapticKitTooling) reports them.
        public static func transient(intensity: Double = 1, sharpness: Double = 0.5, at time: Double = 0) -> Event {
            Event(
                type: .hapticTransient, time: time,
                parameters: [.init(.hapticIntensity, intensity), .init(.hapticSharpness, sharpness)])
        }

        /// A haptic vibration that lasts `duration` seconds: an AHAP `HapticContinuous` event,
        /// `time` seconds from the start of its pattern (in a `HapticPattern { … }` block: of its
        /// block). Core Haptics plays at most 30 s.
        ///
        /// ```swift
        /// let rumble = HapticPattern {
        ///     HapticPattern.Event.continuous(duration: 0.6, intensity: 0.9, sharpness: 0.1)
        ///     HapticPattern.ParameterCurve(.hapticIntensityControl, points: [(0, 1), (0.6, 0)])
        /// }
        /// ```
        public static func continuous(
            duration: Double, intensity: Double = 1, sharpness: Double = 0.5, at time: Double = 0
        ) -> Event {
            Event(
                type: .hapticContinuous, time: time, duration: duration,
                parameters: [.init(.hapticIntensity, intensity), .init(.hapticSharpness, sharpness)])
        }

        /// A sound file played once: an `AudioCustom` event. `path` is the AHAP
        /// `EventWaveformPath`, resolved by Core Haptics relative to the app bundle.
        public static func audioCustom(_ path: String, volume: Double? = nil, at time: Double = 0) -> Event {
            Event(
                type: .audioCustom, time: time, parameters: volume.map { [.init(.audioVolume, $0)] } ?? [],
                waveform: Waveform(path: path))
        }

        /// A synthesized tone that lasts `duration` seconds: an `AudioContinuous` event.
        public static func audioContinuous(
            duration: Double, volume: Double? = nil, pitch: Double? = nil, at time: Double = 0
        ) -> Event {
            var parameters: [Parameter] = []
            if let volume { parameters.append(.init(.audioVolume, volume)) }
            if let pitch { parameters.append(.init(.audioPitch, pitch)) }
            return Event(type: .audioContinuous, time: time, duration: duration, parameters: parameters)
        }

        /// The value of a parameter: the last one given with that ID, or `nil`.
        ///
        /// ```swift
        /// HapticPattern.Event.transient(intensity: 0.3).value(of: .hapticIntensity)   // 0.3
        /// ```
        public func value(of id: ParameterID) -> Double? {
            parameters.last { $0.id == id }?.value
        }
    }
}

extension HapticPattern.Event {
    /// The event types of Core Haptics (`CHHapticEvent.EventType`), named by their AHAP spellings
    /// (`rawValue`).
    ///
    /// A struct with a static member per type rather than an enum, as Core Haptics' own
    /// `CHHapticEvent.EventType` is a `Hashable, RawRepresentable` struct (the Swift interface of
    /// `CHHapticEvent.h`, macOS 12 SDK, as generated in github.com/DougGregor/swift-concurrency-objc,
    /// `macOS/CoreHaptics/CHHapticEvent.swift`): Apple may add types, and a new case of a public
    /// enum would break every app's exhaustive `switch`. Compare with `==` or read `rawValue`.
    public struct EventType: AppleNamedValue {
        /// The types, for HapticKit's own `switch`es; the raw value is the AHAP spelling.
        enum Kind: String, Hashable, Sendable, CaseIterable {
            case hapticTransient = "HapticTransient"
            case hapticContinuous = "HapticContinuous"
            case audioContinuous = "AudioContinuous"
            case audioCustom = "AudioCustom"
        }

        let kind: Kind

        init(_ kind: Kind) {
            self.kind = kind
        }

        /// A short tap that ends on its own (`HapticTransient`).
        public static let hapticTransient = EventType(.hapticTransient)
        /// A vibration with a duration (`HapticContinuous`).
        public static let hapticContinuous = EventType(.hapticContinuous)
        /// A synthesized tone with a duration (`AudioContinuous`).
        public static let audioContinuous = EventType(.audioContinuous)
        /// A sound file (`AudioCustom`), named by ``HapticPattern/Event/Waveform/path``.
        public static let audioCustom = EventType(.audioCustom)

        /// Every event type, in the order above.
        public static let allCases: [EventType] = Kind.allCases.map(EventType.init)

        /// Whether the event is felt (haptic) rather than heard (audio).
        public var isHaptic: Bool {
            switch kind {
            case .hapticTransient, .hapticContinuous: true
            case .audioContinuous, .audioCustom: false
            }
        }

        /// Whether the event needs an `EventDuration` (the continuous types).
        public var needsDuration: Bool {
            switch kind {
            case .hapticContinuous, .audioContinuous: true
            case .hapticTransient, .audioCustom: false
            }
        }
    }

    /// The sound file of an `AudioCustom` event and how to play it.
    public struct Waveform: Hashable, Sendable {
        /// AHAP `EventWaveformPath`: the file, relative to the app bundle.
        public var path: String
        /// AHAP `EventWaveformUseVolumeEnvelope` (iOS 15+); `nil` leaves Core Haptics' default (true).
        public var usesVolumeEnvelope: Bool?
        /// AHAP `EventWaveformLoopEnabled` (iOS 16+); `nil` leaves Core Haptics' default (false).
        public var loopEnabled: Bool?

        /// Creates a waveform reference.
        public init(path: String, usesVolumeEnvelope: Bool? = nil, loopEnabled: Bool? = nil) {
            self.path = path
            self.usesVolumeEnvelope = usesVolumeEnvelope
            self.loopEnabled = loopEnabled
        }
    }

    /// One event parameter: AHAP `{ "ParameterID": …, "ParameterValue": … }`,
    /// `CHHapticEventParameter`.
    public struct Parameter: Hashable, Sendable {
        /// Which parameter.
        public var id: ParameterID
        /// Its value; ``ParameterID/range`` says what Core Haptics accepts.
        public var value: Double

        /// Creates a parameter.
        public init(_ id: ParameterID, _ value: Double) {
            self.id = id
            self.value = value
        }
    }
}
