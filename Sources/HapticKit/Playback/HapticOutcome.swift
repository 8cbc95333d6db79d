import Foundation

/// What happened to one request: it played (and how), or it was skipped (and why).
///
/// ```swift
/// switch haptics.play(.alignment, at: point, in: view) {
/// case .played(let playback): print(playback.call.api, playback.wasWarm)
/// case .skipped(let reason): print(reason)
/// }
/// ```
public enum HapticOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The pipeline let the request through and the backend accepted it. For the UIKit backend
    /// that means: called on the main thread, UIKit's generator was called before `play` returned;
    /// called from any other thread, the request was queued for the main thread, behind every
    /// request made before it. A queued request that then fails is reported to the backend's
    /// ``HapticBackend/observe(_:outcome:at:)`` as `.skipped(reason)`. Where the system decides
    /// whether the hand feels it (a real iPad, whose input is unspecified; a Pencil that may not be
    /// Apple Pencil Pro), ``HapticPlayback/feltOnlyWith`` lists the inputs that feel it and the
    /// description says "handed to the system"; pass the request's ``HapticInput`` to narrow it.
    case played(HapticPlayback)
    /// Nothing played, and why: preferences, rate limits, the device, or the backend.
    case skipped(HapticSkipReason)

    /// Whether it played.
    public var played: Bool {
        if case .played = self { return true }
        return false
    }

    /// The playback, or `nil` when skipped.
    public var playback: HapticPlayback? {
        if case .played(let playback) = self { return playback }
        return nil
    }

    /// The reason, or `nil` when it played.
    public var skipReason: HapticSkipReason? {
        if case .skipped(let reason) = self { return reason }
        return nil
    }

    /// `played UIImpactFeedbackGenerator(…)… (warm)`, `… (cold, substitute) in the key window's
    /// root view` (a view HapticKit found), `handed to the system:
    /// UICanvasFeedbackGenerator.alignmentOccurred(at:) (warm); felt only with Apple Pencil Pro`,
    /// `played NSHapticFeedbackManager…` (no generator, so neither warm nor cold), `skipped:
    /// throttled …`. The one description every printer uses: the CLI, `HapticScript` and logs.
    public var description: String {
        switch self {
        case .played(let playback):
            let warmth = playback.call.generatorKind == nil ? [] : [playback.wasWarm ? "warm" : "cold"]
            let notes = warmth + (playback.route.isSubstitute ? ["substitute"] : [])
            return (playback.feltOnlyWith == nil ? "played " : "handed to the system: ") + playback.call.api
                + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
                + (playback.anchorSource.map { $0 == .app ? "" : " in \($0)" } ?? "")
                + (playback.feltOnlyWith.map { "; felt only with " + HapticDelivery.list($0) } ?? "")
        case .skipped(let reason): return "skipped: \(reason)"
        }
    }
}

/// A request that played.
public struct HapticPlayback: Hashable, Sendable {
    /// The call that was made (after the intensity scale).
    public let call: HapticCall
    /// The router's answer: why this call, and its source.
    public let route: HapticRoute
    /// Whether the generator was warm (prepared recently enough), per the pipeline's model.
    public let wasWarm: Bool
    /// Where the view the call was made in came from, for a call made in a view (`…(at:)`):
    /// the app's, or the nearest one HapticKit found when the app gave none. `nil` for calls
    /// made without a view.
    public let anchorSource: HapticAnchorSource?
    /// When the call was handed to the system, which plays it only for some inputs, those inputs;
    /// `nil` when it plays for every input the request may come from (``HapticDelivery``).
    ///
    /// On a real iPad, whose input reads `unspecified`, canvas feedback is felt only with Apple
    /// Pencil Pro and the Magic Keyboard for iPad Pro (M4) trackpad; pass the request's
    /// ``HapticInput`` to know more.
    public let feltOnlyWith: [DeviceProfile.InputSource]?

    package init(
        call: HapticCall, route: HapticRoute, wasWarm: Bool, anchorSource: HapticAnchorSource? = nil,
        feltOnlyWith: [DeviceProfile.InputSource]? = nil
    ) {
        self.call = call
        self.route = route
        self.wasWarm = wasWarm
        self.anchorSource = anchorSource
        self.feltOnlyWith = feltOnlyWith
    }

    /// Whether the system decides if the hand feels it (``feltOnlyWith`` is set).
    public var isHandedToSystem: Bool { feltOnlyWith != nil }
}

/// Why a request did not play.
///
/// A backend may throw one from ``HapticBackend/play(_:)`` to skip with that reason.
public enum HapticSkipReason: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The app's kill switch is off (``HapticSettings/isEnabled``).
    case disabledByApp
    /// The user turned this category off.
    case categoryDisabled(HapticCategory)
    /// The category played less than its minimum interval ago; `retryAfter` is how long until it may.
    case throttled(HapticCategory, retryAfter: HapticDuration)
    /// Merged into a request of equal or higher priority that played in the same frame.
    case coalesced(into: HapticFeedback)
    /// Nothing plays this on this device: the route's silence says why (the Simulator, no haptic
    /// hardware, a platform or input that plays nothing, …), with its source.
    case silent(HapticRoute)
    /// The app is not active; haptics from the background do not play.
    case appNotActive
    /// The call needs a view and a location (`play(_:at:in:)`), and none was given.
    case needsLocation(HapticRoute)
    /// Only SwiftUI's `sensoryFeedback` plays this here (the visionOS 26 families on visionOS):
    /// play it from a view, with the route's call (its ``HapticCall/needsSwiftUI`` is true).
    case needsSwiftUI(HapticRoute)
    /// The player's backend plays nothing (``NoOpHapticBackend``).
    case noBackend
    /// The view the request was made in was gone by the time it reached the main thread; a
    /// generator attached to a view never plays without it.
    case viewDeallocated
    /// The backend threw, or reported a failure later; the error is kept in the failure.
    case backendFailed(HapticBackendFailure)

    /// The router's reason when the route is silent here, else `nil`.
    public var silenceReason: HapticSilence.Reason? {
        if case .silent(let route) = self { return route.silence?.reason }
        return nil
    }

    /// Why nothing played, in a few words: `throttled: …`, `disabled by the app`, ….
    public var description: String {
        switch self {
        case .disabledByApp: "disabled by the app"
        case .categoryDisabled(let category): "category '\(category.rawValue)' disabled"
        case .throttled(let category, let retryAfter):
            "throttled: '\(category.rawValue)' may play again in \(retryAfter)"
        case .coalesced(let feedback): "coalesced into \(feedback.name) in the same frame"
        case .silent(let route):
            switch route.silence?.reason {
            case .simulator: "the Simulator plays no haptics"
            case .noHapticHardware: "no haptic hardware: \(route.why)"
            default: "silent on this device: \(route.why)"
            }
        case .appNotActive: "the app is not active"
        case .needsLocation: "needs a view and a location: use play(_:at:in:)"
        case .needsSwiftUI(let route): "only SwiftUI plays this here: \(route.summary)"
        case .noBackend: "the backend plays nothing (NoOpHapticBackend)"
        case .viewDeallocated: "the view was deallocated before the request reached the main thread"
        case .backendFailed(let failure): "backend failed: \(failure)"
        }
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}
