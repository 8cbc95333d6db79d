#if canImport(GameController) && canImport(CoreHaptics) && (os(iOS) || os(macOS) || os(tvOS) || os(visionOS))
import CoreHaptics
import GameController

/// Plays accessory routes (``HapticCall/accessory(_:_:locality:)``) on the accessory's own
/// actuators: the current game controller, or on visionOS 26 a spatial stylus, from a Core Haptics
/// engine its `haptics` make (`GCDeviceHaptics.createEngine(withLocality:)`). Forwarding only: the
/// router chose the pattern and the locality; other calls are ignored.
///
/// ```swift
/// let haptics = Haptics(
///     backend: MultiplexHapticBackend(Haptics.platformBackend(), GameControllerHapticBackend()),
///     device: DeviceProfile.current.with(input: .gameController))
/// ```
///
/// > Important: `GCController.haptics` needs iOS 14, tvOS 14 or macOS 11 (GCController.h:255, iOS
/// > 26.2 SDK); `GCStylus.haptics` visionOS 26 (GCStylus.h, visionOS 26.2 SDK). With no such
/// > accessory connected, or one without haptics, a play fails with a ``HapticEngineError``
/// > (`backendFailed`). `GCSpatialAccessory` (visionOS 27) is not supported yet: no SDK here has it.
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

    /// Plays the request's pattern on the accessory, on the main thread.
    public func play(_ request: HapticRequest) throws {
        try dispatcher.play(request)
    }
}

/// One Core Haptics player per accessory and locality; a newly connected accessory gets new ones.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
@MainActor
final class GameControllerPlayers {
    private var players = AccessoryPlayerCache<CoreHapticsPlayer>()

    nonisolated init() {}

    func perform(_ work: MainThreadDispatcher.Work) throws {
        guard case .play(let request) = work, case .accessory(let pattern, let accessory, let locality) = request.call
        else { return }
        guard let (device, haptics) = Self.haptics(of: accessory) else {
            throw HapticEngineError(
                domain: "HapticKit.GameController", code: 1,
                message: "no \(accessory.className) with haptics is connected")
        }
        let player = players.player(for: accessory, at: locality, on: ObjectIdentifier(device)) {
            CoreHapticsPlayer(makeEngine: {
                guard let engine = haptics.createEngine(withLocality: locality.gameController) else {
                    throw HapticEngineError(
                        domain: "HapticKit.GameController", code: 2,
                        message: "the \(accessory.className) made no engine for locality \(locality)")
                }
                return engine
            })
        }
        try player.play(pattern)
    }

    /// The connected accessory of this kind and its haptics: the current game controller
    /// (`GCController.current`, else the first connected), the first spatial stylus with haptics
    /// (`GCStylus.styli`, visionOS 26). `GCSpatialAccessory` (visionOS 27) is not in the SDKs here.
    private static func haptics(of accessory: HapticCall.Accessory) -> (AnyObject, GCDeviceHaptics)? {
        switch accessory {
        case .gameController:
            guard let controller = GCController.current ?? GCController.controllers().first,
                let haptics = controller.haptics
            else { return nil }
            return (controller, haptics)
        case .stylus:
            #if os(visionOS)
            if #available(visionOS 26.0, *), let stylus = GCStylus.styli.first(where: { $0.haptics != nil }),
                let haptics = stylus.haptics
            {
                return (stylus, haptics)
            }
            #endif
            return nil
        case .spatialAccessory:
            return nil
        }
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
