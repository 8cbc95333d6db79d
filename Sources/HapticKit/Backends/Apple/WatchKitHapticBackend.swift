#if canImport(WatchKit) && os(watchOS)
import WatchKit

/// Plays requests on Apple Watch with `WKInterfaceDevice.current().play(_:)`, on the main thread,
/// in the order they were made (``MainThreadDispatcher``). Forwarding only: the router chose the
/// `WKHapticType`. ``Haptics/shared`` plays through it on watchOS without any set-up.
///
/// > Important: watchOS plays nothing while the app is inactive or in the background (unless a
/// > workout session is running), per Apple's `play(_:)` documentation. This backend does not
/// > follow the app's state itself: set ``Haptics/isAppActive`` from your scene phase if outcomes
/// > must say so.
public struct WatchKitHapticBackend: HapticBackend {
    private let dispatcher = MainThreadDispatcher { work in
        guard case .play(let request) = work, case .watchKit(let type) = request.call else { return }
        WKInterfaceDevice.current().play(type.watchKit)
    }

    /// Creates the backend.
    public init() {}

    /// Plays the request's WatchKit haptic on the main thread, now or in order behind earlier requests.
    public func play(_ request: HapticRequest) throws {
        try dispatcher.play(request)
    }
}

extension HapticCall.WKHaptic {
    var watchKit: WKHapticType {
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
