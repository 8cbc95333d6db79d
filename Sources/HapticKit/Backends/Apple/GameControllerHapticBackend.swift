#if canImport(GameController) && canImport(CoreHaptics) && (os(iOS) || os(macOS) || os(tvOS) || os(visionOS))
import CoreHaptics
import GameController

/// Plays accessory routes for a game controller (``HapticCall/accessory(_:_:locality:)`` with
/// ``HapticCall/Accessory/gameController``) on the current controller's actuators, from a Core
/// Haptics engine its `haptics` make (`GCDeviceHaptics.createEngine(withLocality:)`). Forwarding
/// only: the router chose the pattern and the locality; other calls are ignored.
///
/// ```swift
/// let haptics = Haptics(
///     backend: MultiplexHapticBackend(Haptics.platformBackend(), GameControllerHapticBackend()),
///     device: DeviceProfile.current.with(input: .gameController))
/// ```
///
/// > Important: `GCController.haptics` needs iOS 14, tvOS 14 or macOS 11 (GCController.h:255, iOS
/// > 26.2 SDK). With no controller connected, or one without haptics, a play fails with a
/// > ``HapticEngineError`` (`backendFailed`).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
public struct GameControllerHapticBackend: HapticBackend {
    private let dispatcher: MainThreadDispatcher

    /// Creatable from any thread; GameController and Core Haptics are touched only on the main thread.
    public init() {
        let players = GameControllerPlayers()
        dispatcher = MainThreadDispatcher { work in
            try MainActor.runSynchronously { try players.perform(work) }
        }
    }

    /// Plays the request's pattern on the current controller, on the main thread.
    public func play(_ request: HapticRequest) throws {
        try dispatcher.play(request)
    }
}

/// One Core Haptics player per locality of the current controller; a new controller gets new ones.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
@MainActor
final class GameControllerPlayers {
    private weak var controller: GCController?
    private var players: [HapticCall.GCLocality: CoreHapticsPlayer] = [:]

    nonisolated init() {}

    func perform(_ work: MainThreadDispatcher.Work) throws {
        guard case .play(let request) = work,
            case .accessory(let pattern, .gameController, let locality) = request.call
        else { return }
        guard let current = GCController.current ?? GCController.controllers().first, let haptics = current.haptics
        else {
            throw HapticEngineError(
                domain: "HapticKit.GameController", code: 1, message: "no game controller with haptics is connected")
        }
        if current !== controller {
            players = [:]
            controller = current
        }
        let player =
            players[locality]
            ?? CoreHapticsPlayer(makeEngine: {
                guard let engine = haptics.createEngine(withLocality: locality.gameController) else {
                    throw HapticEngineError(
                        domain: "HapticKit.GameController", code: 2,
                        message: "the controller made no engine for locality \(locality)")
                }
                return engine
            })
        players[locality] = player
        try player.play(pattern)
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
extension HapticCall.GCLocality {
    /// GameController's locality of the same name.
    var gameController: GCHapticsLocality {
        switch self {
        case .default: .default
        case .all: .all
        case .handles: .handles
        case .leftHandle: .leftHandle
        case .rightHandle: .rightHandle
        case .triggers: .triggers
        case .leftTrigger: .leftTrigger
        case .rightTrigger: .rightTrigger
        }
    }
}
#endif
