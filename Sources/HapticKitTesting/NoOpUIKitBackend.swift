import Foundation
@_spi(HapticKitInternal) public import HapticKit

/// The UIKit backend's shape over generators that do nothing, for benchmarks and HapticKit's own
/// tests only: not for apps, and not public API.
///
/// ``make()`` builds what iOS plays through (the backend, its main-thread dispatcher, the driver,
/// its generator store), with UIKit's generators, views and factory replaced by types whose calls
/// do nothing. Requests anchored in ``makeViewInWindow()`` reach the view path: the view is in a
/// window, and its generators are made in it and stay attached to it. A benchmark can so count
/// everything HapticKit does for a request up to the call into UIKit.
///
/// Like the UIKit backend, it runs a request's work at once on the main queue (a benchmark's main
/// thread, which runs no main dispatch loop, is on it), and from any other thread queues it for
/// the main queue, in order, never running main-actor work off it: it can be called from any
/// thread without trapping, and work queued from elsewhere runs once the main queue is served.
@_spi(HapticKitInternal)
public enum NoOpUIKitBackend {
    /// A backend in the UIKit backend's shape whose generators do nothing: the app counts as active
    /// throughout, nothing mutes it, and custom patterns go to a player that does nothing.
    public static func make() -> any HapticBackend {
        FeedbackGeneratorBackend(
            factory: NoOpGeneratorFactory(), patterns: { NoOpPatternPlayer() }, isOnMainQueue: { MainQueue.isCurrent },
            scheduleOnMain: { work in DispatchQueue.main.async(execute: work) })
    }

    /// A view in a window, for requests made with ``make()``'s backend: `play(_:at:in:)` and
    /// `prepare(for:in:)` with it reach the generators; any other object skips them as gone.
    public static func makeViewInWindow() -> AnyObject {
        NoOpView()
    }
}

/// `UIWindow`: only that there is one.
private final class NoOpWindow {}

/// `UIView`, in a window, holding nothing.
@MainActor
private final class NoOpView: FeedbackView {
    let window: NoOpWindow? = NoOpWindow()

    nonisolated init() {}

    func removeInteraction(_ interaction: NoOpGenerator) {}
}

/// Every UIKit generator at once, doing nothing but remembering its view as `UIInteraction` does,
/// so the driver keeps it.
@MainActor
private final class NoOpGenerator: ImpactFeedbackGenerating, SelectionFeedbackGenerating,
    NotificationFeedbackGenerating, CanvasFeedbackGenerating
{
    struct FeedbackType: NotificationFeedbackType {
        init(_ type: HapticCall.UINotificationType) {}
    }

    private(set) weak var view: NoOpView?

    init(view: NoOpView?) {
        self.view = view
    }

    func prepare() {}
    func impactOccurred(intensity: CGFloat) {}
    func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
    func selectionChanged() {}
    func selectionChanged(at location: CGPoint) {}
    func notificationOccurred(_ notificationType: FeedbackType) {}
    func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
    func alignmentOccurred(at location: CGPoint) {}
    func pathCompleted(at location: CGPoint) {}
}

/// UIKit's initialisers: a ``NoOpGenerator`` of any kind, in the view given (iOS 17.5's `init(view:)`).
private struct NoOpGeneratorFactory: FeedbackGeneratorFactory {
    var viewInitialisersAvailable: Bool { true }

    func make(_ kind: HapticRequest.GeneratorKey.Kind, in view: NoOpView) -> (any FeedbackGenerating)? {
        NoOpGenerator(view: view)
    }

    func make(_ kind: HapticRequest.GeneratorKey.Kind) -> (any FeedbackGenerating)? {
        NoOpGenerator(view: nil)
    }
}

/// The Core Haptics pattern player, playing nothing.
@MainActor
private final class NoOpPatternPlayer: HapticPatternPlaying {
    func play(_ pattern: HapticPattern, for request: HapticRequest) throws {}
    func prepare() {}
    func applicationDidEnterBackground() {}
    func applicationWillEnterForeground() {}
}
