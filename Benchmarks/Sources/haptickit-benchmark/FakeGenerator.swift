import HapticKit

/// The peers' pattern, emulated: HapticsManager-Swift and Haptica create a new
/// `UI…FeedbackGenerator` on every call, call `prepare()`, then trigger it. This stand-in does on
/// `prepare()` and `trigger()` exactly what ``CountingBackend`` does for a request: count.
///
/// A real generator is an Objective-C object, so it is always on the heap; ``make(for:counter:)``
/// is kept out of line so that this one is too (the optimizer could otherwise put a
/// non-escaping instance on the stack and flatter the peers).
final class FakeGenerator {
    let feedback: HapticFeedback
    private let counter: CountingBackend

    private init(feedback: HapticFeedback, counter: CountingBackend) {
        self.feedback = feedback
        self.counter = counter
    }

    @inline(never)
    static func make(for feedback: HapticFeedback, counter: CountingBackend) -> FakeGenerator {
        FakeGenerator(feedback: feedback, counter: counter)
    }

    func prepare() {
        counter.countPreparation()
    }

    func trigger() {
        counter.countPlay()
    }

    /// One request made the peers' way: new generator, `prepare()`, trigger.
    static func playLikePeers(_ feedback: HapticFeedback, counter: CountingBackend) {
        let generator = make(for: feedback, counter: counter)
        generator.prepare()
        generator.trigger()
    }
}
