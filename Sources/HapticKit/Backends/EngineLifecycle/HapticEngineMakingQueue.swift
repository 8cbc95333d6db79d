import Dispatch

/// Where a ``HapticEngineDriver`` makes its engines: off the main thread, with what was made
/// handed back to the main actor. ``BackgroundEngineMaking`` in apps; tests pass a queue they run
/// themselves.
protocol HapticEngineMakingQueue: Sendable {
    /// Runs `make` off the main thread, then `deliver` with what it returned, on the main actor.
    func make<Made: Sendable>(
        _ make: @escaping @Sendable () -> Made, deliver: @escaping @MainActor @Sendable (Made) -> Void)
}

/// Makes each engine on a global queue at user-initiated quality of service, then hops to the
/// main actor with it.
struct BackgroundEngineMaking: HapticEngineMakingQueue {
    func make<Made: Sendable>(
        _ make: @escaping @Sendable () -> Made, deliver: @escaping @MainActor @Sendable (Made) -> Void
    ) {
        DispatchQueue.global(qos: .userInitiated).async {
            let made = make()
            Task { @MainActor in deliver(made) }
        }
    }
}

extension HapticEngineMakingQueue where Self == BackgroundEngineMaking {
    /// A global queue at user-initiated quality of service.
    static var background: Self { BackgroundEngineMaking() }
}
