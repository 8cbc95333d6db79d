#if canImport(UIKit) && os(iOS)
import UIKit

/// Plays requests with UIKit's feedback generators (iPhone, and iPad through Apple Pencil Pro and
/// the Magic Keyboard for iPad Pro (M4) trackpad), and custom patterns with Core Haptics.
/// Forwarding only: every decision was made by the pipeline, which this backend follows.
///
/// ```swift
/// HapticsSystem.bootstrap(UIKitHapticBackend())
/// ```
///
/// > Important: UIKit's generators are main-actor only; using them off the main thread crashes.
/// > Requests made on the main thread are played at once, and a failure (a Core Haptics error)
/// > is reported in the outcome; requests from other threads are played on the main actor's
/// > next turn, where a failure can no longer reach the outcome.
public struct UIKitHapticBackend: HapticBackend {
    private let generators: UIKitGenerators

    @MainActor
    public init() {
        generators = UIKitGenerators()
    }

    public func play(_ request: HapticRequest) throws {
        let generators = generators
        if #available(macCatalyst 17.0, *), Thread.isMainThread {
            try MainActor.assumeIsolated { try generators.play(request) }
        } else {
            Task { @MainActor in try? generators.play(request) }
        }
    }

    public func prepare(_ preparation: HapticPreparation) {
        onMain { generators in generators.generator(preparation.generator, anchor: preparation.anchor)?.prepare() }
    }

    public func release(_ key: HapticGeneratorKey) {
        onMain { generators in generators.release(key) }
    }

    private func onMain(_ body: @escaping @MainActor @Sendable (UIKitGenerators) -> Void) {
        let generators = generators
        if #available(macCatalyst 17.0, *), Thread.isMainThread {
            MainActor.assumeIsolated { body(generators) }
        } else {
            Task { @MainActor in body(generators) }
        }
    }
}

/// One UIKit generator per key, created on first use.
@MainActor
final class UIKitGenerators {
    private var cache: [HapticGeneratorKey: UIFeedbackGenerator] = [:]
    private lazy var patterns = CoreHapticsPlayer()

    func play(_ request: HapticRequest) throws {
        if case .coreHaptics(let pattern) = request.call {
            try patterns.play(pattern)
            return
        }
        guard let key = request.generator, let generator = generator(key, anchor: request.anchor) else { return }
        let location = request.anchor.map { CGPoint(x: $0.location.x, y: $0.location.y) } ?? .zero
        switch request.call {
        case .impact(_, let intensity, let atLocation):
            let impact = generator as? UIImpactFeedbackGenerator
            if atLocation, #available(iOS 17.5, *) {
                impact?.impactOccurred(intensity: CGFloat(intensity.value), at: location)
            } else {
                impact?.impactOccurred(intensity: CGFloat(intensity.value))
            }
        case .selection(let atLocation):
            let selection = generator as? UISelectionFeedbackGenerator
            if atLocation, #available(iOS 17.5, *) {
                selection?.selectionChanged(at: location)
            } else {
                selection?.selectionChanged()
            }
        case .notification(let type, let atLocation):
            let notification = generator as? UINotificationFeedbackGenerator
            if atLocation, #available(iOS 17.5, *) {
                notification?.notificationOccurred(type.uiKit, at: location)
            } else {
                notification?.notificationOccurred(type.uiKit)
            }
        case .canvas(let event):
            if #available(iOS 17.5, *), let canvas = generator as? UICanvasFeedbackGenerator {
                switch event {
                case .alignment: canvas.alignmentOccurred(at: location)
                case .pathCompleted: canvas.pathCompleted(at: location)
                }
            }
        case .appKit, .watchKit, .coreHaptics:
            break
        }
        if request.preparesAfterPlaying {
            generator.prepare()
        }
    }

    /// The generator under `key`, made on first use; `nil` only for a canvas generator before
    /// iOS 17.5, which the router never asks for.
    func generator(_ key: HapticGeneratorKey, anchor: HapticAnchor?) -> UIFeedbackGenerator? {
        if let cached = cache[key] { return cached }
        let made = Self.make(key.kind, view: key.viewID == nil ? nil : anchor?.view as? UIView)
        cache[key] = made
        return made
    }

    /// Drops the generator and detaches it from its view (a view keeps its interactions alive).
    func release(_ key: HapticGeneratorKey) {
        guard let generator = cache.removeValue(forKey: key) else { return }
        if #available(iOS 17.5, *) {
            generator.view?.removeInteraction(generator)
        }
    }

    private static func make(_ kind: HapticGeneratorKey.Kind, view: UIView?) -> UIFeedbackGenerator? {
        if #available(iOS 17.5, *), let view {
            switch kind {
            case .impact(let style): return UIImpactFeedbackGenerator(style: style.uiKit, view: view)
            case .selection: return UISelectionFeedbackGenerator(view: view)
            case .notification: return UINotificationFeedbackGenerator(view: view)
            case .canvas: return UICanvasFeedbackGenerator(view: view)
            }
        }
        switch kind {
        case .impact(let style): return UIImpactFeedbackGenerator(style: style.uiKit)
        case .selection: return UISelectionFeedbackGenerator()
        case .notification: return UINotificationFeedbackGenerator()
        case .canvas:
            guard #available(iOS 17.5, *) else { return nil }
            return UICanvasFeedbackGenerator()
        }
    }
}

extension HapticCall.UIImpactStyle {
    var uiKit: UIImpactFeedbackGenerator.FeedbackStyle {
        switch self {
        case .light: .light
        case .medium: .medium
        case .heavy: .heavy
        case .soft: .soft
        case .rigid: .rigid
        }
    }
}

extension HapticCall.UINotificationType {
    var uiKit: UINotificationFeedbackGenerator.FeedbackType {
        switch self {
        case .success: .success
        case .warning: .warning
        case .error: .error
        }
    }
}

extension Haptics {
    /// Plays `feedback` at `location` in `view`: the call Apple Pencil Pro and the iPad
    /// trackpad need (`…(at:)`, iOS 17.5).
    @MainActor
    @discardableResult
    public func play(_ feedback: HapticFeedback, at location: CGPoint, in view: UIView) -> HapticOutcome {
        play(feedback, at: HapticPoint(x: Double(location.x), y: Double(location.y)), in: view as AnyObject)
    }
}
#endif
