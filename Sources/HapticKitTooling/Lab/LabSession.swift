import HapticKit

/// A guided check in progress: the plan, the answers so far, and the report they make. Pure: the
/// HapticKit Lab's Check screen shows it and forwards taps to it.
///
/// ```swift
/// var session = LabSession(plan: SessionPlan(device: .iPad, inputs: [.finger, .pencilPro]))
/// session.answer(.notFelt)
/// session.answer(.felt, note: "crisp")
/// let device = ObservedDevice(model: "iPad16,3", os: .init(of: .iPad), profile: "ipad")
/// let report = try session.report(device: device, date: "2026-12-01T09:30:00Z")
/// ```
public struct LabSession: Hashable, Sendable {
    /// The plan being run.
    public let plan: SessionPlan
    /// The answer to each check, in plan order; `nil` where not answered yet.
    package private(set) var answers: [Observation.Felt?]
    /// The tester's note for each check, in plan order.
    package private(set) var notes: [String?]
    /// The gesture that last played each check, in plan order.
    package private(set) var gestures: [LabGesture?]
    /// The check being asked about, by index into ``SessionPlan/checks``; equal to the number of
    /// checks when the session is finished.
    public private(set) var position: Int = 0

    /// Starts a session at the first check.
    public init(plan: SessionPlan) {
        self.plan = plan
        answers = Array(repeating: nil, count: plan.checks.count)
        notes = Array(repeating: nil, count: plan.checks.count)
        gestures = Array(repeating: nil, count: plan.checks.count)
    }

    /// Restores a saved session (``json()``), checked by the caller against the plan.
    init(plan: SessionPlan, answers: [Observation.Felt?], notes: [String?], gestures: [LabGesture?], position: Int) {
        self.plan = plan
        self.answers = answers
        self.notes = notes
        self.gestures = gestures
        self.position = min(max(0, position), plan.checks.count)
    }

    /// Records that `gesture` played the current check; its answer's observations name it.
    /// Does nothing when the session is finished.
    public mutating func played(with gesture: LabGesture) {
        guard !isFinished else { return }
        gestures[position] = gesture
    }

    /// The check to play now, or `nil` when every check is answered.
    public var current: SessionPlan.Check? {
        plan.checks.indices.contains(position) ? plan.checks[position] : nil
    }

    /// Whether every check has been passed.
    public var isFinished: Bool { position >= plan.checks.count }

    /// The number of checks answered.
    public var answered: Int { answers.compactMap(\.self).count }

    /// Records the answer to the current check (an empty note counts as none) and moves on.
    /// Does nothing when the session is finished.
    public mutating func answer(_ felt: Observation.Felt, note: String? = nil) {
        guard !isFinished else { return }
        answers[position] = felt
        notes[position] = note.flatMap { $0.isEmpty ? nil : $0 }
        position += 1
    }

    /// Goes back one check to answer it again (its answer is kept until replaced).
    public mutating func back() {
        position = max(0, position - 1)
    }

    /// Moves on without answering the current check: it is left out of the report.
    public mutating func skip() {
        guard !isFinished else { return }
        position += 1
    }

    /// The report of every answered check: one observation per cell it answers. Throws when `date`
    /// is not ISO 8601 (``ObservationReport/dateText(_:)`` writes one).
    public func report(device: ObservedDevice, date: String) throws -> ObservationReport {
        let observations = plan.checks.indices.flatMap { index in
            answers[index].map {
                plan.checks[index].observations($0, note: notes[index], gesture: gestures[index])
            } ?? []
        }
        return try ObservationReport(date: date, device: device, observations: observations)
    }
}
