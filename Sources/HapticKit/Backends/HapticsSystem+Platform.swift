extension HapticsSystem {
    /// The backend that plays on the platform this code is built for: UIKit on iOS, iPadOS and
    /// Mac Catalyst, AppKit on macOS, WatchKit on watchOS, and ``NoOpHapticBackend`` where apps
    /// have no haptics (tvOS, visionOS, Linux).
    ///
    /// ```swift
    /// @main struct MyApp: App {
    ///     init() { HapticsSystem.bootstrap(HapticsSystem.platformBackend()) }
    /// }
    /// ```
    @MainActor
    public static func platformBackend() -> any HapticBackend {
        #if canImport(UIKit) && os(iOS)
        UIKitHapticBackend()
        #elseif canImport(AppKit) && os(macOS)
        AppKitHapticBackend()
        #elseif canImport(WatchKit) && os(watchOS)
        WatchKitHapticBackend()
        #else
        NoOpHapticBackend()
        #endif
    }
}
