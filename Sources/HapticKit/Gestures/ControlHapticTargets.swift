import Foundation

/// Which object plays for each of a control's events, for `UIControl.addHaptic(_:for:haptics:)`:
/// one per event, so a control plays once per event however many times its feedback is added (a
/// reused table cell configured again, say). Adding feedback for an event that has it replaces it;
/// a set of events (`[.touchDown, .touchUpInside]`) is each of its events. Pure: the UIKit
/// extension keeps one of these per control and only registers the targets it says are new.
struct ControlHapticTargets<Target: AnyObject> {
    /// The target of each single event (one bit of `UIControl.Event`'s raw value).
    private var byEvent: [UInt: Target] = [:]

    init() {}

    /// Adds a target for each event in `events` (a `UIControl.Event` raw value) that has none,
    /// made by `make`, and hands the targets events already have to `update`. Returns the new ones,
    /// each with its event, for the control to register.
    mutating func add(
        for events: UInt, make: () -> Target, update: (Target) -> Void
    ) -> [(event: UInt, target: Target)] {
        var made: [(event: UInt, target: Target)] = []
        var remaining = events & ~Self.systemReserved
        while remaining != 0 {
            let event = remaining & (~remaining &+ 1)
            remaining &= ~event
            if let target = byEvent[event] {
                update(target)
            } else {
                let target = make()
                byEvent[event] = target
                made.append((event, target))
            }
        }
        return made
    }

    /// `UIControlEventSystemReserved`, "range reserved for internal framework use" (UIControl.h:39,
    /// iOS 26.2 SDK): no target for those bits, so `.allEvents` is the control's events and the
    /// app's own (`UIControlEventApplicationReserved`).
    static var systemReserved: UInt { 0xF000_0000 }

    /// Every target, each once (to unregister them all).
    var all: [Target] { Array(byEvent.values) }

    /// Forgets every target.
    mutating func removeAll() {
        byEvent.removeAll()
    }

    /// Where and for which input an event plays: at the touch in the control that caused it, for
    /// that touch's type; at the control's centre, for an unspecified input, when no touch did
    /// (`sendActions(for:)`, a keyboard, VoiceOver).
    static func placement(
        ofTouchAt location: CGPoint?, touchTypeRawValue: Int?, in bounds: CGRect
    ) -> (location: CGPoint, input: HapticInput) {
        (
            HapticAnchor.location(of: location, in: bounds),
            touchTypeRawValue.map { HapticInput(touchTypeRawValue: $0) } ?? .unspecified
        )
    }
}
