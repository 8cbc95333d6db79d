import Dispatch
import Foundation

/// Carries a UI backend's work to the main thread in one first-in, first-out line, and reports
/// what became of work that could only run later. It decides nothing about haptics, and builds and
/// is tested on Linux with a stand-in main thread.
///
/// - A play made on the main queue (``MainQueue``) runs before `play` returns (after any work
///   still waiting), so its failure reaches the caller's outcome.
/// - A play made elsewhere (another thread, or the main thread inside another queue's `sync`) is
///   queued; if it then fails (its view gone, say: ``FeedbackGeneratorDriver``),
///   ``HapticRequest/reportFailure(_:)`` tells the player, which passes it to its backend's
///   `observe(_:outcome:at:)`.
final class MainThreadDispatcher: Sendable {
    /// One piece of work for the main thread.
    enum Work: Sendable {
        case play(HapticRequest)
        case prepare(HapticRequest)
        case release(HapticRequest.GeneratorKey)
        /// The app's state changed in a way the backend acts on.
        case appActivity(AppActivity.Response)
        /// An accessory connected or disconnected: the notification's object
        /// (``AccessoryHapticBackend``).
        case accessoryConnection(ObjectIdentifier)
    }

    private let line = LockedState(MainThreadQueue<Work>())
    private let perform: @Sendable (Work) throws -> Void
    private let isOnMainQueue: @Sendable () -> Bool
    private let scheduleOnMain: @Sendable (@escaping @Sendable () -> Void) -> Void

    /// - Parameters:
    ///   - perform: does one piece of work; called on the main thread only.
    ///   - isOnMainQueue: whether the caller is on the main queue (``MainQueue``; tests pass a
    ///     stand-in).
    ///   - scheduleOnMain: runs a closure on the main thread later (tests pass a stand-in).
    init(
        perform: @escaping @Sendable (Work) throws -> Void,
        isOnMainQueue: @escaping @Sendable () -> Bool = { MainQueue.isCurrent },
        scheduleOnMain: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = {
            DispatchQueue.main.async(execute: $0)
        }
    ) {
        self.perform = perform
        self.isOnMainQueue = isOnMainQueue
        self.scheduleOnMain = scheduleOnMain
    }

    /// Plays `request`: at once on the main thread (throwing if it fails), else queued.
    func play(_ request: HapticRequest) throws {
        try submit(.play(request))
    }

    /// Sends work that has no outcome to report (prepare, release, lifecycle).
    func send(_ work: Work) {
        try? submit(work)
    }

    /// Submits `work`; throws only when it ran at once (on the main thread) and failed.
    private func submit(_ work: Work) throws {
        switch line.withLock({ $0.submit(work, onMainThread: isOnMainQueue()) }) {
        case .runNow(let waiting):
            defer { line.withLock { $0.finishRun() } }
            waiting.forEach(runLate)
            try perform(work)
        case .scheduleDrain:
            scheduleOnMain { [self] in
                while let next = line.withLock({ $0.nextToDrain() }) {
                    runLate(next)
                }
            }
        case .queued:
            break
        }
    }

    /// Runs work that was queued: its caller has its outcome already, so a failure is reported.
    private func runLate(_ work: Work) {
        do {
            try perform(work)
        } catch {
            guard case .play(let request) = work else { return }
            request.reportFailure(error as? HapticSkipReason ?? .backendFailed(error))
        }
    }
}
