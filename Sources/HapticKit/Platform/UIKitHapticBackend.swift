#if canImport(UIKit) && os(iOS)
import UIKit

/// Plays requests with UIKit's feedback generators (iPhone, and iPad through Apple Pencil Pro and
/// the Magic Keyboard for iPad Pro (M4) trackpad), and custom patterns with Core Haptics.
/// Forwarding only: the pipeline decided, ``MainThreadDispatcher`` orders the work, and this
/// file makes the UIKit calls. Internal: ``Haptics/platformBackend()`` returns it on iOS, iPadOS
/// and Mac Catalyst (with the GameController backend beside it), and ``Haptics/shared`` plays
/// through that without any set-up.
///
/// > Important: UIKit's generators are main-actor only; using them off the main thread crashes.
/// > Requests made on the main thread are performed before `play` returns. Requests from other
/// > threads are queued for the main thread, first in, first out with every other request; if
/// > one then fails, the failure reaches the backend's `observe(_:outcome:at:)`.
///
/// It follows the app's state from UIKit's notifications: while the app is not active requests
/// are skipped (`appNotActive`), entering the background stops running patterns, and coming back
/// starts the pattern engine again. A Core Haptics failure found after `play` returned (the
/// engine would not start) is reported against the latest pattern request, through
/// ``HapticRequest/reportFailure(_:)``.
struct UIKitHapticBackend: HapticBackend {
    private let dispatcher: MainThreadDispatcher
    private let activity: AppActivityObserver

    /// Creatable from any thread; UIKit is touched only on the main thread.
    init() {
        let generators = UIKitGenerators()
        let dispatcher = MainThreadDispatcher { work in
            try MainActor.runSynchronously { try generators.perform(work) }
        }
        self.dispatcher = dispatcher
        activity = AppActivityObserver(
            events: [
                UIApplication.didBecomeActiveNotification: .didBecomeActive,
                UIApplication.willResignActiveNotification: .willResignActive,
                UIApplication.didEnterBackgroundNotification: .didEnterBackground,
                UIApplication.willEnterForegroundNotification: .willEnterForeground,
            ],
            respond: { response in dispatcher.send(.appActivity(response)) })
    }

    /// Performs the request on the main thread: at once when called there, otherwise in order behind earlier requests.
    func play(_ request: HapticRequest) throws {
        try dispatcher.play(request)
    }

    /// Prepares the preparation's generator on the main thread, creating it if needed.
    func prepare(_ preparation: HapticPreparation) {
        dispatcher.send(.prepare(preparation))
    }

    /// Drops the generator under `key`, on the main thread.
    func release(_ key: HapticRequest.GeneratorKey) {
        dispatcher.send(.release(key))
    }

    /// Whether the app is active, from UIKit's notifications.
    var isAppActive: Bool { activity.isActive }
}

/// One UIKit generator per key, created on first use, and the Core Haptics player for patterns.
@MainActor
final class UIKitGenerators {
    private var generators = GeneratorStore<UIFeedbackGenerator>()
    /// The latest pattern request: where a failure the engine finds later is reported.
    private var latestPattern: HapticRequest?
    private lazy var patterns: PatternEngine = {
        let player = PatternEngine()
        player.onFailure = { [weak self] failure in
            self?.latestPattern?.reportFailure(.backendFailed(HapticSkipReason.BackendFailure(failure)))
        }
        return player
    }()

    nonisolated init() {}

    func perform(_ work: MainThreadDispatcher.Work) throws {
        switch work {
        case .play(let request): try play(request)
        case .prepare(let preparation): generator(preparation.generator, anchor: preparation.anchor)?.prepare()
        case .release(let key): release(key)
        case .appActivity(.stopPatterns): patterns.applicationDidEnterBackground()
        case .appActivity(.restartPatterns): patterns.applicationWillEnterForeground()
        case .appActivity(.none): break
        }
    }

    private func play(_ request: HapticRequest) throws {
        if case .coreHaptics(let pattern) = request.call.kind {
            latestPattern = request
            try patterns.play(pattern)
            return
        }
        guard let key = request.generator, let generator = generator(key, anchor: request.anchor) else { return }
        let location = request.anchor?.location ?? .zero
        switch request.call.kind {
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
        case .appKit, .watchKit, .coreHaptics, .accessory, .sensoryFeedback:
            break
        }
        if request.preparesAfterPlaying {
            generator.prepare()
        }
    }

    /// The generator under `key` for `anchor`'s view, made on first use and made again when UIKit
    /// detached it from that view (``GeneratorStore``); `nil` only for a canvas generator before
    /// iOS 17.5, which the router never asks for.
    private func generator(_ key: HapticRequest.GeneratorKey, anchor: HapticAnchor?) -> UIFeedbackGenerator? {
        let view = key.viewID == nil ? nil : anchor?.view as? UIView
        return generators.generator(for: key, in: view, attachedView: Self.attachedView) {
            Self.make(key.kind, view: view)
        }
    }

    /// The view UIKit has the generator attached to (`UIInteraction.view`, iOS 17.5).
    private static func attachedView(_ generator: UIFeedbackGenerator) -> AnyObject? {
        guard #available(iOS 17.5, *) else { return nil }
        return generator.view
    }

    /// Drops the generator and detaches it from its view (a view keeps its interactions alive).
    private func release(_ key: HapticRequest.GeneratorKey) {
        guard let generator = generators.remove(key) else { return }
        if #available(iOS 17.5, *) {
            generator.view?.removeInteraction(generator)
        }
    }

    /// Makes the generator as ``GeneratorMaking`` says.
    private static func make(_ kind: HapticRequest.GeneratorKey.Kind, view: UIView?) -> UIFeedbackGenerator? {
        var viewInitialisersAvailable = false
        if #available(iOS 17.5, *) { viewInitialisersAvailable = true }
        switch GeneratorMaking(kind, hasView: view != nil, viewInitialisersAvailable: viewInitialisersAvailable) {
        case .inView:
            guard #available(iOS 17.5, *), let view else { return nil }
            switch kind {
            case .impact(let style): return UIImpactFeedbackGenerator(style: style.uiKit, view: view)
            case .selection: return UISelectionFeedbackGenerator(view: view)
            case .notification: return UINotificationFeedbackGenerator(view: view)
            case .canvas: return UICanvasFeedbackGenerator(view: view)
            }
        case .withoutView:
            switch kind {
            case .impact(let style): return UIImpactFeedbackGenerator(style: style.uiKit)
            case .selection: return UISelectionFeedbackGenerator()
            case .notification: return UINotificationFeedbackGenerator()
            case .canvas:
                guard #available(iOS 17.5, *) else { return nil }
                return UICanvasFeedbackGenerator()
            }
        case .unavailable:
            return nil
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
#endif
