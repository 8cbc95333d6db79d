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

    @Test("called off the main thread it queues the work for the main queue and plays, without trapping")
    func offTheMainThread() async {
        let haptics = Haptics(
            backend: NoOpUIKitBackend.make(), device: .iPhone, clock: ManualHapticClock(), rateLimits: .unlimited)
        let outcomes = await withCheckedContinuation { continuation in
            Thread {
                let outcomes = [haptics.play(.success), haptics.play(.impact(.light))]
                continuation.resume(returning: outcomes)
            }.start()
        }
        #expect(outcomes.allSatisfy { $0.didPlay })
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(haptics.play(.success).didPlay, "the queued work ran on the main queue")
    }
}
