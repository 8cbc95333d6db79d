/// Why Core Haptics stopped an engine: `CHHapticEngine.StoppedReason`, mirrored case for case with
/// the same raw values, so ``HapticEngineLifecycle`` can decide (and be tested) on Linux.
///
/// Raw values from the iOS 18.6 and 26.2 SDK header `CHHapticEngine.h` (`CHHapticEngineStoppedReason`).
/// The Swift enum is not
/// frozen, so a value a newer SDK adds arrives as ``unknown(_:)`` and is treated like
/// ``systemError``.
package enum HapticEngineStopReason: Hashable, Sendable, CustomStringConvertible {
    /// `audioSessionInterrupt` (1): "restart the engine before it starts another pattern player"
    /// (<https://developer.apple.com/documentation/corehaptics/chhapticengine/stoppedreason/audiosessioninterrupt>).
    case audioSessionInterrupt
    /// `applicationSuspended` (2): "Restart the engine when your app returns to the foreground"
    /// (<https://developer.apple.com/documentation/corehaptics/chhapticengine/stoppedreason/applicationsuspended>).
    case applicationSuspended
    /// `idleTimeout` (3): auto-shutdown stopped an idle engine; "do nothing and the engine will
    /// automatically restart when the next pattern plays"
    /// (<https://developer.apple.com/documentation/corehaptics/chhapticengine/stoppedreason/idletimeout>).
    case idleTimeout
    /// `notifyWhenFinished` (4): a finished handler returned `.stopEngine`; "Restart the engine
    /// before starting another pattern player"
    /// (<https://developer.apple.com/documentation/corehaptics/chhapticengine/stoppedreason/notifywhenfinished>).
    case notifyWhenFinished
    /// `engineDestroyed` (5): "The system destroyed the engine"
    /// (<https://developer.apple.com/documentation/corehaptics/chhapticengine/stoppedreason/enginedestroyed>).
    case engineDestroyed
    /// `gameControllerDisconnect` (6): the game controller the engine belonged to went away.
    case gameControllerDisconnect
    /// `systemError` (-1): "attempt to restart the engine. If the restart attempt fails multiple
    /// times, treat the condition as fatal"
    /// (<https://developer.apple.com/documentation/corehaptics/chhapticengine/stoppedreason/systemerror>).
    case systemError
    /// A raw value this SDK mirror does not know.
    case unknown(Int)

    /// Every reason `CHHapticEngine.StoppedReason` declares (iOS 18.6 and 26.2 SDKs).
    static let known: [HapticEngineStopReason] = [
        .audioSessionInterrupt, .applicationSuspended, .idleTimeout, .notifyWhenFinished, .engineDestroyed,
        .gameControllerDisconnect, .systemError,
    ]

    /// The reason for `CHHapticEngine.StoppedReason(rawValue:)`'s raw value.
    init(rawValue: Int) {
        self = Self.known.first { $0.rawValue == rawValue } ?? .unknown(rawValue)
    }

    /// The `CHHapticEngine.StoppedReason` raw value.
    var rawValue: Int {
        switch self {
        case .audioSessionInterrupt: 1
        case .applicationSuspended: 2
        case .idleTimeout: 3
        case .notifyWhenFinished: 4
        case .engineDestroyed: 5
        case .gameControllerDisconnect: 6
        case .systemError: -1
        case .unknown(let rawValue): rawValue
        }
    }

    package var description: String {
        switch self {
        case .audioSessionInterrupt: "audioSessionInterrupt"
        case .applicationSuspended: "applicationSuspended"
        case .idleTimeout: "idleTimeout"
        case .notifyWhenFinished: "notifyWhenFinished"
        case .engineDestroyed: "engineDestroyed"
        case .gameControllerDisconnect: "gameControllerDisconnect"
        case .systemError: "systemError"
        case .unknown(let rawValue): "unknown(\(rawValue))"
        }
    }
}
