import Foundation

/// A value guarded by a lock: the one synchronisation primitive HapticKit uses.
///
/// `Synchronization.Mutex` needs iOS 18 / macOS 15, above HapticKit's floor; `NSLock` is on every
/// platform Foundation is, including Linux, and locking it does not allocate.
package final class LockedState<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
