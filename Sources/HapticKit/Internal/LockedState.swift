import Foundation

/// A value guarded by a lock: the one synchronisation primitive HapticKit uses, in the manner of
/// swift-log's `Locks.swift`.
///
/// `Synchronization.Mutex` needs iOS 18 / macOS 15, above HapticKit's floor; `NSLock` is on every
/// platform Foundation is, including Linux, and locking it does not allocate. `NSLock` is not
/// recursive: code run under the lock that takes it again would wait for ever, so debug builds
/// stop there with a message that says so instead.
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

    /// The state under the lock, for an accessor that must yield it (a `_modify` can't yield from
    /// inside a closure): the lock is held for the whole access.
    var locked: State {
        _read {
            acquire()
            defer { release() }
            yield state
        }
        _modify {
            acquire()
            defer { release() }
            yield &state
        }
    }

    private func acquire() {
        #if DEBUG
        precondition(
            !isHeldByThisThread,
            "HapticKit: code run under a player's lock used the player again, which would deadlock. Read what"
                + " you need before changing the player (a `settings`, `rateLimits` or `routing` mutation holds its"
                + " lock), or use updateSettings(_:), whose body may read the player.")
        #endif
        mutex.lock()
        #if DEBUG
        isHeldByThisThread = true
        acquisitions += 1
        #endif
    }

    private func release() {
        #if DEBUG
        isHeldByThisThread = false
        #endif
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

    /// Whether the current thread holds the lock: per-thread storage, so reading it races with
    /// nothing.
    private var isHeldByThisThread: Bool {
        get { Thread.current.threadDictionary[threadKey] != nil }
        set { Thread.current.threadDictionary[threadKey] = newValue ? true : nil }
    }

    private var threadKey: NSNumber { NSNumber(value: UInt(bitPattern: ObjectIdentifier(self).hashValue)) }
    #endif
}
