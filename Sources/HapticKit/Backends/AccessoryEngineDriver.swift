/// Carries out an accessory backend's work on the main actor, over the accessory protocols
/// (``HapticAccessory``): which accessories a request plays on, which engine plays it, and when
/// engines stop and go. Generic, so every decision runs in HapticKit's tests with fake
/// controllers; on Apple platforms it drives GameController's classes, which conform in one line
/// each.
///
/// - A request plays on the accessories ``ControllerChoice`` picks among the connected ones; with
///   none that has haptics it fails with a ``HapticEngineError``.
/// - Each accessory gets one pattern player per locality, over an engine its `haptics` make on the
///   first play (``AccessoryEngineCache``). The pattern player belongs to the accessory object, not to its
///   `ObjectIdentifier`, which a new object can get once the old one is gone.
/// - When an accessory connects or disconnects, its pattern players are stopped and dropped at once, with
///   those of any accessory that is gone: a controller that comes back gets new engines from its
///   new `haptics`. A play also stops and drops the pattern players of accessories no longer connected.
/// - Entering the background stops every pattern player's running patterns and its engine; coming back
///   starts the engines again (``AppActivity``). A play in between is skipped with
///   ``HapticSkipReason/appNotActive`` and starts nothing: on tvOS and visionOS no platform backend
///   says the app is in the background, and an engine started there would play a controller's
///   pattern for an app the user has left (HapticKit's choice).
@MainActor
final class AccessoryEngineDriver<Accessories: ConnectedAccessories> {
    typealias Accessory = Accessories.Accessory
    typealias Engine = Accessory.Haptics.Engine
    /// Makes a pattern player over the engine its closure makes.
    typealias MakePlayer =
        @MainActor (_ makeEngine: @escaping @MainActor () throws -> Engine) -> any HapticPatternPlaying

    private let accessories: Accessories
    private let makePlayer: MakePlayer
    private var patternPlayers = AccessoryEngineCache<Accessory, any HapticPatternPlaying>()
    private var inBackground = false

    /// - Parameters:
    ///   - accessories: what is connected.
    ///   - patterns: makes a pattern player (``PatternEngine`` on Apple platforms).
    nonisolated init(accessories: Accessories, patterns: @escaping MakePlayer) {
        self.accessories = accessories
        makePlayer = patterns
    }

    /// How many pattern players are kept.
    var patternPlayerCount: Int { patternPlayers.count }

    /// Does one piece of work. Throws why a play did not happen.
    func perform(_ work: MainThreadDispatcher.Work) throws {
        switch work {
        case .play(let request): try play(request)
        case .accessoryConnection(let accessory): stop(patternPlayers.removeEngines(of: accessory))
        case .appActivity(.stopPatterns):
            inBackground = true
            for patternPlayer in patternPlayers.engines { patternPlayer.applicationDidEnterBackground() }
        case .appActivity(.restartPatterns):
            inBackground = false
            for patternPlayer in patternPlayers.engines { patternPlayer.applicationWillEnterForeground() }
        case .prepare(let request):
            guard !inBackground else { return }
            for patternPlayer in (try? patternPlayers(for: request)) ?? [] { patternPlayer.prepare() }
        case .appActivity(.none), .release: break
        }
    }

    private func play(_ request: HapticRequest) throws {
        guard case .accessory(let pattern, _, _) = request.call.kind else { return }
        guard !inBackground else { throw HapticSkipReason.appNotActive }
        for patternPlayer in try patternPlayers(for: request) { try patternPlayer.play(pattern, for: request) }
    }

    /// The pattern players of the accessories an accessory request plays on, made as needed.
    private func patternPlayers(for request: HapticRequest) throws -> [any HapticPatternPlaying] {
        guard case .accessory(_, let kind, let locality) = request.call.kind else { return [] }
        let connected = accessories.connected()
        stop(patternPlayers.removeEngines(keeping: connected))
        let targets = targets(among: connected)
        guard !targets.isEmpty else {
            throw HapticEngineError(
                domain: "HapticKit.GameController", code: 1, message: "no \(kind.className) with haptics is connected")
        }
        return patternPlayers.engines(for: targets, at: locality) { accessory in
            let haptics = accessory.haptics
            return makePlayer {
                guard let engine = haptics?.createEngine(withLocality: Accessory.Haptics.Locality(locality)) else {
                    throw HapticEngineError(
                        domain: "HapticKit.GameController", code: 2,
                        message: "the \(kind.className) made no engine for locality \(locality)")
                }
                return engine
            }
        }
    }

    /// The accessories ``ControllerChoice`` picks among `connected`.
    private func targets(among connected: [Accessory]) -> [Accessory] {
        let current = accessories.current
        let spatial = accessories.spatialControllerCategory
        let choices = connected.enumerated().map { index, accessory in
            ControllerChoice.Controller(
                id: index, hasHaptics: accessory.haptics != nil, isCurrent: accessory === current,
                isSpatial: spatial != nil && accessory.productCategory == spatial)
        }
        return ControllerChoice.targets(among: choices).map { connected[$0] }
    }

    /// Stops the running patterns and the engines of pattern players that are dropped, and reports
    /// the patterns still waiting for them.
    private func stop(_ dropped: [any HapticPatternPlaying]) {
        for patternPlayer in dropped { patternPlayer.discard() }
    }
}
