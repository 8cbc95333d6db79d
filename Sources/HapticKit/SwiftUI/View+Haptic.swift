#if canImport(SwiftUI)
import Combine
public import SwiftUI

/// The shapes of SwiftUI's `.sensoryFeedback`, from iOS 13, macOS 10.15, tvOS 13, watchOS 6 and
/// visionOS 1, routed through HapticKit on every OS version (so they play on iPad through Apple
/// Pencil Pro and the trackpad, and on iPhone for `.alignment`, where `.sensoryFeedback` is
/// silent). Each installs an anchor view behind the modified view and plays there, at its centre;
/// the single-feedback forms prepare it when the view joins a window, so the first change is warm.
///
/// The trigger semantics are SwiftUI's: the first value is not a change, equal values do not
/// play, a condition sees the old and the new value, and changes within one frame of one that
/// played coalesce in the player.
extension View {
    /// Plays `feedback` each time `trigger` changes.
    ///
    /// ```swift
    /// Text("Saved").haptic(.success, trigger: saveCount)
    /// ```
    public func haptic<T: Equatable>(_ feedback: HapticFeedback, trigger: T) -> some View {
        modifier(HapticTriggerModifier(value: trigger, rule: .always(feedback), prepares: feedback))
    }

    /// Plays `feedback` each time `trigger` changes and `condition`, given the old and the new
    /// value, is true.
    ///
    /// ```swift
    /// Stepper("Count", value: $count).haptic(.increase, trigger: count) { old, new in new > old }
    /// ```
    public func haptic<T: Equatable>(
        _ feedback: HapticFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        modifier(HapticTriggerModifier(value: trigger, rule: .when(feedback, condition), prepares: feedback))
    }

    /// Plays what `feedback` returns for each change of `trigger`, given the old and the new
    /// value; `nil` plays nothing.
    ///
    /// ```swift
    /// Slider(value: $level).haptic(trigger: level) { old, new in new == 1 ? .impact(.heavy) : nil }
    /// ```
    public func haptic<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> HapticFeedback?
    ) -> some View {
        modifier(HapticTriggerModifier(value: trigger, rule: .choosing(feedback), prepares: nil))
    }

    /// Plays what `feedback` returns each time `trigger` changes; `nil` plays nothing.
    ///
    /// ```swift
    /// Text(status.message).haptic(trigger: status) { status.isFailure ? .error : nil }
    /// ```
    public func haptic<T: Equatable>(trigger: T, _ feedback: @escaping () -> HapticFeedback?) -> some View {
        modifier(HapticTriggerModifier(value: trigger, rule: .choosing { _, _ in feedback() }, prepares: nil))
    }
}

/// A trigger's state for the life of a view: its last value and its anchor.
final class HapticTriggerState<Value: Equatable> {
    let slot = HapticAnchorSlot()
    var trigger: HapticTrigger<Value>?
}

struct HapticTriggerModifier<Value: Equatable>: ViewModifier {
    let value: Value
    let rule: HapticTriggerRule<Value>
    /// The feedback to prepare when the view joins a window, when the modifier has one.
    let prepares: HapticFeedback?
    @Environment(\.haptics) private var haptics
    @State private var state = HapticTriggerState<Value>()

    func body(content: Content) -> some View {
        let haptics = haptics
        let slot = state.slot
        let attached: (() -> Void)? = prepares.map { feedback in { haptics.prepare(for: feedback, in: slot) } }
        // `onChange(of:)` needs iOS 14; a `Just` of the value is received on every update, from
        // iOS 13, and the trigger keeps only the changes.
        return
            content
            .modifier(HapticAnchorModifier(slot: slot, attached: attached))
            .modifier(VisionSensoryFeedback(value: value, rule: rule))
            .onReceive(Just(value)) { [state, rule] value in
                if state.trigger == nil { state.trigger = HapticTrigger(rule) }
                state.trigger?.rule = rule
                guard let feedback = state.trigger?.update(to: value) else { return }
                haptics.play(feedback, in: slot)
            }
    }
}

/// On visionOS 26, what Apple's pages say plays on visionOS (``HapticFeedback/increase``,
/// ``HapticFeedback/decrease`` and the visionOS families ``HapticFeedback/press(_:)``,
/// ``HapticFeedback/release(_:)``, ``HapticFeedback/selection(_:)``) plays through SwiftUI's own
/// `.sensoryFeedback`, the only call that plays them there (the router's `sensoryFeedback` route; HapticKit's player skips them with
/// `needsSwiftUI`). Same trigger, same rule: SwiftUI's trigger semantics are the ones
/// ``HapticTrigger`` keeps. Elsewhere, and for every other intent, nothing is added.
struct VisionSensoryFeedback<Value: Equatable>: ViewModifier {
    let value: Value
    let rule: HapticTriggerRule<Value>

    func body(content: Content) -> some View {
        #if os(visionOS) && canImport(SwiftUI, _version: 7.0)
        if #available(visionOS 26.0, *) {
            content.sensoryFeedback(trigger: value) { [rule] old, new in
                guard let feedback = rule.feedback(old, new), feedback.playsThroughSwiftUIOnVisionOS else { return nil }
                return feedback.sensoryFeedback
            }
        } else {
            content
        }
        #else
        content
        #endif
    }
}
#endif
