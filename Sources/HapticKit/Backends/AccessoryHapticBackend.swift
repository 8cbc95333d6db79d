import Foundation

/// The accessory backend's shape, over the accessory protocols: an ``AccessoryEngineDriver`` on
/// the main actor, fed in order by a ``MainThreadDispatcher``, with accessories connecting and
/// disconnecting and the app's state (``AppActivityObserver``) followed from their notifications:
/// GameController posts `GCControllerDidConnectNotification` and
/// `GCControllerDidDisconnectNotification` with the controller as the notification's `object`
/// (GCController.h:28-51, iOS 26.2 SDK), and `GCStylusDidConnectNotification` /
/// `GCStylusDidDisconnectNotification` likewise for a stylus (GCStylus.h:19-43). Game controllers, and spatial styli on visionOS 26, get it
/// with GameController's classes and notification names (`PlatformBackend.gameControllers()`);
/// HapticKit's tests with fakes.
///
/// It plays the accessory calls for its kind of accessory and ignores every other call, before any
/// hop to the main thread. Requests made on the main queue are performed before `play` returns;
/// requests from other threads are queued for the main queue, first in, first out with the
/// connection and app-state changes, and a failure found there reaches the player's backend as a
/// late outcome. It does not say whether the app is active (``HapticBackend/isAppActive``): the
/// platform's own backend beside it does, where the platform has that rule.
struct AccessoryHapticBackend<Accessories: ConnectedAccessories>: HapticBackend {
    private let accessory: HapticCall.Accessory
    private let dispatcher: MainThreadDispatcher
    private let connections: NotificationObservers
    private let activity: AppActivityObserver

    /// Creatable from any thread; the driver (and so GameController) runs only on the main actor.
    ///
    /// - Parameters:
    ///   - accessory: the accessory calls it plays.
    ///   - accessories: what is connected.
    ///   - patterns: makes a pattern player over an accessory's engine.
    ///   - connections: the notifications of an accessory connecting or disconnecting.
    ///   - events: the app-state notification for each ``AppActivity/Event``.
    ///   - center: where all of those are posted.
    ///   - isOnMainQueue: whether the caller is on the main queue (``MainThreadDispatcher``).
    ///   - scheduleOnMain: runs a closure on the main queue later.
    init(
        _ accessory: HapticCall.Accessory, accessories: Accessories,
        patterns: @escaping AccessoryEngineDriver<Accessories>.MakePlayer, connections: [Notification.Name],
        events: [Notification.Name: AppActivity.Event], center: NotificationCenter = .default,
        isOnMainQueue: @escaping @Sendable () -> Bool = { MainQueue.isCurrent },
        scheduleOnMain: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = {
            DispatchQueue.main.async(execute: $0)
        }
    ) {
        self.accessory = accessory
        let driver = AccessoryEngineDriver(accessories: accessories, patterns: patterns)
        let dispatcher = MainThreadDispatcher(
            perform: MainActor.callableOnMainQueue { work in try driver.perform(work) },
            isOnMainQueue: isOnMainQueue, scheduleOnMain: scheduleOnMain)
        self.dispatcher = dispatcher
        self.connections = NotificationObservers(center: center, names: connections) { _, notification in
            guard let device = notification.object else { return }
            dispatcher.send(.accessoryConnection(ObjectIdentifier(device as AnyObject)))
        }
        activity = AppActivityObserver(
            events: events, center: center, respond: { response in dispatcher.send(.appActivity(response)) })
    }

    /// Plays the request's pattern on the accessory, on the main queue: at once when called there,
    /// otherwise in order behind earlier work. Other calls are ignored.
    func play(_ request: HapticRequest) throws {
        guard case .accessory(_, accessory, _) = request.call.kind else { return }
        try dispatcher.play(request)
    }

    /// Makes and starts the engines the request would play on, on the main queue, so its first
    /// pattern does not wait for them. Other calls are ignored.
    func prepare(_ request: HapticRequest) {
        guard case .accessory(_, accessory, _) = request.call.kind else { return }
        dispatcher.send(.prepare(request))
    }
}
