// GameController's controllers, styli and their haptics, as HapticKit drives them: protocols shaped
// like GameController's own API, so that each GameController class conforms in one line
// (Platform/PlatformBackend+GameController.swift) and ``AccessoryEngineDriver`` decides everything
// over them, built and tested on Linux with fakes. Signatures and availability are GCController.h,
// GCDevice.h, GCDeviceHaptics.h and GCStylus.h (iOS 26.2 SDK). GameController's classes are not
// main-actor types; HapticKit uses them on the main actor only, as it does Core Haptics.

/// A connected `GCDevice` with haptics: a `GCController` (iOS 14, macOS 11, tvOS 14) or a
/// `GCStylus` (visionOS 26).
@MainActor
package protocol HapticAccessory: AnyObject {
    associatedtype Haptics: AccessoryHaptics
    /// `haptics`: what makes engines for the accessory's actuators; `nil` when it has none
    /// (GCController.h:249-255, GCStylus.h:134-148).
    var haptics: Haptics? { get }
    /// `GCDevice.productCategory` (GCDevice.h:45): `GCProductCategorySpatialController` for one
    /// hand of a spatial controller pair.
    var productCategory: String { get }
}

/// `GCDeviceHaptics`: "Creates and returns a new instance of CHHapticEngine" for the actuators of
/// a locality, or `nil` (`createEngineWithLocality:`, GCDeviceHaptics.h:51-64).
@MainActor
package protocol AccessoryHaptics: AnyObject {
    associatedtype Locality: AccessoryHapticsLocality
    associatedtype Engine
    func createEngine(withLocality locality: Locality) -> Engine?
}

/// `GCHapticsLocality`, made from the router's name for it.
package protocol AccessoryHapticsLocality {
    init(_ locality: HapticCall.GCLocality)
}

/// What is connected now, from GameController's class members: one kind of accessory each.
@MainActor
package protocol ConnectedAccessories: Sendable {
    associatedtype Accessory: HapticAccessory
    /// The connected accessories, in connection order: `GCController.controllers()`
    /// (GCController.h:130), `GCStylus.styli` (GCStylus.h:165).
    func connected() -> [Accessory]
    /// The most recently used one: `GCController.current` (GCController.h:142). Default: `nil`,
    /// as for styli, which have none.
    var current: Accessory? { get }
    /// `GCProductCategorySpatialController` (GCProductCategories.h:28, iOS 26.2 SDK), where the SDK
    /// and the system have it. Default: `nil`, so no accessory is spatial.
    var spatialControllerCategory: String? { get }
}

extension ConnectedAccessories {
    var current: Accessory? { nil }
    var spatialControllerCategory: String? { nil }
}
