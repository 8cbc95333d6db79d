#if canImport(WatchKit) && os(watchOS)
import WatchKit

/// The watch's backend: `WKInterfaceDevice.current().play(_:)`, run by
/// ``MainQueueCallBackend/watchKit(events:center:hasBackgroundSession:_:)``, which decides (the main
/// queue, the app's state, a workout or extended runtime session). This file holds WatchKit's side
/// only. ``Haptics/platformBackend()`` returns it on watchOS.
extension PlatformBackend {
    /// The backend ``own()`` makes on watchOS.
    static func watchKit() -> MainQueueCallBackend {
        .watchKit(events: watchAppEvents) { WKInterfaceDevice.current() }
    }

    /// WatchKit's app-state notifications (`WKApplication.didBecomeActiveNotification` and its
    /// kin, watchOS 7; developer.apple.com/documentation/watchkit/wkapplication/didbecomeactivenotification),
    /// observed by name, as their constants' names: Apple's notification names equal their
    /// constants' names, which is inferred here for these four, not checked on a watch (a wrong
    /// name would leave the app counted as active). Before watchOS 7 none is posted and the app
    /// counts as active.
    private static let watchAppEvents: [Notification.Name: AppActivity.Event] = [
        Notification.Name("WKApplicationDidBecomeActiveNotification"): .didBecomeActive,
        Notification.Name("WKApplicationWillResignActiveNotification"): .willResignActive,
        Notification.Name("WKApplicationDidEnterBackgroundNotification"): .didEnterBackground,
        Notification.Name("WKApplicationWillEnterForegroundNotification"): .willEnterForeground,
    ]
}

extension WKInterfaceDevice: InterfaceDeviceHaptics {}

extension WKHapticType: WatchKitHapticType {
    package init(_ haptic: HapticCall.WKHaptic) {
        switch haptic {
        case .notification: self = .notification
        case .directionUp: self = .directionUp
        case .directionDown: self = .directionDown
        case .success: self = .success
        case .failure: self = .failure
        case .retry: self = .retry
        case .start: self = .start
        case .stop: self = .stop
        case .click: self = .click
        }
    }
}
#endif
