/// The generator objects a UIKit backend keeps, one per ``HapticRequest/GeneratorKey``, and the rule for
/// reusing one. Pure, so the rule is tested here with stand-in generators; the UIKit backend holds
/// one on the main actor and only forwards.
///
/// A generator made with a view (`init(view:)`, iOS 17.5) is attached to that view as an
/// interaction (`UIFeedbackGenerator: UIInteraction`, UIFeedbackGenerator.h, iOS 26.2 SDK). An app
/// that assigns `view.interactions = […]` detaches it without telling anyone, and a detached
/// generator's `view` is `nil`. So a kept generator is reused only while it is still attached to
/// the view the request plays in; otherwise a new one is made in its place.
struct GeneratorStore<Generator> {
    private var generators: [HapticRequest.GeneratorKey: Generator] = [:]

    init() {}

    /// The generator for `key` playing in `view`: the kept one while it still fits, else one made
    /// by `make` (kept in its place; `nil` when none can be made). `attachedView` reads the view a
    /// generator is attached to, or `nil` (UIKit's `UIInteraction.view`).
    mutating func generator(
        for key: HapticRequest.GeneratorKey, in view: AnyObject?, attachedView: (Generator) -> AnyObject?,
        make: () -> Generator?
    ) -> Generator? {
        if let kept = generators[key], Self.fits(kept, key: key, view: view, attachedView: attachedView) {
            return kept
        }
        generators[key] = make()
        return generators[key]
    }

    /// Removes and returns the generator for `key`.
    mutating func remove(_ key: HapticRequest.GeneratorKey) -> Generator? {
        generators.removeValue(forKey: key)
    }

    /// How many generators are kept.
    var count: Int { generators.count }

    /// A view-less generator always fits; a view's generator only while it is attached to that view.
    private static func fits(
        _ generator: Generator, key: HapticRequest.GeneratorKey, view: AnyObject?,
        attachedView: (Generator) -> AnyObject?
    ) -> Bool {
        guard key.viewID != nil else { return true }
        guard let view, let attached = attachedView(generator) else { return false }
        return attached === view
    }
}

/// How a UIKit generator is made, decided here and carried out by the UIKit backend. From iOS 17.5
/// a generator is made in its view (`init(view:)`, `init(style:view:)`), the replacement
/// UIFeedbackGenerator.h:19-21 (iOS 26.2 SDK) names for the view-less initialisers, which it marks
/// `API_TO_BE_DEPRECATED` (an intent: no release deprecates them). A view-less request, or an OS
/// before 17.5, gets the view-less initialiser (the router's sources say why); the outcome's call says
/// which was made. A canvas generator exists only from iOS 17.5 (the router never asks for one
/// before).
enum GeneratorMaking: Equatable {
    case inView, withoutView, unavailable

    init(_ kind: HapticRequest.GeneratorKey.Kind, hasView: Bool, viewInitialisersAvailable: Bool) {
        switch (hasView && viewInitialisersAvailable, kind) {
        case (true, _): self = .inView
        case (false, .canvas): self = viewInitialisersAvailable ? .withoutView : .unavailable
        case (false, _): self = .withoutView
        }
    }
}
