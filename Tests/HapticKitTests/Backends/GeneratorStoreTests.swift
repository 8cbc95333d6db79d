import HapticKit
import Testing

/// The rule by which the UIKit backend reuses a generator attached to a view (``GeneratorStore``).
struct GeneratorStoreTests {
    final class View {}

    /// A stand-in for a view-attached `UIFeedbackGenerator`: UIKit sets `view` to `nil` when the
    /// app replaces the view's interactions.
    final class Generator {
        weak var view: View?
        init(view: View?) { self.view = view }
    }

    func store() -> GeneratorStore<Generator> {
        GeneratorStore()
    }

    static func attached(_ generator: Generator) -> AnyObject? { generator.view }

    @Test("a generator still attached to its view is reused")
    func attachedIsReused() {
        var store = store()
        let view = View()
        let key = HapticGeneratorKey(kind: .selection, viewID: ObjectIdentifier(view))
        let first = store.generator(for: key, in: view, attachedView: Self.attached) { Generator(view: view) }
        #expect(store.generator(for: key, in: view, attachedView: Self.attached) { Generator(view: view) } === first)
        #expect(store.count == 1)
    }

    @Test("a generator the app detached (view.interactions replaced) is made again, attached")
    func detachedIsRemade() throws {
        var store = store()
        let view = View()
        let key = HapticGeneratorKey(kind: .canvas, viewID: ObjectIdentifier(view))
        let first = try #require(
            store.generator(for: key, in: view, attachedView: Self.attached) { Generator(view: view) })
        first.view = nil  // what UIKit does when `view.interactions = [...]` drops it
        let second = try #require(
            store.generator(for: key, in: view, attachedView: Self.attached) { Generator(view: view) })
        #expect(second !== first)
        #expect(second.view === view)
        #expect(store.count == 1, "the detached one is not kept beside it")
    }

    @Test("a view-less generator is reused without a view")
    func viewLessIsReused() {
        var store = store()
        let key = HapticGeneratorKey(kind: .impact(.light), viewID: nil)
        let first = store.generator(for: key, in: nil, attachedView: Self.attached) { Generator(view: nil) }
        #expect(store.generator(for: key, in: nil, attachedView: Self.attached) { Generator(view: nil) } === first)
    }
}
