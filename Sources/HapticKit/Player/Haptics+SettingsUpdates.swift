/// Following the user's preferences: a settings screen, a view model or a log sees every change,
/// through whichever path it was made (``Haptics/settings``, ``Haptics/updateSettings(_:)``,
/// ``Haptics/resetToLaunchState()``, from any thread).
extension Haptics {
    /// The settings now, then again after each change, latest last.
    ///
    /// ```swift
    /// for await settings in Haptics.shared.settingsUpdates {
    ///     print("haptics", settings.isEnabled ? "on" : "off")
    /// }
    /// ```
    ///
    /// Changes made at once from several threads may be seen as one: the stream never goes back
    /// to an older value, and its last value is the settings in force. It keeps only the latest
    /// value it has not handed out yet, so a stream kept but not read holds one value, not every
    /// change. A SwiftUI screen binds `ObservableHapticSettings` instead.
    public var settingsUpdates: AsyncStream<HapticSettings> {
        let pipeline = state.pipeline
        return AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            // Each value is read and yielded in one critical section, so values come in the order
            // they were read, and a later read never sees older settings. (The lock guards a count
            // of the values sent, not nothing: ThreadSanitizer reports races on an empty value.)
            let order = LockedState(0)
            let send: @Sendable () -> Void = {
                order.withLock { sent in
                    sent &+= 1
                    _ = continuation.yield(pipeline.withLock { $0.settings })
                }
            }
            let observation = observeSettings(send)
            send()
            continuation.onTermination = { _ in observation.cancel() }
        }
    }

    /// Calls `onChange` after each change of the settings, on the thread that made it, until the
    /// observation is cancelled or released.
    func observeSettings(_ onChange: @escaping @Sendable () -> Void) -> SettingsObservation {
        state.settingsObservers.add(onChange)
    }

    /// Tells the settings' observers that they changed.
    func settingsDidChange() {
        state.settingsObservers.notify()
    }
}

/// The callbacks to call after a change of a player's settings.
final class SettingsObservers: Sendable {
    private let observers = LockedState<(next: UInt64, callbacks: [UInt64: @Sendable () -> Void])>((0, [:]))

    init() {}

    func add(_ callback: @escaping @Sendable () -> Void) -> SettingsObservation {
        let id = observers.withLock { observers in
            observers.next += 1
            observers.callbacks[observers.next] = callback
            return observers.next
        }
        return SettingsObservation { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: UInt64) {
        observers.withLock { _ = $0.callbacks.removeValue(forKey: id) }
    }

    /// Calls every callback, outside the lock (a callback may read the player).
    func notify() {
        for callback in observers.withLock({ Array($0.callbacks.values) }) { callback() }
    }
}

/// One observation of a player's settings: cancelled when released.
final class SettingsObservation: Sendable {
    private let stop: LockedState<(@Sendable () -> Void)?>

    init(stop: @escaping @Sendable () -> Void) {
        self.stop = LockedState(stop)
    }

    /// Stops the observation.
    func cancel() {
        stop.withLock { stop in
            defer { stop = nil }
            return stop
        }?()
    }

    deinit { cancel() }
}
