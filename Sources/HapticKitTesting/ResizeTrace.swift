import Foundation
@_spi(HapticKitInternal) public import HapticKit

/// A recorded resize gesture, replayed through HapticKit's `AspectRatioSnapping` and a player:
/// the sizes it snaps to, the guides, and every tap with its outcome. `haptickit snap` prints
/// one; tests assert on them.
///
/// One sample per line, `#` comments; times as in ``HapticScript`` (`16ms`, `+16ms`, `1.5s`):
///
/// ```text
/// original 200x100          # the rectangle's size when the resize begins (first line)
/// 0ms     began   200x100   # prepares the generator
/// +16ms   changed 180x160   # a proposed size; the corner is the location in the view
/// +16ms   ended             # or 'cancelled'
/// ```
public struct ResizeTrace: Equatable, Sendable {
    /// One line of the trace.
    public struct Sample: Equatable, Sendable {
        /// The phase of the gesture, as UIKit names its states.
        public enum Phase: String, Equatable, Sendable, CaseIterable {
            /// The resize begins: prepare.
            case began
            /// The gesture proposes a size.
            case changed
            /// The resize ends.
            case ended
            /// The system cancelled the gesture.
            case cancelled
        }

        /// The line it was read from.
        public let line: Int
        /// When, from the start of the trace.
        public let time: HapticDuration
        /// The phase.
        public let phase: Phase
        /// The proposed width and height (`began` and `changed`), or `nil`.
        public let size: (width: Double, height: Double)?

        /// Whether two samples are the same line, time, phase and size.
        public static func == (lhs: Sample, rhs: Sample) -> Bool {
            lhs.line == rhs.line && lhs.time == rhs.time && lhs.phase == rhs.phase
                && lhs.size?.width == rhs.size?.width && lhs.size?.height == rhs.size?.height
        }
    }

    /// The rectangle's width and height when the resize begins.
    public let original: (width: Double, height: Double)
    /// The samples, in time order.
    public let samples: [Sample]

    /// Reads a trace; a line that is not understood throws ``HapticScript/ParseError`` with its
    /// number. Lines may end in LF, CRLF or CR, and a UTF-8 byte order mark at the start is skipped.
    public init(_ text: String) throws {
        var reader = try Reader(text)
        var samples: [Sample] = []
        while let sample = try reader.next() { samples.append(sample) }
        self.original = reader.original
        self.samples = samples
    }

    /// Reads a trace one sample at a time, keeping nothing it has handed out: for traces too
    /// long to hold as ``samples`` (`haptickit snap` reads one this way).
    public struct Reader: Sendable {
        /// The rectangle's size when the resize begins: the trace's first line.
        public let original: (width: Double, height: Double)
        private var lines: TextLines
        private var previous = HapticDuration.zero

        /// Reads the first line; throws ``HapticScript/ParseError`` when it is not `original <size>`.
        public init(_ text: String) throws {
            lines = TextLines(text)
            while let (line, words) = Self.words(&lines) {
                guard words[0] == "original", words.count == 2, let size = ResizeTrace.size(words[1]) else {
                    throw HapticScript.ParseError(
                        line: line, message: "a trace starts with 'original <width>x<height>', e.g. 'original 200x100'")
                }
                original = size
                return
            }
            throw HapticScript.ParseError(
                line: 1, message: "the trace is empty; it starts with 'original <width>x<height>'")
        }

        /// The next sample, or `nil` at the end; throws ``HapticScript/ParseError`` for a bad line.
        public mutating func next() throws -> Sample? {
            guard let (line, words) = Self.words(&lines) else { return nil }
            func fail(_ message: String) -> HapticScript.ParseError {
                HapticScript.ParseError(line: line, message: message)
            }
            let time = try HapticScript.time(words[0], after: previous, line: line)
            guard words.count >= 2, let phase = Sample.Phase(rawValue: words[1]) else {
                throw fail("expected a phase after the time: began, changed, ended or cancelled")
            }
            let hasSize = phase == .began || phase == .changed
            guard words.count == (hasSize ? 3 : 2) else {
                throw fail(
                    hasSize ? "'\(phase.rawValue)' takes a size, e.g. 210x100" : "'\(phase.rawValue)' takes no size")
            }
            let size = hasSize ? ResizeTrace.size(words[2]) : nil
            if hasSize, size == nil {
                throw fail(
                    "\(quote(words[2])) is not a size; write <width>x<height> with positive numbers, e.g. 210x100")
            }
            previous = time
            return Sample(line: line, time: time, phase: phase, size: size)
        }

        /// The words of the next line that has any, without its comment.
        private static func words(_ lines: inout TextLines) -> (line: Int, words: [String])? {
            while let (line, text) = lines.next() {
                if let words = TextLines.statements(text, separatedBySemicolons: false).first { return (line, words) }
            }
            return nil
        }
    }

    /// Whether two traces have the same original size and samples.
    public static func == (lhs: ResizeTrace, rhs: ResizeTrace) -> Bool {
        lhs.original.width == rhs.original.width && lhs.original.height == rhs.original.height
            && lhs.samples == rhs.samples
    }

