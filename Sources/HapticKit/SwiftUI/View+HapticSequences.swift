#if canImport(SwiftUI)
public import Combine
public import SwiftUI

/// Feedback from a view model's publisher or async sequence, played in the view's anchor view.
extension View {
    /// Plays `feedback` for each element `publisher` sends, as "Byte of the Day: Haptics in SwiftUI" (2020) suggests for a view
    /// model's `PassthroughSubject<Void, Never>`. Bursts coalesce in the player.
    ///
    /// ```swift
    /// Text("Editor").haptic(.success, onReceive: model.didSave)
    /// ```
    public func haptic<P: Publisher>(_ feedback: HapticFeedback, onReceive publisher: P) -> some View
    where P.Failure == Never {
        haptic(onReceive: publisher) { _ in feedback }
    }

    /// Plays what `feedback` returns for each element `publisher` sends; `nil` plays nothing.
    ///
    /// ```swift
    /// Text("Upload").haptic(onReceive: model.results) { $0.isSuccess ? .success : .error }
    /// ```
    public func haptic<P: Publisher>(
        onReceive publisher: P, _ feedback: @escaping (P.Output) -> HapticFeedback?
    ) -> some View where P.Failure == Never {
        modifier(
            KeepingState({ HapticAnchorSlot() }) {
                HapticReceiveModifier(publisher: publisher, feedback: feedback, slot: $0)
            })
    }

    /// Plays `feedback` for each element of `elements` while the view is on screen: iterated
    /// from when it appears, cancelled when it disappears (a sequence that can be iterated only
    /// once, such as an `AsyncStream`, plays for its first appearance only).
    ///
    /// ```swift
    /// Text("Editor").haptic(.success, forEachElementOf: model.saves)   // an AsyncStream<Void>
    /// ```
    public func haptic<Elements: AsyncSequence & Sendable>(
        _ feedback: HapticFeedback, forEachElementOf elements: Elements
    ) -> some View {
        modifier(
            KeepingState({ HapticSequenceTask() }) {
                HapticSequenceModifier(elements: elements, feedback: feedback, state: $0)
            })
    }
}

struct HapticReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let feedback: (P.Output) -> HapticFeedback?
    let slot: HapticAnchorSlot
    @Environment(\.haptics) private var haptics

    func body(content: Content) -> some View {
        let haptics = haptics
        return
            content
            .modifier(HapticAnchorModifier(slot: slot))
            .onReceive(publisher) { [slot, feedback] output in
                guard let chosen = feedback(output) else { return }
                haptics.play(chosen, in: slot)
            }
    }
}

/// The task that iterates the sequence, kept for the life of the view.
final class HapticSequenceTask {
    let slot = HapticAnchorSlot()
    var task: Task<Void, Never>?

    init() {}
}

struct HapticSequenceModifier<Elements: AsyncSequence & Sendable>: ViewModifier {
    let elements: Elements
    let feedback: HapticFeedback
    let state: HapticSequenceTask
    @Environment(\.haptics) private var haptics

    func body(content: Content) -> some View {
        let haptics = haptics
        let slot = state.slot
        return
            content
            .modifier(HapticAnchorModifier(slot: slot))
            .onAppear { [state, elements, feedback] in
                state.task?.cancel()
                state.task = Task { _ = try? await haptics.play(feedback, forEachElementOf: elements, in: slot) }
            }
            .onDisappear { [state] in
                state.task?.cancel()
                state.task = nil
            }
    }
}
#endif
