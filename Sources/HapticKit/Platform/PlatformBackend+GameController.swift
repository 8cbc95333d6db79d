#if canImport(GameController) && canImport(CoreHaptics) && (os(iOS) || os(macOS) || os(tvOS) || os(visionOS))
import CoreHaptics
import GameController
#if os(macOS)
import AppKit
#else
import UIKit
#endif

/// The accessory backends: Core Haptics patterns on game controllers' own actuators, and on
/// visionOS 26 on spatial styli, each run by an ``AccessoryHapticBackend``, which decides
/// everything. This file holds GameController's side only: the one-line conformances of its classes
/// to the protocols shaped like them (``HapticAccessory``), the class members that list what is
/// connected, the notification names, and the locality mapping. ``Haptics/platformBackend()`` puts
/// it after the platform's own backend (``PlatformBackend``).
///
/// > Important: `GCController.haptics` needs iOS 14, tvOS 14 or macOS 11 (GCController.h:255, iOS
/// > 26.2 SDK); `GCStylus.haptics` visionOS 26 (GCStylus.h:148, iOS 26.2 SDK). With no such
/// > accessory connected, or none with haptics, a play fails with a ``HapticEngineError``
/// > (`backendFailed`). `GCSpatialAccessory` (visionOS 27) is not supported yet: no SDK here has it,
/// > and the router keeps its cells silent (``HapticSilence/notYetSupported``).
extension PlatformBackend {
    /// The backend ``accessories()`` makes where GameController has haptics.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
    static func gameControllers() -> any HapticBackend {
        let controllers = AccessoryHapticBackend(
            .gameController, accessories: ConnectedGameControllers(),
            patterns: { PatternEngine(makeEngineOnMainActor: $0) },
            connections: [.GCControllerDidConnect, .GCControllerDidDisconnect], events: accessoryAppEvents)
        #if os(visionOS)
        if #available(visionOS 26.0, *) {
            let styli = AccessoryHapticBackend(
                .stylus, accessories: ConnectedStyli(), patterns: { PatternEngine(makeEngineOnMainActor: $0) },
                connections: [.GCStylusDidConnect, .GCStylusDidDisconnect], events: accessoryAppEvents)
            return MultiplexHapticBackend(controllers, styli)
        }
        #endif
        return controllers
    }

    /// The app leaving and coming back. On the Mac an app counts as in the background while it is
    /// hidden (HapticKit's choice: a hidden app shows nothing a controller's feedback could go with).
    #if os(macOS)
    private static let accessoryAppEvents: [Notification.Name: AppActivity.Event] = [
        NSApplication.didHideNotification: .didEnterBackground,
        NSApplication.willUnhideNotification: .willEnterForeground,
    ]
    #else
    private static let accessoryAppEvents: [Notification.Name: AppActivity.Event] = [
        UIApplication.didEnterBackgroundNotification: .didEnterBackground,
        UIApplication.willEnterForegroundNotification: .willEnterForeground,
    ]
    #endif
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, *) extension GCController: HapticAccessory {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, *) extension GCDeviceHaptics: AccessoryHaptics {}

/// `GCController.controllers()` and `GCController.current`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
struct ConnectedGameControllers: ConnectedAccessories {
    func connected() -> [GCController] { GCController.controllers() }
    var current: GCController? { GCController.current }

    /// The constant is in the 26 SDKs only, which ship SwiftUI 7; with older SDKs no controller is
    /// spatial.
    var spatialControllerCategory: String? {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, *) { return GCProductCategorySpatialController }
        #endif
        return nil
    }
}

#if os(visionOS)
@available(visionOS 26.0, *) extension GCStylus: HapticAccessory {}

/// `GCStylus.styli`.
@available(visionOS 26.0, *)
struct ConnectedStyli: ConnectedAccessories {
    func connected() -> [GCStylus] { GCStylus.styli }
}
#endif

@available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
extension GCHapticsLocality: AccessoryHapticsLocality {
    /// GameController's locality of the same name.
    package init(_ locality: HapticCall.GCLocality) {
        switch locality {
        case .default: self = .default
        case .all: self = .all
        case .handles: self = .handles
        case .leftHandle: self = .leftHandle
        case .rightHandle: self = .rightHandle
        case .triggers: self = .triggers
        case .leftTrigger: self = .leftTrigger
        case .rightTrigger: self = .rightTrigger
        }
    }
}
#endif
