import Dispatch
import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// A serial queue standing in for the main thread, so the UIKit backend's ordering can be tested
/// on Linux.
final class StandInMain: Sendable {
    let queue = DispatchQueue(label: "stand-in main")
    private let key = DispatchSpecificKey<Bool>()
    /// What the "main thread" performed, in order.
    let performed = LockedState<[String]>([])
    /// The intensity of each impact it played, in order.
    let intensities = LockedState<[Double]>([])

    init() { queue.setSpecific(key: key, value: true) }

    var isMain: Bool { DispatchQueue.getSpecific(key: key) == true }

    /// A dispatcher on this stand-in whose work records its name; plays of `.error` throw.
    func dispatcher() -> MainThreadDispatcher {
        MainThreadDispatcher(
            perform: { [self] work in
                precondition(isMain, "work ran off the main thread")
                let name: String
                switch work {
                case .play(let request):
                    if request.feedback == .error { throw EngineStopped() }
                    name = "play \(request.feedback.name)"
                    if case .impact(_, let intensity) = request.feedback.kind {
                        intensities.withLock { $0.append(intensity.requested) }
                    }
                case .prepare(let request): name = "prepare \(request.feedback.name)"
                case .release: name = "release"
                case .appActivity(let response): name = "\(response)"
                case .accessoryConnection: name = "accessory connection"
                }
                performed.withLock { $0.append(name) }
            },
            isOnMainQueue: { [self] in isMain },
            scheduleOnMain: { [self] work in queue.async(execute: work) })
    }

    /// Waits until everything scheduled so far has run.
    func settle() { queue.sync {} }
}

struct EngineStopped: Error, CustomStringConvertible {
    var description: String { "engine stopped" }
}

/// A backend that sends its work through a dispatcher, as the UIKit backend does, and records
/// outcomes like a recorder.
struct DispatchingBackend: HapticBackend {
    let dispatcher: MainThreadDispatcher
    let recorder = HapticRecorder()

    func play(_ request: HapticRequest) throws { try dispatcher.play(request) }
    func prepare(_ request: HapticRequest) { dispatcher.send(.prepare(request)) }
    func release(_ key: HapticRequest.GeneratorKey) { dispatcher.send(.release(key)) }
    func observe(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant) {
        recorder.observe(feedback, outcome: outcome, at: time)
    }
}

@Suite("One ordered hop to the main thread")
struct MainThreadDispatcherTests {
    @Test("the queue: main-thread work runs at once after what waits; other work waits for one drain")
    func queueDecisions() {
        var queue = MainThreadQueue<Int>()
        func submit(_ work: Int, onMain: Bool) -> String {
            switch queue.submit(work, onMainThread: onMain) {
            case .runNow(let waiting): "run now after \(waiting)"
            case .scheduleDrain: "schedule a drain"
            case .queued: "queued"
            }
        }
        #expect(submit(1, onMain: false) == "schedule a drain")
        #expect(submit(2, onMain: false) == "queued", "one drain at a time")
        #expect(submit(3, onMain: true) == "run now after [1, 2]", "what waited runs first")
        #expect(submit(4, onMain: true) == "queued", "re-entrant main-thread work waits its turn")
        queue.finishRun()
        #expect(queue.nextToDrain() == 4)
        #expect(queue.nextToDrain() == nil)
        #expect(submit(5, onMain: false) == "schedule a drain", "after a drain, the next waiter schedules again")
    }

    @Test("prepare from a background task, then play on the main thread: UIKit sees them in that order")
    func fifoAcrossThreads() {
        let main = StandInMain()
        let backend = DispatchingBackend(dispatcher: main.dispatcher())
        let haptics = Haptics(backend: backend, device: .iPhone, clock: ManualHapticClock(), rateLimits: .unlimited)
        let view = FakeView()
        DispatchQueue.global().sync { _ = haptics.prepare(for: .alignment, in: view) }
        main.queue.sync { _ = haptics.play(.alignment, at: CGPoint(x: 1, y: 2), in: view) }
        main.settle()
        #expect(main.performed.withLock { $0 } == ["prepare alignment", "play alignment"])
    }

