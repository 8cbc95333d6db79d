import Foundation

/// A value guarded by a lock: the one synchronisation primitive HapticKit uses, in the manner of
/// swift-log's `Locks.swift`.
///
/// `Synchronization.Mutex` needs iOS 18 / macOS 15, above HapticKit's floor; `NSLock` is on every
/// platform Foundation is, including Linux, and locking it does not allocate. `NSLock` is not
/// recursive: code run under the lock must not take it again, so no caller's code runs under it
/// (a player's accessors yield copies, never the locked state).
package final class LockedState<State>: @unchecked Sendable {
    private let mutex = NSLock()
    private var state: State

    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state. `body` must not use whatever owns this lock.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        acquire()
        defer { release() }
        return try body(&state)
    }

    private func acquire() {
        mutex.lock()
        #if DEBUG
        acquisitions += 1
        #endif
    }

    private func release() {
        mutex.unlock()
    }

    #if DEBUG
    /// How many times the lock was taken, changed under it: for tests that count a request's
    /// critical sections.
    private var acquisitions = 0

    /// ``acquisitions``, read without being counted.
    var acquisitionCount: Int {
        mutex.lock()
        defer { mutex.unlock() }
        return acquisitions
    }
    #endif
}
