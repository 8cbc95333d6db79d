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
    /// A backend is chosen between requests, as a logging backend is at an app's set-up: the
    /// replaced one is let go, and a failure it finds after a request's outcome is dropped
    /// (``HapticRequest/reportFailure(_:)``).
    public var backend: any HapticBackend {
        get { current.withLock { $0.backend } }
        set { replaceBackend(with: newValue) }
    }

    /// The device this player routes for. ``shared`` starts with the one the code runs on
    /// (``DeviceProfile/current``). A test sets a named profile to check what the app's own code
    /// plays there, on Linux or in the Simulator, and puts it back with ``resetToLaunchState()``:
    ///
    /// ```swift
    /// Haptics.shared.backend = recorder
    /// Haptics.shared.device = .iPhone        // route as an iPhone does
    /// ```
    ///
    /// Setting it routes every later request for the new device, in one critical section;
    /// settings, rate limits and the app's state are kept (set ``rateLimits`` too for a device
    /// whose defaults differ, such as `.standard(for: .watch)`), and generators are released.
    public var device: DeviceProfile {
        get { pipeline.withLock { $0.device } }
        set {
            let (released, backend) = pipeline.withLock { pipeline in
                pipeline.device = newValue
                return (pipeline.cache.removeAll(), current.withLock { $0.backend })
            }
            released.forEach(backend.release)
        }
    }

    /// The user's preferences. Every path obeys them; turning haptics off releases every
    /// generator, so nothing stays prepared.
    ///
    /// A change through this property (`haptics.settings[.selection] = false`,
    /// `haptics.settings.intensityScale = 0.5`) is made on a copy, without the player's lock (so
    /// it may read the player), and lands in one critical section, field by field and category by
    /// category: changes from many tasks to different preferences are never lost, and of two
    /// changes to the same one the later stays. Assigning a whole value replaces every preference.
    /// A change computed from the value itself (`haptics.settings.intensityScale *= 0.5` from many
    /// tasks at once) or several changes that belong together go through ``updateSettings(_:)``.
    public var settings: HapticSettings {
        get { pipeline.withLock { $0.settings } }
        set { updateSettings { $0 = newValue } }
        _modify {
            let before = settings
            var after = before
            defer {
                if land(after, over: before, at: \.settings) {
                    releaseForgottenGenerators()
                    settingsDidChange()
                }
            }
            yield &after
        }
    }

    /// Changes several preferences in one atomic step and returns what `body` returns.
    ///
    /// ```swift
    /// haptics.updateSettings { settings in
    ///     settings.isEnabled = true
    ///     settings[.selection].toggle()
    /// }
    /// ```
    ///
    /// `body` runs outside the player's lock, on a copy, so it may read the player
    /// (`updateSettings { $0.isEnabled = haptics.isAppActive }`); the copy is stored only if no
    /// other change landed meanwhile, and otherwise `body` runs again on the newer settings. Keep
    /// it free of side effects.
    @discardableResult
    public func updateSettings<Result>(_ body: (inout HapticSettings) throws -> Result) rethrows -> Result {
        while true {
            let before = pipeline.withLock { $0.settings }
            var after = before
            let result = try body(&after)
            let stored = pipeline.withLock { pipeline in
                guard pipeline.settings == before else { return false }
                pipeline.settings = after
                return true
            }
            if stored {
                releaseForgottenGenerators()
                settingsDidChange()
                return result
            }
        }
    }

    /// Minimum intervals per category and the coalescing window. Setting them keeps what the
    /// limiter remembers of recent plays. A change through this property lands as a ``settings``
    /// change does, category by category (`haptics.rateLimits[.selection] = .milliseconds(80)`
    /// from many tasks loses none).
    public var rateLimits: HapticRateLimits {
        get { pipeline.withLock { $0.limiter.limits } }
        set { pipeline.withLock { $0.limiter.limits = newValue } }
        _modify {
            let before = rateLimits
            var after = before
            defer { land(after, over: before, at: \.limiter.limits) }
            yield &after
        }
    }

    /// The app's routing choices, such as the categories that play on the Mac for feedback that
    /// follow an event rather than the user's touch (``HapticRouting/macEventCategories``).
    /// A change routes every later request by them, in one critical section, and lands as a
    /// ``settings`` change does, category by category (so changes from many tasks are never
    /// lost); settings, rate limits and generators are kept.
    ///
    /// ```swift
    /// Haptics.shared.routing.macEventCategories = [.notification]   // success, warning, error
    /// ```
    public var routing: HapticRouting {
        get { pipeline.withLock { $0.routing } }
        set { pipeline.withLock { $0.routing = newValue } }
        _modify {
            let before = routing
            var after = before
            defer { land(after, over: before, at: \.routing) }
            yield &after
        }
    }

    /// Whether the app is active. While false every request is skipped (`appNotActive`).
    ///
    /// The UIKit and WatchKit backends follow the app's state themselves (the active-state
    /// notifications; on the watch, with ``hasBackgroundRuntimeSession``, where a request made
    /// while the app is not active is still made, ``HapticOutcome/Playback/appWasInactive``), so apps need not set
    /// this; on the Mac the trackpad plays only under the user's finger, and
    /// AppKit's feedback is not gated on activation. Set it to `false` to silence
    /// haptics for reasons of your own, and back to `true` to follow the backend again. Reading
    /// it gives both: false when either says so.
    public var isAppActive: Bool {
        get {
            let own = pipeline.withLock { $0.isAppActive }
            return own && backend.isAppActive  // asked outside the lock: a backend may read the player
        }
        set { pipeline.withLock { $0.isAppActive = newValue } }
    }

    /// Whether the app runs a workout session (`HKWorkoutSession`) or an extended runtime session
    /// (`WKExtendedRuntimeSession`), during which Apple Watch plays haptics while the app is
    /// inactive or in the background. Set it when such a session starts and clear it when it ends;
    /// false by default. Only the watch's backend reads it. Outside such a session watchOS plays
    /// nothing while the app is not active ("This method has no effect when called while [the app]
    /// is either background or inactive ... The only exception are apps with an active workout
    /// session", developer.apple.com/documentation/watchkit/wkinterfacedevice/play(_:)), and
    /// HapticKit cannot see a workout session: while the app is not active the watch's backend
    /// calls WatchKit either way, and without this flag the outcome says the app was not active
    /// (``HapticOutcome/Playback/appWasInactive``); with it, the outcome reads as played.
    ///
    /// ```swift
    /// Haptics.hasBackgroundRuntimeSession = true    // the workout session started
    /// // ...
    /// Haptics.hasBackgroundRuntimeSession = false   // it ended
    /// ```
    public static var hasBackgroundRuntimeSession: Bool {
        get { MainQueueCallBackend.backgroundRuntimeSession.withLock { $0 } }
        set { MainQueueCallBackend.backgroundRuntimeSession.withLock { $0 = newValue } }
    }

    /// Puts the player back as it was made: its first backend, device, routing, settings and rate
    /// limits, the app active, no history of recent plays, every generator released. For tests
    /// that change ``shared``.
    public func resetToLaunchState() {
        let facts = InstalledBackend.Facts(launch.backend)
        let (released, previous) = pipeline.withLock { pipeline in
            let released = pipeline.cache.removeAll()
            pipeline.reset(to: launch.pipeline())
            return (released, swapBackend(for: launch.backend, facts: facts, in: &pipeline))
        }
        released.forEach(previous.release)
        settingsDidChange()
    }

    /// Swaps the backend and forgets the generators the old one held, in one critical section of
    /// the player's lock, then releases them from it.
    private func replaceBackend(with backend: any HapticBackend) {
        let facts = InstalledBackend.Facts(backend)
        let (released, previous) = pipeline.withLock { pipeline in
            (pipeline.cache.removeAll(), swapBackend(for: backend, facts: facts, in: &pipeline))
        }
        released.forEach(previous.release)
    }

    /// Installs `backend` in place of the current one, under the player's lock, and returns that
    /// one. The new generation tells a request read before the swap to decide for the new one
    /// (``decide``).
    private func swapBackend(
        for backend: any HapticBackend, facts: InstalledBackend.Facts, in pipeline: inout HapticPipeline
    ) -> any HapticBackend {
        pipeline.backendGeneration += 1
        let installed = InstalledBackend(
            backend, facts: facts, generation: pipeline.backendGeneration, player: state.reference)
        return current.withLock { current in
            defer { current = installed }
            return current.backend
        }
    }

    /// Lands a change made on a copy of the value at `path`, outside the lock: what changed from
    /// `before` to `after`, applied field by field to the value as it is now, in one critical
    /// section. Returns whether anything changed.
    @discardableResult
    private func land<Value: FieldwiseChangeable>(
        _ after: Value, over before: Value, at path: WritableKeyPath<HapticPipeline, Value>
    ) -> Bool {
        guard after != before else { return false }
        pipeline.withLock { $0[keyPath: path] = $0[keyPath: path].applying(changesFrom: before, to: after) }
        return true
    }

    /// Releases, from the backend, the generators a settings change forgot (haptics turned off).
    private func releaseForgottenGenerators() {
        let (released, backend) = pipeline.withLock { ($0.takeReleased(), current.withLock { $0.backend }) }
        released.forEach(backend.release)
    }
}

/// A value whose change, made on a copy, lands on the value as it is now field by field, so that
/// changes to different fields from many tasks are never lost: the player's settings, rate limits
/// and routing choices.
protocol FieldwiseChangeable: Equatable {
    /// This value with what changed from `before` to `after` applied, field by field.
    func applying(changesFrom before: Self, to after: Self) -> Self
}

extension HapticSettings: FieldwiseChangeable {}
extension HapticRateLimits: FieldwiseChangeable {}
extension HapticRouting: FieldwiseChangeable {}