    @Test("1,000 requests from 8 threads, one of them the main thread, reach it each in its thread's order")
    func orderPerThread() {
        let main = StandInMain()
        let haptics = Haptics(
            backend: DispatchingBackend(dispatcher: main.dispatcher()), device: .iPhone, clock: ManualHapticClock(),
            rateLimits: .unlimited)
        // Thread t plays impacts of intensity t/10 + n/100,000 for n = 0, 1, 2, ...: the order of
        // each thread's requests can be read back from what was played.
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for step in 0..<125 {
                let feedback = HapticFeedback.impact(.light, intensity: Double(thread) / 10 + Double(step) / 100_000)
                if thread == 0 {
                    main.queue.sync { _ = haptics.play(feedback) }
                } else {
                    haptics.play(feedback)
                }
            }
        }
        main.settle()
        let played = main.intensities.withLock { $0 }
        #expect(played.count == 1_000)
        for thread in 0..<8 {
            let own = played.filter { Int(($0 * 10).rounded(.down)) == thread }
            #expect(own.count == 125 && own == own.sorted(), "thread \(thread)")
        }
    }

    @Test("a queued play that fails later reaches the backend's observe; on the main thread it reaches the outcome")
    func lateFailure() {
        let main = StandInMain()
        let backend = DispatchingBackend(dispatcher: main.dispatcher())
        let haptics = Haptics(backend: backend, device: .iPhone, clock: ManualHapticClock(), rateLimits: .unlimited)
        let queued = DispatchQueue.global().sync { haptics.play(.error) }
        #expect(queued.didPlay, "queued for the main thread: accepted")
        main.settle()
        // Observed from the main thread, so possibly before the caller's own `.played`.
        #expect(
            backend.recorder.entries.map(\.outcome).contains(
                .skipped(.backendFailed(EngineStopped()))),
            "the failure is observed, not swallowed")
        let direct = main.queue.sync { haptics.play(.error) }
        #expect(direct == .skipped(.backendFailed(EngineStopped())))
        #expect(direct.skipReason.map { "\($0)" } == "backend failed: engine stopped")
    }
}

@Suite("Following the app's state")
struct AppActivityTests {
    @Test("inactive from resigning until active again; the background stops patterns, the foreground restarts them")
    func events() {
        var activity = AppActivity()
        #expect(activity.isActive)
        #expect(activity.handle(.willResignActive) == .none && !activity.isActive)
        #expect(activity.handle(.didEnterBackground) == .stopPatterns && !activity.isActive)
        #expect(activity.handle(.willEnterForeground) == .restartPatterns && !activity.isActive)
        #expect(activity.handle(.didBecomeActive) == .none && activity.isActive)
    }

    @Test("the observer follows notifications and reports the background once")
    func observer() {
        let center = NotificationCenter()
        let resign = Notification.Name("resign")
        let active = Notification.Name("active")
        let background = Notification.Name("background")
        let responses = LockedState<[AppActivity.Response]>([])
        let observer = AppActivityObserver(
            events: [resign: .willResignActive, active: .didBecomeActive, background: .didEnterBackground],
            center: center, respond: { response in responses.withLock { $0.append(response) } })
        center.post(name: resign, object: nil)
        #expect(!observer.isActive)
        center.post(name: background, object: nil)
        center.post(name: active, object: nil)
        #expect(observer.isActive)
        #expect(responses.withLock { $0 } == [.stopPatterns])
    }

