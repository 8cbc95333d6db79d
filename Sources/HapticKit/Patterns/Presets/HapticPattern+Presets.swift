extension HapticPattern {
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

    /// Every built-in pattern with its name, in the order `haptickit` lists them: what
    /// ``preset(named:)`` reads and `HapticFeedback.name` writes (`pattern:heartbeat`).
    package static let presets: [(name: String, pattern: HapticPattern)] = [
        ("tap", tap),
        ("double-tap", doubleTap),
        ("heartbeat", heartbeat),
        ("success", success),
        ("warning", warning),
        ("error", error),
        ("rumble", rumble),
        ("ramp-up", rampUp),
        ("boing", boing),
        ("drumroll", drumroll),
    ]

    /// The built-in pattern with this name, or `nil`: the kebab-case name of one of the patterns
    /// above (`heartbeat` for ``heartbeat``, `double-tap` for ``doubleTap``, …), or the same
    /// letters without its `-`s (`doubleTap`), in any case, as every HapticKit name reads.
    ///
    /// ```swift
    /// let pattern = HapticPattern.preset(named: "heartbeat")
    /// ```
    public static func preset(named name: String) -> HapticPattern? {
        presets.first { KebabName.matches(name, name: $0.name) }?.pattern
    }
}
