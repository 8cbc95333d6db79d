import Foundation
@_spi(HapticKitInternal) import HapticKit
import HapticKitTesting

// Fakes of UIKit's views and feedback generators, conforming to the protocols HapticKit's UIKit
// backend is written over (`FeedbackGenerating`), and keeping UIKit's documented contracts:
//
// - Main thread only. UIKit's views and generators are `NS_SWIFT_UI_ACTOR` (UIView.h,
//   UIFeedbackGenerator.h, iOS 26.2 SDK); the Main Thread Checker stops an app that uses them
//   elsewhere. Each fake records a use off the main queue in `FakeUIKit.violations`.
// - A generator made with a view is attached to it as an interaction ("initalize the generator
//   with a view to attach it to the provided view as an interaction.", UIFeedbackGenerator.h:18,
//   iOS 26.2 SDK), and its `view` is `nil` once detached (`@property (nonatomic, nullable, weak,
//   readonly) __kindof UIView *view;`, UIInteraction.h:16, iOS 26.2 SDK).
// - A view's `window` is `nil` while it is in no window (UIView.h, `window`).
// - A view is deallocated on the main thread: its last release, like any use, is main-thread only.
// - `prepare()` places the generator "into a prepared state for a short period of time", and the
//   Taptic Engine goes idle when "You trigger feedback on the generator" or "A short period of
//   time passes (typically seconds)" (developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()):
//   a prepared fake is warm for ``FakeUIKit/preparedStateLasts`` of the manual clock, and its next
//   feedback uses the preparation up. Each feedback says whether it was warm in ``FakeUIKit/warmth``.

/// Everything the fakes did, in order, and every use off the main thread.
@MainActor
package final class FakeUIKit {
    /// The calls made, in order: `make UISelectionFeedbackGenerator in view`, `selectionChanged(at:)`, ….
    package private(set) var log: [String] = []
    /// Uses off the main thread: each one would stop the app under the Main Thread Checker.
    package nonisolated let violations = LockedState<[String]>([])
    /// Whether `init(view:)` exists: iOS 17.5 and later.
    package var viewInitialisersAvailable = true
    /// The time the generators see: a prepared one goes cold as it moves.
    package nonisolated let clock: ManualHapticClock
    /// For each feedback, in order: whether its generator was still prepared.
    package private(set) var warmth: [Bool] = []
    /// How long a preparation lasts: Apple says "typically seconds"; the fake takes three, its own
    /// figure, not the player's model of warmth (which the fake checks, so it must not copy it).
    package static let preparedStateLasts = HapticDuration.seconds(3)

    package nonisolated init(clock: ManualHapticClock = ManualHapticClock()) {
        self.clock = clock
    }

    package func record(_ entry: String) {
        checkMainThread(entry)
        log.append(entry)
    }

    nonisolated func checkMainThread(_ entry: String) {
        if !FakeUIKit.isOnMainQueue { violations.withLock { $0.append(entry) } }
    }

    /// Whether the caller is on the main queue (HapticKit's own test, ``MainQueue``): the main
    /// thread's stand-in here, since on Linux the main queue is drained by a worker thread once the
    /// test runner has called `dispatchMain()`.
    package nonisolated static var isOnMainQueue: Bool { MainQueue.isCurrent }

    /// The log since the last call, cleared.
    package func take() -> [String] {
        defer { log.removeAll() }
        return log
    }

    /// The warmth of each feedback since the last call, cleared.
    package func takeWarmth() -> [Bool] {
        defer { warmth.removeAll() }
        return warmth
    }

    func feedbackOccurred(_ entry: String, warm: Bool) {
        record(entry)
        warmth.append(warm)
    }
}

/// A window, for `FakeUIView.window`.
package final class FakeUIWindow {
    package init() {}
}

/// A `UIView`: its window and the interactions it holds.
@MainActor
package final class FakeUIView: FeedbackView {
    package var window: FakeUIWindow?
    package private(set) var interactions: [FakeFeedbackGenerator] = []
    private let uiKit: FakeUIKit

    package init(in window: FakeUIWindow? = FakeUIWindow(), uiKit: FakeUIKit) {
        self.window = window
        self.uiKit = uiKit
    }

    /// A view is deallocated on the main thread too (`dealloc` of an `NS_SWIFT_UI_ACTOR` class): one
    /// released last by another thread is a violation.
    deinit {
        uiKit.checkMainThread("deinit FakeUIView")
    }

    package func addInteraction(_ generator: FakeFeedbackGenerator) {
        interactions.append(generator)
        generator.view = self
    }

    package func removeInteraction(_ interaction: AnyObject) {
        uiKit.record("removeInteraction")
        interactions.removeAll { $0 === interaction }
        (interaction as? FakeFeedbackGenerator)?.view = nil
    }

    /// What `view.interactions = []` does: detaches every generator, telling none of them.
    package func removeAllInteractions() {
        for generator in interactions { generator.view = nil }
        interactions.removeAll()
    }
}

