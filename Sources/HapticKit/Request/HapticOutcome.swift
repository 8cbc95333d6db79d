import Foundation

/// What happened to one request: it played (and how), or it was skipped (and why).
///
/// ```swift
/// switch haptics.play(.alignment, at: point, in: view) {
/// case .played(let playback): print(playback.call.api, playback.wasWarm)
/// case .skipped(let reason): print(reason)
/// }
/// ```
public enum HapticOutcome: Equatable, Sendable, CustomStringConvertible {
    /// The pipeline let the request through and the backend accepted it. For the UIKit backend
    /// that means: called on the main thread, UIKit's generator was called before `play` returned;
    /// called from any other thread, the request was queued for the main thread, behind every
    /// request made before it. A queued request that then fails is reported to the backend's
    /// ``HapticBackend/observe(_:outcome:at:)`` as `.skipped(reason)`. Where the system decides
    /// whether the hand feels it (a real iPad, whose input is unspecified; a Pencil that may not be
    /// Apple Pencil Pro), ``HapticOutcome/Playback/feltOnlyWith`` lists the inputs that feel it and the
    /// description says "handed to the system"; pass the request's ``HapticInput`` to narrow it.
    case played(HapticOutcome.Playback)
    /// Nothing played, and why: preferences, rate limits, the device, or the backend.
    case skipped(HapticSkipReason)

    /// Whether it played.
    public var didPlay: Bool {
        if case .played = self { return true }
        return false
    }

    /// The playback, or `nil` when skipped.
    public var playback: HapticOutcome.Playback? {
        if case .played(let playback) = self { return playback }
        return nil
    }

    /// The reason, or `nil` when it played.
    public var skipReason: HapticSkipReason? {
        if case .skipped(let reason) = self { return reason }
        return nil
    }

    /// `played UIImpactFeedbackGenerator(…)… (warm)`, `… (cold, substitute, contested) in the
    /// environment's anchor view` (a SwiftUI modifier's view; contested: the sources disagree,
    /// ``HapticRoute/contestedBy``), `handed to the system:
    /// UICanvasFeedbackGenerator.alignmentOccurred(at:) (warm); felt only with Apple Pencil Pro`,
    /// `played NSHapticFeedbackManager…` (no generator, so neither warm nor cold), `skipped:
    /// throttled: …`. The one description every printer uses: the CLI, `HapticScript` and logs.
    public var description: String {
        switch self {
        case .played(let playback):
            let warmth = playback.call.generatorKind == nil ? [] : [playback.wasWarm ? "warm" : "cold"]
            let notes =
                warmth + (playback.route.isSubstitute ? ["substitute"] : [])
                + (playback.route.contestedBy == nil ? [] : ["contested"])
            return (playback.isHandedToSystem ? "handed to the system: " : "played ") + playback.call.api
                + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
                + (playback.usedEnvironmentAnchor ? " in the environment's anchor view" : "")
                + (playback.feltOnlyWith.map { "; felt only with " + HapticRoute.list($0) } ?? "")
                + (playback.appWasInactive ? "; the app is not active: felt only during a background session" : "")
        case .skipped(let reason): return "skipped: \(reason)"
        }
    }
}

extension HapticOutcome {
    /// A request that played.
    public struct Playback: Equatable, Sendable {
        /// The call that was made (after the intensity scale).
        public let call: HapticCall
        /// The router's answer: why this call, and its source.
        public let route: HapticRoute
        /// Whether the generator was warm (prepared recently enough), per the pipeline's model.
        public let wasWarm: Bool
        /// Whether the call was made in the anchor view of the SwiftUI modifier the request was made
        /// under (`hapticAnchor()`, or any `.haptic` modifier), at its centre, rather than in a view
        /// the app gave or in none.
        ///
        /// From iOS 17.5 UIKit's generators are made with a view, and canvas feedback (the only
        /// feedback that plays on iPad, through Apple Pencil Pro and the trackpad) needs a view and a
        /// location. A view-less call (`haptics.success()` in a SwiftUI action closure) plays in the
        /// anchor view of the nearest HapticKit modifier above it, when there is one:
        ///
        /// ```swift
        /// if haptics.success().playback?.usedEnvironmentAnchor == true { print("played in the modifier's view") }
        /// ```
        public let usedEnvironmentAnchor: Bool
        /// When the call was handed to the system, which plays it only for some inputs, those inputs;
        /// `nil` when it plays for every input the request may come from: the route's
        /// ``HapticRoute/feltOnlyWith``.
        ///
        /// On a real iPad, whose input reads `unspecified`, canvas feedback is felt only with Apple
        /// Pencil Pro and the Magic Keyboard for iPad Pro (M4) trackpad; pass the request's
        /// ``HapticInput`` to know more.
        public var feltOnlyWith: [HapticInput.Device]? { route.feltOnlyWith }
        /// Whether the call was made while the app was not active, on a platform that plays it then
        /// only in a session HapticKit cannot see. Apple Watch: `WKInterfaceDevice.play(_:)` "has no
        /// effect" while the app is inactive or in the background, and "The only exception are apps
        /// with an active workout session"
        /// (developer.apple.com/documentation/watchkit/wkinterfacedevice/play(_:)); an extended
        /// runtime session also lets an app "play sounds or haptics, even after the watch's screen
        /// turns off" (developer.apple.com/documentation/watchkit/wkextendedruntimesession).
        /// HapticKit makes the call, so a workout app keeps its haptics with the wrist down, and says
        /// here that whether it was felt depends on such a session; an app that runs one sets
        /// ``Haptics/hasBackgroundRuntimeSession`` and its calls read as played.
        ///
        /// ```swift
        /// if Haptics.shared.success().playback?.appWasInactive == true { print("felt only in a workout session") }
        /// ```
        public let appWasInactive: Bool

        package init(
            call: HapticCall, route: HapticRoute, wasWarm: Bool, usedEnvironmentAnchor: Bool = false,
            appWasInactive: Bool = false
        ) {
            self.call = call
            self.route = route
            self.wasWarm = wasWarm
            self.usedEnvironmentAnchor = usedEnvironmentAnchor
            self.appWasInactive = appWasInactive
        }

        /// Whether the system decides if the hand feels it: ``feltOnlyWith`` is set, or the app
        /// was not active (``appWasInactive``).
        public var isHandedToSystem: Bool { feltOnlyWith != nil || appWasInactive }
    }
}
