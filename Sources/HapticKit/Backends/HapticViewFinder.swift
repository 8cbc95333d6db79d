import Dispatch
import Foundation

/// Finds a view for a request the app made without one, where the call wants one: the
/// environment's anchor view when a modifier installed one, else, for a call that only needs a view
/// to attach to (UIKit's generators on iPhone), the key window's root view. A shell around
/// ``HapticViewFinder/Choice`` and ``KeyWindowCache``, which decide.
///
/// The key window is looked up only on the main thread, where UIKit may be touched, and never by
/// waiting for it: a request from another thread uses the view found by the last lookup, and
/// when there is none (or it is gone) it schedules one on the main thread and goes without.
package final class HapticViewFinder: Sendable {
    /// Looks the key window's root view up; called on the main thread only.
    package typealias Lookup = @Sendable () -> HapticAnchor?

    private let lookup: Lookup?
    /// Whether there is a key window to look up on this platform (UIKit); where there is none and
    /// no environment anchor either, a player asks nothing.
    package var hasKeyWindowLookup: Bool { lookup != nil }
    private let cache = LockedState(KeyWindowCache())
    private let isMainThread: @Sendable () -> Bool
    private let scheduleOnMain: @Sendable (@escaping @Sendable () -> Void) -> Void

    /// - Parameters:
    ///   - lookup: the platform's key-window lookup, or `nil` where there is none.
    ///   - isMainThread: whether the caller is on the main thread (tests pass a stand-in).
    ///   - scheduleOnMain: runs a closure on the main thread later (tests pass a stand-in).
    package init(
        lookup: Lookup?,
        isMainThread: @escaping @Sendable () -> Bool = { Thread.isMainThread },
        scheduleOnMain: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = {
            DispatchQueue.main.async(execute: $0)
        }
    ) {
        self.lookup = lookup
        self.isMainThread = isMainThread
        self.scheduleOnMain = scheduleOnMain
    }

    /// The nearest view for a call that wants `need`: `environment`'s when it is alive, else the
    /// key window's where ``Choice`` allows it.
    package func find(
        environment: HapticAnchorSlot?, for need: Need
    ) -> (anchor: HapticAnchor, source: HapticAnchor.Source)? {
        Choice.nearest(environment: environment?.anchor, keyWindow: keyWindowAnchor, for: need)
    }

    /// What a view-less request's call wants of a view.
    package enum Need: Equatable, Sendable {
        /// Nothing: the call is made without a view (AppKit, WatchKit, Core Haptics, before iOS 17.5).
        case none
        /// A view to attach the generator to; where in it does not change what is felt (UIKit's
        /// generators on iPhone, whose Taptic Engine moves the whole phone: inferred).
        case attachment
        /// The view and the place where the interaction happened: canvas feedback, felt through
        /// Apple Pencil Pro or the trackpad, which are somewhere on the screen.
        case location
    }

    /// The key window's root view: looked up now on the main thread, else the last one found.
    private func keyWindowAnchor() -> HapticAnchor? {
        guard let lookup else { return nil }
        switch cache.withLock({ $0.request(onMainThread: isMainThread()) }) {
        case .lookUp:
            let found = lookup()
            cache.withLock { $0.found(found) }
            return found
        case .use(let anchor):
            return anchor
        case .scheduleLookUp:
            scheduleOnMain { [self] in
                let found = lookup()
                cache.withLock { $0.found(found) }
            }
            return nil
        case .none:
            return nil
        }
    }

    /// The order in which views are tried, and where each serves. HapticKit's choice: the view a
    /// modifier installed is the control the user acted on, so its centre stands for where the
    /// action happened; the key window's root view is only somewhere to attach a generator, so it
    /// never serves a call that plays at a location (canvas feedback then skips with
    /// `needsLocation` rather than play at a point where nothing happened).
    package enum Choice {
        /// The environment's anchor when there is one, else, for ``Need/attachment``, the key
        /// window's (asked for only then).
        package static func nearest(
            environment: HapticAnchor?, keyWindow: () -> HapticAnchor?, for need: Need
        ) -> (anchor: HapticAnchor, source: HapticAnchor.Source)? {
            guard need != .none else { return nil }
            if let environment, environment.isViewAlive { return (environment, .environment) }
            guard need == .attachment else { return nil }
            if let window = keyWindow(), window.isViewAlive { return (window, .keyWindow) }
            return nil
        }

        /// The window whose root view a view-less request attaches to, of the app's scenes (each
        /// with whether it is in the foreground and active, and its windows): the key window of a
        /// foreground-active scene, else the first window of one; none while no scene is (the app
        /// is in the background, or only in the app switcher). HapticKit's choice: a generator
        /// attached in a scene the user cannot see would play for nothing they did.
        package static func window<Window>(
            among scenes: [(isForegroundActive: Bool, windows: [Window])], isKey: (Window) -> Bool
        ) -> Window? {
            let windows = scenes.filter(\.isForegroundActive).flatMap(\.windows)
            return windows.first(where: isKey) ?? windows.first
        }

        /// Whether a UIKit process looks its key window up at all: never in an app extension, which
        /// has no `UIApplication` to ask (UIApplication.h:87, iOS 26.2 SDK: `sharedApplication` is
        /// `NS_EXTENSION_UNAVAILABLE_IOS`). There a view-less request plays in an environment
        /// anchor, or without a view (the plain call; canvas feedback skips with `needsLocation`).
        package static func looksUpKeyWindow(isAppExtension: Bool) -> Bool {
            !isAppExtension
        }
    }
}

/// What a key-window request does, by thread: the main thread looks up afresh (the key window
/// changes as scenes come and go); any other thread uses the last view found while it is alive,
/// and otherwise asks for one lookup on the main thread (one at a time) and goes without.
package struct KeyWindowCache {
    package enum Action: Equatable {
        /// Look up now (on the main thread) and report it with ``found(_:)``.
        case lookUp
        /// Use this anchor, found earlier.
        case use(HapticAnchor)
        /// Schedule a lookup on the main thread, report it with ``found(_:)``, go without now.
        case scheduleLookUp
        /// Go without: a lookup is already scheduled.
        case none
    }

    private var last: HapticAnchor?
    private var lookUpScheduled = false

    package init() {}

    package mutating func request(onMainThread: Bool) -> Action {
        if onMainThread { return .lookUp }
        if let last, last.isViewAlive { return .use(last) }
        if lookUpScheduled { return .none }
        lookUpScheduled = true
        return .scheduleLookUp
    }

    package mutating func found(_ anchor: HapticAnchor?) {
        last = anchor
        lookUpScheduled = false
    }
}

extension HapticViewFinder {
    /// The finder for the platform this code is built for: the key window's root view on iOS,
    /// iPadOS and Mac Catalyst apps (UIKit's generators are the calls that want a view); none in an
    /// app extension, and none elsewhere, where no call needs a view.
    /// `isAppExtension` is read from the bundle (``HostFacts``) where UIKit needs it, unless given.
    package static func platform(isAppExtension: Bool? = nil) -> HapticViewFinder {
        #if canImport(UIKit) && os(iOS)
        if Choice.looksUpKeyWindow(isAppExtension: isAppExtension ?? HostFacts.isAppExtension) {
            return HapticViewFinder(lookup: { MainActor.runSynchronously { UIKitKeyWindow.rootAnchor() } })
        }
        #endif
        return HapticViewFinder(lookup: nil)
    }
}
