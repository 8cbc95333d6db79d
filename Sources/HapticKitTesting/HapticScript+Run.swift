import Foundation
@_spi(HapticKitInternal) public import HapticKit

extension HapticScript {
    /// What one step did.
    public struct StepResult: Equatable, Sendable, CustomStringConvertible {
        /// The step that ran.
        public let step: Step
        /// The outcome of a play.
        public let outcome: HapticOutcome?
        /// The outcome of a prepare.
        public let preparation: HapticPreparationOutcome?

        /// `    40 ms  alignment             played UICanvasFeedbackGenerator.alignmentOccurred(at:) (warm)`
        public var description: String {
            let time = "\(step.time)"
            let when = String(repeating: " ", count: max(0, 9 - time.count)) + time
            let what: String
            let result: String
            switch step.action {
            case .play(let feedback, let location):
                what = feedback.name + (location.map { " at \($0)" } ?? "")
                result = outcome.map(\.description) ?? ""
            case .prepare(let feedback):
                what = "prepare \(feedback.name)"
                switch preparation {
                case .prepared(let key): result = "prepared \(key)"
                case .preparedEngine(let route): result = "starting the engine of \(route.summary)"
                case .nothingToPrepare(let route): result = "nothing to prepare: \(route.summary) has no generator"
                case .skipped(let reason): result = "skipped: \(reason)"
                case nil: result = ""
                }
            case .endInteraction: (what, result) = ("end", "interaction ended")
            case .setEnabled(let on, let category):
                what = "\(on ? "enable" : "disable")\(category.map { " \($0.rawValue)" } ?? "")"
                result = "\(category.map { "category '\($0.rawValue)'" } ?? "haptics") \(on ? "on" : "off")"
            case .setIntensityScale(let scale):
                what = "intensity \(DecimalFormat.text(scale, maximumFractionDigits: 2))"
                result = "intensity scale \(DecimalFormat.text(HapticIntensity(scale).value, maximumFractionDigits: 2))"
            case .setAppActive(let active):
                (what, result) = active ? ("foreground", "app active") : ("background", "app not active")
            }
            return "\(when)  \(what.padding(toLength: max(20, what.count), withPad: " ", startingAt: 0))  \(result)"
        }
    }

    /// Runs the script through `haptics`, advancing `clock` to each step's time (relative to the
    /// clock's time when the run starts). Plays happen in one simulated view when `inView`.
    public func run(on haptics: Haptics, clock: ManualHapticClock, inView: Bool = true) -> [StepResult] {
        let runner = Runner(on: haptics, clock: clock, inView: inView)
        return steps.map(runner.run)
    }

    /// Runs steps one at a time, as ``run(on:clock:inView:)`` runs a whole script: for steps
    /// read one by one from a ``Reader``, so nothing but the current step is kept.
    public struct Runner: Sendable {
        private let haptics: Haptics
        private let clock: ManualHapticClock
        private let inView: Bool
        private let start: HapticInstant
        private let view = SimulatedView()

        /// A runner on `haptics`; step times count from `clock`'s time now.
        public init(on haptics: Haptics, clock: ManualHapticClock, inView: Bool = true) {
            (self.haptics, self.clock, self.inView, start) = (haptics, clock, inView, clock.now())
        }

        /// Advances the clock to the step's time and runs it.
        public func run(_ step: Step) -> StepResult {
            clock.advance(to: start + step.time)
            switch step.action {
            case .play(let feedback, let location):
                let outcome =
                    inView
                    ? haptics.play(feedback, at: location ?? CGPoint(x: 0, y: 0), in: view) : haptics.play(feedback)
                return StepResult(step: step, outcome: outcome, preparation: nil)
            case .prepare(let feedback):
                let preparation = inView ? haptics.prepare(for: feedback, in: view) : haptics.prepare(for: feedback)
                return StepResult(step: step, outcome: nil, preparation: preparation)
            case .endInteraction:
                haptics.endInteraction()
            case .setEnabled(let on, let category?):
                haptics.settings[category] = on
            case .setEnabled(let on, nil):
                haptics.settings.isEnabled = on
            case .setIntensityScale(let scale):
                haptics.settings.intensityScale = scale
            case .setAppActive(let active):
                haptics.isAppActive = active
            }
            return StepResult(step: step, outcome: nil, preparation: nil)
        }
    }
}

/// The one view a script's plays happen in.
private final class SimulatedView: Sendable {}
