import Foundation

/// A backend whose Apple call is one main-actor call a request, with no generator object to keep:
/// AppKit's trackpad feedback and WatchKit's taps. Each request it accepts is carried to the main
/// queue in order with the others (``MainThreadDispatcher``: at once when made on the main queue,
/// else queued behind earlier work), and `call` makes the Apple call there. A call it does not
/// accept (an accessory's pattern, for the GameController backend beside it) is ignored before any
/// hop. The platform files hand in the one line that calls Apple; the rule is tested here.
struct MainQueueCallBackend: InactiveAppPlayingBackend {
    /// Makes the Apple call, on the main actor.
    typealias Call = @MainActor @Sendable (HapticCall) -> Void

    private let accepts: @Sendable (HapticCall) -> Bool
    private let dispatcher: MainThreadDispatcher
    private let isActive: @Sendable () -> Bool
    let mayPlayForInactiveApp: Bool

    /// - Parameters:
    ///   - accepts: whether this platform makes `call` (AppKit's calls on the Mac, WatchKit's on the watch).
    ///   - isAppActive: whether the platform plays now (``HapticBackend/isAppActive``); always, by default.
    ///   - mayPlayForInactiveApp: whether the platform may play while `isAppActive` is false, for a
    ///     reason this backend cannot see (``InactiveAppPlayingBackend``).
    ///   - call: makes the Apple call, on the main actor.
    init(
        accepts: @escaping @Sendable (HapticCall) -> Bool, isAppActive: @escaping @Sendable () -> Bool = { true },
        mayPlayForInactiveApp: Bool = false, call: @escaping Call
    ) {
        self.accepts = accepts
        isActive = isAppActive
        self.mayPlayForInactiveApp = mayPlayForInactiveApp
        dispatcher = MainThreadDispatcher(
            perform: MainActor.callableOnMainQueue { work in
                guard case .play(let request) = work else { return }
                call(request.call)
            })
    }

    /// Makes the request's call on the main queue, now or in order behind earlier requests.
    func play(_ request: HapticRequest) throws {
        guard accepts(request.call) else { return }
        try dispatcher.play(request)
    }

    var isAppActive: Bool { isActive() }
}

extension MainQueueCallBackend {
    /// The Mac's backend: each AppKit call performed by `performer` (the default performer), on
    /// the main queue, at Apple's default performance time, which waits for the next drawing pass
    /// so the feedback is felt when the change is seen (`NSHapticFeedbackPerformanceTimeDefault`,
    /// "Currently, NSHapticFeedbackPerformanceTimeDrawCompleted", NSHapticFeedback.h:22, macOS 15.5 SDK).
    ///
    /// It is not gated on the app being active: the gate is the user's touch, which the trackpad
    /// applies itself ("Force Touch trackpads will not perform the feedback if the user isn't
    /// currently touching the trackpad", NSHapticFeedback.h:29, macOS 15.5 SDK). So feedback
    /// follows the user's own action in an active app, a menu-bar app (`LSUIElement`) or a
    /// click-through (`acceptsFirstMouse`) alike, and never plays for a user who is not touching.
    static func appKit<Performer: HapticFeedbackPerforming>(_ performer: Performer) -> MainQueueCallBackend {
        MainQueueCallBackend(
            accepts: { $0.kind.appKitPattern != nil },
            call: { call in
                guard let pattern = call.kind.appKitPattern else { return }
                performer.perform(Performer.FeedbackPattern(pattern), performanceTime: .default)
            })
    }

    /// Whether a workout or extended runtime session runs, for the whole process: what
    /// ``Haptics/hasBackgroundRuntimeSession`` sets and the watch's backend reads.
    static let backgroundRuntimeSession = LockedState(false)

    /// The watch's backend: each WatchKit call played on the device `current` returns
    /// (`WKInterfaceDevice.current()`), on the main queue, while the watch plays it.
    ///
    /// `play(_:)` "has no effect" while the app is inactive or in the background, except for "apps
    /// with an active workout session" (developer.apple.com/documentation/watchkit/wkinterfacedevice/play(_:)),
    /// and an extended runtime session lets an app "play sounds or haptics, even after the watch's
    /// screen turns off" (developer.apple.com/documentation/watchkit/wkextendedruntimesession).
    /// HapticKit cannot see a workout session (`HKWorkoutSession`), so WatchKit is called whenever it
    /// might play, which is always: the app's state is followed from `events`
    /// (``AppActivityObserver``), and a request made while the app is not active, unless
    /// `hasBackgroundSession` says such a session runs (by default
    /// ``Haptics/hasBackgroundRuntimeSession``, kept in ``backgroundRuntimeSession``), is still
    /// called, its outcome saying the app was not active (``HapticOutcome/Playback/appWasInactive``).
    static func watchKit<Device: InterfaceDeviceHaptics>(
        events: [Notification.Name: AppActivity.Event], center: NotificationCenter = .default,
        hasBackgroundSession: @escaping @Sendable () -> Bool = { backgroundRuntimeSession.withLock { $0 } },
        _ current: @escaping @MainActor @Sendable () -> Device
    ) -> MainQueueCallBackend {
        let activity = AppActivityObserver(events: events, center: center) { _ in }
        return MainQueueCallBackend(
            accepts: { $0.kind.watchKitHaptic != nil },
            isAppActive: { activity.isActive || hasBackgroundSession() }, mayPlayForInactiveApp: true,
            call: { call in
                guard let haptic = call.kind.watchKitHaptic else { return }
                current().play(Device.HapticType(haptic))
            })
    }
}

/// `NSHapticFeedbackPerformer`'s one call (NSHapticFeedback.h:27-32, macOS 15.5 SDK). AppKit hands
/// out its performer as a protocol value, so the platform file forwards to it in one line.
@MainActor
package protocol HapticFeedbackPerforming: Sendable {
    associatedtype FeedbackPattern: AppKitFeedbackPattern
    associatedtype PerformanceTime: AppKitPerformanceTime
    func perform(_ pattern: FeedbackPattern, performanceTime: PerformanceTime)
}

/// `NSHapticFeedbackManager.FeedbackPattern`, made from the router's name for it.
package protocol AppKitFeedbackPattern {
    init(_ pattern: HapticCall.NSHapticPattern)
}

/// `NSHapticFeedbackManager.PerformanceTime`: its `default` case.
package protocol AppKitPerformanceTime {
    static var `default`: Self { get }
}

/// `WKInterfaceDevice`'s haptics: `play(_:)` (WKInterfaceDevice.h, watchOS 2).
@MainActor
package protocol InterfaceDeviceHaptics: AnyObject {
    associatedtype HapticType: WatchKitHapticType
    func play(_ type: HapticType)
}

/// `WKHapticType`, made from the router's name for it.
package protocol WatchKitHapticType {
    init(_ haptic: HapticCall.WKHaptic)
}

extension HapticCall.Kind {
    fileprivate var appKitPattern: HapticCall.NSHapticPattern? {
        if case .appKit(let pattern) = self { return pattern }
        return nil
    }

    fileprivate var watchKitHaptic: HapticCall.WKHaptic? {
        if case .watchKit(let haptic) = self { return haptic }
        return nil
    }
}
