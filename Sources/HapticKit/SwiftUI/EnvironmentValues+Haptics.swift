#if canImport(SwiftUI)
public import SwiftUI

/// The player a view plays through, as the `@Environment(\.haptics)` pattern of "Byte of the Day: Haptics in
/// SwiftUI" (2020) has it.
extension EnvironmentValues {
    /// The player views in this environment play through: ``Haptics/shared`` unless a view above
    /// replaced it (previews and tests: a player with a recorder). Inside ``SwiftUI/View/hapticAnchor()``
    /// or a `.haptic` modifier it is the same player, bound to that modifier's anchor view, so a
    /// view-less call such as `haptics.success()` in an action closure plays in that view on iPad.
    ///
    /// ```swift
    /// struct ContentView: View {
    ///     @Environment(\.haptics) private var haptics
    ///
    ///     var body: some View {
    ///         Button("Save") { haptics.success() }
    ///     }
    /// }
    ///
    /// let preview = ContentView().environment(\.haptics, Haptics(backend: HapticRecorder()))
    /// ```
    public var haptics: Haptics {
        get { self[HapticsKey.self] }
        set { self[HapticsKey.self] = newValue }
    }
}

private enum HapticsKey: EnvironmentKey {
    static let defaultValue = Haptics.shared
}
#endif
