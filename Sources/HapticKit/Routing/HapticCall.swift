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
        case .appKit, .watchKit, .coreHaptics: false
        }
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
        }
    }
}
