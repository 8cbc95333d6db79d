#if canImport(SwiftUI) && !os(tvOS)
import SwiftUI

extension View {
    /// Snaps a value dragged on this view and plays the tracker's tap on entering a snap: the
    /// generator is prepared when the drag begins, the tap plays at the drag's location in this
    /// view, driven by `input`, and the tracker forgets its snap when the drag ends.
    ///
    /// ```swift
    /// Circle()
    ///     .snapFeedback(HapticSnapTracker(multiplesOf: 15, tolerance: 2), input: .anyPencil) { drag in
    ///         angle(of: drag.location)
    ///     } onChange: { step in
    ///         rotation = step.value
    ///         showsGuide = step.showsGuide
    ///     }
    /// ```
    ///
    /// > Important: On iPad canvas feedback needs a view and a location; this modifier places an
    /// > invisible `UIView` behind the content to anchor it. A finger on iPad plays nothing.
    ///
    /// - Parameters:
    ///   - tracker: the targets and tolerances; each drag starts from its initial state.
    ///   - haptics: the player; ``Haptics/shared`` by default.
    ///   - input: the input of the drag, when the app knows it (``HapticInput/unspecified``: the
    ///     player's device profile). `SpatialEventGesture` (iOS 18) gives it:
    ///     `HapticInput(event.kind)`.
    ///   - value: the value to snap, from the drag.
    ///   - onChange: what the view shows: the snapped value and whether the guide shows.
    /// - Returns: the view, with the drag gesture and an anchor view behind it.
    public func snapFeedback(
        _ tracker: HapticSnapTracker, haptics: Haptics = .shared, input: HapticInput = .unspecified,
        value: @escaping (DragGesture.Value) -> Double, onChange: @escaping (HapticSnapStep<Double>) -> Void
    ) -> some View {
        modifier(
            KeepingState({ HapticDragModifier<HapticSnapTracker>.DragState() }) {
                HapticDragModifier(
                    haptics: haptics, input: input, minimumDistance: 0, snapping: tracker, sample: value,
                    onStep: onChange, state: $0)
            })
    }
}

#if canImport(SwiftUI, _version: 6.0)
@available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 1.0, *)
extension HapticInput {
    /// The input of a `SpatialEventGesture` event (iOS 18): a touch is a finger, a pencil an Apple
    /// Pencil of unknown model, a pointer a trackpad or mouse, a pinch on Vision Pro eyes and hands
    /// (`SpatialEventCollection.Event.Kind`, SwiftUI interface, iOS 18.6 SDK).
    ///
    /// ```swift
    /// Canvas { context, size in }
    ///     .gesture(SpatialEventGesture().onChanged { events in
    ///         if let event = events.first { input = HapticInput(event.kind) }
    ///     })
    /// ```
    public init(_ kind: SpatialEventCollection.Event.Kind) {
        switch kind {
        case .touch: self = .finger
        #if os(iOS)
        case .pencil: self = .anyPencil
        #endif
        #if os(iOS) || os(macOS) || os(visionOS)
        case .pointer: self = .anyPointer
        #endif
        #if os(visionOS)
        case .directPinch, .indirectPinch: self = .known(.eyesAndHands)
        #endif
        @unknown default: self = .unspecified
        }
    }
}
#endif
#endif
