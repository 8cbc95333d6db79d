import HapticKit

/// A pattern as the Web Vibration API takes it: `navigator.vibrate([vibrate, pause, vibrate, …])`.
///
/// ```swift
/// let web = try HapticPattern(notation: "O-o").webVibrationPattern()
/// web.milliseconds   // [20, 180, 20]
/// web.javascript     // "navigator.vibrate([20, 180, 20]);"
/// ```
///
/// The web has no amplitude and no sharpness: every moment the Android waveform
/// (``AndroidWaveform``) is above zero vibrates at the device's one strength, every other moment
/// pauses. A pattern that starts with a pause begins with `0` (vibrate for no time).
public struct WebVibrationPattern: Hashable, Sendable {
    /// Alternating vibrate and pause lengths in milliseconds, starting with vibrate.
    public var milliseconds: [Int]

    /// `[20, 180, 20]`
    public var json: String {
        "[" + milliseconds.map(String.init).joined(separator: ", ") + "]"
    }

    /// `navigator.vibrate([20, 180, 20]);`
    public var javascript: String {
        "navigator.vibrate(\(json));"
    }
}

extension HapticPattern {
    /// The pattern for the Web Vibration API; see ``WebVibrationPattern`` for the approximation.
    ///
    /// - Throws: ``HapticPatternExportError`` when the pattern has errors or lasts over ten minutes.
    public func webVibrationPattern() throws -> WebVibrationPattern {
        try checkRenderable()
        var durations = HapticLevelTrack(HapticTimeline(self)).onOffMilliseconds
        if durations.first == 0 {
            durations.removeFirst()
        } else if !durations.isEmpty {
            durations.insert(0, at: 0)
        }
        return WebVibrationPattern(milliseconds: durations)
    }
}
