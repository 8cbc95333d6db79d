import Foundation
@_spi(HapticKitInternal) import HapticKit
@_spi(HapticKitInternal) import HapticKitTesting

/// The requests the pipeline and allocation sections make, and the loops that make them.
///
/// Every loop is `@inline(never)`, takes its inputs as arguments and returns a count of what it
/// did, which the caller keeps: the optimizer can neither fold the loop into its caller nor drop
/// its work. Every loop walks the same mix the same way, so they differ only in what a request
/// costs.
enum PipelineWorkload {
    /// The device every player routes for.
    static let device = DeviceProfile.iPhone

    /// How far apart requests are on the admitting players' clock.
    static let spacing = HapticDuration.milliseconds(150)

    /// A realistic mix of intents: ticks, impacts, a snap, notifications. In this order and
    /// 150 ms apart, the standard iPhone limits admit every one (the two notifications are 600 ms
    /// apart, their limit is 250 ms; every other category's limit is at most 100 ms).
    static let mix: [HapticFeedback] = [
        .selection, .impact(.light), .alignment, .success, .selection, .impact(.medium, intensity: 0.7), .increase,
        .error,
    ]

    /// A player whose clock moves 150 ms per request, with the standard iPhone limits.
    static func admittingPlayer(_ backend: any HapticBackend) -> Haptics {
        Haptics(backend: backend, device: device, clock: SteppingClock(step: spacing))
    }

    /// A player that throttles everything after each category's first play: a 10⁹ s interval
    /// and no coalescing, on the same clock.
    static func throttlingPlayer(_ backend: any HapticBackend) -> Haptics {
        Haptics(
            backend: backend, device: device, clock: SteppingClock(step: spacing),
            rateLimits: HapticRateLimits(every: .seconds(1e9), coalescingWindow: .zero))
    }

    /// A player on the system clock with no limits: every request admitted, and the clock read
    /// costs what it costs in an app.
    static func unlimitedSystemClockPlayer(_ backend: any HapticBackend) -> Haptics {
        Haptics(backend: backend, device: device, rateLimits: .unlimited)
    }

    /// An admitting player (as ``admittingPlayer(_:)``) over the UIKit backend's shape with
    /// generators that do nothing (HapticKitTesting's `NoOpUIKitBackend`): the backend's main-thread
    /// dispatcher, driver and generator store run as on iOS, up to the call into UIKit. The
    /// benchmark's main thread stands in for the main queue.
    static func uiKitShapedPlayer() -> Haptics {
        admittingPlayer(NoOpUIKitBackend.make())
    }

    /// A view in a window that ``uiKitShapedPlayer()``'s backend plays in.
    static func uiKitShapedView() -> AnyObject {
        NoOpUIKitBackend.makeViewInWindow()
    }

    /// `backend` as an existential the optimizer cannot see into: `Haptics` keeps it in another
    /// module, and the floor reads it back from there.
    static func opaque(_ backend: any HapticBackend) -> any HapticBackend {
        Haptics(backend: backend, device: device, clock: SteppingClock(step: spacing)).backend
    }

    /// The requests the pipeline hands its backend for ``mix``, built once by the pipeline
    /// itself: what the floor replays.
    static func prebuiltRequests() -> [HapticRequest] {
        let recorder = HapticRecorder()
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: recorder, device: device, clock: clock)
        for feedback in mix {
            clock.advance(by: spacing)
            haptics.play(feedback)
        }
        precondition(recorder.requests.count == mix.count, "every request of the mix should play")
        return recorder.requests
    }

    // MARK: Loops

    /// `play(_:)` `count` times; returns how many played.
    @inline(never)
    static func play(_ haptics: Haptics, _ mix: [HapticFeedback], count: Int) -> Int {
        var played = 0
        var index = 0
        for _ in 0..<count {
            if haptics.play(mix[index]).didPlay { played &+= 1 }
            index &+= 1
            if index == mix.count { index = 0 }
        }
        return played
    }

    /// `play(_:at:in:)` `count` times, or `play(_:at:in:input:)` when an input is given; returns
    /// how many played.
    @inline(never)
    static func play(
        _ haptics: Haptics, _ mix: [HapticFeedback], at location: CGPoint, in view: AnyObject,
        input: HapticInput? = nil, count: Int
    ) -> Int {
        var played = 0
        var index = 0
        for _ in 0..<count {
            let outcome =
                if let input { haptics.play(mix[index], at: location, in: view, input: input) } else {
                    haptics.play(mix[index], at: location, in: view)
                }
            if outcome.didPlay { played &+= 1 }
            index &+= 1
            if index == mix.count { index = 0 }
        }
        return played
    }

    /// `prepare(for:in:)` `count` times; returns how many prepared a generator.
    @inline(never)
    static func prepare(_ haptics: Haptics, _ mix: [HapticFeedback], in view: AnyObject?, count: Int) -> Int {
        var prepared = 0
        var index = 0
        for _ in 0..<count {
            let outcome = view.map { haptics.prepare(for: mix[index], in: $0) } ?? haptics.prepare(for: mix[index])
            if case .prepared = outcome { prepared &+= 1 }
            index &+= 1
            if index == mix.count { index = 0 }
        }
        return prepared
    }

    /// The floor: the backend's `play(_:)` called directly with prebuilt requests, `count` calls
    /// in all, a run of calls for each request in turn; returns how many did not throw.
    ///
    /// Pass a backend whose concrete type the optimizer cannot see (``opaque(_:)``), so the call
    /// goes through the witness table as the pipeline's does; given a `CountingBackend` it would
    /// specialise this loop into a bare counter and measure nothing.
    @inline(never)
    static func floor(_ backend: any HapticBackend, _ requests: [HapticRequest], count: Int) -> Int {
        var played = 0
        for (index, request) in requests.enumerated() {
            let share = count / requests.count + (index < count % requests.count ? 1 : 0)
            played &+= floor(backend, request, count: share)
        }
        return played
    }

    /// One request, `count` times. It stays in place and is passed by reference: cycling through
    /// an array would copy each request out of it, retaining and releasing its strings, which is
    /// the harness's cost, not the call's.
    @inline(never)
    private static func floor(_ backend: any HapticBackend, _ request: HapticRequest, count: Int) -> Int {
        var played = 0
        for _ in 0..<count where (try? backend.play(request)) != nil {
            played &+= 1
        }
        return played
    }

    /// The peers' pattern: new generator, `prepare()`, trigger; returns the counter's plays.
    @inline(never)
    static func peers(_ counter: CountingBackend, _ mix: [HapticFeedback], count: Int) -> Int {
        var index = 0
        for _ in 0..<count {
            FakeGenerator.playLikePeers(mix[index], counter: counter)
            index &+= 1
            if index == mix.count { index = 0 }
        }
        return counter.plays
    }
}

/// Stands in for a `UIView`: any object can anchor a request.
final class BenchmarkView {}
