import HapticKit
import HapticKitTooling
import Testing

@Suite("The Lab's interactions: which gesture plays a check")
struct LabInteractionTests {
    static let gestures: [LabGesture] = [.touch, .pencil, .pointer, .pencilHover, .pointerHover, .scroll, .press]

    @Test(
        "hover and scroll checks play only from a hover or a two-finger scroll, never a tap, click or drag",
        arguments: [HapticInput.Device.pencilHover, .trackpadHover, .magicKeyboardTrackpadScroll])
    func hoverAndScroll(input: HapticInput.Device) {
        let needed: LabInteraction = input == .magicKeyboardTrackpadScroll ? .scroll : .hover
        #expect(LabInteraction(for: input) == needed)
        let playing = Self.gestures.filter { LabInteraction.decision(for: input, seen: $0).plays }
        #expect(playing.count == 1)
        #expect(playing.allSatisfy { $0.interaction == needed })
        for tap in [LabGesture.touch, .pencil, .pointer, .press] {
            let decision = LabInteraction.decision(for: input, seen: tap)
            #expect(!decision.plays)
            #expect(decision.reason?.contains("needs a \(needed)") == true)
        }
    }

    @Test("a drag check plays only from the input it names: a Pencil Pro check refuses a finger and a pointer")
    func dragInputs() {
        #expect(LabInteraction(for: .pencilPro) == .drag)
        #expect(LabInteraction.decision(for: .pencilPro, seen: .pencil).plays)
        let finger = LabInteraction.decision(for: .pencilPro, seen: .touch)
        #expect(!finger.plays)
        #expect(finger.reason == "this check is for Apple Pencil Pro; the drag came from a finger")
        #expect(!LabInteraction.decision(for: .finger, seen: .pencil).plays)
        #expect(LabInteraction.decision(for: .finger, seen: .touch).plays)
        for input in [HapticInput.Device.mouse, .magicKeyboardTrackpad, .forceTouchTrackpad, .magicTrackpad] {
            #expect(LabInteraction.decision(for: input, seen: .pointer).plays)
            #expect(!LabInteraction.decision(for: input, seen: .touch).plays)
        }
        #expect(LabInteraction(for: .gameController) == .press)
        #expect(!LabInteraction.decision(for: .gameController, seen: .touch).plays)
    }

    @Test("every check on every profile names an interaction whose first gesture plays it")
    func everyCheck() {
        for named in DeviceProfile.allNamed {
            let (name, device) = (named.name, named.profile)
            let plan = SessionPlan(device: device, inputs: SessionPlan.availableInputs(on: device))
            for check in plan.checks {
                let first = LabGesture.answering(check.input)[0]
                #expect(first.interaction == check.interaction, "\(name) \(check.input)")
                #expect(LabInteraction.decision(for: check.input, seen: first).plays, "\(name) \(check.input)")
            }
        }
    }

    @Test("the report records the gesture that played each check")
    func gestureInReport() throws {
        let plan = SessionPlan(device: .iPad, inputs: [.pencilHover, .finger])
        var session = LabSession(plan: plan)
        while let check = session.current {
            if check.input == .pencilHover { session.played(with: .pencilHover) }
            session.answer(.notFelt)
        }
        let device = ObservedDevice(model: "iPad16,3", os: .init(of: .iPad), profile: "ipad", idiom: .pad)
        let report = try session.report(device: device, date: "2026-12-01")
        let hover = report.observations.filter { $0.input == .pencilHover }
        #expect(!hover.isEmpty)
        #expect(hover.allSatisfy { $0.extra["gesture"] == .string("pencil-hover") })
        #expect(report.observations.filter { $0.input == .finger }.allSatisfy { $0.extra["gesture"] == nil })
        let read = try ObservationReport(json: Array(report.json().utf8))
        #expect(read == report)
    }

    @Test("a saved session resumes where it was, with its answers, notes and gestures")
    func resume() throws {
        let plan = SessionPlan(device: .iPad, inputs: [.finger, .pencilPro], oneCheckPerCall: false)
        var session = LabSession(plan: plan)
        session.played(with: .touch)
        session.answer(.felt, note: "crisp \"tick\"")
        session.skip()
        session.answer(.unsure)
        session.played(with: .pencil)
        let resumed = try LabSession(json: Array(session.json().utf8), device: .iPad)
        #expect(resumed == session)
        #expect(resumed.position == 3)
        #expect(!resumed.plan.oneCheckPerCall)
    }

    @Test("a saved session drops a check the plan no longer has, and refuses what is not a session")
    func resumeChanged() throws {
        let text = """
            {"format": "haptickit-lab-session", "version": 1, "inputs": ["finger"], "one-check-per-call": true,
             "position": 99, "checks": [{"input": "finger", "feedback": "no-such-feedback", "felt": "felt"}]}
            """
        let resumed = try LabSession(json: Array(text.utf8), device: .iPhone)
        #expect(resumed.answered == 0)
        #expect(resumed.isFinished)
        #expect(throws: ObservationReadError.self) {
            try LabSession(json: Array(#"{"format": "haptickit-observations"}"#.utf8), device: .iPhone)
        }
        let wrongFelt = #"""
            {"format": "haptickit-lab-session", "version": 1, "inputs": ["finger"], "position": 0,
             "checks": [{"input": "finger", "feedback": "success", "felt": "maybe"}]}
            """#
        #expect(throws: ObservationReadError(field: "checks[0].felt", reason: "is not felt, not-felt or unsure")) {
            try LabSession(json: Array(wrongFelt.utf8), device: .iPhone)
        }
    }
}
