import Foundation

/// An error from a Core Haptics engine or player, reduced to what the lifecycle decides on: the
/// `NSError` domain and code, and a message for reports.
///
/// The Apple adapter makes one from any error Core Haptics throws (`error as NSError`); tests make
/// them from ``CoreHapticsErrorCode``s.
package struct HapticEngineError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The same text as ``description``, for `localizedDescription`.
    package var errorDescription: String? { description }

    /// `CoreHapticsErrorDomain`, `"com.apple.CoreHaptics"` (`CHHapticErrors.h`, iOS 18.6 SDK).
    static let coreHapticsDomain = "com.apple.CoreHaptics"

    /// The `NSError` domain.
    var domain: String
    /// The `NSError` code.
    var code: Int
    /// What went wrong, in words (`localizedDescription`).
    var message: String

    /// An error from any domain.
    init(domain: String, code: Int, message: String) {
        self.domain = domain
        self.code = code
        self.message = message
    }

    /// A Core Haptics error (`CHHapticError`) with `code`.
    package init(_ code: CoreHapticsErrorCode, message: String = "") {
        self.init(domain: Self.coreHapticsDomain, code: code.rawValue, message: message)
    }

    /// The Core Haptics code, when the error is in Core Haptics' domain and the code is one the
    /// header declares.
    var coreHapticsCode: CoreHapticsErrorCode? {
        domain == Self.coreHapticsDomain ? CoreHapticsErrorCode(rawValue: code) : nil
    }

    /// Whether the error says the engine was not running or lost its server: `engineNotRunning`
    /// (-4805), `serverInterrupted` (-4811) or `invalidPatternPlayer` (-4812). After one of these a
    /// player start is worth one retry on a restarted engine; after any other it is not.
    var meansEngineNotRunning: Bool {
        switch coreHapticsCode {
        case .engineNotRunning, .serverInterrupted, .invalidPatternPlayer: true
        default: false
        }
    }

    /// `engineNotRunning (com.apple.CoreHaptics -4805): message`.
    package var description: String {
        let name = coreHapticsCode.map { "\($0) " } ?? ""
        let message = message.isEmpty ? "" : ": \(message)"
        return "\(name)(\(domain) \(code))\(message)"
    }
}

/// `CHHapticError.Code`, mirrored with the same raw values (`CHHapticErrors.h`, macOS 11.3 SDK
/// header). The header warns the list "is not comprehensive": other codes
/// (`kAudioUnitErr_*`) may appear, and have no case here.
package enum CoreHapticsErrorCode: Int, CaseIterable, Sendable {
    /// Playback was requested while the engine was not running.
    case engineNotRunning = -4805
    /// Not allowed in the current state.
    case operationNotPermitted = -4806
    /// The engine timed out while starting.
    case engineStartTimeout = -4808
    /// The hardware does not support haptics: `CHHapticEngine()` throws it on such devices.
    case notSupported = -4809
    /// The haptic server failed to start.
    case serverInitFailed = -4810
    /// The connection to the haptic server was lost.
    case serverInterrupted = -4811
    /// The player is no longer valid after a server error.
    case invalidPatternPlayer = -4812
    /// Corrupt pattern data.
    case invalidPatternData = -4813
    /// Corrupt pattern dictionary.
    case invalidPatternDictionary = -4814
    /// An invalid `AVAudioSession`.
    case invalidAudioSession = -4815
    /// An unknown or invalid parameter type.
    case invalidParameterType = -4820
    /// An unknown or invalid event type.
    case invalidEventType = -4821
    /// An invalid event time.
    case invalidEventTime = -4822
    /// An invalid event duration.
    case invalidEventDuration = -4823
    /// An invalid audio resource reference.
    case invalidAudioResource = -4824
    /// A resource limit was reached.
    case resourceNotAvailable = -4825
    /// An invalid event entry.
    case badEventEntry = -4830
    /// An invalid parameter or curve entry.
    case badParameterEntry = -4831
    /// An invalid (for example negative) time.
    case invalidTime = -4840
    /// Uncategorised.
    case unknownError = -4898
    /// Out of memory.
    case memoryError = -4899
}
