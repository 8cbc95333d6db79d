/// Changing a player in place: its backend, the user's preferences, its rate limits and the
/// app's state. Each change is one critical section, so concurrent changes are never lost.
extension Haptics {
    /// Where requests go. Setting it swaps the backend inside this player: references taken
    /// earlier follow, and settings, rate limits and the app's state are kept. Generators the old
    /// backend held for this player are released.
    ///
    /// ```swift
    /// let recorder = HapticRecorder()
    /// Haptics.shared.backend = recorder            // in a test; put it back with resetToLaunchState()
    /// ```
    ///
    /// > Important: Only the app (or its tests) should set the shared player's backend; a
    /// > library never should.
    ///
    /// A player keeps every backend it has used until it goes (swaps are rare), so that a request
    /// can use its backend outside the player's lock without retaining it.
    public var backend: any HapticBackend {
        get { state.withLock { $0.current } }
        set { replaceBackend(with: newValue) }
    }

    /// The user's preferences. Every path obeys them; turning haptics off releases every
    /// generator, so nothing stays prepared.
    ///
    /// A change through this property is atomic (`haptics.settings[.selection] = false`,
    /// `haptics.settings.intensityScale = 0.5`): it happens under the player's lock, so changes
    /// from many tasks are never lost. Assigning a whole value replaces every preference.
    /// For several changes at once, use ``updateSettings(_:)``.
    public var settings: HapticSettings {
        get { state.withLock { $0.pipeline.settings } }
        set { updateSettings { $0 = newValue } }
        _modify {
            state.lock()
            defer { settleSettings() }
            yield &state.lockedState.pointee.pipeline.settings
        }
    }

    /// Changes several preferences in one critical section and returns what `body` returns.
    ///
    /// ```swift
    /// haptics.updateSettings { settings in
    ///     settings.isEnabled = true
    ///     settings[.selection].toggle()
    /// }
    /// ```
    @discardableResult
    public func updateSettings<Result>(_ body: (inout HapticSettings) throws -> Result) rethrows -> Result {
        state.lock()
        defer { settleSettings() }
        return try body(&state.lockedState.pointee.pipeline.settings)
    }

    /// Minimum intervals per category and the coalescing window. Setting them keeps what the
    /// limiter remembers of recent plays.
    public var rateLimits: HapticRateLimits {
        get { state.withLock { $0.pipeline.limiter.limits } }
        set { state.withLock { $0.pipeline.limiter.limits = newValue } }
    }

    /// The app's routing choices, such as the categories that play on the Mac for intents that
    /// follow an event rather than the user's touch (``HapticRouter/Options/macEventCategories``).
    /// A change routes every later request by them, in one critical section (so changes from many
    /// tasks are never lost, as with ``settings``); settings, rate limits and generators are kept.
    ///
    /// ```swift
    /// Haptics.shared.routing.macEventCategories = [.notification]   // success, warning, error
    /// ```
    public var routing: HapticRouter.Options {
        get { state.withLock { $0.pipeline.routes.options } }
        set {
            let routes = RouteTable(device: device, options: newValue)
            state.withLock { $0.use(BackendBox($0.current, routes: routes)) }
        }
        _modify {
            state.lock()
            var options = state.lockedState.pointee.pipeline.routes.options
            defer {
                let pointer = state.lockedState
                if options != pointer.pointee.pipeline.routes.options {
                    let routes = RouteTable(device: device, options: options)
                    pointer.pointee.use(BackendBox(pointer.pointee.current, routes: routes))
                }
                state.unlock()
            }
            yield &options
        }
    }

    /// Whether the app is active. While false every request is skipped (`appNotActive`).
    ///
    /// The platform backends follow the app's state themselves (UIKit's and AppKit's
    /// active-state notifications), so apps need not set this. Set it to `false` to silence
    /// haptics for reasons of your own, and back to `true` to follow the backend again. Reading
    /// it gives both: false when either says so.
    public var isAppActive: Bool {
        get { state.withLock { $0.pipeline.isAppActive && $0.current.isAppActive } }
        set { state.withLock { $0.pipeline.isAppActive = newValue } }
    }

    /// Puts the player back as it was made: its first backend, routing, settings and rate limits, the app
    /// active, no history of recent plays, every generator released. For tests that change
    /// ``shared``.
    public func resetToLaunchState() {
        let (released, backend) = state.withLock { state -> ([HapticGeneratorKey], any HapticBackend) in
            let released = state.pipeline.cache.removeAll()
            let previous = state.current
            state.use(launch.backend)
            state.pipeline = HapticPipeline(
                routes: launch.backend.routes, settings: launch.settings, rateLimits: launch.rateLimits,
                backendIsOperational: launch.backend.backend.isOperational)
            return (released, previous)
        }
        released.forEach(backend.release)
    }

    /// The backend that plays on the platform this code is built for: UIKit (and Core Haptics for
    /// patterns) on iOS, iPadOS and Mac Catalyst, AppKit on macOS, WatchKit on watchOS, and
    /// ``NoOpHapticBackend`` where apps have no haptics (tvOS, visionOS, Linux). ``shared`` plays
    /// through it.
    public static func platformBackend() -> any HapticBackend {
        #if canImport(UIKit) && os(iOS)
        UIKitHapticBackend()
        #elseif canImport(AppKit) && os(macOS)
        AppKitHapticBackend()
        #elseif canImport(WatchKit) && os(watchOS)
        WatchKitHapticBackend()
        #else
        NoOpHapticBackend()
        #endif
    }

    private func replaceBackend(with backend: any HapticBackend) {
        let (released, previous) = state.withLock { state -> ([HapticGeneratorKey], any HapticBackend) in
            let previous = state.current
            state.use(BackendBox(backend, routes: state.pipeline.routes))
            state.pipeline.backendIsOperational = backend.isOperational
            return (state.pipeline.cache.removeAll(), previous)
        }
        released.forEach(previous.release)
    }

    /// Ends a settings change begun with `state.lock()`: when haptics were turned off, forgets
    /// every generator, then unlocks and releases them.
    private func settleSettings() {
        let pointer = state.lockedState
        let released = pointer.pointee.pipeline.settings.isEnabled ? [] : pointer.pointee.pipeline.cache.removeAll()
        let backend = pointer.pointee.current
        state.unlock()
        released.forEach(backend.release)
    }
}