    @Test(
        "launched into the background (a fetch, a BGTask, a push): not active from the start, until it becomes active")
    @MainActor
    func launchedIntoTheBackground() {
        let center = NotificationCenter()
        let active = Notification.Name("active")
        let observer = AppActivityObserver(
            events: [active: .didBecomeActive], center: center, readState: { .background }, isOnMainQueue: { true },
            respond: { _ in })
        #expect(!observer.isActive, "the state read when the backend was made")
        center.post(name: active, object: nil)
        #expect(observer.isActive)
    }

    @Test("made off the main queue: assumed active until the read runs on the main queue; no read, assumed active")
    @MainActor
    func readLater() {
        let scheduled = LockedState<[@Sendable () -> Void]>([])
        let observer = AppActivityObserver(
            events: [:], center: NotificationCenter(), readState: { .inactive }, isOnMainQueue: { false },
            scheduleOnMain: { work in scheduled.withLock { $0.append(work) } }, respond: { _ in })
        #expect(observer.isActive, "assumed, until the main queue reads it")
        for work in scheduled.withLock({ $0 }) { work() }
        #expect(!observer.isActive)
        let unread = AppActivityObserver(
            events: [:], center: NotificationCenter(), readState: { nil }, respond: { _ in })
        #expect(unread.isActive, "where the platform says nothing, the app is assumed active")
    }
}

/// The real rule for "run now", with the real main queue: work runs synchronously only on the main
/// queue, where `dispatchPrecondition(condition: .onQueue(.main))` holds, never just on the main
/// thread.
@Suite("The main-queue rule")
struct MainQueueRuleTests {
    /// A dispatcher whose work records whether it ran on the main queue, as UIKit's main-thread
    /// checks would see it.
    final class QueueLedger: Sendable {
        let ranOnMainQueue = LockedState<[Bool]>([])

        func dispatcher() -> MainThreadDispatcher {
            MainThreadDispatcher(perform: { [self] _ in ranOnMainQueue.withLock { $0.append(MainQueue.isCurrent) } })
        }
    }

    @Test("on the main thread inside another queue's sync, work is queued for the main queue, not run there")
    func mainThreadInsideAnotherQueuesSync() async throws {
        let ledger = QueueLedger()
        let dispatcher = ledger.dispatcher()
        let request = HapticRequest(
            call: .selection(atLocation: false), route: HapticRoute(.selection, on: .iPhone), anchor: nil,
            generator: nil, isWarm: false, preparesAfterPlaying: false, time: HapticInstant(nanoseconds: 0))
        // The main queue's thread (on iOS, the main thread) inside another queue's `sync`.
        let ranInline = try await MainActor.run {
            try DispatchQueue(label: "another queue").sync {
                #expect(!MainQueue.isCurrent)
                try dispatcher.play(request)
                return !ledger.ranOnMainQueue.withLock { $0.isEmpty }
            }
        }
        #expect(!ranInline, "queued, not run where the main queue's precondition fails")
        await MainActor.run {}  // the drain was scheduled on the main queue before this
        #expect(ledger.ranOnMainQueue.withLock { $0 } == [true])
    }

    @Test("on the main queue, work runs before play returns, whatever thread serves the queue")
    func onTheMainQueue() async throws {
        let ledger = QueueLedger()
        let dispatcher = ledger.dispatcher()
        let request = HapticRequest(
            call: .selection(atLocation: false), route: HapticRoute(.selection, on: .iPhone), anchor: nil,
            generator: nil, isWarm: false, preparesAfterPlaying: false, time: HapticInstant(nanoseconds: 0))
        try await MainActor.run { try dispatcher.play(request) }
        #expect(ledger.ranOnMainQueue.withLock { $0 } == [true])
        let elsewhere = await Task.detached { MainQueue.isCurrent }.value
        #expect(!elsewhere)
    }
}

/// AppKit's and WatchKit's backend: one Apple call a request, always on the main queue.
@Suite("One call a request, on the main queue")
struct MainQueueCallBackendTests {
    static func request(_ feedback: HapticFeedback, on device: DeviceProfile = .mac) -> HapticRequest {
        let route = HapticRoute(feedback, on: device)
        return HapticRequest(
            call: route.call!, route: route, anchor: nil, generator: nil, isWarm: false,
            preparesAfterPlaying: false, time: HapticInstant(nanoseconds: 0))
    }

