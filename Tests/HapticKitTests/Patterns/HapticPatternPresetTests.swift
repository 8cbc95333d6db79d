import Testing

@testable import HapticKit

@Suite("Built-in patterns")
struct HapticPatternPresetTests {

    @Test("names are unique kebab-case and resolve, in any case, to the static members")
    func names() {
        let names = HapticPattern.presets.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
        #expect(HapticPattern.preset(named: "heartbeat") == .heartbeat)
        #expect(HapticPattern.preset(named: "Double-Tap") == .doubleTap)
        #expect(HapticPattern.preset(named: "ramp-up") == .rampUp)
        #expect(HapticPattern.preset(named: "nope") == nil)
    }
}
