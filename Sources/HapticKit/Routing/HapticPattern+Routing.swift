extension HapticPattern {
    /// The strongest haptic intensity in the pattern (1 when no haptic event states one): what a
    /// single impact standing in for the pattern plays at.
    var peakIntensity: Double {
        events.filter(\.type.isHaptic).map { $0.value(of: .hapticIntensity) ?? 1 }.max() ?? 1
    }
}

extension HapticPattern {
    /// The pattern without its audio events: what a haptics-only engine plays.
    var withoutAudio: HapticPattern {
        var copy = self
        copy.events.removeAll { !$0.type.isHaptic }
        return copy
    }
}
