#if DEBUG
import Foundation

/// Everything the stand-in shows of one outcome, decided here so that the overlay, the speaker
/// and the console only draw, play and write it: where, for how long, the ripple, the caption,
/// the console line and the sound.
///
/// What it stands for is the pattern an accessory plays for the feedback (HapticKit's choice:
/// one transient whose strength and sharpness follow an impact's style, the notification
/// presets, the pattern itself), or the pattern of the call that was made. In the Simulator,
/// where every request is skipped as `simulator`, it shows what the same device would do: the
/// router's call for the profile with the Simulator taken away (its plain form for a view-less
/// request, as the player makes it).
struct StandInCue: Sendable {
    /// Where the ripple is drawn.
    enum Placement: Sendable {
        /// At this location in the request's view.
        case inView(CGPoint)
        /// At the top of the window, centred: a view-less request.
        case topOfScreen

        /// The location in the request's view; `nil` at the top of the window.
        var location: CGPoint? {
            if case .inView(let location) = self { return location }
            return nil
        }
    }

    /// One ring of the ripple: a haptic event of the pattern.
    struct Ring: Hashable, Sendable {
        /// When it appears, in seconds after the request.
        var delay: Double
        /// How far it spreads, in points: 20 at intensity 0 to 80 at intensity 1.
        var radius: Double
        /// How thick its edge is, in points: 10 for a dull event (sharpness 0) to 1.5 for a sharp one.
        var lineWidth: Double
        /// How long it takes to spread, in seconds: 0.45 when dull to 0.2 when sharp.
        var spreadSeconds: Double
        /// How long it stays spread before it fades: a continuous event's duration; 0 for a transient.
        var holdSeconds: Double
    }

    /// The feedback the app asked for.
    let feedback: HapticFeedback
    /// Whether it stands for something felt: it played, or a device would play it where the
    /// Simulator skipped it. Otherwise the ripple is drawn faint and dashed, and nothing sounds.
    let isFelt: Bool
    let placement: Placement
    /// The rings, at most ``maximumRings``, in time order.
    let rings: [Ring]
    /// The caption's first line: the feedback's name.
    let title: String
    /// The caption's second line: the call, what a device would call, or why nothing played.
    let detail: String
    /// The console line: feedback, device profile, then ``detail``.
    let logLine: String
    /// How long the ripple and caption stay on screen, in seconds: the rings, then 0.9 s to read
    /// the caption; 1.2 s at least, 3.5 s at most.
    let seconds: Double
    /// The sound; silent unless ``isFelt``.
    let sound: StandInSound

    static let maximumRings = 8

    /// The cue for `outcome` of `feedback`, played by a player routing for `device` with
    /// `routing`, in a view at `location` or in none.
    ///
    /// Made again on every play, from the whole pattern (its rings and its sound), not cached: a
    /// pattern of many thousand events costs time in proportion to its events each time it plays.
    /// HapticKit's choice, as the stand-in runs in Debug builds only and apps' patterns are short;
    /// a cache keyed by pattern would cost memory for every pattern an app plays.
    init(
        feedback: HapticFeedback, outcome: HapticOutcome, device: DeviceProfile, routing: HapticRouting,
        location: CGPoint?
    ) {
        self.feedback = feedback
        placement = location.map(Placement.inView) ?? .topOfScreen
        var pattern = feedback.standInPattern
        switch outcome {
        case .played(let playback):
            isFelt = true
            detail = outcome.description
            pattern = playback.call.pattern ?? pattern
        case .skipped(let reason) where reason.silence == .simulator:
            var onDevice = device
            onDevice.isSimulator = false
            let route = HapticRoute(feedback, on: onDevice, routing: routing)
            // A view-less request makes the plain call, as the player does; canvas feedback has none.
            let call = location == nil ? route.call?.withoutLocation() : route.call
            isFelt = call != nil
            let skipped = route.plays ? "skipped: \(HapticSkipReason.needsLocation(route))" : "silent: \(route.why)"
            detail = "on a device: " + (call?.api ?? skipped)
            pattern = call?.pattern ?? pattern
        case .skipped(let reason):
            isFelt = false
            detail = "skipped: \(reason)"
        }
        title = feedback.name
        logLine = "\(feedback.name) · \(device) · \(detail)"
        rings = Self.rings(of: pattern)
        let ringsEnd = rings.map { $0.delay + $0.spreadSeconds + $0.holdSeconds }.max() ?? 0
        seconds = Swift.min(Swift.max(ringsEnd + 0.9, 1.2), 3.5)
        sound = isFelt ? StandInSound(pattern) : StandInSound()
    }

    /// A ring per haptic event, the first ``maximumRings``.
    static func rings(of pattern: HapticPattern) -> [Ring] {
        pattern.events.filter(\.type.isHaptic).sorted { $0.time < $1.time }.prefix(maximumRings).map { event in
            let intensity = (event.value(of: .hapticIntensity) ?? 1).clamped(to: 0...1, nanValue: 1)
            let sharpness = (event.value(of: .hapticSharpness) ?? 0.5).clamped(to: 0...1, nanValue: 0.5)
            return Ring(
                delay: Swift.max(0, event.time), radius: 20 + 60 * intensity, lineWidth: 10 - 8.5 * sharpness,
                spreadSeconds: 0.45 - 0.25 * sharpness,
                holdSeconds: event.type == .hapticTransient ? 0 : Swift.max(0, event.duration ?? 0))
        }
    }
}

extension HapticFeedback {
    /// The pattern the stand-in draws and sounds for this feedback: the one an accessory plays,
    /// at an impact's own intensity.
    var standInPattern: HapticPattern {
        if case .impact(_, let intensity) = kind { return accessoryPattern.scalingIntensity(by: intensity.value) }
        return accessoryPattern
    }
}
#endif
