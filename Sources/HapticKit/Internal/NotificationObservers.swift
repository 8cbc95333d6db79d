import Foundation

/// Blocks observing notifications on one center, removed from it when this goes: what each of
/// HapticKit's observers (the app's state, accessories connecting, capture sessions) keeps.
final class NotificationObservers: Sendable {
    /// The center and the tokens to remove from it (neither is `Sendable`, hence the lock).
    private let observation: LockedState<(center: NotificationCenter, tokens: [any NSObjectProtocol])>

    /// Adds `handle` for each name, called on the posting thread.
    init(
        center: NotificationCenter, names: [Notification.Name],
        handle: @escaping @Sendable (Notification.Name, Notification) -> Void
    ) {
        let tokens = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { notification in handle(name, notification) }
        }
        observation = LockedState((center, tokens))
    }

    deinit {
        observation.withLock { observation in
            for token in observation.tokens { observation.center.removeObserver(token) }
        }
    }
}
