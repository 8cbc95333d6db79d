import Foundation

/// Why requested patterns did not play: a Core Haptics failure HapticKit gave up on, or a waiting
/// play HapticKit dropped, with how many patterns it cost.
///
/// Thrown by ``HapticEngineDriver/play(_:lasting:for:)`` when the failure is known before the
/// call returns; when it is found later (after the engine was made off the main thread, after an
/// asynchronous start or restart, or when a waiting play is dropped), each play it cost reports it
/// on its own request (``PendingPatternPlay``), and ``HapticEngineDriver/onFailure`` gets it once.
package struct HapticEngineFailure: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The same text as ``description``, for `localizedDescription`.
    package var errorDescription: String? { description }

    /// What failed.
    package enum Cause: Equatable, Sendable {
        /// `CHHapticEngine()` threw.
        case engineNotMade(HapticEngineError)
        /// `start(completionHandler:)` reported an error on every attempt.
        case engineNotStarted(HapticEngineError, attempts: Int)
        /// Making or starting a player threw; `afterRestart` when it was the retry on a restarted
        /// engine.
        case playerNotStarted(HapticEngineError, afterRestart: Bool)
        /// Core Haptics stopped the engine before a start completed.
        case engineStoppedWhileStarting(HapticEngineStopReason)
        /// The play waited for the engine behind `limit` newer ones, the most that wait
        /// (``HapticEngineLifecycle/maxQueuedPlays``), and was dropped for the newest.
        case queueFull(limit: Int)
        /// The app entered the background while the play waited for the engine.
        case appEnteredBackground
        /// The pattern player was let go while the play waited for its engine: its accessory
        /// connected again or disconnected, or its backend was let go.
        case patternPlayerGone
    }

    /// What failed.
    var cause: Cause
    /// How many requested patterns were not played because of it.
    var droppedPlays: Int

    package init(_ cause: Cause, droppedPlays: Int) {
        self.cause = cause
        self.droppedPlays = droppedPlays
    }

    /// The Core Haptics error behind the failure, if there was one.
    var error: HapticEngineError? {
        switch cause {
        case .engineNotMade(let error), .engineNotStarted(let error, _), .playerNotStarted(let error, _): error
        case .engineStoppedWhileStarting, .queueFull, .appEnteredBackground, .patternPlayerGone: nil
        }
    }

    /// `Core Haptics engine did not start (2 attempts): engineStartTimeout (com.apple.CoreHaptics
    /// -4808); 3 patterns not played`.
    package var description: String {
        let what =
            switch cause {
            case .engineNotMade(let error): "Core Haptics engine could not be made: \(error)"
            case .engineNotStarted(let error, let attempts):
                "Core Haptics engine did not start (\(attempts) attempts): \(error)"
            case .playerNotStarted(let error, let afterRestart):
                "Core Haptics player did not start\(afterRestart ? " after an engine restart" : ""): \(error)"
            case .engineStoppedWhileStarting(let reason): "Core Haptics engine stopped (\(reason)) while starting"
            case .queueFull(let limit):
                "dropped for a newer pattern while waiting for the Core Haptics engine (at most \(limit) patterns wait)"
            case .appEnteredBackground:
                "the app entered the background while the pattern waited for the Core Haptics engine"
            case .patternPlayerGone:
                "the pattern player was let go while the pattern waited for the Core Haptics engine"
            }
        return "\(what); \(droppedPlays) pattern\(droppedPlays == 1 ? "" : "s") not played"
    }
}
