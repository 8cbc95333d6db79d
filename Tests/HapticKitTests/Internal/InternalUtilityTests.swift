import Testing

@_spi(HapticKitInternal) @testable import HapticKit

@Suite("One decimal formatter, one partitioning search, one clamp")
struct InternalUtilityTests {
    @Test(
        "the decimal formatter: rounded to at most N decimals, no trailing zeros, no -0",
        arguments: [
            (1.0, 2, "1"), (0.7, 2, "0.7"), (0.25, 2, "0.25"), (0.125, 2, "0.13"), (0.666, 2, "0.67"),
            (0.07, 2, "0.07"), (-0.5, 2, "-0.5"), (-1.25, 2, "-1.25"), (-0.004, 2, "0"), (-0.0, 2, "0"),
            (1.5, 3, "1.5"), (0.0625, 3, "0.063"), (0.001, 3, "0.001"), (12.000_4, 3, "12"), (600, 0, "600"),
            (Double.nan, 2, "nan"), (Double.infinity, 2, "inf"), (-Double.infinity, 3, "-inf"),
        ] as [(Double, Int, String)])
    func fixedDigits(value: Double, digits: Int, text: String) {
        #expect(DecimalFormat.text(value, maximumFractionDigits: digits) == text)
    }

    @Test(
        "without a digit limit: the shortest text that reads back as the same Double",
        arguments: [
            (1.0, "1"), (600, "600"), (0.1, "0.1"), (1.4, "1.4"), (0.123_456_789, "0.123456789"), (-3, "-3"),
            (1e-5, "1e-05"), (1e16, "1e+16"), (Double.nan, "nan"), (-Double.infinity, "-inf"),
        ] as [(Double, String)])
    func shortest(value: Double, text: String) {
        #expect(DecimalFormat.text(value) == text)
        if value.isFinite { #expect(Double(text) == value, "round trip") }
    }

    @Test("the partitioning search finds the first index where the predicate holds")
    func partitioningIndex() {
        let sorted = [1, 3, 3, 3, 7, 9]
        #expect(sorted.partitioningIndex { $0 > 3 } == 4)
        #expect(sorted.partitioningIndex { $0 >= 3 } == 1)
        #expect(sorted.partitioningIndex { $0 > 100 } == sorted.endIndex)
        #expect(sorted.partitioningIndex { $0 > 0 } == 0)
        #expect([Int]().partitioningIndex { _ in true } == 0)
        let slice = sorted[2...]
        #expect(slice.partitioningIndex { $0 > 3 } == 4, "indices are the collection's own")
        for count in 0...20 {
            let values = Array(0..<count)
            for split in 0...count {
                #expect(values.partitioningIndex { $0 >= split } == split)
            }
        }
    }

    @Test("the clamp moves values into the range; NaN becomes what the caller says")
    func clamp() {
        #expect(1.4.clamped(to: 0...1, nanValue: 1) == 1)
        #expect((-0.2).clamped(to: 0...1, nanValue: 1) == 0)
        #expect(0.3.clamped(to: 0...1, nanValue: 1) == 0.3)
        #expect(Double.infinity.clamped(to: -1...2, nanValue: 0) == 2)
        #expect((-Double.infinity).clamped(to: -1...2, nanValue: 0) == -1)
        #expect(Double.nan.clamped(to: 0...1, nanValue: 1) == 1)
        #expect(Double.nan.clamped(to: 0...1, nanValue: 0) == 0)
    }

    @Test("HapticIntensity keeps its documented rule: NaN is full strength")
    func intensityNaN() {
        #expect(HapticIntensity(.nan).value == 1)
        #expect(HapticIntensity(.nan).wasClamped)
        #expect(HapticIntensity(.nan).description == "1 (clamped from nan)")
        #expect(HapticIntensity(1.7).description == "1 (clamped from 1.7)")
    }

    @Test("durations and instants saturate instead of wrapping around")
    func timeSaturates() {
        #expect(HapticDuration.milliseconds(80).nanoseconds == 80_000_000)
        #expect(HapticDuration.milliseconds(.max).nanoseconds == .max)
        #expect(HapticDuration.milliseconds(.min).nanoseconds == .min)
        #expect(HapticDuration.milliseconds(9_223_372_036_855).nanoseconds == .max)
        #expect(HapticDuration.seconds(.nan) == .zero)
        #expect(HapticDuration.seconds(1e30).nanoseconds == .max)
        #expect((HapticInstant(nanoseconds: .max - 1) + .milliseconds(1)).nanoseconds == .max)
    }
}
