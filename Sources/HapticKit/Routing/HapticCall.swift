/// An exact Apple API call that plays feedback, as a backend performs it.
///
/// ``api`` spells the type and method as Swift does (`UICanvasFeedbackGenerator.alignmentOccurred(at:)`),
/// ``invocation`` the whole call with its arguments.
public enum HapticCall: Hashable, Sendable {
    /// `UIImpactFeedbackGenerator(style:).impactOccurred(intensity:)`, or with `at:` (iOS 17.5+)
    /// when `atLocation` is true.
    case impact(UIImpactStyle, intensity: HapticIntensity, atLocation: Bool)
    /// `UISelectionFeedbackGenerator.selectionChanged()`, or `selectionChanged(at:)` (iOS 17.5+).
    case selection(atLocation: Bool)
    /// `UINotificationFeedbackGenerator.notificationOccurred(_:)`, or `(_:at:)` (iOS 17.5+).
    case notification(UINotificationType, atLocation: Bool)
    /// `UICanvasFeedbackGenerator.alignmentOccurred(at:)` or `.pathCompleted(at:)` (iPadOS 17.5+).
    case canvas(UICanvasEvent)
    /// `NSHapticFeedbackManager.defaultPerformer.perform(_:performanceTime: .now)` (macOS).
    case appKit(NSHapticPattern)
    /// `WKInterfaceDevice.current().play(_:)` (watchOS).
    case watchKit(WKHaptic)
    /// A `CHHapticEngine` player for the pattern (iPhone 8 and later). Boxed: patterns are rare,
    /// and the other calls stay small to copy.
    indirect case coreHaptics(HapticPattern)
    /// A Core Haptics pattern on an accessory's own actuators, from an engine that the accessory's
    /// `GCDeviceHaptics` creates: `createEngine(withLocality:)` on `GCController.haptics` (iOS 14,
    /// tvOS 14, macOS 11, visionOS 1), `GCStylus.haptics` (visionOS 26) or
    /// `GCSpatialAccessory.haptics` (visionOS 27).
    indirect case accessory(HapticPattern, Accessory, locality: GCLocality)
    /// SwiftUI's `View.sensoryFeedback(_:trigger:)` with one of the visionOS 26 families
    /// (``HapticFeedback/press(_:)``, ``HapticFeedback/release(_:)``, ``HapticFeedback/selection(_:)``):
    /// on visionOS the only call that plays them. No backend can make it; a SwiftUI view must.
    indirect case sensoryFeedback(HapticFeedback)

    /// The accessory whose `haptics` (a `GCDeviceHaptics`) makes the engine.
    public enum Accessory: String, Hashable, Sendable, CaseIterable {
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
    public enum GCLocality: String, Hashable, Sendable, CaseIterable {
        /// The locality, by GameController's Swift name.
        case `default`, all, handles, leftHandle, rightHandle, triggers, leftTrigger, rightTrigger
    }

    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum UIImpactStyle: String, Hashable, Sendable, CaseIterable {
        /// The style UIKit's impact generator is created with, by the same name.
        case light, medium, heavy, soft, rigid
    }

    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum UINotificationType: String, Hashable, Sendable, CaseIterable {
        /// The notification UIKit plays, by the same name.
        case success, warning, error
    }

    /// The two events of `UICanvasFeedbackGenerator`.
    public enum UICanvasEvent: String, Hashable, Sendable, CaseIterable {
        /// The canvas event: `alignmentOccurred(at:)` or `pathCompleted(at:)`.
        case alignment, pathCompleted
    }

    /// AppKit's `NSHapticFeedbackManager.FeedbackPattern`.
    public enum NSHapticPattern: String, Hashable, Sendable, CaseIterable {
        /// The pattern AppKit performs, by the same name.
        case generic, alignment, levelChange
    }

    /// WatchKit's `WKHapticType` (the cases that need no special session).
    public enum WKHaptic: String, Hashable, Sendable, CaseIterable {
        /// The haptic WatchKit plays, by the same name.
        case notification, directionUp, directionDown, success, failure, retry, start, stop, click
    }

    /// Whether the call needs a view and a location in it (the iOS 17.5 `…(at:)` variants).
    public var needsLocation: Bool {
        switch self {
        case .impact(_, _, let atLocation), .selection(let atLocation), .notification(_, let atLocation):
            atLocation
        case .canvas: true
        case .appKit, .watchKit, .coreHaptics, .accessory, .sensoryFeedback: false
        }
    }

