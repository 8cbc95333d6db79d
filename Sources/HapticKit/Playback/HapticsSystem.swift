/// The application's choice of backend, made once at launch, like swift-log's `LoggingSystem`.
///
/// Libraries never call this; applications do. Until they do, ``Haptics/shared`` plays nothing
/// and every outcome says `noBackend`.
///
/// ```swift
/// HapticsSystem.bootstrap(UIKitHapticBackend())
/// ```
public enum HapticsSystem {
    private static let state = LockedState<Haptics?>(nil)
    private static let chosenBackend = LockedState<any HapticBackend>(NoOpHapticBackend())

    /// Makes `backend` the one ``Haptics/shared`` and new `Haptics()` instances use, routing for
    /// `device` (by default the device this runs on). Calling it again replaces the shared
    /// instance; requests already made are unaffected.
    public static func bootstrap(_ backend: any HapticBackend, device: DeviceProfile = .current) {
        chosenBackend.withLock { $0 = backend }
        let haptics = Haptics(backend: backend, device: device)
        state.withLock { $0 = haptics }
    }

    /// The bootstrapped backend, or ``NoOpHapticBackend``.
    public static var backend: any HapticBackend {
        chosenBackend.withLock { $0 }
    }

    static var shared: Haptics {
        state.withLock { shared in
            if let shared { return shared }
            let silent = Haptics(backend: NoOpHapticBackend())
            shared = silent
            return silent
        }
    }
}