/// `UIFeedbackGenerator`.
@MainActor
package class FakeFeedbackGenerator: FeedbackGenerating {
    package weak var view: FakeUIView?
    let uiKit: FakeUIKit
    private var preparedAt: HapticInstant?

    init(uiKit: FakeUIKit) {
        self.uiKit = uiKit
    }

    package func prepare() {
        uiKit.record("prepare")
        preparedAt = uiKit.clock.now()
    }

    /// Feedback: logged with whether the preparation still held, which it uses up.
    func occurred(_ entry: String) {
        let warm = preparedAt.map { uiKit.clock.now() - $0 < FakeUIKit.preparedStateLasts } ?? false
        preparedAt = nil
        uiKit.feedbackOccurred(entry, warm: warm)
    }
}

/// `UIImpactFeedbackGenerator`.
@MainActor
package final class FakeImpactFeedbackGenerator: FakeFeedbackGenerator, ImpactFeedbackGenerating {
    package func impactOccurred(intensity: CGFloat) { occurred("impactOccurred(intensity: \(intensity))") }
    package func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        occurred("impactOccurred(intensity: \(intensity), at: \(location.x),\(location.y))")
    }
}

/// `UISelectionFeedbackGenerator`.
@MainActor
package final class FakeSelectionFeedbackGenerator: FakeFeedbackGenerator, SelectionFeedbackGenerating {
    package func selectionChanged() { occurred("selectionChanged()") }
    package func selectionChanged(at location: CGPoint) {
        occurred("selectionChanged(at: \(location.x),\(location.y))")
    }
}

/// `UINotificationFeedbackGenerator`.
@MainActor
package final class FakeNotificationFeedbackGenerator: FakeFeedbackGenerator, NotificationFeedbackGenerating {
    package struct FeedbackType: NotificationFeedbackType {
        let type: HapticCall.UINotificationType
        package init(_ type: HapticCall.UINotificationType) { self.type = type }
    }

    package func notificationOccurred(_ notificationType: FeedbackType) {
        occurred("notificationOccurred(.\(notificationType.type))")
    }
    package func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        occurred("notificationOccurred(.\(notificationType.type), at: \(location.x),\(location.y))")
    }
}

/// `UICanvasFeedbackGenerator`.
@MainActor
package final class FakeCanvasFeedbackGenerator: FakeFeedbackGenerator, CanvasFeedbackGenerating {
    package func alignmentOccurred(at location: CGPoint) {
        occurred("alignmentOccurred(at: \(location.x),\(location.y))")
    }
    package func pathCompleted(at location: CGPoint) { occurred("pathCompleted(at: \(location.x),\(location.y))") }
}

/// UIKit's initialisers: `init(view:)` attaches the generator to the view.
package struct FakeGeneratorFactory: FeedbackGeneratorFactory {
    package let uiKit: FakeUIKit

    package init(uiKit: FakeUIKit) {
        self.uiKit = uiKit
    }

    package var viewInitialisersAvailable: Bool { uiKit.viewInitialisersAvailable }

    /// `init(view:)`: iOS 17.5 and later only, so a call while ``FakeUIKit/viewInitialisersAvailable``
    /// is false is a violation (the app would not link or would crash on an older system).
    package func make(_ kind: HapticRequest.GeneratorKey.Kind, in view: FakeUIView) -> (any FeedbackGenerating)? {
        if !uiKit.viewInitialisersAvailable { uiKit.violations.withLock { $0.append("init(view:) before iOS 17.5") } }
        let generator = make(kind, viewID: ObjectIdentifier(view))
        view.addInteraction(generator)
        return generator
    }

    package func make(_ kind: HapticRequest.GeneratorKey.Kind) -> (any FeedbackGenerating)? {
        make(kind, viewID: nil)
    }

    private func make(_ kind: HapticRequest.GeneratorKey.Kind, viewID: ObjectIdentifier?) -> FakeFeedbackGenerator {
        let generator: FakeFeedbackGenerator
        switch kind {
        case .impact: generator = FakeImpactFeedbackGenerator(uiKit: uiKit)
        case .selection: generator = FakeSelectionFeedbackGenerator(uiKit: uiKit)
        case .notification: generator = FakeNotificationFeedbackGenerator(uiKit: uiKit)
        case .canvas: generator = FakeCanvasFeedbackGenerator(uiKit: uiKit)
        }
        uiKit.record("make \(HapticRequest.GeneratorKey(kind: kind, viewID: viewID))")
        return generator
    }
}

/// The pattern player: records plays and app-state calls; `failure` makes the next play throw.
@MainActor
package final class FakePatternPlayer: HapticPatternPlaying {
    private let uiKit: FakeUIKit

    package init(uiKit: FakeUIKit) {
        self.uiKit = uiKit
    }

    package func play(_ pattern: HapticPattern, for request: HapticRequest) throws { uiKit.record("play pattern") }
    package func prepare() { uiKit.record("patterns: prepare") }
    package func applicationDidEnterBackground() { uiKit.record("patterns: background") }
    package func applicationWillEnterForeground() { uiKit.record("patterns: foreground") }
}
