import Foundation
import Testing

@testable import HapticKit

@Suite("The snapping tracker taps once on entering a snap")
struct HapticSnapTrackerTests {
    /// The values at which `tracker` tapped, feeding it `values` in order.
    func taps(_ tracker: inout HapticSnapTracker, _ values: [Double]) -> [Double] {
        values.filter { tracker.update($0).tap != nil }
    }

    @Test("entering a snap taps once; staying snapped never taps; the value is the target")
    func entersOnce() {
        var tracker = HapticSnapTracker(values: [100], tolerance: 4)
        #expect(tracker.begin() == .alignment)
        #expect(taps(&tracker, [80, 90, 97, 99, 100, 101, 103]) == [97])
        let step = tracker.update(102)
        #expect(step.value == 100 && step.target == 100 && step.showsGuide && step.tap == nil)
        #expect(tracker.update(90) == HapticSnapStep(value: 90, target: nil, tap: nil))
    }

    @Test("jitter at the edge never taps twice; leaving past the release zone and re-entering taps again")
    func hysteresis() {
        var tracker = HapticSnapTracker(values: [100], tolerance: 4, releaseTolerance: 6)
        #expect(taps(&tracker, [95.9, 96.1, 95.0, 96.1, 94.5, 96.0]) == [96.1])
        #expect(tracker.snappedTarget == 100)
        #expect(taps(&tracker, [93.9, 97]) == [97])
    }

    @Test("without hysteresis the same jitter would tap on every re-entry")
    func hysteresisMatters() {
        var tracker = HapticSnapTracker(values: [100], tolerance: 4, releaseTolerance: 4)
        #expect(taps(&tracker, [95.9, 96.1, 95.0, 96.1, 94.5, 96.0]).count == 3)
    }

    @Test("a fast flick whose samples jump over the snap zone does not tap (documented choice)")
    func flick() {
        var tracker = HapticSnapTracker(values: [100], tolerance: 4)
        #expect(taps(&tracker, [60, 140, 180]).isEmpty)
        #expect(tracker.snappedTarget == nil)
    }

    @Test("two close targets: moving to the other taps; jitter between them, inside both zones, does not")
    func closeTargets() {
        var tracker = HapticSnapTracker(values: [0, 1], tolerance: 0.6, releaseTolerance: 0.8)
        #expect(taps(&tracker, [0.1]) == [0.1])
        #expect(taps(&tracker, [0.45, 0.55, 0.45, 0.55]).isEmpty)
        #expect(tracker.snappedTarget == 0)
        #expect(taps(&tracker, [0.65]) == [0.65])
        #expect(tracker.snappedTarget == 1)
        #expect(taps(&tracker, [0.55, 0.45]).isEmpty)
    }

    @Test("a gesture that begins inside a snap starts snapped, without a tap")
    func beginsSnapped() {
        var tracker = HapticSnapTracker(values: [100], tolerance: 4)
        tracker.begin(at: 101)
        #expect(tracker.snappedTarget == 100)
        #expect(taps(&tracker, [100, 102, 90, 99]) == [99])
    }

    @Test("ending (or cancelling) forgets the snap: the next gesture taps again")
    func endForgets() {
        var tracker = HapticSnapTracker(values: [100], tolerance: 4)
        #expect(taps(&tracker, [99]) == [99])
        tracker.end()
        #expect(tracker.snappedTarget == nil)
        tracker.begin()
        #expect(taps(&tracker, [99]) == [99])
    }

    @Test("angles snap to multiples of a step")
    func multiples() {
        var tracker = HapticSnapTracker(multiplesOf: 15, tolerance: 2, feedback: .selection)
        #expect(tracker.update(44).target == 45)
        #expect(tracker.update(44).tap == nil)
        #expect(tracker.update(-29).tap == .selection)
        #expect(tracker.update(-29).value == -30)
        var offset = HapticSnapTracker(multiplesOf: 90, offset: 45, tolerance: 40)
        #expect(offset.update(100).target == 135)
    }

    @Test("bad input is clamped or ignored, as documented")
    func badInput() {
        let clamped = HapticSnapTracker(values: [1], tolerance: -3, releaseTolerance: 0.5)
        #expect(clamped.tolerance == 0 && clamped.releaseTolerance == 0.5)
        let release = HapticSnapTracker(values: [1], tolerance: 2, releaseTolerance: 1)
        #expect(release.releaseTolerance == 2)
        #expect(HapticSnapTracker(values: [1], tolerance: 2).releaseTolerance == 3)
        var zeroStep = HapticSnapTracker(multiplesOf: 0, tolerance: 5)
        #expect(zeroStep.update(3).target == nil)
        var finiteOnly = HapticSnapTracker(values: [.nan, 2], tolerance: 5)
        #expect(finiteOnly.update(3).target == 2)
        var tracker = HapticSnapTracker(values: [1], tolerance: 1)
        _ = tracker.update(1)
        let step = tracker.update(.nan)
        #expect(step.target == nil && step.tap == nil && tracker.snappedTarget == nil)
    }
}
