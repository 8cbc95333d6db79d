#if canImport(WatchKit) && os(watchOS)
import WatchKit

/// Plays requests on Apple Watch with `WKInterfaceDevice.current().play(_:)`, on the main thread,
/// in the order they were made (``MainThreadDispatcher``). Forwarding only: the router chose the
/// `WKHapticType`. Internal: ``Haptics/platformBackend()`` returns it on watchOS, and
/// ``Haptics/shared`` plays through it without any set-up.
///
/// > Important: watchOS plays nothing while the app is inactive or in the background (unless a
/// > workout session is running), per Apple's `play(_:)` documentation. This backend does not
/// > follow the app's state itself: set ``Haptics/isAppActive`` from your scene phase if outcomes
/// > must say so.
struct WatchKitHapticBackend: HapticBackend {
    private let dispatcher = MainThreadDispatcher { work in
        guard case .play(let request) = work, case .watchKit(let type) = request.call.kind else { return }
        WKInterfaceDevice.current().play(type.watchKit)
    }

    /// Creates the backend.
    init() {}

    /// Plays the request's WatchKit haptic on the main thread, now or in order behind earlier requests.
    func play(_ request: HapticRequest) throws {
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
