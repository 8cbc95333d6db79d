import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@testable import HapticKit

/// The semantics of `.haptic(_:trigger:)` and its kin.
struct HapticTriggerTests {
    @Test func theFirstValueIsWhereTheTriggerStartsNotAChange() {
        var trigger = HapticTrigger<Int>(.always(.success))
        #expect(trigger.update(to: 0) == nil)
        #expect(trigger.update(to: 1) == .success)
    }

    @Test func anEqualValueDoesNotFire() {
        var trigger = HapticTrigger<String>(.always(.selection))
        _ = trigger.update(to: "a")
        #expect(trigger.update(to: "a") == nil)
        #expect(trigger.update(to: "b") == .selection)
        #expect(trigger.update(to: "b") == nil)
    }

    @Test func theConditionSeesTheOldAndTheNewValue() {
        var seen: [(Int, Int)] = []
        var trigger = HapticTrigger<Int>(
            .when(.increase) { old, new in
                seen.append((old, new))
                return new > old
            })
        _ = trigger.update(to: 5)
        #expect(trigger.update(to: 7) == .increase)
        #expect(trigger.update(to: 3) == nil)
        #expect(seen.map { [$0.0, $0.1] } == [[5, 7], [7, 3]])
        // A change the condition refused still moves the trigger on: 3 -> 4 is a rise.
        #expect(trigger.update(to: 4) == .increase)
    }

    @Test func theChoosingFormPicksPerChangeAndNilPlaysNothing() {
        var trigger = HapticTrigger<Int>(.choosing { old, new in new > old ? .increase : new < old ? .decrease : nil })
        _ = trigger.update(to: 1)
        #expect(trigger.update(to: 2) == .increase)
        #expect(trigger.update(to: 0) == .decrease)
    }

    @Test("a change SwiftUI reports runs the rule once, plays it, and hands SwiftUI only what only it plays")
    func swiftUIChangeRunsTheRuleOnce() {
        var runs = 0
        let rule = HapticTriggerRule<Int>.choosing { old, new in
            runs += 1
            return new > old ? .increase : .success
        }
        var played: [HapticFeedback] = []
        #expect(rule.swiftUIChange(from: 1, to: 2) { played.append($0) } == .increase)
        #expect(runs == 1 && played == [.increase])
        #expect(rule.swiftUIChange(from: 2, to: 1) { played.append($0) } == nil, "success plays through the player")
        #expect(runs == 2 && played == [.increase, .success])
    }

    @Test func rapidChangesCoalesceInThePlayer() {
        let rig = Rig()
        var trigger = HapticTrigger<Int>(.always(.selection))
        var outcomes: [HapticOutcome] = []
        for value in 0...3 {
            rig.clock.advance(by: .milliseconds(4))
            if let feedback = trigger.update(to: value) { outcomes.append(rig.haptics.play(feedback)) }
        }
        #expect(outcomes.count == 3)
        #expect(rig.recorder.played == [.selection])
        #expect(outcomes.dropFirst().allSatisfy { $0.skipReason == .coalesced(into: .selection) })
    }

    /// `.hapticDrag`'s drag: what to prepare, what to play, in which change.
    struct Change: Equatable {
        var endsPrevious = false
        var prepare: HapticFeedback?
        var play: HapticFeedback?
    }

    static func change(
        _ drag: inout HapticDragTracker<SnapTargetChanges<Int>>, _ target: Int?, at start: CGPoint
    ) -> Change {
        let actions = drag.changed(to: target, startedAt: start)
        return Change(endsPrevious: actions.endsPrevious, prepare: actions.prepare, play: actions.step.tap)
    }

    @Test func aDragPreparesAtBeginPlaysOnEachSnapAndEndsOnRelease() {
        var drag = HapticDragTracker(SnapTargetChanges<Int>(.alignment))
        let here = CGPoint(x: 10, y: 10)
        #expect(Self.change(&drag, nil, at: here) == Change(prepare: .alignment))
        #expect(Self.change(&drag, nil, at: here) == Change())
        #expect(Self.change(&drag, 1, at: here) == Change(play: .alignment))
        #expect(Self.change(&drag, 1, at: here) == Change())
        #expect(Self.change(&drag, 2, at: here) == Change(play: .alignment))
        #expect(Self.change(&drag, nil, at: here) == Change())
        #expect(Self.change(&drag, 2, at: here) == Change(play: .alignment))
        let ended = drag.ended()
        let endedAgain = drag.ended()
        #expect(ended && !endedAgain, "an end without a drag does nothing")
        // The next drag starts afresh, and one that begins on a target plays at once.
        #expect(Self.change(&drag, 2, at: here) == Change(prepare: .alignment, play: .alignment))
    }

