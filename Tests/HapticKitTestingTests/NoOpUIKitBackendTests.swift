import Foundation
@_spi(HapticKitInternal) import HapticKit
@_spi(HapticKitInternal) import HapticKitTesting
import Testing

/// The benchmark counts the UIKit backend's work through ``NoOpUIKitBackend``: its requests must
/// reach the generators, not stop at a skip.
@Suite("NoOpUIKitBackend")
@MainActor
struct NoOpUIKitBackendTests {
    @Test("view-less requests and requests in its view play through the UIKit backend's shape")
    func plays() {
        let haptics = Haptics(
            backend: NoOpUIKitBackend.make(), device: .iPhone, clock: ManualHapticClock(), rateLimits: .unlimited)
        let view = NoOpUIKitBackend.makeViewInWindow()
        #expect(haptics.play(.success).didPlay)
        #expect(haptics.play(.alignment, at: CGPoint(x: 1, y: 2), in: view).didPlay)
        #expect(haptics.play(.impact(.light), at: CGPoint(x: 1, y: 2), in: view).didPlay)
        #expect(haptics.play(.selection, at: CGPoint(x: 1, y: 2), in: NSObject()).skipReason == .viewDeallocated)
    }
}
