import Dispatch

/// The one test HapticKit makes before it runs main-actor code synchronously: whether the caller is
/// on the main queue.
///
/// Not `Thread.isMainThread`. A serial queue's `sync` runs its block on the calling thread ("As an
/// optimization, this function invokes the block on the current thread when possible",
/// developer.apple.com/documentation/dispatch/dispatchqueue/sync(execute:)-3segw), so code can run
/// on the main thread while another queue is the current one. There the main thread is not the
/// main queue, and `dispatchPrecondition(condition: .onQueue(.main))`, which
/// ``MainActor/runSynchronously(_:)`` checks below iOS 17, stops the app. Work asked for there is
/// queued for the main queue instead, like work from any other thread.
package enum MainQueue {
    /// Whether the caller is on the main queue.
    package static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: Marker.shared.key) == true
    }

    /// A key set on the main queue once, read with `DispatchQueue.getSpecific(key:)`, which finds
    /// it only on that queue. Immutable after it is made, so it may be read from any thread.
    private final class Marker: @unchecked Sendable {
        static let shared = Marker()
        let key = DispatchSpecificKey<Bool>()

        private init() {
            DispatchQueue.main.setSpecific(key: key, value: true)
        }
    }
}