    /// `210x100` as a width and a height, both positive and finite.
    fileprivate static func size(_ word: String) -> (width: Double, height: Double)? {
        let parts = word.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width > 0, height > 0, width.isFinite, height.isFinite
        else { return nil }
        return (width, height)
    }
}

extension ResizeTrace {
    /// What one sample did.
    public struct Event: Sendable, CustomStringConvertible {
        /// The sample replayed.
        public let sample: Sample
        /// What snapping made of its size (`began` and `changed`).
        public let step: HapticSnapStep<CGSize>?
        /// What preparing did (`began`).
        public let preparation: HapticPreparationOutcome?
        /// What the tap did (a `changed` sample that snapped).
        public let outcome: HapticOutcome?

        /// `48 ms     changed    172x168   -> 170x170    square          tap: played …`
        public var description: String {
            var text = "\(Self.pad("\(sample.time)", 8))  \(Self.pad(sample.phase.rawValue, 9))"
            if let size = sample.size, let step {
                let snapped = "\(Self.number(step.value.width))x\(Self.number(step.value.height))"
                let proposed = "\(Self.number(size.width))x\(Self.number(size.height))"
                text += "  \(Self.pad(proposed, 9)) -> \(Self.pad(step.showsGuide ? snapped : proposed, 9))"
                text += "  \(Self.pad(step.target.map(Self.guide) ?? "", 14))"
            }
            if let preparation { text += "  prepare: \(Self.describe(preparation))" }
            if let outcome { text += "  tap: \(outcome)" }
            return text.trimmingCharacters(in: .whitespaces)
        }

        private static func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }

        private static func number(_ value: Double) -> String {
            DecimalFormat.text(value, maximumFractionDigits: 1)
        }

        /// The guide of a snapped aspect ratio: the square (checked first, as snapping does) or the original.
        private static func guide(_ ratio: Double) -> String {
            ratio == 1 ? "square" : "original ratio"
        }

        private static func describe(_ preparation: HapticPreparationOutcome) -> String {
            switch preparation {
            case .prepared: "warmed"
            case .preparedEngine: "engine starting"
            case .nothingToPrepare: "nothing to warm"
            case .skipped(let reason): "skipped: \(reason)"
            }
        }
    }

    /// Replays the trace on `haptics`, advancing `clock` to each sample's time: `began` prepares,
    /// `changed` snaps and plays each tap at the dragged corner in one view, `ended` and
    /// `cancelled` end the resize and the interaction.
    public func replay(
        on haptics: Haptics, clock: ManualHapticClock, input: HapticInput = .unspecified, tolerance: Double = 0.05
    ) -> [Event] {
        var replay = Replay(original: original, on: haptics, clock: clock, input: input, tolerance: tolerance)
        return samples.map { replay.replay($0) }
    }

    /// Replays samples one at a time, as ``replay(on:clock:input:tolerance:)`` replays a whole
    /// trace: for samples read one by one from a ``Reader``, so nothing but the current one is kept.
    public struct Replay: Sendable {
        private let haptics: Haptics
        private let clock: ManualHapticClock
        private let input: HapticInput
        private let start: HapticInstant
        private let view = TraceView()
        private var snapping: AspectRatioSnapping

        /// A replay of a resize from `original` on `haptics`; sample times count from `clock`'s time now.
        public init(
            original: (width: Double, height: Double), on haptics: Haptics, clock: ManualHapticClock,
            input: HapticInput = .unspecified, tolerance: Double = 0.05
        ) {
            (self.haptics, self.clock, self.input, start) = (haptics, clock, input, clock.now())
            snapping = AspectRatioSnapping(
                originalSize: CGSize(width: original.width, height: original.height), tolerance: tolerance)
        }

        /// Advances the clock to the sample's time and replays it.
        public mutating func replay(_ sample: Sample) -> Event {
            clock.advance(to: start + sample.time)
            let proposed = sample.size.map { CGSize(width: $0.width, height: $0.height) }
            switch sample.phase {
            case .began:
                let preparation = haptics.prepare(for: snapping.begin(), in: view, input: input)
                let step = proposed.map { snapping.resize(to: $0) }
                return Event(sample: sample, step: step, preparation: preparation, outcome: nil)
            case .changed:
                let step = proposed.map { snapping.resize(to: $0) }
                let outcome = step?.tap.map { tap in
                    haptics.play(
                        tap, at: CGPoint(x: step?.value.width ?? 0, y: step?.value.height ?? 0), in: view, input: input)
                }
                return Event(sample: sample, step: step, preparation: nil, outcome: outcome)
            case .ended, .cancelled:
                snapping.end()
                haptics.endInteraction()
                return Event(sample: sample, step: nil, preparation: nil, outcome: nil)
            }
        }
    }
}

/// The view a replayed trace plays in: an object to anchor generators to.
private final class TraceView: Sendable {}
