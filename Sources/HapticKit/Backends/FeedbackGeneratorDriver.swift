import Foundation

/// Carries out a UIKit backend's work on the main actor, over the generator protocols
/// (``FeedbackGenerating``): which generator a request plays on, whether its view can take it,
/// which call it makes, preparing and releasing. Generic, so every decision runs in HapticKit's
/// tests with fake generators and views; on iOS it drives UIKit's classes, which conform in one
/// line each.
///
/// - A request made in a view plays in it only while that view is alive and in a window. The view
///   is loaded (and so retained and released) only here, on the main actor: a weakly held `UIView`
///   loaded on another thread would be deallocated there if the main thread dropped its last owner
///   meanwhile. A gone view skips the request with ``HapticSkipReason/viewDeallocated``. A view in
///   no window (a dismissed screen's, in its completion handler) plays the call on the view-less
///   generator of its kind instead, without a location (``HapticCall/needsLocation``), as a
///   view-less request would; only canvas feedback, which has no view-less call, is skipped with
///   ``HapticSkipReason/viewNotInWindow``. UIKit's header says only that a generator made with a
///   view is attached to it ("initalize the generator with a view to attach it to the provided
///   view as an interaction.", UIFeedbackGenerator.h:18, iOS 26.2 SDK), not what a generator
///   attached to a windowless view plays; that it may play nothing is inferred, not checked on a
///   device, and HapticKit's choice is not to depend on it.
/// - Generators are kept per ``HapticRequest/GeneratorKey`` (``GeneratorStore``) and made as
///   ``GeneratorMaking`` says. Releasing one detaches it from its view, which otherwise keeps it as
///   an interaction for as long as the view lives.
/// - Custom patterns go to the pattern player, made on the first pattern; a pattern that does not
///   play after its request returned (a failure, a drop while the engine starts) is reported on
///   its own request, once.
@MainActor
final class FeedbackGeneratorDriver<Factory: FeedbackGeneratorFactory> {
    private let factory: Factory
    private var generators = GeneratorStore<any FeedbackGenerating>()
    private let makePatterns: @MainActor () -> any HapticPatternPlaying
    private var patterns: (any HapticPatternPlaying)?

    /// - Parameters:
    ///   - factory: makes the generators.
    ///   - patterns: makes the pattern player, on the first pattern.
    nonisolated init(factory: Factory, patterns: @escaping @MainActor () -> any HapticPatternPlaying) {
        self.factory = factory
        makePatterns = patterns
    }

    /// How many generators are kept.
    var generatorCount: Int { generators.count }

    /// Does one piece of work. Throws why a play did not happen.
    func perform(_ work: MainThreadDispatcher.Work) throws {
        switch work {
        case .play(let request): try play(request)
        case .prepare(let request):
            if let requested = request.generator,
                let (key, _, view) = try? placed(request.call, on: requested, anchor: request.anchor)
            {
                generator(key, in: view)?.prepare()
            } else if case .coreHaptics = request.call.kind {
                patternPlayer().prepare()
            }
        case .release(let key): release(key)
        case .appActivity(.stopPatterns): patterns?.applicationDidEnterBackground()
        case .appActivity(.restartPatterns): patterns?.applicationWillEnterForeground()
        case .appActivity(.none), .accessoryConnection: break
        }
    }

    private func play(_ request: HapticRequest) throws {
        if case .coreHaptics(let pattern) = request.call.kind {
            try patternPlayer().play(pattern, for: request)
            return
        }
        guard let requested = request.generator else { return }
        let (key, call, view) = try placed(request.call, on: requested, anchor: request.anchor)
        guard let generator = generator(key, in: view) else { return }
        let location = request.anchor?.location ?? CGPoint(x: 0, y: 0)
        switch call.kind {
        case .impact(_, let intensity, let atLocation):
            (generator as? any ImpactFeedbackGenerating)?.impact(intensity, at: atLocation ? location : nil)
        case .selection(let atLocation):
            (generator as? any SelectionFeedbackGenerating)?.select(at: atLocation ? location : nil)
        case .notification(let type, let atLocation):
            (generator as? any NotificationFeedbackGenerating)?.notify(type, at: atLocation ? location : nil)
        case .canvas(.alignment):
            (generator as? any CanvasFeedbackGenerating)?.alignmentOccurred(at: location)
        case .canvas(.pathCompleted):
            (generator as? any CanvasFeedbackGenerating)?.pathCompleted(at: location)
        case .appKit, .watchKit, .coreHaptics, .accessory, .sensoryFeedback:
            break
        }
        if request.preparesAfterPlaying {
            generator.prepare()
        }
    }

    private func patternPlayer() -> any HapticPatternPlaying {
        if let patterns { return patterns }
        let made = makePatterns()
        patterns = made
        return made
    }

