import Testing

@testable import HapticKit

/// `UIControl.addHaptic(_:for:)`: one target an event, however often it is added.
struct ControlHapticTargetsTests {
    final class Target {}

    // UIControl.Event's raw values (UIControl.h): touchDown 1 << 0, touchUpInside 1 << 6,
    // valueChanged 1 << 12.
    let touchDown: UInt = 1 << 0
    let touchUpInside: UInt = 1 << 6
    let valueChanged: UInt = 1 << 12

    @Test("adding the same feedback again (a reused cell) makes no second target")
    func addingAgainKeepsOneTarget() {
        var targets = ControlHapticTargets<Target>()
        let first = targets.targets(for: touchUpInside) { Target() }
        let second = targets.targets(for: touchUpInside) { Target() }
        #expect(first.made.count == 1 && first.kept.isEmpty)
        #expect(second.made.isEmpty && second.kept.count == 1)
        #expect(second.kept.first === first.made.first?.target)
        #expect(targets.all.count == 1)
    }

    @Test("a set of events is each of its events; an overlapping set makes targets only for the new ones")
    func eventsAreSingleBits() {
        var targets = ControlHapticTargets<Target>()
        let both = targets.targets(for: touchDown | touchUpInside) { Target() }
        #expect(both.made.map(\.event).sorted() == [touchDown, touchUpInside])
        let overlapping = targets.targets(for: touchUpInside | valueChanged) { Target() }
        #expect(overlapping.made.map(\.event) == [valueChanged])
        #expect(overlapping.kept.count == 1)
        #expect(targets.all.count == 3)
        targets.removeAll()
        #expect(targets.all.isEmpty)
        #expect(targets.targets(for: touchDown) { Target() }.made.count == 1, "after removeAll, targets are made again")
    }
}
