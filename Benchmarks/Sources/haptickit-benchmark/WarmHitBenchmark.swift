import Foundation
@_spi(HapticKitInternal) import HapticKit
import HapticKitTesting

/// Warm-hit rate on standard interaction traces, for three strategies:
///
/// - ours: `prepare(for:in:)` at the begin signal, `play` for each request, `endInteraction()` at
///   the end, through a real `Haptics` with a `HapticRecorder` on a `ManualHapticClock`; the rate
///   is the recorder's (`isWarm` of each request the pipeline played);
/// - prepare immediately before the trigger (HapticsManager-Swift, Haptica): a new generator,
///   `prepare()`, trigger, on every request;
/// - never prepare: a trigger on a generator nobody prepared.
///
/// The peers' strategies are scored on every request of the trace (they do not rate-limit)
/// with the same warm model, probed from the pipeline (``WarmModel``).
enum WarmHitBenchmark {
    /// The seeds of the traces, fixed so every run scores the same traces.
    static let seed: UInt64 = 0x4841_5054_4943_4b49

    static func run(quick: Bool) -> [BenchmarkRow] {
        let sessions = quick ? 60 : 600
        guard let model = WarmModel.probe() else {
            return [
                BenchmarkRow(
                    section: "warm-hits", name: "warm model", value: .nan, unit: "ms",
                    note: "no wait of up to an hour between prepare and play made the pipeline report a warm generator")
            ]
        }
        let source =
            "GeneratorCache.Configuration defaults, probed from Haptics; after Apple's UIFeedbackGenerator.prepare() docs"
        var rows = [
            BenchmarkRow(
                section: "warm-hits", name: "warm model: warm-up delay", value: model.warmUpDelay.milliseconds,
                unit: "ms", note: "\(model.description) (\(source))"),
            BenchmarkRow(
                section: "warm-hits", name: "warm model: warm window", value: model.warmWindow.milliseconds,
                unit: "ms", note: "\(model.description) (\(source))"),
        ]
        let traces = [
            InteractionTrace.dragWithSnaps(sessions: sessions, seed: seed &+ 1),
            InteractionTrace.tabSwitching(sessions: sessions, seed: seed &+ 2),
            InteractionTrace.listScrolling(sessions: sessions, seed: seed &+ 3),
            InteractionTrace.formSubmit(sessions: sessions, seed: seed &+ 4),
            InteractionTrace.unannouncedNotifications(sessions: sessions, seed: seed &+ 5),
        ]
        for trace in traces {
            rows += score(trace, model: model, sessions: sessions)
        }
        return rows
    }

    private static func score(_ trace: InteractionTrace, model: WarmModel, sessions: Int) -> [BenchmarkRow] {
        let ours = playThroughPipeline(trace)
        let target =
            trace.hasBeginSignal
            ? "\(ours.rate >= 0.95 ? "meets" : "misses") the ≥ 95% target" : "no begin signal, so no target"
        let requests = trace.plays.count
        var rows = [
            BenchmarkRow(
                section: "warm-hits", name: "\(trace.name): ours", value: ours.rate * 100, unit: "% warm",
                note:
                    "\(ours.warm) of \(ours.played) plays warm (of \(requests) requests, \(ours.skipReasons)); \(target); \(sessions) sessions: \(trace.summary)"
            )
        ]
        for strategy in PeerStrategy.allCases {
            let peer = strategy.score(trace, model: model)
            rows.append(
                BenchmarkRow(
                    section: "warm-hits", name: "\(trace.name): \(strategy.name)", value: peer.rate * 100,
                    unit: "% warm", note: "\(peer.warm) of \(peer.played) triggers warm; \(strategy.why)"))
        }
        return rows
    }

    private struct Score {
        let warm: Int
        let played: Int
        /// `12 throttled, 3 coalesced`, or `none skipped`.
        var skipReasons = "none skipped"
        var rate: Double { played == 0 ? 0 : Double(warm) / Double(played) }
    }

    /// Ours: the trace through a real `Haptics`, scored from the recorder.
    private static func playThroughPipeline(_ trace: InteractionTrace) -> Score {
        let recorder = HapticRecorder()
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: recorder, device: .iPhone, clock: clock)
        let view = BenchmarkView()
        let location = CGPoint(x: 120, y: 80)
        for step in trace.steps {
            clock.advance(to: step.time)
            switch step.event {
            case .begin(let feedback):
                if trace.usesView {
                    haptics.prepare(for: feedback, in: view)
                } else {
                    haptics.prepare(for: feedback)
                }
            case .play(let feedback):
                if trace.usesView {
                    haptics.play(feedback, at: location, in: view)
                } else {
                    haptics.play(feedback)
                }
            case .end:
                haptics.endInteraction()
            }
        }
        withExtendedLifetime(view) {}
        let generatorPlays = recorder.requests.filter { $0.generator != nil }
        let warm = generatorPlays.filter(\.isWarm).count
        precondition(
            recorder.warmHitRate.map { abs($0 - Double(warm) / Double(generatorPlays.count)) < 1e-12 }
                ?? generatorPlays.isEmpty,
            "the recorder's warmHitRate and the recorded requests disagree")
        let skipped = recorder.skipped.count
        let throttled = recorder.skipCount { $0.retryAfter != nil }
        let coalesced = recorder.skipCount { $0.coalescedInto != nil }
        let other = skipped - throttled - coalesced
        let reasons = [(throttled, "throttled"), (coalesced, "coalesced"), (other, "skipped otherwise")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return Score(
            warm: warm, played: generatorPlays.count,
            skipReasons: reasons.isEmpty ? "none skipped" : reasons.joined(separator: ", "))
    }

    /// The peers' strategies, scored with the same warm model.
    private enum PeerStrategy: CaseIterable {
        case prepareBeforeTrigger
        case neverPrepare

        var name: String {
            switch self {
            case .prepareBeforeTrigger: "prepare before trigger"
            case .neverPrepare: "never prepare"
            }
        }

        var why: String {
            switch self {
            case .prepareBeforeTrigger:
                "new generator, prepare() and trigger at the same instant (HapticsManager-Swift, Haptica): the preparation is 0 ms old"
            case .neverPrepare: "no generator is ever prepared"
            }
        }

        func score(_ trace: InteractionTrace, model: WarmModel) -> Score {
            var warm = 0
            let plays = trace.plays
            for step in plays {
                // Each trigger gets a new generator: prepared just now, or never.
                let preparedAt: HapticInstant? =
                    switch self {
                    case .prepareBeforeTrigger: step.time
                    case .neverPrepare: nil
                    }
                if model.isWarm(preparedAt: preparedAt, at: step.time) { warm += 1 }
            }
            return Score(warm: warm, played: plays.count)
        }
    }
}