    /// Whether only a SwiftUI view can make this call (``sensoryFeedback(_:)``): a backend's
    /// `play` cannot, and the pipeline skips it with ``HapticSkipReason/needsSwiftUI(_:)``.
    public var needsSwiftUI: Bool {
        if case .sensoryFeedback = self { return true }
        return false
    }

    /// The type and method as Swift spells them, e.g.
    /// `UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity:at:)`.
    public var api: String {
        switch self {
        case .impact(let style, _, let atLocation):
            "UIImpactFeedbackGenerator(style: .\(style)).impactOccurred(intensity:\(atLocation ? "at:" : ""))"
        case .selection(let atLocation):
            atLocation
                ? "UISelectionFeedbackGenerator.selectionChanged(at:)"
                : "UISelectionFeedbackGenerator.selectionChanged()"
        case .notification(_, let atLocation):
            "UINotificationFeedbackGenerator.notificationOccurred(_:\(atLocation ? "at:" : ""))"
        case .canvas(.alignment): "UICanvasFeedbackGenerator.alignmentOccurred(at:)"
        case .canvas(.pathCompleted): "UICanvasFeedbackGenerator.pathCompleted(at:)"
        case .appKit: "NSHapticFeedbackManager.defaultPerformer.perform(_:performanceTime:)"
        case .watchKit: "WKInterfaceDevice.play(_:)"
        case .coreHaptics: "CHHapticEngine.makePlayer(with:).start(atTime:)"
        case .accessory(_, let accessory, _):
            "\(accessory.className).haptics.createEngine(withLocality:).makePlayer(with:).start(atTime:)"
        case .sensoryFeedback(let feedback):
            "View.sensoryFeedback(.\(feedback.swiftUISpelling), trigger:)"
        }
    }

    /// The whole call with its arguments, as you would write it.
    public var invocation: String {
        switch self {
        case .impact(let style, let intensity, let atLocation):
            atLocation
                ? "UIImpactFeedbackGenerator(style: .\(style), view: view)"
                    + ".impactOccurred(intensity: \(DecimalFormat.text(intensity.value, maximumFractionDigits: 2)), at: location)"
                : "UIImpactFeedbackGenerator(style: .\(style)).impactOccurred(intensity: \(DecimalFormat.text(intensity.value, maximumFractionDigits: 2)))"
        case .selection(let atLocation):
            atLocation
                ? "UISelectionFeedbackGenerator(view: view).selectionChanged(at: location)"
                : "UISelectionFeedbackGenerator().selectionChanged()"
        case .notification(let type, let atLocation):
            atLocation
                ? "UINotificationFeedbackGenerator(view: view).notificationOccurred(.\(type), at: location)"
                : "UINotificationFeedbackGenerator().notificationOccurred(.\(type))"
        case .canvas(.alignment): "UICanvasFeedbackGenerator(view: view).alignmentOccurred(at: location)"
        case .canvas(.pathCompleted): "UICanvasFeedbackGenerator(view: view).pathCompleted(at: location)"
        case .appKit(let pattern):
            "NSHapticFeedbackManager.defaultPerformer.perform(.\(pattern), performanceTime: .now)"
        case .watchKit(let type): "WKInterfaceDevice.current().play(.\(type))"
        case .coreHaptics(let pattern):
            "try engine.makePlayer(with: CHHapticPattern(/* \(pattern.events.count) events, \(DecimalFormat.text(pattern.duration, maximumFractionDigits: 2)) s */))"
                + ".start(atTime: CHHapticTimeImmediate)"
        case .accessory(let pattern, let accessory, let locality):
            "try \(accessory.variable).haptics?"
                + ".createEngine(withLocality: .\(locality))?.makePlayer(with: CHHapticPattern(/* \(pattern.events.count)"
                + " events, \(DecimalFormat.text(pattern.duration, maximumFractionDigits: 2)) s */))"
                + ".start(atTime: CHHapticTimeImmediate)"
        case .sensoryFeedback(let feedback):
            ".sensoryFeedback(.\(feedback.swiftUISpelling), trigger: value)"
        }
    }
}
