import HapticKit

/// A seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64), so every trace is the
/// same on every run and every toolchain: the draws below use only its own arithmetic, not the
/// standard library's `random(in:using:)`, whose algorithm is not promised to stay the same.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        return mixed ^ (mixed >> 31)
    }

    /// A whole number of milliseconds in `range`, uniformly (modulo reduction: the bias is below
    /// 2⁻⁴⁰ for spans this small).
    mutating func milliseconds(_ range: ClosedRange<Int64>) -> HapticDuration {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return .milliseconds(range.lowerBound + Int64(next() % span))
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }
}
