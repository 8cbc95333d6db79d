/// A backend whose Apple call is one main-actor call a request, with no generator object to keep:
/// AppKit's trackpad feedback and WatchKit's taps. Each request it accepts is carried to the main
/// queue in order with the others (``MainThreadDispatcher``: at once when made on the main queue,
/// else queued behind earlier work), and `call` makes the Apple call there. A call it does not
/// accept (an accessory's pattern, for the GameController backend beside it) is ignored before any
/// hop. The platform files hand in the one line that calls Apple; the rule is tested here.
package struct MainQueueCallBackend: HapticBackend {
    /// Makes the Apple call, on the main actor.
    package typealias Call = @MainActor @Sendable (HapticCall) -> Void

    private let accepts: @Sendable (HapticCall) -> Bool
    private let dispatcher: MainThreadDispatcher

    /// - Parameters:
    ///   - accepts: whether this platform makes `call` (AppKit's calls on the Mac, WatchKit's on the watch).
    ///   - call: makes the Apple call, on the main actor.
    package init(accepts: @escaping @Sendable (HapticCall) -> Bool, call: @escaping Call) {
        self.accepts = accepts
        dispatcher = MainThreadDispatcher { work in
            guard case .play(let request) = work else { return }
            MainActor.runSynchronously { call(request.call) }
        }
    }

    /// Makes the request's call on the main queue, now or in order behind earlier requests.
    package func play(_ request: HapticRequest) throws {
        guard accepts(request.call) else { return }
        try dispatcher.play(request)
    }
}
