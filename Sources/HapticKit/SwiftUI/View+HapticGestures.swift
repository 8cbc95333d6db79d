#if canImport(SwiftUI) && !os(tvOS)
public import SwiftUI

/// Gestures that play: a tap, and a drag that snaps. Not on tvOS, where SwiftUI has no
/// `DragGesture` and no haptics.
extension View {
    /// Plays `feedback` when the view is tapped, where it was tapped (iOS 16, macOS 13, watchOS
    /// 9 and later; at the view's centre before), without taking the tap from the view's own
    /// gestures. SwiftUI's tap gestures do not say what tapped; pass `input` when the app knows
    /// (a view used only with Apple Pencil: `.anyPencil`), so the route is the one for it.
    ///
    /// ```swift
    /// Text("★").hapticTap(.selection)
    /// ```
    public func hapticTap(_ feedback: HapticFeedback = .selection, input: HapticInput = .unspecified) -> some View {
        modifier(KeepingState({ HapticAnchorSlot() }) { HapticTapModifier(feedback: feedback, input: input, slot: $0) })
    }

    /// Plays `feedback` each time a drag on this view snaps: `snapTarget` maps the drag to what
    /// it snaps to now (a grid line, an aspect ratio), or `nil`. The generator is prepared when
    /// the drag begins, each new target plays where the finger or pointer is, and the
    /// interaction ends on release. SwiftUI's `DragGesture` does not say what drags; pass `input`
    /// when the app knows. The drag's phases follow the rule every drag modifier shares: a drag
    /// SwiftUI cancelled without an end ends when the next one starts.
    ///
    /// ```swift
    /// Rectangle().hapticDrag(.alignment) { drag in
    ///     abs(drag.translation.width) < 4 ? 0 : nil      // snaps back to where it started
    /// }
    /// ```
    public func hapticDrag<Target: Equatable>(
        _ feedback: HapticFeedback = .alignment, input: HapticInput = .unspecified,
        snapTarget: @escaping (DragGesture.Value) -> Target?
    ) -> some View {
        modifier(
            KeepingState({ HapticDragModifier<SnapTargetChanges<Target>>.DragState() }) {
                HapticDragModifier(
                    haptics: nil, input: input, minimumDistance: 10, snapping: SnapTargetChanges<Target>(feedback),
                    sample: snapTarget, onStep: { _ in }, state: $0)
            })
    }
}

struct HapticTapModifier: ViewModifier {
    let feedback: HapticFeedback
    let input: HapticInput
    let slot: HapticAnchorSlot
    @Environment(\.haptics) private var haptics

    func body(content: Content) -> some View {
        let haptics = haptics
        let slot = slot
        let (feedback, input) = (feedback, input)
        // A tap has no begin signal in SwiftUI's tap gestures, so nothing is prepared (as for a trigger).
        let anchored = content.modifier(HapticAnchorModifier(slot: slot))
        if #available(iOS 16, macOS 13, watchOS 9, *) {
            return AnyView(
                anchored.simultaneousGesture(
                    SpatialTapGesture().onEnded { tap in
                        haptics.play(feedback, in: slot, at: tap.location, input: input)
                    }
                ))
        }
        return AnyView(
            anchored.simultaneousGesture(TapGesture().onEnded { haptics.play(feedback, in: slot, input: input) }))
    }
}

/// The drag modifier behind `.hapticDrag` and `.snapFeedback`: the drag's phases by
/// ``HapticDragTracker``'s rule, what it snaps to by `Snapping`'s, played in an anchor view behind
/// the content at the drag's location, driven by `input`.
struct HapticDragModifier<Snapping: HapticDragSnapping>: ViewModifier {
    /// The player; `nil` for the environment's.
    let haptics: Haptics?
    let input: HapticInput
    let minimumDistance: CGFloat
    let snapping: Snapping
    let sample: (DragGesture.Value) -> Snapping.Sample
    let onStep: (Snapping.Step) -> Void
    let state: DragState
    @Environment(\.haptics) private var environment

    /// The tracker and the anchor view for the life of the view.
    final class DragState {
        let slot = HapticAnchorSlot()
        var tracker: HapticDragTracker<Snapping>?

        init() {}
    }

    func body(content: Content) -> some View {
        let haptics = haptics ?? environment
        let (state, input, snapping, sample, onStep) = (state, input, snapping, sample, onStep)
        return
            content
            .modifier(HapticAnchorModifier(slot: state.slot))
            .simultaneousGesture(
                DragGesture(minimumDistance: minimumDistance)
                    .onChanged { drag in
                        var tracker = state.tracker ?? HapticDragTracker(snapping)
                        let actions = tracker.changed(to: sample(drag), startedAt: drag.startLocation)
                        state.tracker = tracker
                        if actions.endsPrevious { haptics.endInteraction() }
                        if let feedback = actions.prepare {
                            haptics.prepare(for: feedback, in: state.slot, input: input)
                        }
                        if let tap = actions.step.tap {
                            haptics.play(tap, in: state.slot, at: drag.location, input: input)
                        }
                        onStep(actions.step)
                    }
                    .onEnded { _ in
                        if state.tracker?.ended() == true { haptics.endInteraction() }
                    })
    }
}
#endif
