#if canImport(CoreHaptics) && !os(watchOS)
import CoreHaptics

@available(iOS 13.0, macOS 10.15, tvOS 14.0, macCatalyst 13.0, *)
extension HapticPattern {
    /// The Core Haptics pattern for this pattern: the seam where `.pattern(_:)` feedback reaches a
    /// `CHHapticEngine`. Conversion only; what to build is decided in the core
    /// (``coreHapticsDynamics``), and `coreHapticsSwiftSource(name:)` writes the same calls as code.
    ///
    /// ```swift
    /// let engine = try CHHapticEngine()
    /// try engine.start()
    /// let player = try engine.makePlayer(with: HapticPattern.heartbeat.makeCHHapticPattern())
    /// try player.start(atTime: CHHapticTimeImmediate)
    /// ```
    ///
    /// - Parameter audioResource: the registered ID for an `AudioCustom` event's waveform path,
    ///   from `CHHapticEngine.registerAudioResource(_:options:)`. The default throws, so patterns
    ///   with audio files need it.
    /// - Returns: A `CHHapticPattern` with the same events, dynamic parameters and curves.
    /// - Throws: What `audioResource` or `CHHapticPattern`'s initializer throws.
    ///
    /// > Important: Core Haptics exists on iOS 13+, macOS 10.15+, Mac Catalyst and tvOS 14+, never
    /// > on watchOS; it plays only where `CHHapticEngine.capabilitiesForHardware().supportsHaptics`.
    public func makeCHHapticPattern(
        audioResource: (String) throws -> CHHapticAudioResourceID = { path in
            throw CHHapticError(.invalidAudioResource, userInfo: ["EventWaveformPath": path])
        }
    ) throws -> CHHapticPattern {
        let events = try events.map { event -> CHHapticEvent in
            let parameters = event.parameters.map {
                CHHapticEventParameter(
                    parameterID: $0.id.coreHaptics, value: Float($0.value))
            }
            if let waveform = event.waveform, event.type == .audioCustom {
                let resource = try audioResource(waveform.path)
                guard let duration = event.duration else {
                    return CHHapticEvent(audioResourceID: resource, parameters: parameters, relativeTime: event.time)
                }
                return CHHapticEvent(
                    audioResourceID: resource, parameters: parameters, relativeTime: event.time, duration: duration)
            }
            let type = event.type.coreHaptics
            guard let duration = event.duration else {
                return CHHapticEvent(eventType: type, parameters: parameters, relativeTime: event.time)
            }
            return CHHapticEvent(eventType: type, parameters: parameters, relativeTime: event.time, duration: duration)
        }
        switch coreHapticsDynamics {
        case .parameters(let parameters):
            return try CHHapticPattern(
                events: events,
                parameters: parameters.map {
                    CHHapticDynamicParameter(
                        parameterID: $0.id.coreHaptics, value: Float($0.value),
                        relativeTime: $0.time)
                })
        case .curves(let curves):
            return try CHHapticPattern(
                events: events,
                parameterCurves: curves.map { curve in
                    CHHapticParameterCurve(
                        parameterID: curve.id.coreHaptics,
                        controlPoints: curve.controlPoints.map {
                            CHHapticParameterCurve.ControlPoint(relativeTime: $0.time, value: Float($0.value))
                        },
                        relativeTime: curve.time)
                })
        }
    }
}

// The SDK's constants, named rather than rebuilt from AHAP strings: their string values are not
// part of Apple's documented API.

@available(iOS 13.0, macOS 10.15, tvOS 14.0, macCatalyst 13.0, *)
extension HapticPattern.Event.EventType {
    fileprivate var coreHaptics: CHHapticEvent.EventType {
        switch kind {
        case .hapticTransient: .hapticTransient
        case .hapticContinuous: .hapticContinuous
        case .audioContinuous: .audioContinuous
        case .audioCustom: .audioCustom
        }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 14.0, macCatalyst 13.0, *)
extension HapticPattern.Event.ParameterID {
    fileprivate var coreHaptics: CHHapticEvent.ParameterID {
        switch kind {
        case .hapticIntensity: .hapticIntensity
        case .hapticSharpness: .hapticSharpness
        case .attackTime: .attackTime
        case .decayTime: .decayTime
        case .releaseTime: .releaseTime
        case .sustained: .sustained
        case .audioVolume: .audioVolume
        case .audioPitch: .audioPitch
        case .audioPan: .audioPan
        case .audioBrightness: .audioBrightness
        }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 14.0, macCatalyst 13.0, *)
extension HapticPattern.DynamicParameter.ID {
    fileprivate var coreHaptics: CHHapticDynamicParameter.ID {
        switch kind {
        case .hapticIntensityControl: .hapticIntensityControl
        case .hapticSharpnessControl: .hapticSharpnessControl
        case .hapticAttackTimeControl: .hapticAttackTimeControl
        case .hapticDecayTimeControl: .hapticDecayTimeControl
        case .hapticReleaseTimeControl: .hapticReleaseTimeControl
        case .audioVolumeControl: .audioVolumeControl
        case .audioPanControl: .audioPanControl
        case .audioBrightnessControl: .audioBrightnessControl
        case .audioPitchControl: .audioPitchControl
        case .audioAttackTimeControl: .audioAttackTimeControl
        case .audioDecayTimeControl: .audioDecayTimeControl
        case .audioReleaseTimeControl: .audioReleaseTimeControl
        }
    }
}
#endif
