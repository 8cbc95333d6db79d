import Testing

@_spi(HapticKitInternal) @testable import HapticKit

@Suite("Generator cache: views that die")
struct GeneratorCacheTests {
    @Test("a view's identifier taken over by a new view starts cold, told without loading either view")
    func reusedIdentifier() {
        var cache = GeneratorCache()
        var old: FakeView? = FakeView()
        let key = HapticRequest.GeneratorKey(kind: .canvas, viewID: ObjectIdentifier(old!))
        let oldAnchor = HapticAnchor(location: .zero, in: old!)
        #expect(cache.prepare(key, anchor: oldAnchor, at: HapticInstant(nanoseconds: 0)).evicted == nil)
        old = nil  // the view dies; its address, and so its identifier, may go to a new view
        let newView = FakeView()
        let newAnchor = HapticAnchor(location: .zero, in: newView)
        let plan = cache.play(key, anchor: newAnchor, at: HapticInstant(nanoseconds: 500_000_000))
        #expect(plan.evicted == nil, "the backend, on the main thread, remakes a generator not attached to the view")
        #expect(plan.wasWarm == false, "the new view's generator was never prepared")
        #expect(plan.preparesAfterPlaying == false)
        #expect(cache.count == 1)
        let next = cache.play(key, anchor: newAnchor, at: HapticInstant(nanoseconds: 600_000_000))
        #expect(next.evicted == nil && !next.wasWarm, "a generator whose view lives is kept")
    }

    @Test("evicting a generator from the middle leaves every other generator's state with its own key")
    func evictFromMiddle() {
        var cache = GeneratorCache(configuration: GeneratorCache.Configuration(capacity: 3))
        let a = HapticRequest.GeneratorKey(kind: .selection, viewID: nil)
        let b = HapticRequest.GeneratorKey(kind: .notification, viewID: nil)
        let c = HapticRequest.GeneratorKey(kind: .impact(.light), viewID: nil)
        let d = HapticRequest.GeneratorKey(kind: .impact(.heavy), viewID: nil)
        func at(_ milliseconds: Int64) -> HapticInstant { HapticInstant(nanoseconds: milliseconds * 1_000_000) }
        _ = cache.play(a, anchor: nil, at: at(0))
        _ = cache.play(b, anchor: nil, at: at(10))
        _ = cache.play(c, anchor: nil, at: at(20))
        _ = cache.prepare(a, anchor: nil, at: at(30))  // a is now the most recent, and warm from 46 ms
        #expect(cache.prepare(d, anchor: nil, at: at(40)).evicted == b, "b, in the middle, is the least recently used")
        #expect(cache.count == 3)
        #expect(cache.play(a, anchor: nil, at: at(100)).wasWarm, "a keeps its own preparation")
        #expect(!cache.play(c, anchor: nil, at: at(100)).wasWarm, "c was never prepared")
        #expect(cache.play(d, anchor: nil, at: at(100)).wasWarm, "d keeps its own preparation")
        #expect(cache.removeAll() == [a, c, d])
    }

    @Test("generators without a view are never stale")
    func noView() {
        var cache = GeneratorCache()
        let key = HapticRequest.GeneratorKey(kind: .selection, viewID: nil)
        _ = cache.play(key, anchor: nil, at: HapticInstant(nanoseconds: 0))
        #expect(cache.play(key, anchor: nil, at: HapticInstant(nanoseconds: 100)).evicted == nil)
    }
}
