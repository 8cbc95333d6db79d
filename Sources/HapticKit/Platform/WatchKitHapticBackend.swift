#if canImport(WatchKit) && os(watchOS)
import WatchKit

/// Plays requests on Apple Watch with `WKInterfaceDevice.current().play(_:)`, on the main queue, in
/// the order they were made (``MainQueueCallBackend``). Forwarding only: the router chose the
/// `WKHapticType`. ``Haptics/platformBackend()`` returns it on watchOS.
///
/// > Important: watchOS plays nothing while the app is inactive or in the background (unless a
/// > workout session is running), per Apple's `play(_:)` documentation. This backend does not
/// > follow the app's state itself: set ``Haptics/isAppActive`` from your scene phase if outcomes
/// > must say so.
enum WatchKitHapticBackend {
    static func make() -> MainQueueCallBackend {
        MainQueueCallBackend(
            accepts: { $0.watchKitHaptic != nil },
            call: { call in
                guard let haptic = call.watchKitHaptic else { return }
                WKInterfaceDevice.current().play(haptic.watchKit)
            })
    }
}

extension HapticCall {
    fileprivate var watchKitHaptic: WKHaptic? {
        if case .watchKit(let haptic) = kind { return haptic }
        return nil
    }
}

extension HapticCall.WKHaptic {
    fileprivate var watchKit: WKHapticType {
        switch self {
        case .notification: .notification
        case .directionUp: .directionUp
        case .directionDown: .directionDown
        case .success: .success
        case .failure: .failure
        case .retry: .retry
        case .start: .start
        case .stop: .stop
        case .click: .click
        }
    }
}
#endif
