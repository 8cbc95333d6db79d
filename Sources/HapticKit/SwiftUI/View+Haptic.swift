#if canImport(SwiftUI)
import Combine
public import SwiftUI

/// The shapes of SwiftUI's `.sensoryFeedback`, from iOS 13, macOS 10.15, tvOS 13, watchOS 6 and
/// visionOS 1, routed through HapticKit on every OS version (so they play on iPad through Apple
/// Pencil Pro and the trackpad, and on iPhone for `.alignment`, where `.sensoryFeedback` is
/// silent). Each installs an anchor view behind the modified view and plays there, at its centre.
/// A trigger has no begin signal, so nothing is prepared: Apple's prepared state lasts "typically
/// seconds" (`prepare()`, UIFeedbackGenerator.h, iOS 26.2 SDK), and preparing when a view appears
/// would warm a generator for each row of a list as it scrolls in.
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
        modifier(
            KeepingState({ HapticTriggerState<T>() }) {
                HapticTriggerModifier(value: trigger, rule: .always(feedback), state: $0)
            })
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
        modifier(
            KeepingState({ HapticTriggerState<T>() }) {
                HapticTriggerModifier(value: trigger, rule: .when(feedback, condition), state: $0)
            })
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
        modifier(
            KeepingState({ HapticTriggerState<T>() }) {
                HapticTriggerModifier(value: trigger, rule: .choosing(feedback), state: $0)
            })
    }

    /// Plays what `feedback` returns each time `trigger` changes; `nil` plays nothing.
    ///
    /// ```swift
    /// Text(status.message).haptic(trigger: status) { status.isFailure ? .error : nil }
    /// ```
    public func haptic<T: Equatable>(trigger: T, _ feedback: @escaping () -> HapticFeedback?) -> some View {
        modifier(
            KeepingState({ HapticTriggerState<T>() }) {
                HapticTriggerModifier(value: trigger, rule: .choosing { _, _ in feedback() }, state: $0)
            })
    }
}

/// A trigger's state for the life of a view: its last value and its anchor.
final class HapticTriggerState<Value: Equatable> {
    let slot = HapticAnchorSlot()
    var trigger: HapticTrigger<Value>?

    init() {}
}

struct HapticTriggerModifier<Value: Equatable>: ViewModifier {
    let value: Value
    let rule: HapticTriggerRule<Value>
    let state: HapticTriggerState<Value>
    @Environment(\.haptics) private var haptics

    func body(content: Content) -> some View {
        let haptics = haptics
        let slot = state.slot
        return
            content
            .modifier(HapticAnchorModifier(slot: slot))
            .modifier(HapticTriggerChanges(value: value, rule: rule, state: state) { haptics.play($0, in: slot) })
    }
}

/// Runs the rule once for each change of the value and plays what it returns.
///
/// On visionOS 26, what Apple's pages say plays on visionOS (``HapticFeedback/increase``,
/// ``HapticFeedback/decrease`` and the visionOS families ``HapticFeedback/press(_:)``,
/// ``HapticFeedback/release(_:)``, ``HapticFeedback/selection(_:)``) plays only through SwiftUI's
/// own `.sensoryFeedback` (the router's `sensoryFeedback` route; HapticKit's player skips them
/// with `needsSwiftUI`). There the changes are SwiftUI's: its `sensoryFeedback(trigger:_:)` runs
/// the rule, the player gets what it returns (for its outcome, and a game controller), and SwiftUI
/// plays it when only SwiftUI can. Elsewhere a `Just` of the value, received on every update from
/// iOS 13, feeds ``HapticTrigger``, which keeps the changes with SwiftUI's semantics.
struct HapticTriggerChanges<Value: Equatable>: ViewModifier {
    let value: Value
    let rule: HapticTriggerRule<Value>
    let state: HapticTriggerState<Value>
    let play: (HapticFeedback) -> Void

    func body(content: Content) -> some View {
        #if os(visionOS) && canImport(SwiftUI, _version: 7.0)
        if #available(visionOS 26.0, *) {
            content.sensoryFeedback(trigger: value) { [rule, play] old, new in
                rule.swiftUIChange(from: old, to: new, play: play)?.sensoryFeedback
            }
        } else {
            everyUpdate(content)
        }
        #else
        everyUpdate(content)
        #endif
    }

    private func everyUpdate(_ content: Content) -> some View {
        content.onReceive(Just(value)) { [state, rule, play] value in
            if state.trigger == nil { state.trigger = HapticTrigger(rule) }
            state.trigger?.rule = rule
            guard let feedback = state.trigger?.update(to: value) else { return }
            play(feedback)
        }
    }
}
#endif
