#if canImport(WatchKit) && os(watchOS)
import WatchKit

/// Plays requests on Apple Watch with `WKInterfaceDevice.current().play(_:)`, on the main
/// thread. Forwarding only: the router chose the `WKHapticType`.
///
/// > Important: watchOS plays nothing while the app is inactive or in the background (unless a
/// > workout session is running).
public struct WatchKitHapticBackend: HapticBackend {
    public init() {}

    public func play(_ request: HapticRequest) throws {
        guard case .watchKit(let type) = request.call else { return }
        let haptic = type.watchKit
        DispatchQueue.main.async { WKInterfaceDevice.current().play(haptic) }
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
