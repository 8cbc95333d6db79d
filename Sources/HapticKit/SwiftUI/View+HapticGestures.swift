#if canImport(SwiftUI) && !os(tvOS)
public import SwiftUI

/// Gestures that play: a tap, and a drag that snaps. Not on tvOS, where SwiftUI has no
/// `DragGesture` and no haptics.
extension View {
    /// Plays `feedback` when the view is tapped, where it was tapped (iOS 16, macOS 13, watchOS
    /// 9 and later; at the view's centre before), without taking the tap from the view's own
    /// gestures.
    ///
    /// ```swift
    /// Text("★").hapticTap(.selection)
    /// ```
    public func hapticTap(_ feedback: HapticFeedback = .selection) -> some View {
        modifier(HapticTapModifier(feedback: feedback))
    }

    /// Plays `feedback` each time a drag on this view snaps: `snapTarget` maps the drag to what
    /// it snaps to now (a grid line, an aspect ratio), or `nil`. The generator is prepared when
    /// the drag begins, each new target plays where the finger or pointer is, and the
    /// interaction ends on release.
    ///
    /// ```swift
    /// Rectangle().hapticDrag(.alignment) { drag in
    ///     abs(drag.translation.width) < 4 ? 0 : nil      // snaps back to where it started
    /// }
    /// ```
    public func hapticDrag<Target: Equatable>(
        _ feedback: HapticFeedback = .alignment, snapTarget: @escaping (DragGesture.Value) -> Target?
    ) -> some View {
        modifier(HapticDragModifier(feedback: feedback, snapTarget: snapTarget))
    }
}

struct HapticTapModifier: ViewModifier {
    let feedback: HapticFeedback
    @Environment(\.haptics) private var haptics
    @State private var slot = HapticAnchorSlot()

    func body(content: Content) -> some View {
        let haptics = haptics
        let slot = slot
        let feedback = feedback
        let anchored = content.modifier(
            HapticAnchorModifier(slot: slot, attached: { haptics.prepare(for: feedback, in: slot) }))
        if #available(iOS 16, macOS 13, watchOS 9, *) {
            return AnyView(
                anchored.simultaneousGesture(
                    SpatialTapGesture().onEnded { tap in haptics.play(feedback, in: slot, at: tap.location) }))
        }
        return AnyView(anchored.simultaneousGesture(TapGesture().onEnded { haptics.play(feedback, in: slot) }))
    }
}

/// A drag's tracker for the life of a view.
final class HapticDragState<Target: Equatable> {
    let slot = HapticAnchorSlot()
    var tracker = HapticDragTracker<Target>()
}

struct HapticDragModifier<Target: Equatable>: ViewModifier {
    let feedback: HapticFeedback
    let snapTarget: (DragGesture.Value) -> Target?
    @Environment(\.haptics) private var haptics
    @State private var state = HapticDragState<Target>()

    func body(content: Content) -> some View {
        let haptics = haptics
        return
            content
            .modifier(HapticAnchorModifier(slot: state.slot, attached: nil))
            .simultaneousGesture(
                DragGesture()
                    .onChanged { [state, feedback, snapTarget] drag in
                        let step = state.tracker.changed(snappingTo: snapTarget(drag), startedAt: drag.startLocation)
                        if case .prepare(let endFirst, let thenPlay) = step {
                            if endFirst { haptics.endInteraction() }
                            haptics.prepare(for: feedback, in: state.slot)
                            if thenPlay { haptics.play(feedback, in: state.slot, at: drag.location) }
                        }
                        if step == .play { haptics.play(feedback, in: state.slot, at: drag.location) }
                    }
                    .onEnded { [state] _ in
                        if state.tracker.ended() == .end { haptics.endInteraction() }
                    })
    }
}
#endif
