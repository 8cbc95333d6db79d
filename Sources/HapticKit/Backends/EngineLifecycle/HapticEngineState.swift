/// Where a Core Haptics engine is in its life, as ``HapticEngineLifecycle`` tracks it.
enum HapticEngineState: Equatable, Sendable {
    /// No engine: nothing has been played yet, or the last one was destroyed.
    case idle
    /// An engine is being made off the main thread (`CHHapticEngine()` talks to the haptic
    /// server); plays wait for it, then for its start.
    case making
    /// An asynchronous start (`start(completionHandler:)`) is under way; plays wait for it.
    case starting
    /// Started: plays go straight to a player.
    case running
    /// Stopped, by Core Haptics or by HapticKit; the next play starts it again (see
    /// ``HapticEngineStopCause`` for how).
    case stopped(HapticEngineStopCause)
    /// The haptic server reset the engine: every pattern player was dropped, a restart is under way, and
    /// the patterns that were still playing are played again on new pattern players once it is done.
    case reset
    /// Making or starting the engine failed and HapticKit gave up on it (bounded attempts). The
    /// next play tries a new engine, except after `notSupported`: hardware without haptics stays
    /// without.
    case failed(HapticEngineError)
}

/// Why the engine is stopped.
enum HapticEngineStopCause: Equatable, Sendable {
    /// Core Haptics stopped it and said why (`stoppedHandler`).
    case system(HapticEngineStopReason)
    /// HapticKit stopped it because the app entered the background; it starts again when the app
    /// returns to the foreground.
    case background
    /// A player start said the engine was not running even after a restart, so HapticKit no
    /// longer believes it runs; the next play starts it explicitly.
    case notRunning(HapticEngineError)
}
