import Foundation
import Testing

@testable import HapticKit

@Suite("Resizing snaps to the original aspect ratio and to a square")
struct AspectRatioSnappingTests {
    @Test("near a square it snaps to the nearest square, with the square as its target and one tap")
    func square() {
        var snapping = AspectRatioSnapping(originalSize: CGSize(width: 200, height: 100))
        snapping.begin()
        let step = snapping.resize(to: CGSize(width: 200, height: 196))
        #expect(step.target == 1)
        #expect(step.tap == .alignment)
        #expect(step.value.width == step.value.height)
        #expect(abs(step.value.width - 198) < 1e-9)
        #expect(snapping.resize(to: CGSize(width: 201, height: 199)).tap == nil)
    }

    @Test("near the original ratio it snaps to exactly that ratio, the nearest such size")
    func original() {
        var snapping = AspectRatioSnapping(originalSize: CGSize(width: 300, height: 200))
        snapping.begin()
        #expect(snapping.resize(to: CGSize(width: 300, height: 260)).target == nil)
        let step = snapping.resize(to: CGSize(width: 310, height: 200))
        #expect(step.target == 1.5 && step.tap == .alignment)
        #expect(abs(step.value.width / step.value.height - 1.5) < 1e-12)
        // The nearest point on the ratio's diagonal: the offset from the proposed corner is perpendicular to it.
        let dx = step.value.width - 310
        let dy = step.value.height - 200
        #expect(abs(dx * 1.5 + dy) < 1e-9)
    }

    @Test("the ratio is compared on a log scale: 1:2 is as far from a square as 2:1")
    func logScale() {
        var wide = AspectRatioSnapping(originalSize: CGSize(width: 100, height: 400), tolerance: 0.05)
        var tall = wide
        #expect(wide.resize(to: CGSize(width: 104.9, height: 100)).target == 1)
        #expect(tall.resize(to: CGSize(width: 100, height: 104.9)).target == 1)
        #expect(wide.resize(to: CGSize(width: 120, height: 100)).target == nil)
    }

    @Test("a resize starts snapped to its original ratio, without a tap")
    func beginsSnapped() {
        var snapping = AspectRatioSnapping(originalSize: CGSize(width: 200, height: 100))
        #expect(snapping.begin() == .alignment)
        let step = snapping.resize(to: CGSize(width: 202, height: 100))
        #expect(step.target == 2 && step.tap == nil)
    }

    @Test("an original square snaps to the square")
    func originalSquare() {
        var snapping = AspectRatioSnapping(originalSize: CGSize(width: 50, height: 50))
        #expect(snapping.resize(to: CGSize(width: 51, height: 50)).target == 1)
    }

    @Test("sizes that are not positive and finite pass through unsnapped; bad tolerances are clamped")
    func badInput() {
        var snapping = AspectRatioSnapping(originalSize: CGSize(width: 0, height: 10), tolerance: 7)
        #expect(snapping.originalAspectRatio == 1)
        let zero = snapping.resize(to: CGSize(width: 0, height: 40))
        #expect(zero == HapticSnapStep(value: CGSize(width: 0, height: 40), target: nil, tap: nil))
        // Tolerance 7 is clamped to 1 (within 100 %): 1.9 snaps to the square, 2.1 does not.
        #expect(snapping.resize(to: CGSize(width: 190, height: 100)).target == 1)
        snapping.end()
        #expect(snapping.resize(to: CGSize(width: 210, height: 100)).target == nil)
    }

    @Test("an infinite tolerance clamps to its end like any other (within 100 %); NaN snaps only on exact hits")
    func nonFiniteTolerances() {
        var infinite = AspectRatioSnapping(originalSize: CGSize(width: 300, height: 100), tolerance: .infinity)
        #expect(infinite.resize(to: CGSize(width: 120, height: 100)).target == 1)
        var nan = AspectRatioSnapping(originalSize: CGSize(width: 300, height: 100), tolerance: .nan)
        #expect(nan.resize(to: CGSize(width: 101, height: 100)).target == nil)
        #expect(nan.resize(to: CGSize(width: 100, height: 100)).target == 1)
    }
}

@Suite("Snapping keeps sizes finite")
struct AspectRatioSnappingExtremeTests {
    @Test(
        "a finite size near the largest Double snaps to a finite size of the guide's ratio",
        arguments: [(1e308, 1e308, 1.0), (1.7e308, 1.7e308, 1.0), (1.79e308, 0.9e308, 2.0), (0.9e308, 1.79e308, 0.5)])
    func nearTheLargestDouble(width: Double, height: Double, original: Double) {
        var snapping = AspectRatioSnapping(originalSize: CGSize(width: original * 100, height: 100))
        snapping.begin()
        let step = snapping.resize(to: CGSize(width: width, height: height))
        #expect(step.target == (width == height ? 1 : original))
        #expect(step.value.width.isFinite && step.value.height.isFinite, "\(step.value)")
        #expect(step.value.width > 0 && step.value.height > 0)
        let ratio = step.value.width / step.value.height
        #expect(abs(ratio - (step.target ?? .nan)) < 1e-9, "\(ratio)")
    }
}