    @Test("from another thread AppKit is called later, on the main queue, in order, at the default performance time")
    func fromAnotherThread() async throws {
        let performer = FakeHapticPerformer()
        let backend = MainQueueCallBackend.appKit(performer)
        try await Task.detached {
            try backend.play(Self.request(.alignment))
            try backend.play(Self.request(.levelChange))
        }.value
        await MainActor.run {}
        #expect(
            performer.calls.withLock { $0 } == ["perform(.alignment, .default)", "perform(.levelChange, .default)"])
    }

    @Test("on the main queue the call is made before play returns")
    func onTheMainQueue() async throws {
        let performer = FakeHapticPerformer()
        let backend = MainQueueCallBackend.appKit(performer)
        let madeAtOnce = try await MainActor.run {
            try backend.play(Self.request(.alignment))
            return performer.calls.withLock { $0.count } == 1
        }
        #expect(madeAtOnce)
    }

    @Test("the Mac plays while the app is not active or is hidden: a menu-bar app or a click-through gets its feedback")
    @MainActor
    func macIsNotGatedOnActivation() throws {
        let performer = FakeHapticPerformer()
        let center = NotificationCenter()
        let controllers = FakeGameController(center: center)
        let hidden = Notification.Name("hidden")
        let accessories = AccessoryHapticBackend(
            .gameController, accessories: controllers,
            patterns: { FakeAccessoryPlayer(makeEngine: $0, in: controllers) },
            connections: [FakeGameController.didConnect, FakeGameController.didDisconnect],
            events: [hidden: .didEnterBackground], center: center)
        let backend = PlatformBackend.combining(own: MainQueueCallBackend.appKit(performer), accessories: accessories)
        let player = Haptics(backend: backend, device: .mac, clock: ManualHapticClock(), rateLimits: .unlimited)
        center.post(name: hidden, object: nil)
        #expect(backend.isAppActive)
        #expect(player.play(.alignment).didPlay)
        #expect(performer.calls.withLock { $0 } == ["perform(.alignment, .default)"])
    }

    @Test("a call the platform does not make is ignored, with no hop")
    func otherCallsAreIgnored() async throws {
        let performer = FakeHapticPerformer()
        try MainQueueCallBackend.appKit(performer).play(Self.request(.success, on: .iPhone))
        await MainActor.run {}
        #expect(performer.calls.withLock { $0.isEmpty })
    }

    @Test("the watch plays WatchKit's call on the main queue, whatever thread asked")
    func watch() async throws {
        let device = FakeInterfaceDevice()
        let backend = MainQueueCallBackend.watchKit(events: [:], center: NotificationCenter()) { device }
        try await Task.detached { try backend.play(Self.request(.success, on: .watch)) }.value
        await MainActor.run {}
        #expect(device.played.withLock { $0 } == ["play(.success)"])
    }
}

/// watchOS plays nothing while the app is not active, unless a workout or extended runtime session
/// runs, which HapticKit cannot see: the watch's backend follows the app's state and still calls
/// WatchKit then, and the outcome says the app was not active.
@Suite("The watch follows the app's state")
@MainActor
struct WatchAppStateTests {
    let center = NotificationCenter()
    let device = FakeInterfaceDevice()
    let session = LockedState(false)
    let clock = ManualHapticClock()
    static let resign = Notification.Name("resign"), active = Notification.Name("active")
    static let background = Notification.Name("background"), foreground = Notification.Name("foreground")

