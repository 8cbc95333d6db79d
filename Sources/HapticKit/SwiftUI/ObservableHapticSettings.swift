#if canImport(Combine)
public import Combine

/// A player's settings as an `ObservableObject`, for a settings screen: bind its ``settings``, and
/// the screen refreshes whenever they change, on this screen or anywhere else (a view model's
/// ``Haptics/updateSettings(_:)``, another screen, ``Haptics/resetToLaunchState()``).
///
/// ```swift
/// @available(iOS 14, macOS 11, watchOS 7, *)
/// @available(tvOS, unavailable)   // tvOS has no Slider
/// struct HapticsSettingsView: View {
///     @StateObject private var haptics = ObservableHapticSettings()   // Haptics.shared's
///
///     var body: some View {
///         Form {
///             Toggle("Haptics", isOn: $haptics.settings.isEnabled)
///             Toggle("Selection ticks", isOn: $haptics.settings[.selection])
///             Slider(value: $haptics.settings.intensityScale, in: 0...1)
///         }
///     }
/// }
/// ```
///
/// Below iOS 14 (no `@StateObject`), keep one in your own model and observe it with
/// `@ObservedObject`.
@MainActor
public final class ObservableHapticSettings: ObservableObject {
    /// The player whose settings these are.
    public let haptics: Haptics
    private lazy var follower = SettingsFollower(haptics) { [weak self] in self?.objectWillChange.send() }

    /// The settings of `haptics` (``Haptics/shared`` by default), followed from now on.
    public nonisolated init(_ haptics: Haptics = .shared) {
        self.haptics = haptics
    }

    /// The player's settings. Setting them changes the player's, atomically
    /// (``Haptics/settings``); a change made anywhere refreshes the views that read them.
    public var settings: HapticSettings {
        get { follower.settings }
        set { follower.settings = newValue }
    }
}
#endif
