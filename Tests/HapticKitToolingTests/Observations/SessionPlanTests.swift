import HapticKit
import HapticKitTooling
import Testing

@Suite("The Lab's session plan")
struct SessionPlanTests {
    static let devices = ["iphone", "ipad", "ipad-pencil-pro", "mac-trackpad", "watch", "vision-stylus"]

    @Test("every cell of every input is answered by exactly one check, whose call the router names", arguments: devices)
    func coverage(name: String) throws {
        let device = try #require(DeviceProfile.named(name))
        let plan = SessionPlan(device: device, inputs: SessionPlan.availableInputs(on: device))
        for input in plan.inputs {
            let answered =
                plan.checks.filter { $0.input == input }.flatMap(\.feedbacks)
                + plan.uncheckable.filter { $0.input == input }.flatMap(\.feedbacks)
            #expect(answered.sorted { $0.name < $1.name } == HapticFeedback.allCanonical.sorted { $0.name < $1.name })
        }
        for check in plan.checks {
            for feedback in check.feedbacks {
                let route = HapticRoute(feedback, on: device.with(inputDevice: check.input))
                let probe = HapticRoute(feedback, on: device.with(inputDevice: .unspecified)).call
                #expect(route.call ?? probe == check.call, "\(name) \(check.input) \(feedback.name)")
                #expect(route.plays == check.expectsFelt)
            }
            #expect(
                check.isInferred
                    == check.feedbacks.contains {
                        HapticRoute($0, on: device.with(inputDevice: check.input)).isInferred
                    })
        }
    }

    @Test("checks with an inferred cell come first", arguments: devices)
    func inferredFirst(name: String) throws {
        let device = try #require(DeviceProfile.named(name))
        let flags = SessionPlan(device: device, inputs: SessionPlan.availableInputs(on: device)).checks.map(
            \.isInferred)
        #expect(flags == flags.sorted { $0 && !$1 })
    }

    @Test("an iPad finger expects nothing and is checked with the canvas call; Apple Pencil Pro expects alignment")
    func iPad() throws {
        let finger = SessionPlan(device: .iPad, inputs: [.finger])
        #expect(!finger.checks.isEmpty)
        #expect(finger.checks.allSatisfy { !$0.expectsFelt })
        let pencil = SessionPlan(device: .iPadWithPencilPro)
        #expect(pencil.inputs == [.pencilPro])
        let alignment = try #require(pencil.checks.first { $0.feedbacks.contains(.alignment) })
        #expect(alignment.expectsFelt)
        #expect(alignment.call == HapticRoute(.alignment, on: .iPadWithPencilPro).call)
    }

    @Test("one check a call is shorter than one a cell, and the long session has every cell")
    func grouping() {
        let short = SessionPlan(device: .iPhone)
        let long = SessionPlan(device: .iPhone, oneCheckPerCall: false)
        #expect(long.checks.count == HapticFeedback.allCanonical.count)
        #expect(short.checks.count < long.checks.count)
        #expect(Set(short.checks.map(\.call)).count == short.checks.count)
    }

    @Test("inputs: a real device asks about every input; a named one checks its own; repeats count once")
    func inputs() {
        #expect(SessionPlan.defaultInputs(on: .iPad) == HapticInput.Device.possible(on: .iPad))
        #expect(SessionPlan.defaultInputs(on: .iPhone) == [.finger])
        #expect(SessionPlan.availableInputs(on: .iPhone) == [.finger, .gameController])
        #expect(SessionPlan.availableInputs(on: .visionOS26).contains(.stylus))
        #expect(SessionPlan(device: .iPad, inputs: [.finger, .finger, .pencil]).inputs == [.finger, .pencil])
    }

    @Test("a check's answer becomes one observation per cell, naming the call and what was played")
    func observations() throws {
        let plan = SessionPlan(device: .iPhone)
        let check = try #require(plan.checks.first { $0.feedbacks.count > 1 })
        let observations = check.observations(.felt, note: "crisp")
        #expect(observations.map(\.feedback) == check.feedbacks)
        #expect(observations.allSatisfy { $0.call == check.call.api && $0.input == .finger && $0.note == "crisp" })
        #expect(observations.first?.played == nil)
        #expect(observations.dropFirst().allSatisfy { $0.played == check.feedback })
    }

    @Test("a device with nothing to call has nothing to check")
    func uncheckable() {
        let plan = SessionPlan(device: .tv)
        #expect(plan.checks.isEmpty)
        #expect(plan.uncheckable.map(\.input) == [.remote])
    }
}
