import Foundation

/// What `CanvasFeedbackGenerator` does, without UIKit: one view (held weakly), one player and
/// the input of the interaction, with UIKit's generator shape (`prepare()`, then
/// `alignmentOccurred(at:)` or `pathCompleted(at:)`). Every decision is the player's: the router picks the call for the
/// device, OS version and input (canvas feedback on iPad, a light impact on iPhone, silence on
/// tvOS, visionOS and Mac Catalyst), and the pipeline gates, spaces and warms it.
struct CanvasFeedback: Sendable {
    /// The player every request goes through.
    let haptics: Haptics
    /// The input that drives the interaction; `.unspecified` routes for the player's profile.
    var input: HapticInput
    private let anchor: HapticAnchor

    /// Feedback for `view`, through `haptics`, for an interaction driven by `input`.
    init(view: AnyObject, haptics: Haptics, input: HapticInput) {
        self.haptics = haptics
        self.input = input
        self.anchor = HapticAnchor(location: CGPoint(x: 0, y: 0), in: view)
    }

    /// Warms the generators the next ``alignmentOccurred(at:)`` and ``pathCompleted(at:)`` play
    /// through, in the view, as UIKit's one generator is warm for both (on iPhone they are two: a
    /// light impact and a success); returns the alignment's outcome.
    func prepare() -> HapticPreparationOutcome {
        let outcome = haptics.prepare(.alignment, input: input, place: .anchor(anchor, .app))
        _ = haptics.prepare(.pathComplete, input: input, place: .anchor(anchor, .app))
        return outcome
    }

    /// Plays alignment feedback at `location` in the view.
    func alignmentOccurred(at location: CGPoint) -> HapticOutcome {
        haptics.perform(.alignment, input: input, place: .anchor(anchor.moved(to: location), .app))
    }

    /// Plays path-complete feedback at `location` in the view.
    func pathCompleted(at location: CGPoint) -> HapticOutcome {
        haptics.perform(.pathComplete, input: input, place: .anchor(anchor.moved(to: location), .app))
    }
}
