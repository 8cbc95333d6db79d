import Foundation

/// Why a request did not play.
///
/// A backend may throw one from ``HapticBackend/play(_:)`` to skip with that reason.
///
/// A struct rather than an enum: HapticKit may add reasons in a minor release, and a new case of a
/// public enum would break every app's exhaustive `switch`. Compare a reason with `==`
/// (`reason == .appNotActive`), and read what one carries from its properties, each `nil` for the
/// reasons that carry none of it:
///
/// ```swift
/// let outcome = Haptics.shared.play(.success)
/// if let retryAfter = outcome.skipReason?.retryAfter {
///     print("throttled: try again in", retryAfter)
/// }
/// ```
public struct HapticSkipReason: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The reasons and what each carries, for HapticKit's own `switch`es.
    enum Kind: Equatable, Sendable {
        case disabledByUser
        case categoryDisabled(HapticCategory)
        case throttled(HapticCategory, retryAfter: HapticDuration, request: Request)
        case coalesced(into: HapticFeedback)
        case silent(HapticRoute)
        case appNotActive
        case needsLocation(HapticRoute)
        case needsSwiftUI(HapticRoute)
        case noOpBackend
        case viewDeallocated
        case viewNotInWindow
        case mutedWhileRecording
        case backendFailed(HapticSkipReason.BackendFailure)
    }

    /// The request a throttled reason skipped: its description names it, and `==` ignores it (a
    /// reason is about its category, and `.throttled(.impact, retryAfter: …)` matches whichever
    /// impact was skipped).
    struct Request: Equatable, Sendable {
        let feedback: HapticFeedback?
        static func == (_: Request, _: Request) -> Bool { true }
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// The user turned haptics off (``HapticSettings/isEnabled``).
    public static let disabledByUser = HapticSkipReason(.disabledByUser)
    /// The user turned this category off (``HapticSettings/disabledCategories``).
    public static func categoryDisabled(_ category: HapticCategory) -> HapticSkipReason {
        HapticSkipReason(.categoryDisabled(category))
    }
    /// The category played less than its minimum interval ago; `retryAfter` is how long until it may.
    public static func throttled(_ category: HapticCategory, retryAfter: HapticDuration) -> HapticSkipReason {
        HapticSkipReason(.throttled(category, retryAfter: retryAfter, request: Request(feedback: nil)))
    }
    /// `request` was skipped because its category, `category`, played less than its minimum
    /// interval ago: what the player gives, so the description names what was asked for,
    /// `throttled: 'success' (paced as 'notification') may play again in 150 ms`. `==` compares
    /// the category and the wait, not the request (``throttledRequest`` reads it), so a reason
    /// equals ``throttled(_:retryAfter:)`` of the same category and wait.
    public static func throttled(
        _ category: HapticCategory, retryAfter: HapticDuration, request: HapticFeedback
    ) -> HapticSkipReason {
        HapticSkipReason(.throttled(category, retryAfter: retryAfter, request: Request(feedback: request)))
    }
    /// Merged into a request of equal or higher priority that played in the same frame.
    public static func coalesced(into feedback: HapticFeedback) -> HapticSkipReason {
        HapticSkipReason(.coalesced(into: feedback))
    }
    /// Nothing plays this on this device: the route's ``HapticRoute/silence`` says why (the
    /// Simulator, no haptic hardware, a platform or input that plays nothing, …), with its source.
    public static func silent(_ route: HapticRoute) -> HapticSkipReason { HapticSkipReason(.silent(route)) }
    /// The app is not active; haptics from the background do not play.
    public static let appNotActive = HapticSkipReason(.appNotActive)
    /// The call needs a view and a location (`play(_:at:in:)`), and the request was made in none.
    public static func needsLocation(_ route: HapticRoute) -> HapticSkipReason {
        HapticSkipReason(.needsLocation(route))
    }
    /// Only SwiftUI's `sensoryFeedback` plays this here (the visionOS 26 families on visionOS):
    /// play it from a view, with the route's call (``HapticCall/needsSwiftUI``).
    public static func needsSwiftUI(_ route: HapticRoute) -> HapticSkipReason {
        HapticSkipReason(.needsSwiftUI(route))
    }
    /// The player's backend plays nothing (``NoOpHapticBackend``).
    public static let noOpBackend = HapticSkipReason(.noOpBackend)
    /// The view the request was made in was gone by the time it reached the main thread; a
    /// generator attached to a view never plays without it.
    public static let viewDeallocated = HapticSkipReason(.viewDeallocated)
    /// The view the request was made in is in no window (removed, or not yet added), and its
    /// feedback needs a place (canvas feedback, which has no view-less call); other feedback made in
    /// such a view plays on the view-less generator instead.
    public static let viewNotInWindow = HapticSkipReason(.viewNotInWindow)
    /// The app records audio (a capture session with an audio input runs), and iOS mutes app
    /// haptics while it does unless the audio session allows them: call
    /// ``Haptics/allowHapticsDuringRecording()`` to let them play.
    public static let mutedWhileRecording = HapticSkipReason(.mutedWhileRecording)
    /// The backend threw `error`, or reported it later. Two such reasons are equal when their
    /// errors are of the same type and say the same thing (`String(describing:)`).
    public static func backendFailed(_ error: any Error) -> HapticSkipReason {
        HapticSkipReason(.backendFailed(BackendFailure(error)))
    }

    /// The category a ``categoryDisabled(_:)`` or ``throttled(_:retryAfter:)`` reason is about.
    public var category: HapticCategory? {
        switch kind {
        case .categoryDisabled(let category), .throttled(let category, _, _): category
        default: nil
        }
    }

    /// How long until a ``throttled(_:retryAfter:)`` category may play again.
    public var retryAfter: HapticDuration? {
        if case .throttled(_, let retryAfter, _) = kind { return retryAfter }
        return nil
    }

    /// The feedback a ``throttled(_:retryAfter:request:)`` reason skipped, when it names one.
    public var throttledRequest: HapticFeedback? {
        if case .throttled(_, _, let request) = kind { return request.feedback }
        return nil
    }

    /// The request a ``coalesced(into:)`` one was merged into.
    public var coalescedInto: HapticFeedback? {
        if case .coalesced(let feedback) = kind { return feedback }
        return nil
    }

    /// The router's answer for ``silent(_:)``, ``needsLocation(_:)`` and ``needsSwiftUI(_:)``.
    public var route: HapticRoute? {
        switch kind {
        case .silent(let route), .needsLocation(let route), .needsSwiftUI(let route): route
        default: nil
        }
    }

    /// The router's reason when the route is silent here, else `nil`.
    public var silence: HapticSilence? {
        if case .silent(let route) = kind { return route.silence }
        return nil
    }

    /// The error of a ``backendFailed(_:)`` reason: cast it back to inspect it.
    ///
    /// ```swift
    /// if let error = haptics.play(.success).skipReason?.failure as? HapticRecorder.Failure {
    ///     print(error.description)
    /// }
    /// ```
    public var failure: (any Error)? {
        if case .backendFailed(let failure) = kind { return failure.error }
        return nil
    }

    /// Why nothing played, in a few words: `throttled: …`, `haptics are turned off in the settings`, ….
    public var description: String {
        switch kind {
        case .disabledByUser: "haptics are turned off in the settings"
        case .categoryDisabled(let category): "category '\(category.rawValue)' disabled"
        case .throttled(let category, let retryAfter, let request):
            "throttled: \(Self.paced(request.feedback, as: category)) may play again in \(retryAfter)"
        case .coalesced(let feedback): "coalesced into \(feedback.name) in the same frame"
        case .silent(let route): Self.silentDescription(of: route)
        case .appNotActive: "the app is not active"
        case .needsLocation: "needs a view and a location: use play(_:at:in:)"
        case .needsSwiftUI(let route): "only SwiftUI plays this here: \(route.summary)"
        case .noOpBackend: "the backend plays nothing (NoOpHapticBackend)"
        case .viewDeallocated: "the view was deallocated before the request reached the main thread"
        case .viewNotInWindow: "the view is not in a window"
        case .mutedWhileRecording:
            "iOS mutes haptics while the app records audio: call Haptics.allowHapticsDuringRecording() to play them"
        case .backendFailed(let failure): "backend failed: \(failure)"
        }
    }

    /// Why `route` is silent, in a few words. Its own function: the Swift 6.3.1 optimiser crashes
    /// (in copy propagation) on these comparisons inlined into ``description``'s `switch`.
    private static func silentDescription(of route: HapticRoute) -> String {
        let silence = route.silence
        if silence == .simulator { return "the Simulator plays no haptics" }
        if silence == .noHapticHardware { return "no haptic hardware: \(route.why)" }
        return "silent on this device: \(route.why)"
    }

    /// `'success' (paced as 'notification')`, or `'selection'` when the request's name is its
    /// category's, or `'notification'` when no request is named.
    private static func paced(_ request: HapticFeedback?, as category: HapticCategory) -> String {
        guard let request, request.name != category.rawValue else { return "'\(category.rawValue)'" }
        return "'\(request.name)' (paced as '\(category.rawValue)')"
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}
