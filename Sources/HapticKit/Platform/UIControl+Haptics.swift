#if canImport(UIKit) && !os(watchOS)
import ObjectiveC
public import UIKit

/// Feedback on a control's events, for UIKit apps: one line instead of a target, an action
/// method and a generator. Compiles wherever UIKit has controls; silent on tvOS and visionOS,
/// with the router's reason.
extension UIControl {
    /// Plays `feedback` each time the control sends one of `events`, at the touch that caused it
    /// (else at the control's centre), in the control, for the touch's input (`UITouch.TouchType`:
    /// a finger, an Apple Pencil, a pointer; unspecified when no touch caused it): so canvas
    /// feedback plays on iPad through Apple Pencil Pro and the trackpad, and not for a finger.
    ///
    /// ```swift
    /// slider.addHaptic(.selection, for: .valueChanged)
    /// button.addHaptic(.impact(.light), for: .touchUpInside, haptics: haptics)
    /// ```
    ///
    /// One feedback an event: adding feedback for an event that has some replaces it, so a reused
    /// cell configured again still plays once (``ControlHapticTargets``).
    public func addHaptic(_ feedback: HapticFeedback, for events: UIControl.Event, haptics: Haptics = .shared) {
        let made = hapticTargets.targets.add(for: events.rawValue) {
            HapticControlTarget(feedback: feedback, haptics: haptics)
        } update: {
            $0.feedback = feedback
            $0.haptics = haptics
        }
        for (event, target) in made {
            addTarget(
                target, action: #selector(HapticControlTarget.play(_:event:)), for: UIControl.Event(rawValue: event))
        }
    }

    /// Removes every feedback ``addHaptic(_:for:haptics:)`` added.
    public func removeHaptics() {
        for target in hapticTargets.targets.all {
            removeTarget(target, action: nil, for: .allEvents)
        }
        hapticTargets.targets.removeAll()
    }

    /// The targets, kept alive by the control (UIKit holds targets weakly).
    private var hapticTargets: HapticControlTargets {
        if let targets = objc_getAssociatedObject(self, hapticTargetsKey) as? HapticControlTargets { return targets }
        let targets = HapticControlTargets()
        objc_setAssociatedObject(self, hapticTargetsKey, targets, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return targets
    }
}

@MainActor private let hapticTargetsKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

/// A control's targets, held by the control.
@MainActor
final class HapticControlTargets {
    var targets = ControlHapticTargets<HapticControlTarget>()
}

/// Receives the control's action and plays.
@MainActor
final class HapticControlTarget: NSObject {
    var feedback: HapticFeedback
    var haptics: Haptics

    init(feedback: HapticFeedback, haptics: Haptics) {
        self.feedback = feedback
        self.haptics = haptics
    }

    @objc func play(_ control: UIControl, event: UIEvent?) {
        let touch = event?.touches(for: control)?.first
        let (location, input) = ControlHapticTargets<HapticControlTarget>.placement(
            ofTouchAt: touch?.location(in: control), touchTypeRawValue: touch?.type.rawValue, in: control.bounds)
        haptics.play(feedback, at: location, in: control as AnyObject, input: input)
    }
}
#endif
