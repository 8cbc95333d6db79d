/// Which object plays for each of a control's events, for `UIControl.addHaptic(_:for:haptics:)`:
/// one per event, so a control plays once per event however many times its feedback is added (a
/// reused table cell configured again, say). Adding feedback for an event that has it replaces it;
/// a set of events (`[.touchDown, .touchUpInside]`) is each of its events. Pure: the UIKit
/// extension keeps one of these per control and only registers the targets it says are new.
struct ControlHapticTargets<Target: AnyObject> {
    /// The target of each single event (one bit of `UIControl.Event`'s raw value).
    private var byEvent: [UInt: Target] = [:]

    init() {}

    /// The targets for each event in `events` (a `UIControl.Event` raw value): the one an event
    /// has already, to update, or one `make` makes, to register for that event.
    mutating func targets(for events: UInt, make: () -> Target) -> (
        kept: [Target], made: [(event: UInt, target: Target)]
    ) {
        var kept: [Target] = []
        var made: [(event: UInt, target: Target)] = []
        var remaining = events
        while remaining != 0 {
            let event = remaining & (~remaining &+ 1)
            remaining &= ~event
            if let target = byEvent[event] {
                kept.append(target)
            } else {
                let target = make()
                byEvent[event] = target
                made.append((event, target))
            }
        }
        return (kept, made)
    }

    /// Every target, each once (to unregister them all).
    var all: [Target] { Array(byEvent.values) }

    /// Forgets every target.
    mutating func removeAll() {
        byEvent.removeAll()
    }
}
