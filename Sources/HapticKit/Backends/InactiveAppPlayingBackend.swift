/// A backend whose platform may still play while the backend sees the app inactive, for a reason
/// the backend cannot see: Apple Watch plays for an app in a workout session (`HKWorkoutSession`),
/// which HapticKit does not observe. The player makes such a backend's calls while the app is not
/// active instead of skipping them (`appNotActive`), and their outcomes say the app was not active
/// (``HapticOutcome/Playback/appWasInactive``).
protocol InactiveAppPlayingBackend: HapticBackend {
    /// Whether a request made while ``HapticBackend/isAppActive`` is false may still play.
    var mayPlayForInactiveApp: Bool { get }
}

extension HapticBackend {
    /// Whether this backend, or a member of it, may play while the app is not active
    /// (``InactiveAppPlayingBackend``).
    var mayPlayForInactiveApp: Bool {
        (self as? any InactiveAppPlayingBackend)?.mayPlayForInactiveApp ?? false
    }
}

extension MultiplexHapticBackend: InactiveAppPlayingBackend {
    /// Whether some member may play while the app is not active: the member that says the app is
    /// not active is the platform's, and the others do not follow the app's state.
    var mayPlayForInactiveApp: Bool {
        backends.contains { $0.mayPlayForInactiveApp }
    }
}
