extension HapticPattern {
    /// A built-in pattern and the name the CLI and scripts use for it.
    package struct Preset: Hashable, Sendable {
        /// The kebab-case name: `heartbeat`, `double-tap`, …
        package var name: String
        /// What it feels like, in a few words.
        package var summary: String
        /// The pattern.
        package var pattern: HapticPattern
    }

    /// A single firm tap.
    public static let tap = HapticPattern { HapticPattern.Event.transient(intensity: 1, sharpness: 0.5) }

    /// Two quick, crisp taps.
    public static let doubleTap = HapticPattern {
        HapticPattern.Event.transient(intensity: 0.8, sharpness: 0.7)
        HapticPattern.Event.transient(intensity: 0.8, sharpness: 0.7).at(0.1)
    }

    /// Two heartbeats: a soft "lub", a firmer "dub", then a pause.
    public static let heartbeat = HapticPattern {
        HapticPattern(repeating: 2, every: 0.8) {
            HapticPattern.Event.transient(intensity: 0.7, sharpness: 0.2)
            HapticPattern.Event.transient(intensity: 1, sharpness: 0.3).at(0.14)
        }
    }

    /// A light tap rising into a crisp one, for a task that went well.
    public static let success = HapticPattern {
        HapticPattern.Event.transient(intensity: 0.5, sharpness: 0.5)
        HapticPattern.Event.transient(intensity: 1, sharpness: 0.8).at(0.12)
    }

    /// Two even, rounder taps with a gap, for something that needs attention.
    public static let warning = HapticPattern {
        HapticPattern.Event.transient(intensity: 0.9, sharpness: 0.3)
        HapticPattern.Event.transient(intensity: 0.9, sharpness: 0.3).at(0.22)
    }

    /// Three heavy, dull taps and a short buzz, for a failure.
    public static let error = HapticPattern {
        HapticPattern(repeating: 3, every: 0.08) { HapticPattern.Event.transient(intensity: 1, sharpness: 0.1) }
        HapticPattern.Event.continuous(duration: 0.12, intensity: 0.6, sharpness: 0.1).at(0.24)
    }

    /// A deep vibration that fades out over 0.6 s.
    public static let rumble = HapticPattern {
        HapticPattern.Event.continuous(duration: 0.6, intensity: 1, sharpness: 0.1)
        ParameterCurve(.hapticIntensityControl, points: [(0, 1), (0.15, 0.8), (0.6, 0)])
    }

    /// A vibration that swells from nothing to full and gets sharper, ending in a tap.
    public static let rampUp = HapticPattern {
        HapticPattern.Event.continuous(duration: 0.5, intensity: 1, sharpness: 0.4)
        ParameterCurve(.hapticIntensityControl, points: [(0, 0), (0.5, 1)])
        ParameterCurve(.hapticSharpnessControl, points: [(0, -0.3), (0.5, 0.3)])
        HapticPattern.Event.transient(intensity: 1, sharpness: 0.9).at(0.5)
    }

    /// A springy hit: a tap and a wobble that dies away.
    public static let boing = HapticPattern {
        HapticPattern.Event.transient(intensity: 0.9, sharpness: 0.5)
        HapticPattern.Event.continuous(duration: 0.35, intensity: 0.9, sharpness: 0.3).at(0.02)
        ParameterCurve(.hapticIntensityControl, at: 0.02, points: [(0, 1), (0.12, 0.4), (0.35, 0)])
        ParameterCurve(.hapticSharpnessControl, at: 0.02, points: [(0, 0.2), (0.35, -0.2)])
    }

    /// A quick roll of light taps ending in a heavy hit.
    public static let drumroll = HapticPattern {
        HapticPattern(repeating: 10, every: 0.04) { HapticPattern.Event.transient(intensity: 0.45, sharpness: 0.9) }
        HapticPattern.Event.transient(intensity: 1, sharpness: 0.6).at(0.45)
    }

    /// Every built-in pattern, in the order `haptickit` lists them.
    package static let presets: [Preset] = [
        Preset(name: "tap", summary: "a single firm tap", pattern: tap),
        Preset(name: "double-tap", summary: "two quick, crisp taps", pattern: doubleTap),
        Preset(name: "heartbeat", summary: "two heartbeats, lub-dub", pattern: heartbeat),
        Preset(name: "success", summary: "a light tap rising into a crisp one", pattern: success),
        Preset(name: "warning", summary: "two even, round taps with a gap", pattern: warning),
        Preset(name: "error", summary: "three heavy, dull taps and a short buzz", pattern: error),
        Preset(name: "rumble", summary: "a deep vibration fading out over 0.6 s", pattern: rumble),
        Preset(name: "ramp-up", summary: "a vibration swelling to full, ending in a tap", pattern: rampUp),
        Preset(name: "boing", summary: "a springy hit that wobbles and dies away", pattern: boing),
        Preset(name: "drumroll", summary: "a roll of light taps ending in a heavy hit", pattern: drumroll),
    ]

    /// The built-in pattern with this name, or `nil`: the kebab-case name of one of the patterns
    /// above (`heartbeat` for ``heartbeat``, `double-tap` for ``doubleTap``, …).
    ///
    /// ```swift
    /// let pattern = HapticPattern.preset(named: "heartbeat")
    /// ```
    public static func preset(named name: String) -> HapticPattern? {
        presets.first { $0.name == name.lowercased() }?.pattern
    }
}
