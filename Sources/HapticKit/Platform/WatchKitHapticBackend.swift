#if canImport(WatchKit) && os(watchOS)
import WatchKit

/// The watch's backend: `WKInterfaceDevice.current().play(_:)`, run by
/// ``MainQueueCallBackend/watchKit(_:)`` (on the main queue, in the order requests were made). This
/// file holds WatchKit's side only. ``Haptics/platformBackend()`` returns it on watchOS.
///
/// > Important: watchOS plays nothing while the app is inactive or in the background (unless a
/// > workout session is running), per Apple's `play(_:)` documentation. This backend does not
/// > follow the app's state itself: set ``Haptics/isAppActive`` from your scene phase if outcomes
/// > must say so.
enum WatchKitHapticBackend {
    static func make() -> MainQueueCallBackend {
        .watchKit { WKInterfaceDevice.current() }
    }
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