    /// Where `call` plays: on the generator under `key` in `anchor`'s view while that view is in a
    /// window; in no window, on the view-less generator of the call's kind, without a location,
    /// where the call has a view-less form. Throws when the view is gone, or is in no window and the
    /// call needs a place (canvas feedback).
    private func placed(_ call: HapticCall, on key: HapticRequest.GeneratorKey, anchor: HapticAnchor?) throws -> (
        HapticRequest.GeneratorKey, HapticCall, Factory.View?
    ) {
        guard key.viewID != nil else { return (key, call, nil) }
        let view = try view(of: anchor)
        if view.window != nil { return (key, call, view) }
        guard let plain = call.withoutLocation(), let kind = plain.generatorKind else {
            throw HapticSkipReason.viewNotInWindow
        }
        return (HapticRequest.GeneratorKey(kind: kind, viewID: nil), plain, nil)
    }

    /// The generator under `key`, in `view` for a view-keyed one, made on first use and made again
    /// when UIKit detached it from that view; `nil` only for a canvas generator before iOS 17.5,
    /// which the router never asks for.
    private func generator(_ key: HapticRequest.GeneratorKey, in view: Factory.View?) -> (any FeedbackGenerating)? {
        generators.generator(for: key, in: view, attachedView: Self.attachedView) {
            switch GeneratorMaking(
                key.kind, hasView: view != nil, viewInitialisersAvailable: factory.viewInitialisersAvailable)
            {
            case .inView: view.flatMap { factory.make(key.kind, in: $0) }
            case .withoutView: factory.make(key.kind)
            case .unavailable: nil
            }
        }
    }

    /// The view a view-keyed generator plays in, loaded here on the main actor.
    private func view(of anchor: HapticAnchor?) throws -> Factory.View {
        guard let view = anchor?.view as? Factory.View else { throw HapticSkipReason.viewDeallocated }
        return view
    }

    /// The view the generator is attached to (`UIInteraction.view`, iOS 17.5).
    private static func attachedView(_ generator: any FeedbackGenerating) -> AnyObject? {
        guard #available(iOS 17.5, macCatalyst 17.5, visionOS 1.2, *) else { return nil }
        return generator.view
    }

    /// Drops the generator and detaches it from its view.
    private func release(_ key: HapticRequest.GeneratorKey) {
        guard let generator = generators.remove(key) else { return }
        detach(generator)
    }

    private func detach<Generator: FeedbackGenerating>(_ generator: Generator) {
        guard #available(iOS 17.5, macCatalyst 17.5, visionOS 1.2, *), let view = generator.view as? Factory.View,
            let interaction = generator as? Factory.View.Interaction
        else { return }
        view.removeInteraction(interaction)
    }
}

/// The custom-pattern player a UIKit or accessory backend drives (`PatternEngine` on Core Haptics,
/// a fake in tests).
@MainActor
package protocol HapticPatternPlaying: AnyObject {
    /// Plays `pattern` for `request`; throws failures certain before it returns. If the pattern
    /// does not play after this returned (a failure found later, a drop while the engine starts),
    /// it reports why on `request` (``HapticRequest/reportFailure(_:)``), once.
    func play(_ pattern: HapticPattern, for request: HapticRequest) throws
    /// Makes and starts the engine ahead of the first play (``Haptics/prepare(for:)``).
    func prepare()
    /// Stops running patterns and the engine: the app went to the background (or, for an
    /// accessory's player, the accessory went).
    func applicationDidEnterBackground()
    /// Starts the engine again if the background stopped it.
    func applicationWillEnterForeground()
    /// Stops running patterns and the engine, and reports the patterns still waiting: the pattern
    /// player is let go (an accessory's, when the accessory connects again or goes).
    func discard()
}

extension HapticPatternPlaying {
    /// Stops as in the background: for pattern players that keep no waiting patterns.
    package func discard() { applicationDidEnterBackground() }
}

extension ImpactFeedbackGenerating {
    /// `impactOccurred(intensity:at:)` at `location`, or `impactOccurred(intensity:)` for none.
    fileprivate func impact(_ intensity: HapticIntensity, at location: CGPoint?) {
        if let location, #available(iOS 17.5, macCatalyst 17.5, visionOS 1.2, *) {
            impactOccurred(intensity: CGFloat(intensity.value), at: location)
        } else {
            impactOccurred(intensity: CGFloat(intensity.value))
        }
    }
}

extension SelectionFeedbackGenerating {
    /// `selectionChanged(at:)` at `location`, or `selectionChanged()` for none.
    fileprivate func select(at location: CGPoint?) {
        if let location, #available(iOS 17.5, macCatalyst 17.5, visionOS 1.2, *) {
            selectionChanged(at: location)
        } else {
            selectionChanged()
        }
    }
}

extension NotificationFeedbackGenerating {
    /// `notificationOccurred(_:at:)` at `location`, or `notificationOccurred(_:)` for none.
    fileprivate func notify(_ type: HapticCall.UINotificationType, at location: CGPoint?) {
        if let location, #available(iOS 17.5, macCatalyst 17.5, visionOS 1.2, *) {
            notificationOccurred(FeedbackType(type), at: location)
        } else {
            notificationOccurred(FeedbackType(type))
        }
    }
}