    func player() -> Haptics {
        let session = session
        let backend = MainQueueCallBackend.watchKit(
            events: [
                Self.resign: .willResignActive, Self.active: .didBecomeActive,
                Self.background: .didEnterBackground, Self.foreground: .willEnterForeground,
            ],
            center: center, hasBackgroundSession: { session.withLock { $0 } }, { [device] in device })
        return Haptics(backend: backend, device: .watch, clock: clock)
    }

    /// What the app and WatchKit both see change.
    func app(_ name: Notification.Name, isActive: Bool) {
        device.app.withLock { $0.isActive = isActive }
        center.post(name: name, object: nil)
    }

    @Test("inactive or in the background: WatchKit is still called, and the outcome says the app was not active")
    func inactive() {
        let haptics = player()
        app(Self.resign, isActive: false)
        let resigned = haptics.success()
        #expect(resigned.playback?.appWasInactive == true)
        #expect(resigned.playback?.isHandedToSystem == true)
        #expect(
            resigned.description
                == "handed to the system: WKInterfaceDevice.play(_:); the app is not active: felt only during a background session"
        )
        app(Self.background, isActive: false)
        #expect(haptics.warning().playback?.appWasInactive == true)
        #expect(haptics.isAppActive == false)
        #expect(
            device.played.withLock { $0 } == [
                "play(.success) (no effect: the app is not active)", "play(.retry) (no effect: the app is not active)",
            ])
    }

    @Test("a workout session HapticKit was not told of: the wrist-down haptic is felt")
    func unseenWorkoutSession() {
        let haptics = player()
        device.app.withLock { $0.hasWorkoutSession = true }
        app(Self.background, isActive: false)
        #expect(haptics.success().playback?.appWasInactive == true)
        #expect(device.played.withLock { $0 } == ["play(.success)"], "WatchKit plays it in the workout session")
    }

    @Test("played through a multiplex with a log, or in the Debug stand-in, the call is still made")
    func wrapped() {
        let backend = MainQueueCallBackend.watchKit(
            events: [Self.resign: .willResignActive], center: center, hasBackgroundSession: { false },
            { [device] in device })
        let haptics = Haptics(backend: MultiplexHapticBackend(backend, HapticRecorder()), device: .watch)
        app(Self.resign, isActive: false)
        #expect(haptics.success().playback?.appWasInactive == true)
        #expect(device.played.withLock { $0 }.count == 1)
    }

    @Test("the player's own inactive flag still skips: the app silenced haptics itself")
    func appSilenced() {
        let haptics = player()
        haptics.isAppActive = false
        #expect(haptics.success() == .skipped(.appNotActive))
        #expect(device.played.withLock { $0 }.isEmpty)
    }

    @Test("active again: plays")
    func activeAgain() {
        let haptics = player()
        app(Self.background, isActive: false)
        app(Self.foreground, isActive: false)
        #expect(haptics.success().playback?.appWasInactive == true, "coming back is not yet active")
        app(Self.active, isActive: true)
        clock.advance(by: .seconds(1))
        let played = haptics.success()
        #expect(played.playback?.appWasInactive == false)
        #expect(played.description == "played WKInterfaceDevice.play(_:)")
    }

    @Test("with a workout or extended runtime session the background plays")
    func backgroundSession() {
        let haptics = player()
        session.withLock { $0 = true }
        device.app.withLock { $0.hasWorkoutSession = true }
        app(Self.background, isActive: false)
        #expect(haptics.success().playback?.appWasInactive == false, "the app said a session runs")
        #expect(device.played.withLock { $0 } == ["play(.success)"])
    }

    @Test("the session flag is the process's, read by the watch's backend by default")
    func processWideFlag() {
        defer { Haptics.hasBackgroundRuntimeSession = false }
        let backend = MainQueueCallBackend.watchKit(
            events: [Self.resign: .willResignActive], center: center
        ) { [device] in device }
        center.post(name: Self.resign, object: nil)
        #expect(backend.isAppActive == false)
        Haptics.hasBackgroundRuntimeSession = true
        #expect(backend.isAppActive)
    }
}
