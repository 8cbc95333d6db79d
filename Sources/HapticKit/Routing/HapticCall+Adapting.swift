/// The router's transformations of a call: what the call for one feedback becomes for another
/// intensity or pattern of the same feedback, for the user's intensity scale, and without a view.
/// The router and the pipeline both use these, so each rule has one owner.
extension HapticCall {
    /// This call carrying `feedback`'s own values: an impact at its intensity, a pattern's own
    /// events (audio left out, for a haptics-only engine), or an impact at a pattern's strongest
    /// moment where Core Haptics does not play. Other calls carry no values and are unchanged.
    func carrying(_ feedback: HapticFeedback) -> HapticCall {
        switch (kind, feedback.kind) {
        case (.impact(let style, _, let atLocation), .impact(_, let intensity)):
            .impact(style, intensity: intensity, atLocation: atLocation)
        case (.coreHaptics, .pattern(let pattern)):
            .coreHaptics(pattern.withoutAudio)
        case (.accessory(_, let accessory, let locality), .pattern(let pattern)):
            .accessory(pattern.withoutAudio, accessory, locality: locality)
        case (.accessory(let pattern, let accessory, let locality), .impact(_, let intensity)):
            .accessory(pattern.scalingIntensity(by: intensity.value), accessory, locality: locality)
        case (.impact(let style, _, let atLocation), .pattern(let pattern)):
            .impact(style, intensity: HapticIntensity(pattern.peakIntensity), atLocation: atLocation)
        default:
            self
        }
    }

    /// The call with impact intensity multiplied by `scale`; calls without intensity are unchanged.
    func scaled(by scale: Double) -> HapticCall {
        guard scale < 1 else { return self }
        switch kind {
        case .impact(let style, let intensity, let atLocation):
            return .impact(style, intensity: intensity.scaled(by: scale), atLocation: atLocation)
        case .coreHaptics(let pattern):
            return .coreHaptics(pattern.scalingIntensity(by: scale))
        case .accessory(let pattern, let accessory, let locality):
            return .accessory(pattern.scalingIntensity(by: scale), accessory, locality: locality)
        default:
            return self
        }
    }

    /// The plain variant of a UIKit call, for when no view and location were given; `nil` when
    /// there is none (canvas feedback needs both).
    func withoutLocation() -> HapticCall? {
        switch kind {
        case .impact(let style, let intensity, _): .impact(style, intensity: intensity, atLocation: false)
        case .selection: .selection(atLocation: false)
        case .notification(let type, _): .notification(type, atLocation: false)
        case .canvas: nil
        case .appKit, .watchKit, .coreHaptics, .accessory, .sensoryFeedback: self
        }
    }
}

extension HapticFeedback {
    /// Whether this feedback carries values of its own that its call must carry (an impact below
    /// full strength, a pattern), so its call differs from the canonical feedback's.
    var carriesOwnValues: Bool {
        switch kind {
        case .impact(_, let intensity): intensity != .full
        case .pattern: true
        default: false
        }
    }
}
