// `HapticCall.Kind`, its payload enums and ``HapticCall/kind`` are `@_spi(HapticKitInternal)`: not
// API. They may change in any release, a minor or a patch one, without notice, and a new case is
// added whenever HapticKit learns a new Apple call. Only this repository's HapticKit Lab app (which
// makes the raw Apple call a route names, to compare it with HapticKit's play), its benchmark and
// HapticKit's own tests import them, with `@_spi(HapticKitInternal) import HapticKit`. Apps and backends read a call
// through ``HapticCall``'s public properties instead. See docs/Architecture.md, "Internal SPI".

extension HapticCall {
    /// Which Apple call, with its arguments. Not API: `@_spi(HapticKitInternal)`, see the comment
    /// at the top of this file.
    @_spi(HapticKitInternal) public enum Kind: Hashable, Sendable {
        /// `UIImpactFeedbackGenerator(style:).impactOccurred(intensity:)`, or with `at:` (iOS 17.5+)
        /// when `atLocation` is true.
        case impact(UIImpactFeedbackStyle, intensity: HapticIntensity, atLocation: Bool)
        /// `UISelectionFeedbackGenerator.selectionChanged()`, or `selectionChanged(at:)` (iOS 17.5+).
        case selection(atLocation: Bool)
        /// `UINotificationFeedbackGenerator.notificationOccurred(_:)`, or `(_:at:)` (iOS 17.5+).
        case notification(UINotificationType, atLocation: Bool)
        /// `UICanvasFeedbackGenerator.alignmentOccurred(at:)` or `.pathCompleted(at:)` (iPadOS 17.5+).
        case canvas(UICanvasEvent)
        /// `NSHapticFeedbackManager.defaultPerformer.perform(_:performanceTime: .default)` (macOS).
        case appKit(NSHapticPattern)
        /// `WKInterfaceDevice.current().play(_:)` (watchOS).
        case watchKit(WKHaptic)
        /// A `CHHapticEngine` player for the pattern (iPhone 8 and later). Boxed: patterns are rare,
        /// and the other calls stay small to copy.
        indirect case coreHaptics(HapticPattern)
        /// A Core Haptics pattern on an accessory's own actuators, from an engine that the
        /// accessory's `GCDeviceHaptics` creates: `createEngine(withLocality:)` on
        /// `GCController.haptics` (iOS 14, tvOS 14, macOS 11, visionOS 1), `GCStylus.haptics`
        /// (visionOS 26) or `GCSpatialAccessory.haptics` (visionOS 27).
        indirect case accessory(HapticPattern, Accessory, locality: GCLocality)
        /// SwiftUI's `View.sensoryFeedback(_:trigger:)` with one of the visionOS 26 families
        /// (``HapticFeedback/press(_:)``, ``HapticFeedback/release(_:)``,
        /// ``HapticFeedback/selection(_:)``): on visionOS the only call that plays them. No backend
        /// can make it; a SwiftUI view must.
        indirect case sensoryFeedback(HapticFeedback)
    }

    /// The accessory whose `haptics` (a `GCDeviceHaptics`) makes the engine.
    @_spi(HapticKitInternal) public enum Accessory: String, Hashable, Sendable, CaseIterable {
        /// A game controller: `GCController.haptics` (iOS 14, tvOS 14, macOS 11, visionOS 1).
        case gameController
        /// A spatial stylus on Apple Vision Pro: `GCStylus.haptics` (visionOS 26).
        case stylus
        /// A spatial accessory on Apple Vision Pro: `GCSpatialAccessory.haptics` (visionOS 27).
        case spatialAccessory

        /// `GCController`, `GCStylus`, `GCSpatialAccessory`.
        public var className: String {
            switch self {
            case .gameController: "GCController"
            case .stylus: "GCStylus"
            case .spatialAccessory: "GCSpatialAccessory"
            }
        }

        /// What an invocation calls the accessory: `controller`, `stylus`, `accessory`.
        var variable: String {
            switch self {
            case .gameController: "controller"
            case .stylus: "stylus"
            case .spatialAccessory: "accessory"
            }
        }
    }

    /// GameController's `GCHapticsLocality`: which actuators an engine plays on. `default` and
    /// `all` are guaranteed to exist on every controller (GCDeviceHaptics.h, iOS 26.2 SDK).
    @_spi(HapticKitInternal) public enum GCLocality: String, Hashable, Sendable, CaseIterable {
        /// The locality, by GameController's Swift name.
        case `default`, all, handles, leftHandle, rightHandle, triggers, leftTrigger, rightTrigger
    }

    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle` (`UIImpactFeedbackStyle` in Objective-C).
    @_spi(HapticKitInternal) public enum UIImpactFeedbackStyle: String, Hashable, Sendable, CaseIterable {
        /// The style UIKit's impact generator is created with, by the same name.
        case light, medium, heavy, soft, rigid
    }

    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    @_spi(HapticKitInternal) public enum UINotificationType: String, Hashable, Sendable, CaseIterable {
        /// The notification UIKit plays, by the same name.
        case success, warning, error
    }

    /// The two events of `UICanvasFeedbackGenerator`.
    @_spi(HapticKitInternal) public enum UICanvasEvent: String, Hashable, Sendable, CaseIterable {
        /// The canvas event: `alignmentOccurred(at:)` or `pathCompleted(at:)`.
        case alignment, pathCompleted
    }

    /// AppKit's `NSHapticFeedbackManager.FeedbackPattern`.
    @_spi(HapticKitInternal) public enum NSHapticPattern: String, Hashable, Sendable, CaseIterable {
        /// The pattern AppKit performs, by the same name.
        case generic, alignment, levelChange
    }

    /// WatchKit's `WKHapticType` (the cases that need no special session).
    @_spi(HapticKitInternal) public enum WKHaptic: String, Hashable, Sendable, CaseIterable {
        /// The haptic WatchKit plays, by the same name.
        case notification, directionUp, directionDown, success, failure, retry, start, stop, click
    }
}

/// The calls by their kinds' names, so that the router builds them as it reads
/// (`.canvas(.alignment)`, `.impact(.light, intensity: .full, atLocation: true)`).
extension HapticCall {
    package static func impact(_ style: UIImpactFeedbackStyle, intensity: HapticIntensity, atLocation: Bool)
        -> HapticCall
    {
        HapticCall(.impact(style, intensity: intensity, atLocation: atLocation))
    }

    static func selection(atLocation: Bool) -> HapticCall {
        HapticCall(.selection(atLocation: atLocation))
    }

    package static func notification(_ type: UINotificationType, atLocation: Bool) -> HapticCall {
        HapticCall(.notification(type, atLocation: atLocation))
    }

    package static func canvas(_ event: UICanvasEvent) -> HapticCall {
        HapticCall(.canvas(event))
    }

    static func appKit(_ pattern: NSHapticPattern) -> HapticCall {
        HapticCall(.appKit(pattern))
    }

    static func watchKit(_ haptic: WKHaptic) -> HapticCall {
        HapticCall(.watchKit(haptic))
    }

    static func coreHaptics(_ pattern: HapticPattern) -> HapticCall {
        HapticCall(.coreHaptics(pattern))
    }

    static func accessory(_ pattern: HapticPattern, _ accessory: Accessory, locality: GCLocality) -> HapticCall {
        HapticCall(.accessory(pattern, accessory, locality: locality))
    }

    static func sensoryFeedback(_ feedback: HapticFeedback) -> HapticCall {
        HapticCall(.sensoryFeedback(feedback))
    }
}
