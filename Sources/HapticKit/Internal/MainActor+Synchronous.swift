import Dispatch

extension MainActor {
    /// Runs `operation` synchronously on the main actor, from nonisolated code that is already on
    /// the main queue (the caller checks with ``MainQueue/isCurrent``; this traps otherwise).
    ///
    /// `MainActor.assumeIsolated` needs iOS 17, macOS 14, tvOS 17 and watchOS 10 in the SDKs
    /// HapticKit builds against (it is declared so in the macOS 14.0 SDK's `_Concurrency`
    /// interface), above HapticKit's floor. Below them, the closure is called directly: on the
    /// main thread that is exactly what the main actor would do (the same technique as
    /// swift-dependencies' `MainActor._assumeIsolated`).
    static func runSynchronously<T: Sendable>(_ operation: @MainActor () throws -> T) rethrows -> T {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, macCatalyst 17, *) {
            return try assumeIsolated(operation)
        }
        dispatchPrecondition(condition: .onQueue(.main))
        return try withoutActuallyEscaping(operation) { operation in
            try unsafeBitCast(operation, to: (() throws -> T).self)()
        }
    }

    /// Runs `operation` on the main actor from a callback on any queue: at once when called on the
    /// main queue, else as a task there (Core Haptics calls back on its own queue).
    static func fromCallback(_ operation: @escaping @MainActor @Sendable () -> Void) {
        if MainQueue.isCurrent {
            runSynchronously(operation)
        } else {
            Task { @MainActor in operation() }
        }
    }

    /// `operation`, made callable once from nonisolated code that runs on the main queue: what a
    /// backend's ``MainThreadDispatcher`` calls for each piece of work, there and only there.
    ///
    /// ``runSynchronously(_:)`` per call would allocate each time (`assumeIsolated`, and
    /// `withoutActuallyEscaping` below it, box the closure; the benchmark counts one allocation a
    /// request), so the main-actor function is converted once, here: a synchronous function's
    /// isolation is not part of how it is called, which is how `assumeIsolated` itself calls it.
    /// Debug builds check the main queue on each call, as `assumeIsolated` would.
    static func callableOnMainQueue<Argument>(
        _ operation: @escaping @MainActor @Sendable (Argument) throws -> Void
    ) -> @Sendable (Argument) throws -> Void {
        let call = unsafeBitCast(operation, to: (@Sendable (Argument) throws -> Void).self)
        return { argument in
            assert(MainQueue.isCurrent, "HapticKit: main-actor work was called off the main queue")
            try call(argument)
        }
    }
}