    @Test func aDragWithANewStartIsANewDragAfterACancelledOne() {
        var drag = HapticDragTracker(SnapTargetChanges<Int>(.alignment))
        _ = Self.change(&drag, 1, at: CGPoint(x: 0, y: 0))
        // No end was reported (SwiftUI reports none for a cancelled drag): end it, then begin.
        #expect(
            Self.change(&drag, nil, at: CGPoint(x: 5, y: 0)) == Change(endsPrevious: true, prepare: .alignment))
        #expect(Self.change(&drag, 1, at: CGPoint(x: 5, y: 0)) == Change(play: .alignment))
    }

    @Test("the snapping modifier's drag follows the same rule: a new start after a cancelled drag snaps afresh")
    func aSnappingDragFollowsTheSameRule() {
        var drag = HapticDragTracker(HapticSnapTracker(multiplesOf: 15, tolerance: 2))
        let first = drag.changed(to: 14, startedAt: CGPoint(x: 0, y: 0))
        #expect(first.prepare == .alignment && first.step.tap == nil, "begins snapped to 15, without a tap")
        #expect(drag.changed(to: 22, startedAt: CGPoint(x: 0, y: 0)).step.tap == nil)
        #expect(drag.changed(to: 29, startedAt: CGPoint(x: 0, y: 0)).step.tap == .alignment)
        #expect(drag.snapping.snappedTarget == 30)
        // Cancelled without an end: the next drag ends the interaction and starts unsnapped.
        let next = drag.changed(to: 40, startedAt: CGPoint(x: 9, y: 9))
        #expect(next.endsPrevious && next.prepare == .alignment && next.step.target == nil)
        #expect(drag.changed(to: 44, startedAt: CGPoint(x: 9, y: 9)).step.tap == .alignment)
        let ended = drag.ended()
        #expect(ended)
    }
}

/// Feedback from async sequences.
struct AsyncSequenceHapticTests {
    @Test func eachElementPlaysUntilTheSequenceEnds() async {
        let rig = Rig()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        for value in 1...3 { continuation.yield(value) }
        continuation.finish()
        var seen: [Int] = []
        await rig.haptics.play(forEachElementOf: stream) { value in
            seen.append(value)
            rig.clock.advance(by: .seconds(1))
            return value == 2 ? nil : .success
        }
        #expect(seen == [1, 2, 3])
        #expect(rig.recorder.played == [.success, .success])
    }

    @Test func burstsCoalesce() async {
        let rig = Rig()
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        for _ in 0..<5 { continuation.yield() }
        continuation.finish()
        await rig.haptics.play(.selection, forEachElementOf: stream)
        #expect(rig.recorder.played == [.selection])
        #expect(rig.recorder.entries.count == 5)
    }

    @Test func cancellingTheTaskStopsIt() async {
        let rig = Rig()
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        let haptics = rig.haptics
        let task = Task { await haptics.play(.success, forEachElementOf: stream) }
        continuation.yield()
        while rig.recorder.entries.isEmpty { await Task.yield() }
        task.cancel()
        await task.value
        rig.clock.advance(by: .seconds(1))
        continuation.yield()
        continuation.finish()
        #expect(rig.recorder.played == [.success])
    }
}

/// Counts 1 to `last`, never looking at cancellation, as many hand-written sequences do.
struct CountingSequence: AsyncSequence {
    typealias Element = Int
    let last: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var next = 1
        let last: Int
        mutating func next() async -> Int? {
            guard next <= last else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(last: last) }
}

extension AsyncSequenceHapticTests {
    @Test func nothingPlaysAfterCancellationEvenIfTheSequenceGoesOn() async {
        let rig = Rig()
        var seen: [Int] = []
        await rig.haptics.play(forEachElementOf: CountingSequence(last: 5)) { value in
            seen.append(value)
            if value == 2 { withUnsafeCurrentTask { $0?.cancel() } }
            rig.clock.advance(by: .seconds(1))
            return .success
        }
        #expect(seen == [1, 2])
        #expect(rig.recorder.played == [.success, .success])
    }
}
