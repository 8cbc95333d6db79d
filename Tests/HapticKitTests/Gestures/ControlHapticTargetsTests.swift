import Foundation
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

    @Test("adding the same feedback again (a reused cell) makes no second target, and updates the one there")
    func addingAgainKeepsOneTarget() {
        var targets = ControlHapticTargets<Target>()
        var updated: [Target] = []
        let first = targets.add(for: touchUpInside, make: Target.init) { updated.append($0) }
        let second = targets.add(for: touchUpInside, make: Target.init) { updated.append($0) }
        #expect(first.count == 1 && second.isEmpty)
        #expect(updated.count == 1 && updated.first === first.first?.target)
        #expect(targets.all.count == 1)
    }

    @Test("a set of events is each of its events; an overlapping set makes targets only for the new ones")
    func eventsAreSingleBits() {
        var targets = ControlHapticTargets<Target>()
        var updates = 0
        let both = targets.add(for: touchDown | touchUpInside, make: Target.init) { _ in updates += 1 }
        #expect(both.map(\.event).sorted() == [touchDown, touchUpInside])
        let overlapping = targets.add(for: touchUpInside | valueChanged, make: Target.init) { _ in updates += 1 }
        #expect(overlapping.map(\.event) == [valueChanged])
        #expect(updates == 1)
        #expect(targets.all.count == 3)
        targets.removeAll()
        #expect(targets.all.isEmpty)
        #expect(
            targets.add(for: touchDown, make: Target.init) { _ in }.count == 1,
            "after removeAll, targets are made again")
    }

    @Test("all events is the control's and the app's events: the system-reserved range gets no target")
    func allEvents() {
        var targets = ControlHapticTargets<Target>()
        // UIControlEventAllEvents (UIControl.h:40): 0xFFFFFFFF; the app's range 0x0F000000 stays.
        let made = targets.add(for: 0xFFFF_FFFF, make: Target.init) { _ in }
        #expect(made.count == 28)
        #expect(made.allSatisfy { $0.event & 0xF000_0000 == 0 })
    }

    @Test("an event plays at its touch, for the touch's input; with no touch, at the centre, input unspecified")
    func placement() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        // UITouch.TouchType's raw values (UITouch.h): direct 0, pencil 2, indirectPointer 3.
        let pencil = ControlHapticTargets<Target>.placement(
            ofTouchAt: CGPoint(x: 10, y: 5), touchTypeRawValue: 2, in: bounds)
        #expect(pencil.location == CGPoint(x: 10, y: 5) && pencil.input == HapticInput(touchTypeRawValue: 2))
        #expect(pencil.input != .unspecified)
        let none = ControlHapticTargets<Target>.placement(ofTouchAt: nil, touchTypeRawValue: nil, in: bounds)
        #expect(none.location == CGPoint(x: 50, y: 20) && none.input == .unspecified)
    }
}

/// `HapticPanGestureRecognizer`'s input: its gesture's first touch.
struct GestureFirstTouchTests {
    // UITouch.TouchType's raw values (UITouch.h): direct 0, pencil 2.
    @Test("the first touch decides; a finger joining a Pencil stroke does not change it; reset forgets it")
    func firstTouch() {
        var gesture = GestureFirstTouch()
        #expect(gesture.input(pencilIsPro: false) == .unspecified, "no touch yet: a trackpad scroll sends none")
        gesture.began(touchTypeRawValue: 2)
        gesture.began(touchTypeRawValue: 0)
        #expect(gesture.input(pencilIsPro: false) == HapticInput(touchTypeRawValue: 2))
        #expect(gesture.input(pencilIsPro: true) == HapticInput(touchTypeRawValue: 2, pencilIsPro: true))
        gesture.reset()
        gesture.began(touchTypeRawValue: 0)
        #expect(gesture.input(pencilIsPro: true) == HapticInput(touchTypeRawValue: 0))
    }
}
