import HapticKit

extension LabSession {
    /// The `format` of a saved session.
    package static let format = "haptickit-lab-session"

    /// The session as JSON, to save as it goes and resume later (``init(json:device:)``): the
    /// plan's inputs and length, the position, and each check answered or played, by its input and
    /// the feedback it plays.
    public func json() -> String {
        let entries: [JSONValue] = plan.checks.indices.compactMap { index in
            guard answers[index] != nil || gestures[index] != nil else { return nil }
            let check = plan.checks[index]
            var fields: [String: JSONValue] = [
                "input": .string(check.input.rawValue), "feedback": .string(check.feedback.name),
            ]
            if let felt = answers[index] { fields["felt"] = .string(felt.rawValue) }
            if let note = notes[index] { fields["note"] = .string(note) }
            if let gesture = gestures[index] { fields["gesture"] = .string(gesture.rawValue) }
            return .object(fields)
        }
        return JSONWriter.write(
            .object([
                "format": .string(Self.format), "version": .integer(1),
                "inputs": .array(plan.inputs.map { .string($0.rawValue) }),
                "one-check-per-call": .bool(plan.oneCheckPerCall),
                "position": .integer(position), "checks": .array(entries),
            ]))
    }

    /// Resumes a session saved by ``json()`` on `device`: the plan is made again for the saved
    /// inputs, and each saved check goes back to the check of the same input and feedback (one the
    /// plan no longer has, after an update of HapticKit, is dropped). Throws an error naming the
    /// field when the JSON is not a saved session.
    public init(json bytes: [UInt8], device: DeviceProfile) throws {
        var root = try JSONFields(reading: bytes)
        guard try root.string("format") == Self.format else {
            throw ObservationReadError(
                field: "format", reason: "is not \"\(Self.format)\"; this is not a saved session")
        }
        guard try root.integer("version") == 1 else {
            throw ObservationReadError(field: "version", reason: "is not 1; a newer Lab saved it")
        }
        let inputs = try root.array("inputs").enumerated().map { index, name in
            guard case .string(let text) = name, let input = HapticInput.Device(rawValue: text) else {
                throw ObservationReadError(field: "inputs[\(index)]", reason: "is not an input name")
            }
            return input
        }
        let oneCheckPerCall: Bool
        if case .bool(let flag) = root.rest["one-check-per-call"] {
            oneCheckPerCall = flag
        } else {
            oneCheckPerCall = true
        }
        let plan = SessionPlan(device: device, inputs: inputs, oneCheckPerCall: oneCheckPerCall)
        var answers = [Observation.Felt?](repeating: nil, count: plan.checks.count)
        var notes = [String?](repeating: nil, count: plan.checks.count)
        var gestures = [LabGesture?](repeating: nil, count: plan.checks.count)
        for (index, entry) in try root.array("checks").enumerated() {
            var fields = try JSONFields(entry, at: "checks[\(index)]")
            let input = try fields.string("input")
            let feedback = try fields.string("feedback")
            guard
                let position = plan.checks.firstIndex(where: {
                    $0.input.rawValue == input && $0.feedback.name == feedback
                })
            else { continue }
            if let felt = try fields.optionalString("felt") {
                guard let value = Observation.Felt(rawValue: felt) else {
                    throw ObservationReadError(field: fields.path("felt"), reason: "is not felt, not-felt or unsure")
                }
                answers[position] = value
            }
            notes[position] = try fields.optionalString("note")
            gestures[position] = try fields.optionalString("gesture").map(LabGesture.init(rawValue:))
        }
        self.init(
            plan: plan, answers: answers, notes: notes, gestures: gestures, position: try root.integer("position"))
    }
}
