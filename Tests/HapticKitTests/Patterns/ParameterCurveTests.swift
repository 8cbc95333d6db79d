import Testing

@testable import HapticKit

@Suite("Parameter curves")
struct ParameterCurveTests {
    @Test("a curve's value is linear between points and held outside them")
    func curveValues() {
        let curve = HapticPattern.ParameterCurve(.hapticIntensityControl, at: 1, points: [(0, 1), (0.5, 0), (1, 0.5)])
        #expect(curve.value(after: -1) == 1)
        #expect(curve.value(after: 0.25) == 0.5)
        #expect(curve.value(after: 0.75) == 0.25)
        #expect(curve.value(after: 9) == 0.5)
        #expect(HapticPattern.ParameterCurve(.hapticIntensityControl, controlPoints: []).value(after: 0) == nil)
    }
}
