/// An exact Apple API call that plays feedback, as a backend performs it and a log names it.
///
/// A route (``HapticRoute/call``) and a request (``HapticRequest/call``) carry one. It is an opaque
/// value: ``api`` spells the type and method as Swift does
/// (`UICanvasFeedbackGenerator.alignmentOccurred(at:)`), its `description` the whole call with its
/// arguments, ``pattern`` the Core Haptics content a pattern or accessory call plays, and
/// ``needsLocation`` and ``needsSwiftUI`` what it takes to make it. New kinds of call can be added
/// in any release without breaking your code, because there is no public `switch` over them.
///
/// ```swift
/// struct LoggingBackend: HapticBackend {
///     func play(_ request: HapticRequest) throws { print(request.call) }
/// }
/// let call = HapticRoute(.success, on: .iPhone).call
/// print(call?.api ?? "silent")   // UINotificationFeedbackGenerator.notificationOccurred(_:at:)
/// ```
public struct HapticCall: Hashable, Sendable, CustomStringConvertible {
    /// Which call, with its arguments: what a backend switches on. Not public API (see
    /// ``Kind``'s declaration in `HapticCall+Kind.swift`).
    @_spi(HapticKitInternal) public let kind: Kind

    /// The call of this kind.
    @_spi(HapticKitInternal) public init(_ kind: Kind) {
        self.kind = kind
    }

    /// Whether the call needs a view and a location in it: the iOS 17.5 `…(at:)` variants of
    /// UIKit's generators, and canvas feedback, which has no other.
    public var needsLocation: Bool {
        switch kind {
        case .impact(_, _, let atLocation), .selection(let atLocation), .notification(_, let atLocation):
            atLocation
        case .canvas: true
        case .appKit, .watchKit, .coreHaptics, .accessory, .sensoryFeedback: false
        }
    }

    /// Whether only a SwiftUI view can make this call (`View.sensoryFeedback(_:trigger:)` with a
    /// visionOS 26 family): a backend's `play` cannot, and the pipeline skips it with
    /// ``HapticSkipReason/needsSwiftUI(_:)``.
    public var needsSwiftUI: Bool {
        if case .sensoryFeedback = kind { return true }
        return false
    }

    /// The Core Haptics pattern the call plays: on the device's own engine
    /// (`CHHapticEngine.makePlayer(with:)`) or on an accessory's (a game controller's or a spatial
    /// stylus's `haptics`); `nil` for the UIKit, AppKit, WatchKit and SwiftUI calls, which take no
    /// pattern.
    public var pattern: HapticPattern? {
        switch kind {
        case .coreHaptics(let pattern), .accessory(let pattern, _, _): pattern
        case .impact, .selection, .notification, .canvas, .appKit, .watchKit, .sensoryFeedback: nil
        }
    }

    /// The type and method as Swift spells them, e.g.
    /// `UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity:at:)`.
    public var api: String {
        switch kind {
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

    /// The whole call with its arguments, as you would write it, e.g.
    /// `UINotificationFeedbackGenerator().notificationOccurred(.success)`: a call interpolated into
    /// a log line reads as the Apple call.
    public var description: String {
        switch kind {
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
            "NSHapticFeedbackManager.defaultPerformer.perform(.\(pattern), performanceTime: .default)"
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
