import HapticKit

/// A pattern as Android's `VibrationEffect.createWaveform(timings, amplitudes, repeat)` takes it.
///
/// ```swift
/// let waveform = try HapticPattern(notation: "O-o").androidWaveform()
/// waveform.timings      // [20, 180, 20]  (ms)
/// waveform.amplitudes   // [255, 0, 179]
/// print(waveform.kotlin(name: "knock"))
/// ```
///
/// How the pattern is approximated (`docs/Patterns.md` has the details):
/// - Android has no sharpness: only intensity is kept, as amplitude `round(intensity × 255)`
///   (at least 1 while anything plays).
/// - A transient becomes a 20 ms pulse; a continuous event a piece as long as the event.
/// - Dynamic parameters and curves are applied (intensity control multiplies); while a curve
///   ramps, the level is held in steps of at most 10 ms.
/// - Overlapping events: the strongest wins. Audio events are left out.
/// - Times are rounded to whole milliseconds.
/// - A pattern with nothing to feel (no haptic event, or none above zero intensity) gives empty
///   ``timings`` (``isSilent``): Android's `createWaveform` refuses those ("at least one timing
///   must be non-zero", AOSP `core/java/android/os/VibrationEffect.java`), so don't call it; the
///   Kotlin function then does nothing.
public struct AndroidWaveform: Hashable, Sendable {
    /// How long each piece lasts, in milliseconds.
    public var timings: [Int]
    /// The amplitude of each piece: 0 (off) to 255.
    public var amplitudes: [Int]
    /// The index in ``timings`` to repeat from, or -1 to play once.
    public var repeatIndex: Int
    /// The same pattern as alternating off and on milliseconds, starting with off, for
    /// `createWaveform(timings, repeat)` on devices without amplitude control.
    public var onOffTimings: [Int]

    /// Whether there is nothing to feel: ``timings`` is empty, which `createWaveform` refuses.
    public var isSilent: Bool { timings.isEmpty }

    /// `{"timings": [...], "amplitudes": [...], "repeat": -1}`
    public var json: String {
        "{\n  \"timings\": \(list(timings)),\n  \"amplitudes\": \(list(amplitudes)),\n"
            + "  \"repeat\": \(repeatIndex),\n  \"onOffTimings\": \(list(onOffTimings))\n}\n"
    }

    /// A Kotlin function that plays the pattern on a `Vibrator`, falling back to on/off timings
    /// where the device has no amplitude control.
    public func kotlin(name: String = "pattern") -> String {
        let function = "play" + CodeName.camelCase(name)
        func longs(_ numbers: [Int]) -> String { numbers.map(String.init).joined(separator: ", ") }
        guard !isSilent else {
            return """
                import android.os.Vibrator

                /**
                 * Plays "\(CodeName.comment(name))", converted from a Core Haptics pattern by haptickit.
                 * The pattern has nothing to feel, so this does nothing: createWaveform refuses
                 * empty timings.
                 */
                @Suppress("UNUSED_PARAMETER")
                fun \(function)(vibrator: Vibrator) {}

                """
        }
        return """
            import android.os.VibrationEffect
            import android.os.Vibrator

            /**
             * Plays "\(CodeName.comment(name))", converted from a Core Haptics pattern by haptickit.
             * Android has no sharpness: only intensity is kept, as amplitude (0-255).
             */
            fun \(function)(vibrator: Vibrator) {
                val timings = longArrayOf(\(longs(timings)))
                val amplitudes = intArrayOf(\(longs(amplitudes)))
                val effect = if (vibrator.hasAmplitudeControl()) {
                    VibrationEffect.createWaveform(timings, amplitudes, \(repeatIndex))
                } else {
                    // No amplitude control: on/off only, starting with off; plays once.
                    VibrationEffect.createWaveform(longArrayOf(\(longs(onOffTimings))), -1)
                }
                vibrator.vibrate(effect)
            }

            """
    }

    private func list(_ numbers: [Int]) -> String {
        "[" + numbers.map(String.init).joined(separator: ", ") + "]"
    }
}

extension HapticPattern {
    /// The pattern as an Android waveform; see ``AndroidWaveform`` for how it is approximated.
    ///
    /// - Parameter repeatIndex: the index in `timings` to loop from, or -1 to play once.
    /// - Returns: The timings and amplitudes of a `VibrationEffect.createWaveform` call.
    /// - Throws: ``HapticPatternExportError`` when the pattern has errors or lasts over ten minutes.
    public func androidWaveform(repeatIndex: Int = -1) throws -> AndroidWaveform {
        try checkRenderable()
        let track = HapticLevelTrack(HapticTimeline(self))
        let segments = track.millisecondSegments
        return AndroidWaveform(
            timings: segments.map(\.milliseconds), amplitudes: segments.map(\.amplitude),
            repeatIndex: (-1..<segments.count).contains(repeatIndex) ? repeatIndex : -1,
            onOffTimings: track.onOffMilliseconds)
    }
}
