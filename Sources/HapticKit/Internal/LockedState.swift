import Foundation

/// A value guarded by a lock: the one synchronisation primitive HapticKit uses.
///
/// `Synchronization.Mutex` needs iOS 18 / macOS 15, above HapticKit's floor; `NSLock` is on every
/// platform Foundation is, including Linux, and locking it does not allocate. The value lives in
/// memory of its own rather than in a stored property, so reaching it under the lock costs no
/// run-time exclusivity check: the lock is what makes access exclusive.
package final class LockedState<State>: @unchecked Sendable {
    private let mutex = NSLock()
    private let state: UnsafeMutablePointer<State>

    package init(_ state: State) {
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with exclusive access to the state.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&state.pointee)
    }

    /// Takes the lock, for an accessor that must yield the state (a `_modify` can't yield from
    /// inside a closure). Pair with ``unlock()``; touch ``lockedState`` only in between.
    package func lock() { mutex.lock() }

    /// Releases the lock taken by ``lock()``.
    package func unlock() { mutex.unlock() }

    /// The state, valid only between ``lock()`` and ``unlock()``.
    package var lockedState: UnsafeMutablePointer<State> { state }
}
