#if canImport(GameController) && canImport(CoreHaptics) && (os(iOS) || os(macOS) || os(tvOS) || os(visionOS))
import CoreHaptics
import GameController

/// Plays accessory calls (a Core Haptics pattern for a game controller or a stylus) on the
/// accessory's own actuators, from a Core Haptics engine its `haptics` make
/// (`GCDeviceHaptics.createEngine(withLocality:)`): the most recently used game controller that has
/// haptics, else the first connected one that has them, both hands of a spatial controller pair,
/// or on visionOS 26 a spatial stylus (the pure `ControllerChoice` decides). Forwarding only: the router
/// chose the pattern and the locality; other calls are ignored, before any hop to the main thread.
/// Internal: ``Haptics/platformBackend()`` puts it after the platform's own backend (``PlatformBackend``).
///
/// > Important: `GCController.haptics` needs iOS 14, tvOS 14 or macOS 11 (GCController.h:255, iOS
/// > 26.2 SDK); `GCStylus.haptics` visionOS 26 (GCStylus.h:148, iOS 26.2 SDK). With no such
/// > accessory connected, or none with haptics, a play fails with a ``HapticEngineError``
/// > (`backendFailed`). `GCSpatialAccessory` (visionOS 27) is not supported yet: no SDK here has it,
/// > and the router keeps its cells silent (``HapticSilence/notYetSupported``).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
struct GameControllerHapticBackend: HapticBackend {
    private let dispatcher: MainThreadDispatcher

    /// Creatable from any thread; GameController and Core Haptics are touched only on the main thread.
    init() {
        let engines = GameControllerEngines()
        dispatcher = MainThreadDispatcher { work in
            try MainActor.runSynchronously { try engines.perform(work) }
        }
    }

    /// Plays the request's pattern on the accessory, on the main thread; other calls are ignored.
    func play(_ request: HapticRequest) throws {
        guard case .accessory = request.call.kind else { return }
        try dispatcher.play(request)
    }
}

/// One Core Haptics engine per connected device and locality (``AccessoryEngineCache``), on the
/// devices ``ControllerChoice`` picks; this type only lists GameController's devices and forwards.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
@MainActor
final class GameControllerEngines {
    private var engines = AccessoryEngineCache<PatternEngine>()

    nonisolated init() {}

    func perform(_ work: MainThreadDispatcher.Work) throws {
        guard case .play(let request) = work,
            case .accessory(let pattern, let accessory, let locality) = request.call.kind
        else { return }
        let devices = Self.devices(of: accessory)
        let targets = ControllerChoice.targets(among: devices.map(\.choice))
        guard !targets.isEmpty else {
            throw HapticEngineError(
                domain: "HapticKit.GameController", code: 1,
                message: "no \(accessory.className) with haptics is connected")
        }
        let haptics = Dictionary(devices.map { ($0.choice.id, $0.haptics) }) { first, _ in first }
        let chosen = engines.players(for: targets, at: locality, connected: Set(haptics.keys)) { device in
            let deviceHaptics = haptics[device] ?? nil
            return PatternEngine(makeEngine: {
                guard let engine = deviceHaptics?.createEngine(withLocality: locality.gameController) else {
                    throw HapticEngineError(
                        domain: "HapticKit.GameController", code: 2,
                        message: "the \(accessory.className) made no engine for locality \(locality)")
                }
                return engine
            })
        }
        for player in chosen { try player.play(pattern) }
    }

    /// A connected device as ``ControllerChoice`` sees it, with its haptics.
    private struct Device {
        let choice: ControllerChoice.Controller<ObjectIdentifier>
        let haptics: GCDeviceHaptics?
    }

    /// The connected devices of this kind: game controllers (`GCController.controllers()`, with
    /// `GCController.current` marked), or spatial styli (`GCStylus.styli`, visionOS 26).
    /// `GCSpatialAccessory` (visionOS 27) is in no SDK here; the router never routes to it.
    private static func devices(of accessory: HapticCall.Accessory) -> [Device] {
        switch accessory {
        case .gameController:
            let current = GCController.current
            return GCController.controllers().map { controller in
                Device(
                    choice: ControllerChoice.Controller(
                        id: ObjectIdentifier(controller), hasHaptics: controller.haptics != nil,
                        isCurrent: controller === current, isSpatial: isSpatial(controller)),
                    haptics: controller.haptics)
            }
        case .stylus:
            #if os(visionOS)
            if #available(visionOS 26.0, *) {
                return GCStylus.styli.map { stylus in
                    Device(
                        choice: ControllerChoice.Controller(
                            id: ObjectIdentifier(stylus), hasHaptics: stylus.haptics != nil),
                        haptics: stylus.haptics)
                }
            }
            #endif
            return []
        case .spatialAccessory:
            return []
        }
    }

    /// Whether the controller is one hand of a spatial controller pair
    /// (`GCProductCategorySpatialController`, GCProductCategories.h:28, iOS 26.2 SDK). The constant
    /// is in the 26 SDKs only, which ship SwiftUI 7; with older SDKs no controller is spatial.
    private static func isSpatial(_ controller: GCController) -> Bool {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            return controller.productCategory == GCProductCategorySpatialController
        }
        #endif
        return false
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
