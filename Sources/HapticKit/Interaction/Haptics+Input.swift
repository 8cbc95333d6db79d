import Foundation

/// Requests that name their input: the same player, routed for the input of this interaction
/// rather than the profile's.
///
/// ```swift
/// let outcome = haptics.play(.alignment, at: point, in: canvas, input: HapticInput(touch.type))
/// // iPad, finger: skipped: no haptic hardware: iPad has no Taptic Engine; …
/// // iPad, Apple Pencil:  handed to the system: UICanvasFeedbackGenerator.alignmentOccurred(at:) (warm);
/// //                      felt only with Apple Pencil Pro
/// ```
extension Haptics {
    /// Plays `feedback` for an interaction driven by `input`, with no view or location.
    @discardableResult
    public func play(_ feedback: HapticFeedback, input: HapticInput) -> HapticOutcome {
        perform(feedback, anchor: nil, table: table(for: input))
    }

    /// Plays `feedback` at `location` in `view` for an interaction driven by `input`. Apps call
    /// the typed forms (`UIView`, `NSView`); the CLI and tests pass any object.
    @discardableResult
    package func play(
        _ feedback: HapticFeedback, at location: CGPoint, in view: AnyObject, input: HapticInput
    ) -> HapticOutcome {
        perform(feedback, anchor: HapticAnchor(location: location, in: view), table: table(for: input))
    }

    /// Warms the generator for an interaction driven by `input` that is about to start, with no view.
    @discardableResult
    public func prepare(for feedback: HapticFeedback, input: HapticInput) -> HapticPreparationOutcome {
        prepare(for: feedback, anchor: nil, table: table(for: input))
    }

    /// Warms the generator for `feedback` in `view` for an interaction driven by `input`.
    @discardableResult
    package func prepare(for feedback: HapticFeedback, in view: AnyObject, input: HapticInput)
        -> HapticPreparationOutcome
    {
        prepare(for: feedback, anchor: HapticAnchor(location: CGPoint(x: 0, y: 0), in: view), table: table(for: input))
    }

    /// The route this player takes for `feedback` when `input` drives the interaction.
    public func route(for feedback: HapticFeedback, input: HapticInput) -> HapticRoute {
        table(for: input)?.route(for: feedback) ?? route(for: feedback)
    }

    /// What the hand feels for `feedback` on this player's device when `input` drives the interaction.
    public func delivery(for feedback: HapticFeedback, input: HapticInput = .unspecified) -> HapticDelivery {
        let routes = state.withLock { $0.pipeline.routes }
        return HapticDelivery(feedback, on: routes.device, input: input, options: routes.options)
    }

    /// The routes for `input`, or `nil` for the profile's own.
    func table(for input: HapticInput) -> RouteTable? {
        input == .unspecified ? nil : inputRoutes.table(for: input, like: state.withLock { $0.pipeline.routes })
    }
}

/// One player's route tables for the inputs its requests have named (for its device and routing choices), each
/// made once, on first use (an app names a handful: finger, pencil, pointer, hover).
final class InputRouteTables: Sendable {
    private let tables = LockedState<[Key: RouteTable]>([:])

    private struct Key: Hashable {
        let device: DeviceProfile
        let input: HapticInput
        let options: HapticRouter.Options
    }

    init() {}

    /// The table for `input` on `routes`' device with its options, made on first use.
    func table(for input: HapticInput, like routes: RouteTable) -> RouteTable {
        tables.withLock { tables in
            let key = Key(device: routes.device, input: input, options: routes.options)
            if let table = tables[key] { return table }
            let table = RouteTable(device: routes.device, input: input, options: routes.options)
            tables[key] = table
            return table
        }
    }
}
