/// A custom haptic and audio pattern: what an AHAP file holds and what Core Haptics plays.
///
/// A pattern is plain data, built three ways:
///
/// ```swift
/// // 1. With the result builder (absolute times, `.at(_:)` shifts anything).
/// let boing = HapticPattern {
///     HapticPattern.Event.transient(intensity: 0.8, sharpness: 0.4)
///     HapticPattern.Event.continuous(duration: 0.25, intensity: 0.8, sharpness: 0.4).at(0.015)
///     HapticPattern.ParameterCurve(.hapticIntensityControl, at: 0.015, points: [(0, 1), (0.25, 0)])
/// }
///
/// // 2. From the compact notation (see `docs/Patterns.md` for the grammar).
/// let knock = try HapticPattern(notation: "O-o-O")
///
/// // 3. From an AHAP file; an error names the key path (HapticKitTooling's AHAPLinter gives line and column).
/// let empty = try HapticPattern(ahap: Array("{\"Pattern\": []}".utf8))
/// ```
///
/// The three kinds of pattern element live in three arrays, in the order they were given:
/// ``events``, ``dynamicParameters`` and ``parameterCurves``. `AHAPWriter` writes them in that
/// order, so an element's AHAP path (`Pattern[3]`) counts events first, then parameters, then
/// curves.
///
/// Values are stored as given; Core Haptics clamps them when it plays. HapticKitTooling's
/// `AHAPLinter` reports what it would clamp, default or reject; ``init(ahap:)`` already applies
/// Core Haptics' clamps.
///
/// > Important: Core Haptics plays patterns on iPhone (iOS 13+), Mac Catalyst, macOS and tvOS
/// > game controllers; never on watchOS, and only on devices whose
/// > `CHHapticEngine.capabilitiesForHardware().supportsHaptics` is true. Patterns are reported to
/// > ignore the System Haptics switch, which UIKit feedback generators obey (one maintainer's
/// > statement, software-mansion/pulsar#129; Apple's docs do not say).
public struct HapticPattern: Hashable, Sendable {
    /// The AHAP `Version`, 1.0 for every file Apple has published.
    public var version: Double
    /// The AHAP `Metadata`: free text such as `Project`, `Created` and `Description`. Core Haptics
    /// ignores it; `AHAPWriter` writes it with sorted keys.
    public var metadata: [String: String]
    /// The haptic and audio events, in the order given.
    public var events: [Event]
    /// Instant changes of a dynamic parameter (AHAP `Parameter` elements), in the order given.
    public var dynamicParameters: [DynamicParameter]
    /// Gradual changes of a dynamic parameter (AHAP `ParameterCurve` elements), in the order given.
    public var parameterCurves: [ParameterCurve]

    /// Creates a pattern from its elements.
    ///
    /// ```swift
    /// let tap = HapticPattern(events: [.transient(intensity: 1, sharpness: 0.5)])
    /// ```
    public init(
        events: [Event] = [],
        dynamicParameters: [DynamicParameter] = [],
        parameterCurves: [ParameterCurve] = [],
        metadata: [String: String] = [:],
        version: Double = 1
    ) {
        self.version = version
        self.metadata = metadata
        self.events = events
        self.dynamicParameters = dynamicParameters
        self.parameterCurves = parameterCurves
    }

    /// Whether the pattern has no element at all.
    public var isEmpty: Bool {
        events.isEmpty && dynamicParameters.isEmpty && parameterCurves.isEmpty
    }

    /// How many elements the AHAP `Pattern` array holds.
    public var elementCount: Int {
        events.count + dynamicParameters.count + parameterCurves.count
    }

    /// When the last element ends, in seconds, as `CHHapticPattern.duration` counts it: the latest
    /// event end (time plus duration), dynamic parameter time, or curve end.
    ///
    /// ```swift
    /// try HapticPattern(notation: "O-O").duration   // 0.2: the second tap starts at 0.2 s
    /// ```
    public var duration: Double {
        var end = 0.0
        for event in events {
            end = Swift.max(end, event.time + (event.duration ?? 0))
        }
        for parameter in dynamicParameters {
            end = Swift.max(end, parameter.time)
        }
        for curve in parameterCurves {
            end = Swift.max(end, curve.time + (curve.controlPoints.last?.time ?? 0))
        }
        return end
    }

    /// The pattern with every element moved `seconds` later (earlier when negative).
    ///
    /// ```swift
    /// let late = HapticPattern { HapticPattern.Event.transient() }.shifted(by: 0.5)
    /// late.events[0].time   // 0.5
    /// ```
    public func shifted(by seconds: Double) -> HapticPattern {
        var copy = self
        for index in copy.events.indices {
            copy.events[index].time += seconds
        }
        for index in copy.dynamicParameters.indices {
            copy.dynamicParameters[index].time += seconds
        }
        for index in copy.parameterCurves.indices {
            copy.parameterCurves[index].time += seconds
        }
        return copy
    }

    /// The pattern with every haptic event's intensity multiplied by `factor`, as a global
    /// intensity setting scales it. `factor` is clamped into `0...1` (NaN counts as 1, as for
    /// ``HapticFeedback/impact(weight:intensity:)``); a haptic event without `HapticIntensity` gets one of `factor`.
    ///
    /// ```swift
    /// HapticPattern.tap.scalingIntensity(by: 0.5).events[0].value(of: .hapticIntensity)   // 0.5
    /// ```
    public func scalingIntensity(by factor: Double) -> HapticPattern {
        let factor = factor.clamped(to: 0...1, nanValue: 1)
        var copy = self
        for index in copy.events.indices where copy.events[index].type.isHaptic {
            var found = false
            for parameter in copy.events[index].parameters.indices
            where copy.events[index].parameters[parameter].id == .hapticIntensity {
                copy.events[index].parameters[parameter].value *= factor
                found = true
            }
            if !found { copy.events[index].parameters.append(Event.Parameter(.hapticIntensity, factor)) }
        }
        return copy
    }

    /// Appends the elements of `other`, keeping their times; metadata already here wins.
    public mutating func append(contentsOf other: HapticPattern) {
        events += other.events
        dynamicParameters += other.dynamicParameters
        parameterCurves += other.parameterCurves
        metadata.merge(other.metadata) { mine, _ in mine }
    }
}
