/// One anchor view, installed by a modifier (the SwiftUI anchor view) and read from any thread
/// by the player its environment hands out. The view keeps it current on the main thread (as it
/// moves in and out of a window and changes size); the player only reads it.
final class HapticAnchorSlot: Sendable {
    private let state = LockedState<State>(State())

    private struct State {
        var anchor: HapticAnchor?
        /// The players made for this slot, by the player they share state with (one, usually).
        var players: [Haptics] = []
    }

    init() {}

    /// The anchor while its view is in a window. Read from any thread without loading the view:
    /// the anchor view clears it on the main thread when it leaves its window, which it does
    /// before it can be deallocated.
    var anchor: HapticAnchor? {
        state.withLock { $0.anchor }
    }

    /// Sets the anchor: the view and its centre, or `nil` when the view left its window.
    func update(_ anchor: HapticAnchor?) {
        state.withLock { $0.anchor = anchor }
    }

    /// A player sharing `base`'s state that finds views in this slot: made once per base, so the
    /// environment value stays the same object from one view update to the next.
    func player(sharing base: Haptics) -> Haptics {
        state.withLock { state in
            if let made = state.players.first(where: { $0.shares(with: base) }) { return made }
            let made = Haptics(sharing: base, environmentAnchor: self)
            state.players.append(made)
            return made
        }
    }
}
