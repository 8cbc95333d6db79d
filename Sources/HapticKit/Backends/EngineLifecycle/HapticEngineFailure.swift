import Foundation

/// A Core Haptics failure HapticKit gave up on, with how many patterns it cost.
///
/// Thrown by ``HapticEngineDriver/play(_:lasting:)`` when the failure is known before the call
/// returns; reported through ``HapticEngineDriver/onFailure`` when it is found later (after the
/// engine was made off the main thread, or after an asynchronous start or restart).
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
        case .engineStoppedWhileStarting: nil
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
            }
        return "\(what); \(droppedPlays) pattern\(droppedPlays == 1 ? "" : "s") not played"
    }
}
