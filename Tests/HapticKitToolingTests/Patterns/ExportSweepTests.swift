import HapticKit
import Testing

@testable import HapticKitTooling

/// The sweep that made the Android and web exports linear in the events, and
/// the AHAP writer's limit.
@Suite("Exports: the AHAP writer's limit and the one sweep")
struct ExportSweepTests {
    @Test("the AHAP writer with a limit gives the whole text under it, and stops with nil past it")
    func writerLimit() {
        let pattern = HapticPattern(events: (0..<1000).map { .transient(at: Double($0) / 100) })
        let whole = AHAPWriter().write(pattern)
        #expect(AHAPWriter().write(pattern, limit: whole.utf8.count) == whole)
        #expect(AHAPWriter().write(pattern, limit: whole.utf8.count - 1) == nil)
        #expect(AHAPWriter().write(pattern, limit: 1000) == nil)
    }

    /// The level at `time` the way the exports defined it before the sweep: every event looked at.
    static func scannedLevel(_ timeline: HapticTimeline, at time: Double) -> Double {
        timeline.spans.reduce(0) { level, span in
            let end = span.isTransient ? span.start + HapticLevelTrack.transientLength : span.end
            guard span.start <= time, end > time else { return level }
            return max(level, timeline.intensity(of: span, at: span.isTransient ? span.start : time))
        }
    }

    @Test("the sweep gives every piece the level a scan of all events gives, with overlaps and controls")
    func sweepMatchesScan() throws {
        var generator = SplitMix(seed: 22)
        for _ in 0..<40 {
            var pattern = HapticPattern()
            for _ in 0..<generator.next(below: 60) {
                let time = Double(generator.next(below: 1000)) / 1000
                let intensity = Double(generator.next(below: 101)) / 100
                if generator.next(below: 3) == 0 {
                    pattern.events.append(.transient(intensity: intensity, at: time))
                } else {
                    let duration = Double(generator.next(below: 500)) / 1000
                    pattern.events.append(.continuous(duration: duration, intensity: intensity, at: time))
                }
            }
            for _ in 0..<generator.next(below: 3) {
                let value = Double(generator.next(below: 11)) / 10
                let time = Double(generator.next(below: 1000)) / 1000
                pattern.dynamicParameters.append(
                    HapticPattern.DynamicParameter(.hapticIntensityControl, value, at: time))
            }
            let timeline = HapticTimeline(pattern)
            for piece in HapticLevelTrack(timeline).pieces {
                let middle = (piece.start + piece.end) / 2
                #expect(piece.level == Self.scannedLevel(timeline, at: middle), "\(pattern) at \(middle)")
            }
        }
    }
}
