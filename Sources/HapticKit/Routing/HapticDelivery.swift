/// What the hand feels for an intent on a device driven by an input: it plays, it is handed to
/// the system and felt only with some inputs, or nothing plays.
///
/// Where UIKit cannot say which input it is (a `.pencil` touch may be Apple Pencil Pro or not; a
/// pointer may be the Magic Keyboard for iPad Pro (M4) trackpad or a Bluetooth one; a real iPad
/// detects its input as `unspecified`), HapticKit makes the call and the system decides whether
/// it is felt. The delivery says so, rather than claiming a play the hand may not feel.
///
/// ```swift
/// print(HapticDelivery(.alignment, on: .iPad, input: .anyPencil).state)
/// // handed to the system; felt only with Apple Pencil Pro
/// print(HapticDelivery(.alignment, on: .iPad, input: .finger).state)   // silent
/// print(HapticDelivery(.alignment, on: .iPhone).state)                 // plays
/// ```
public struct HapticDelivery: Hashable, Sendable, CustomStringConvertible {
    /// The three states a QA engineer can check.
    public enum State: Hashable, Sendable, CustomStringConvertible {
        /// The call plays for every input this may be.
        case plays
        /// The call is made, and the system plays it only for these inputs (of those it may be).
        case handedToSystem(feltOnlyWith: [HapticInput.Source])
        /// Nothing plays; the route's silence says why.
        case silent

        /// `plays`, `handed to the system; felt only with Apple Pencil Pro`, `silent`
        public var description: String {
            switch self {
            case .plays: "plays"
            case .handedToSystem(let inputs): "handed to the system; felt only with \(HapticDelivery.list(inputs))"
            case .silent: "silent"
            }
        }
    }

    /// The route HapticKit takes: the call it makes, or the silence and why.
    public let route: HapticRoute
    /// Whether the hand feels it.
    public let state: State

    /// The delivery of `feedback` on `device` when `input` drives the interaction.
    ///
    /// An ``HapticInput/unspecified`` input takes the router's route for the profile. A known
    /// input takes the route for the profile driven by it. An input UIKit cannot narrow down takes
    /// the route for an unspecified input when that plays (the call that plays for whichever input
    /// can), else the first of its candidates that plays, else the first candidate's silence.
    /// `routing` holds the app's routing choices (``Haptics/routing``).
    public init(
        _ feedback: HapticFeedback, on device: DeviceProfile, input: HapticInput = .unspecified,
        routing: HapticRouting = .standard
    ) {
        func route(on device: DeviceProfile) -> HapticRoute {
            HapticRouter.route(feedback, on: device, routing: routing)
        }
        let candidates = input.candidates(on: device)
        let routes = candidates.map { route(on: device.with(input: $0)) }
        let felt = zip(candidates, routes).filter { $0.1.plays }.map(\.0)
        if input == .unspecified {
            self.route = route(on: device)
        } else if felt.isEmpty || candidates.count == 1 {
            self.route = routes.first ?? route(on: device)
        } else {
            let general = route(on: device.with(input: .unspecified))
            self.route = general.plays ? general : routes[candidates.firstIndex(of: felt[0]) ?? 0]
        }
        if !self.route.plays {
            state = .silent
        } else if felt.count == candidates.count {
            state = .plays
        } else {
            state = .handedToSystem(feltOnlyWith: felt)
        }
    }

    /// `plays UIImpactFeedbackGenerator(…)…`, `handed to the system: UICanvasFeedbackGenerator…;
    /// felt only with Apple Pencil Pro`, `silent: …` and why.
    public var description: String {
        switch state {
        case .plays: "plays \(route.summary)"
        case .handedToSystem(let inputs):
            "handed to the system: \(route.summary); felt only with \(HapticDelivery.list(inputs))"
        case .silent: "silent: \(route.why)"
        }
    }

    /// `A`, `A or B`, `A, B or C`.
    static func list(_ inputs: [HapticInput.Source]) -> String {
        let names = inputs.map(\.description)
        guard let last = names.last else { return "no known input" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }
}
