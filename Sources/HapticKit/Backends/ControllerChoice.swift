/// Which of the connected game controllers a request plays on: the decision
/// `PlatformBackend.gameControllers()` only carries out. Pure, so it is tested here.
///
/// - The most recently used controller (`GCController.current`, "the most recently used game
///   controller", GCController.h:131-142, iOS 26.2 SDK) when it has haptics; after a Siri Remote
///   or another controller without haptics was used, the first connected one that has them
///   (`GCController.controllers()` order). HapticKit's choice: a request asks for the controller in
///   the player's hand, and the current one is the best evidence of that.
/// - A spatial controller (`GCProductCategorySpatialController`, GCProductCategories.h:28, iOS 26.2
///   SDK) comes as a left and a right `GCController`: a request for one plays on every connected
///   spatial controller with haptics, so both hands feel it (HapticKit's choice).
/// - No controller with haptics: nothing, and the backend reports it.
enum ControllerChoice {
    /// What the backend knows of one connected controller.
    struct Controller<ID: Hashable>: Hashable {
        let id: ID
        let hasHaptics: Bool
        let isCurrent: Bool
        let isSpatial: Bool

        init(id: ID, hasHaptics: Bool, isCurrent: Bool = false, isSpatial: Bool = false) {
            self.id = id
            self.hasHaptics = hasHaptics
            self.isCurrent = isCurrent
            self.isSpatial = isSpatial
        }
    }

    /// The controllers to play on, in connection order; empty when none has haptics.
    static func targets<ID>(among controllers: [Controller<ID>]) -> [ID] {
        let haptic = controllers.filter(\.hasHaptics)
        guard let chosen = haptic.first(where: \.isCurrent) ?? haptic.first else { return [] }
        guard chosen.isSpatial else { return [chosen.id] }
        return haptic.filter(\.isSpatial).map(\.id)
    }
}
