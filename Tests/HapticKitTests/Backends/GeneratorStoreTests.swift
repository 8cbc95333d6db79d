import Foundation
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

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
        let key = HapticRequest.GeneratorKey(kind: .selection, viewID: ObjectIdentifier(view))
        let first = store.generator(for: key, in: view, attachedView: Self.attached) { Generator(view: view) }
        #expect(store.generator(for: key, in: view, attachedView: Self.attached) { Generator(view: view) } === first)
        #expect(store.count == 1)
    }

    @Test("a generator the app detached (view.interactions replaced) is made again, attached")
    func detachedIsRemade() throws {
        var store = store()
        let view = View()
        let key = HapticRequest.GeneratorKey(kind: .canvas, viewID: ObjectIdentifier(view))
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
        let key = HapticRequest.GeneratorKey(kind: .impact(.light), viewID: nil)
        let first = store.generator(for: key, in: nil, attachedView: Self.attached) { Generator(view: nil) }
        #expect(store.generator(for: key, in: nil, attachedView: Self.attached) { Generator(view: nil) } === first)
    }
}

/// How the UIKit backend makes a generator: in its view where UIKit can, else without one.
@Suite("Generator making")
struct GeneratorMakingTests {
    static let kinds: [HapticRequest.GeneratorKey.Kind] = [.impact(.light), .selection, .notification, .canvas]

    @Test("from iOS 17.5 a request with a view gets init(view:); without one, the view-less initialiser")
    func fromIOS17_5() {
        for kind in Self.kinds {
            #expect(GeneratorMaking(kind, hasView: true, viewInitialisersAvailable: true) == .inView)
            #expect(GeneratorMaking(kind, hasView: false, viewInitialisersAvailable: true) == .withoutView)
        }
    }

    @Test("before iOS 17.5 every generator is view-less, and there is no canvas generator")
    func beforeIOS17_5() {
        for kind in Self.kinds where kind != .canvas {
            #expect(GeneratorMaking(kind, hasView: true, viewInitialisersAvailable: false) == .withoutView)
        }
        #expect(GeneratorMaking(.canvas, hasView: true, viewInitialisersAvailable: false) == .unavailable)
        #expect(GeneratorMaking(.canvas, hasView: false, viewInitialisersAvailable: false) == .unavailable)
    }
}

/// Where in a view a request plays, and which window a view-less one attaches to.
@Suite("Anchors and windows")
struct AnchorPlacementTests {
    @Test("a request plays at the touch where known, else at the view's centre")
    func touchElseCentre() {
        let view = FakeView()
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 40)
        let centre = HapticAnchor(at: nil, in: view, bounds: bounds)
        #expect(centre.location.x == 60 && centre.location.y == 40)
        let touched = HapticAnchor(at: CGPoint(x: 3, y: 4), in: view, bounds: bounds)
        #expect(touched.location.x == 3 && touched.location.y == 4)
        #expect(touched.view === view)
    }

    @Test("an anchor does not keep its view alive, and says when the view is gone")
    func viewIsHeldWeakly() {
        var view: FakeView? = FakeView()
        let anchor = HapticAnchor(at: nil, in: view!, bounds: .zero)
        let moved = anchor.moved(to: CGPoint(x: 1, y: 1))
        view = nil
        #expect(anchor.view == nil && moved.view == nil)
    }

    @Test("requests in one view share its weak box; another view, or the view gone, makes a new one")
    func anchorsInOneViewShareABox() throws {
        let recorder = HapticRecorder()
        let haptics = Haptics(backend: recorder, device: .iPhone, clock: ManualHapticClock(), rateLimits: .unlimited)
        let view = FakeView()
        let other = FakeView()
        for (location, inView) in [(1.0, view), (2, view), (0, other), (0, view)] {
            haptics.play(.selection, at: CGPoint(x: location, y: 0), in: inView)
        }
        let anchors = try recorder.requests.map { try #require($0.anchor) }
        try #require(anchors.count == 4)
        #expect(anchors[0].sharesReference(with: anchors[1]) && anchors[1].location.x == 2)
        #expect(!anchors[2].sharesReference(with: anchors[0]) && anchors[2].view === other)
        #expect(!anchors[3].sharesReference(with: anchors[0]), "only the last view's box is kept")
    }

    @Test("from many threads at once, every request's anchor holds the view it was made in")
    func concurrentAnchorsHoldTheirOwnView() {
        let recorder = HapticRecorder()
        let haptics = Haptics(backend: recorder, device: .iPhone, clock: ManualHapticClock(), rateLimits: .unlimited)
        let views = (0..<4).map { _ in FakeView() }
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for step in 0..<2_000 {
                let view = views[(worker + step) % views.count]
                haptics.play(.selection, at: CGPoint(x: Double(step), y: 0), in: view)
            }
        }
        let requests = recorder.requests
        #expect(requests.count == 16_000)
        let wrong = requests.filter { $0.anchor?.view.map { ObjectIdentifier($0) } != $0.anchor?.viewID }
        #expect(wrong.isEmpty, "an anchor was handed another view's box")
    }
}
