import Foundation

/// Follows accessories connecting and disconnecting from `NotificationCenter` for an accessory
/// backend: GameController posts `GCControllerDidConnectNotification` and
/// `GCControllerDidDisconnectNotification` with the controller as the notification's `object`
/// (GCController.h:28-51, iOS 26.2 SDK), and `GCStylusDidConnectNotification` /
/// `GCStylusDidDisconnectNotification` likewise for a stylus (GCStylus.h:19-43). The observers are
/// removed when it goes.
package final class AccessoryConnectionObserver: Sendable {
    /// The center and the observers to remove from it (neither is `Sendable`, hence the lock).
    private let observation: LockedState<(center: NotificationCenter, tokens: [any NSObjectProtocol])>

    /// - Parameters:
    ///   - names: the connect and disconnect notifications.
    ///   - center: where they are posted.
    ///   - respond: called on the posting thread with the identity of the accessory that connected
    ///     or disconnected, while the notification holds it.
    package init(
        names: [Notification.Name], center: NotificationCenter = .default,
        respond: @escaping @Sendable (ObjectIdentifier) -> Void
    ) {
        let observers = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { notification in
                guard let accessory = notification.object else { return }
                respond(ObjectIdentifier(accessory as AnyObject))
            }
        }
        observation = LockedState((center, observers))
    }

    deinit {
        observation.withLock { observation in
            observation.tokens.forEach(observation.center.removeObserver)
        }
    }
}
