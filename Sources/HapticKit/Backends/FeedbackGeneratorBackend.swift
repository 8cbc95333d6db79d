import Foundation

/// The UIKit backend's shape, over the generator protocols: a ``FeedbackGeneratorDriver`` on the
/// main actor, fed in order by a ``MainThreadDispatcher``, and the app's state followed from its
/// notifications (``AppActivityObserver``). iOS, iPadOS and Mac Catalyst get it with UIKit's
/// generators and notification names (`PlatformBackend.uiKit()`); HapticKit's tests with fakes.
///
/// Requests made on the main queue are performed before `play` returns; requests from other
/// threads are queued for the main queue, first in, first out with every other request, and a
/// failure found there reaches the player's backend as a late outcome. While the app is not active
/// (from its state read when the backend is made, then from its notifications) requests are
/// skipped (`appNotActive`), entering the background stops running patterns, and
/// coming back starts the pattern engine again.
///
/// `package` so that HapticKitTesting can build one over generators that do nothing, for the
/// benchmark (`NoOpUIKitBackend`).
package struct FeedbackGeneratorBackend<Factory: FeedbackGeneratorFactory>: HapticBackend {
    private let dispatcher: MainThreadDispatcher
    private let activity: AppActivityObserver
    private let recording: (any RecordingGate)?

    /// Creatable from any thread; the driver (and so UIKit) runs only on the main actor.
    ///
    /// - Parameters:
    ///   - factory: makes the generators.
    ///   - patterns: makes the custom-pattern player, on the first pattern.
    ///   - events: the app-state notification for each ``AppActivity/Event``.
    ///   - center: where those are posted.
    ///   - readState: reads the app's state on the main actor (``AppActivityObserver``); `nil`:
    ///     the app is assumed active until a notification says otherwise.
    ///   - recording: whether recording mutes the generators now (``RecordingMonitor``).
    ///   - isOnMainQueue: whether the caller is on the main queue (``MainThreadDispatcher``).
    ///   - scheduleOnMain: runs a closure on the main queue later.
    init(
        factory: Factory, patterns: @escaping @MainActor () -> any HapticPatternPlaying,
        events: [Notification.Name: AppActivity.Event], center: NotificationCenter = .default,
        readState: (@MainActor @Sendable () -> AppActivity.State?)? = nil, recording: (any RecordingGate)? = nil,
        isOnMainQueue: @escaping @Sendable () -> Bool = { MainQueue.isCurrent },
        scheduleOnMain: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = {
            DispatchQueue.main.async(execute: $0)
        }
    ) {
        let driver = FeedbackGeneratorDriver(factory: factory, patterns: patterns)
        let dispatcher = MainThreadDispatcher(
            perform: MainActor.callableOnMainQueue { work in try driver.perform(work) },
            isOnMainQueue: isOnMainQueue, scheduleOnMain: scheduleOnMain)
        self.dispatcher = dispatcher
        self.recording = recording
        activity = AppActivityObserver(
            events: events, center: center, readState: readState, isOnMainQueue: isOnMainQueue,
            scheduleOnMain: scheduleOnMain, respond: { response in dispatcher.send(.appActivity(response)) })
    }

    /// A backend that follows no app state (the app counts as active throughout) and no recording:
    /// the shape HapticKitTesting's `NoOpUIKitBackend` builds for the benchmark.
    package init(
        factory: Factory, patterns: @escaping @MainActor () -> any HapticPatternPlaying,
        isOnMainQueue: @escaping @Sendable () -> Bool,
        scheduleOnMain: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
    ) {
        self.init(
            factory: factory, patterns: patterns, events: [:], isOnMainQueue: isOnMainQueue,
            scheduleOnMain: scheduleOnMain)
    }

    /// Performs the request on the main queue: at once when called there, otherwise in order
    /// behind earlier requests. While recording mutes the device's haptics, a request is skipped
    /// with ``HapticSkipReason/mutedWhileRecording``: a generator call, and a Core Haptics pattern
    /// too, since iOS "disables haptics" while a capture session takes audio
    /// (developer.apple.com/forums/thread/672371) and an app's patterns stopped once it attached
    /// the microphone (github.com/HaishinKit/HaishinKit.swift/issues/1057).
    package func play(_ request: HapticRequest) throws {
        if recording?.mutesHaptics == true {
            throw HapticSkipReason.mutedWhileRecording
        }
        try dispatcher.play(request)
    }

    /// Prepares the request's generator on the main queue, creating it if needed; for a Core
    /// Haptics pattern, makes and starts the engine.
    package func prepare(_ request: HapticRequest) {
        dispatcher.send(.prepare(request))
    }

    /// Drops the generator under `key`, on the main queue.
    package func release(_ key: HapticRequest.GeneratorKey) {
        dispatcher.send(.release(key))
    }

    /// Whether the app is active, from its notifications.
    package var isAppActive: Bool { activity.isActive }
}
