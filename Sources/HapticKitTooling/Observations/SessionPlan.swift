import HapticKit

/// The guided device check for one device: which checks to run, for which inputs, in which
/// order. Pure: the HapticKit Lab shows it, `haptickit plan` prints it, tests check it.
///
/// A check is one Apple call with one input. Every feedback of the device matrix (one row each)
/// whose route makes the same call with that input is answered by one check, since the hand
/// feels the call, not the feedback. A silent cell is checked with the call HapticKit makes when it
/// does not know the input (on iPad, the canvas call): nothing felt agrees with the silence.
/// Checks that contain a cell known only by inference come first.
///
/// ```swift
/// let plan = SessionPlan(device: .iPad, inputs: [.finger, .pencilPro])
/// plan.checks.count        // the session's length
/// plan.checks[0].call.api  // what to play first
/// ```
public struct SessionPlan: Hashable, Sendable {
    /// One thing to play and ask about.
    public struct Check: Hashable, Sendable {
        /// The input to drive it with.
        public let input: HapticInput.Device
        /// The cells this check answers, in matrix order; the first is the one played.
        public let feedbacks: [HapticFeedback]
        /// The router's route for the first feedback with this input.
        package let route: HapticRoute
        /// The Apple call to make: the route's call, or, for a silent route, the call HapticKit
        /// makes when the input is unknown.
        public let call: HapticCall
        /// Whether any of the cells is known only by inference.
        package let isInferred: Bool
        /// Whether the sources disagree about any of the cells (`HapticRoute.contestedBy`).
        package let isContested: Bool

        /// The feedback to play.
        public var feedback: HapticFeedback { feedbacks[0] }
        /// Whether the router says the hand feels it.
        package var expectsFelt: Bool { route.plays }

        /// One observation per cell, with `felt` and the tester's `note`.
        package func observations(_ felt: Observation.Felt, note: String? = nil) -> [Observation] {
            observations(felt, note: note, gesture: nil)
        }

        /// One observation per cell, with `felt`, the tester's `note` and the gesture that played
        /// it, recorded as `gesture` (``LabGesture``; none when `nil`).
        package func observations(_ felt: Observation.Felt, note: String?, gesture: LabGesture?) -> [Observation] {
            feedbacks.map { cell in
                Observation(
                    feedback: cell, input: input, call: call.api, felt: felt,
                    played: cell == feedback ? nil : feedback, note: note,
                    extra: gesture.map { ["gesture": .string($0.rawValue)] } ?? [:])
            }
        }

        /// What the tester does to play it: the interaction that drives ``input`` in an app.
        public var interaction: LabInteraction { LabInteraction(for: input) }
    }

    /// The device checked, with its OS version; its own input is not used (``inputs`` are).
    package let device: DeviceProfile
    /// The inputs checked, in the order asked.
    package let inputs: [HapticInput.Device]
    /// Whether cells of an input that make the same call share one check.
    package let oneCheckPerCall: Bool
    /// The checks: contested ones first, then inferred ones, then by input and matrix order.
    public let checks: [Check]
    /// Cells that cannot be checked, by input: silent, with no call HapticKit would make for any
    /// input (Apple TV with the Siri Remote).
    package let uncheckable: [Uncheckable]

    /// The cells of one input that have nothing to play.
    package struct Uncheckable: Hashable, Sendable {
        /// The input.
        package let input: HapticInput.Device
        /// Its silent cells, in matrix order.
        package let feedbacks: [HapticFeedback]
    }

    /// The plan for `device` with the given inputs (by default ``defaultInputs(on:)``), over the
    /// matrix's rows (`feedbacks`). Repeated inputs count once. With `oneCheckPerCall` false,
    /// every cell is a check of its own (a longer session that plays each feedback through HapticKit).
    public init(
        device: DeviceProfile, inputs: [HapticInput.Device]? = nil,
        feedbacks: [HapticFeedback] = HapticFeedback.allCanonical, oneCheckPerCall: Bool = true
    ) {
        var unique: [HapticInput.Device] = []
        for input in inputs ?? Self.defaultInputs(on: device) where !unique.contains(input) { unique.append(input) }
        self.device = device
        self.inputs = unique
        self.oneCheckPerCall = oneCheckPerCall
        var checks: [Check] = []
        var uncheckable: [Uncheckable] = []
        for input in unique {
            var groups: [(call: HapticCall, plays: Bool, feedbacks: [HapticFeedback], routes: [HapticRoute])] = []
            var silentWithoutCall: [HapticFeedback] = []
            for feedback in feedbacks {
                let route = HapticRoute(feedback, on: device.with(inputDevice: input))
                guard let call = Self.call(checking: route, on: device) else {
                    silentWithoutCall.append(feedback)
                    continue
                }
                if oneCheckPerCall, let index = groups.firstIndex(where: { $0.call == call && $0.plays == route.plays })
                {
                    groups[index].feedbacks.append(feedback)
                    groups[index].routes.append(route)
                } else {
                    groups.append((call, route.plays, [feedback], [route]))
                }
            }
            checks += groups.map { group in
                Check(
                    input: input, feedbacks: group.feedbacks, route: group.routes[0], call: group.call,
                    isInferred: group.routes.contains(where: \.isInferred),
                    isContested: group.routes.contains { $0.contestedBy != nil })
            }
            if !silentWithoutCall.isEmpty {
                uncheckable.append(Uncheckable(input: input, feedbacks: silentWithoutCall))
            }
        }
        self.checks =
            checks.filter(\.isContested) + checks.filter { $0.isInferred && !$0.isContested }
            + checks.filter { !$0.isInferred && !$0.isContested }
        self.uncheckable = uncheckable
    }

    /// The call that checks a cell whose route is `route` on `device`: the route's own call, or,
    /// for a silent route, the call HapticKit makes for the same feedback when the input is not
    /// known (nothing felt then agrees with the silence). `nil` when there is none to make.
    public static func call(checking route: HapticRoute, on device: DeviceProfile) -> HapticCall? {
        route.call ?? HapticRoute(route.feedback, on: device.with(inputDevice: .unspecified)).call
    }

    /// Every input the Lab asks about on `device`: the inputs HapticKit knows for its platform
    /// (`HapticInput.Device.possible(on:)`), then the accessories with their own
    /// actuators that the platform has (a game controller; on visionOS a spatial stylus and a
    /// spatial accessory).
    public static func availableInputs(on device: DeviceProfile) -> [HapticInput.Device] {
        let accessories: [HapticInput.Device] =
            switch device.platform.kind {
            case .iOS, .iPadOS, .macCatalyst, .macOS, .tvOS: [.gameController]
            case .visionOS: [.gameController, .stylus, .spatialAccessory]
            case .watchOS, .other: []
            }
        return HapticInput.Device.possible(on: device.with(inputDevice: .unspecified)).filter { $0 != .unspecified }
            + accessories
    }

    /// The inputs a plan checks when none are given: the profile's own input, or, when it is
    /// `unspecified` (a real device), every input the platform has without an accessory.
    public static func defaultInputs(on device: DeviceProfile) -> [HapticInput.Device] {
        guard device.inputDevice == .unspecified else { return [device.inputDevice] }
        return HapticInput.Device.possible(on: device).filter { $0 != .unspecified }
    }
}
