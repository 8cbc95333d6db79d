import Foundation

/// Whether the app is active, followed from the application's own notifications, and what to do
/// when it changes. Pure: the UIKit backend maps UIKit's notification names to ``Event``s.
///
/// The app counts as active until it resigns active (an alert, the app switcher, the background),
/// and again once it becomes active. Its first state is read from the platform where it offers one
/// (``read(_:)``: `UIApplication.applicationState`, read on the main queue when the backend is
/// made), so an app launched into the background (a background fetch, a `BGTask`, a push) counts
/// as not active until it becomes active; until that read lands (a backend made off the main
/// queue), or where the platform offers none, the app is assumed active (HapticKit's choice). Entering the background also stops running
/// patterns, so a long continuous pattern never plays on into the background. (watchOS plays
/// nothing while an app is inactive or in the background, per Apple's `play(_:)` documentation;
/// iOS suspends apps shortly after they leave.)
struct AppActivity: Hashable, Sendable {
    enum Event: Hashable, Sendable {
        case didBecomeActive, willResignActive, didEnterBackground, willEnterForeground
    }

    /// What to do after an event.
    enum Response: Hashable, Sendable {
        case none
        /// Stop every running pattern: the app went to the background.
        case stopPatterns
        /// Start the pattern engine again if the background stopped it: the app is coming back.
        case restartPatterns
    }

    /// The app's state as the platform reports it when asked.
    enum State: Hashable, Sendable {
        case active, inactive, background
    }

    private(set) var isActive = true

    init() {}

    /// Takes the state the platform reports. Read on the main queue, where the app-state
    /// notifications are posted, it is as new as every notification handled before it.
    mutating func read(_ state: State) {
        isActive = state == .active
    }

    mutating func handle(_ event: Event) -> Response {
        switch event {
        case .didBecomeActive:
            isActive = true
            return .none
        case .willResignActive:
            isActive = false
            return .none
        case .willEnterForeground:
            // Coming back from the background, the app is not active until it says so.
            isActive = false
            return .restartPatterns
        case .didEnterBackground:
            isActive = false
            return .stopPatterns
        }
    }
}

/// Follows the app's state from `NotificationCenter` for a platform backend: the shell around
/// ``AppActivity``. The observers are removed when it goes.
final class AppActivityObserver: Sendable {
    private let activity = LockedState(AppActivity())
    private let observers: NotificationObservers

    /// - Parameters:
    ///   - events: the notification for each event (UIKit's or AppKit's names).
    ///   - center: where they are posted.
    ///   - readState: reads the app's state from the platform, on the main actor; `nil` where it
    ///     offers none (the app is then assumed active until a notification says otherwise). Read
    ///     at once when the observer is made on the main queue, else as soon as the main queue
    ///     runs it.
    ///   - isOnMainQueue: whether the caller is on the main queue.
    ///   - scheduleOnMain: runs a closure on the main queue later.
    ///   - respond: called on the posting thread with what to do, when there is something to do.
    init(
        events: [Notification.Name: AppActivity.Event], center: NotificationCenter = .default,
        readState: (@MainActor @Sendable () -> AppActivity.State?)? = nil,
        isOnMainQueue: @Sendable () -> Bool = { MainQueue.isCurrent },
        scheduleOnMain: (@escaping @Sendable () -> Void) -> Void = { DispatchQueue.main.async(execute: $0) },
        respond: @escaping @Sendable (AppActivity.Response) -> Void
    ) {
        let activity = activity
        observers = NotificationObservers(center: center, names: Array(events.keys)) { name, _ in
            guard let event = events[name] else { return }
            let response = activity.withLock { $0.handle(event) }
            if response != .none { respond(response) }
        }
        guard let readState else { return }
        let read: @Sendable () -> Void = {
            guard let state = MainActor.runSynchronously(readState) else { return }
            activity.withLock { $0.read(state) }
        }
        if isOnMainQueue() { read() } else { scheduleOnMain(read) }
    }

    /// Whether the app is active, as its notifications say.
    var isActive: Bool { activity.withLock { $0.isActive } }
}
