public import Foundation
public import HapticKit

/// A timeline of requests, written as text, that runs through a whole `Haptics` pipeline on a
/// manual clock: what `haptickit simulate` runs, and a compact way to write a test.
///
/// One step per line; `#` starts a comment; `;` also separates steps. Each step is a time and an
/// action:
///
/// ```text
/// 0ms     prepare alignment      # gesture began: warm the generator
/// 40ms    alignment              # play (in the view, at its origin)
/// +5ms    alignment at 120,80    # 5 ms after the previous step, at a location
/// 400ms   success
/// 1s      end                    # the interaction ended
/// 2s      disable selection      # the user turned a category off (or `disable` for all)
/// 2s      enable                 # …and everything back on
/// 3s      intensity 0.5          # global intensity scale
/// 4s      background             # the app resigned active (`foreground` to return)
/// ```
///
/// Times are `<number>ms` or `<number>s` from the start, or `+<number>ms` after the previous
/// step; they may not go backwards. Feedback names are those of `HapticFeedback.named(_:)`.
/// Plays happen in one simulated view unless the script is run `inView: false`.
public struct HapticScript: Equatable, Sendable {
    /// One parsed step.
    public struct Step: Equatable, Sendable {
        /// What a step does to the player.
        public enum Action: Equatable, Sendable {
            /// Play feedback (`success`), at a location in the view when one is given (`at 120,80`).
            case play(HapticFeedback, at: CGPoint?)
            /// Warm the generator for a feedback (`prepare alignment`).
            case prepare(HapticFeedback)
            /// End the interaction (`end`).
            case endInteraction
            /// Turn a category, or everything when `nil`, on or off (`enable`, `disable selection`).
            case setEnabled(Bool, HapticCategory?)
            /// Set the global intensity scale (`intensity 0.5`).
            case setIntensityScale(Double)
            /// Say whether the app is active (`foreground`, `background`).
            case setAppActive(Bool)

            // Written out because `CGPoint`'s `Equatable` comes from the CoreGraphics overlay,
            // which the watchOS stand-in SDK that HapticKit is checked against lacks.
            /// Whether two actions are the same, comparing a location by its coordinates.
            public static func == (lhs: Action, rhs: Action) -> Bool {
                switch (lhs, rhs) {
                case (.play(let a, let p), .play(let b, let q)): a == b && p?.x == q?.x && p?.y == q?.y
                case (.prepare(let a), .prepare(let b)): a == b
                case (.endInteraction, .endInteraction): true
                case (.setEnabled(let a, let c), .setEnabled(let b, let d)): a == b && c == d
                case (.setIntensityScale(let a), .setIntensityScale(let b)): a == b
                case (.setAppActive(let a), .setAppActive(let b)): a == b
                default: false
                }
            }
        }

        /// The 1-based line it came from.
        public let line: Int
        /// When, from the start of the script.
        public let time: HapticDuration
        /// What the step does.
        public let action: Action
    }

    /// A script that cannot be read, with the line and the problem.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
        /// The same text as ``description``, for `localizedDescription`.
        public var errorDescription: String? { description }

        /// The 1-based line of the first problem.
        public let line: Int
        /// What is wrong with that line.
        public let message: String
        /// `line 3: …`: the line, then the problem.
        public var description: String { "line \(line): \(message)" }
    }

    /// The steps, in the order they run.
    public let steps: [Step]

    /// Parses `text`; throws a ``ParseError`` naming the first bad line. Lines may end in LF,
    /// CRLF or CR, and a UTF-8 byte order mark at the start is skipped.
    public init(_ text: String) throws {
        var reader = Reader(text)
        var steps: [Step] = []
        while let step = try reader.next() { steps.append(step) }
        self.steps = steps
    }

    /// Reads a script one step at a time, keeping nothing it has handed out: for scripts too
    /// long to hold as ``steps`` (`haptickit simulate` reads one this way).
    ///
    /// ```swift
    /// var reader = HapticScript.Reader("0ms success\n+5ms success")
    /// while let step = try reader.next() { print(step.time) }
    /// ```
    public struct Reader: Sendable {
        private var lines: TextLines
        private var pending: [(line: Int, words: [String])] = []
        private var previous = HapticDuration.zero

        /// A reader of `text`.
        public init(_ text: String) {
            lines = TextLines(text)
        }

        /// The next step, or `nil` at the end; throws a ``ParseError`` for a bad line.
        public mutating func next() throws -> Step? {
            while pending.isEmpty {
                guard let (line, text) = lines.next() else { return nil }
                pending = TextLines.statements(text, separatedBySemicolons: true).reversed().map { (line, $0) }
            }
            let (line, words) = pending.removeLast()
            let time = try HapticScript.time(words[0], after: previous, line: line)
            let action = try HapticScript.action(Array(words.dropFirst()), line: line)
            previous = time
            return Step(line: line, time: time, action: action)
        }
    }

    /// The time a line starts with (`40ms`, `1.5s`, `+16ms` after `previous`); resize traces read it too.
    static func time(_ word: String, after previous: HapticDuration, line: Int) throws -> HapticDuration {
        let relative = word.hasPrefix("+")
        let body = relative ? word.dropFirst() : Substring(word)
        let (digits, scale): (Substring, Double) =
            body.hasSuffix("ms") ? (body.dropLast(2), 1e-3) : body.hasSuffix("s") ? (body.dropLast(), 1) : ("", 0)
        guard scale > 0, let number = Double(digits), number.isFinite, number >= 0, number <= 86_400 / scale else {
            throw ParseError(line: line, message: "\(quote(word)) is not a time; write e.g. 40ms, 1.5s or +16ms")
        }
        let duration = HapticDuration.seconds(number * scale)
        var time = duration
        if relative {
            // Steps are at most a day apart, but enough of them pass what a clock counts.
            let (sum, overflow) = previous.nanoseconds.addingReportingOverflow(duration.nanoseconds)
            guard !overflow else {
                throw ParseError(
                    line: line,
                    message: "time \(quote(word)) after \(previous) is past the latest time a script can reach "
                        + "(\(HapticDuration(nanoseconds: .max)))")
            }
            time = HapticDuration(nanoseconds: sum)
        }
        guard time >= previous else {
            throw ParseError(line: line, message: "time \(quote(word)) is before the previous step (\(previous))")
        }
        return time
    }

    fileprivate static func action(_ words: [String], line: Int) throws -> Step.Action {
        func fail(_ message: String) -> ParseError { ParseError(line: line, message: message) }
        func feedback(_ name: String) throws -> HapticFeedback {
            guard name.count <= quoteLimit else { throw fail("unknown feedback \(quote(name))") }
            do {
                return try HapticFeedback.named(name)
            } catch {
                throw fail("\(error)")
            }
        }
        func category(_ words: ArraySlice<String>) throws -> HapticCategory? {
            guard let name = words.first else { return nil }
            guard words.count == 1, let category = HapticCategory(rawValue: name) else {
                let valid = HapticCategory.allCases.map(\.rawValue).joined(separator: ", ")
                throw fail("unknown category \(quote(words.joined(separator: " "))); categories: \(valid)")
            }
            return category
        }
        guard let verb = words.first else { throw fail("a time needs an action after it, e.g. '40ms alignment'") }
        let rest = words.dropFirst()
        switch verb {
        case "prepare":
            guard rest.count == 1 else { throw fail("write 'prepare <feedback>'") }
            return .prepare(try feedback(rest[rest.startIndex]))
        case "end":
            guard rest.isEmpty else { throw fail("'end' takes nothing after it") }
            return .endInteraction
        case "enable", "disable":
            return .setEnabled(verb == "enable", try category(rest))
        case "intensity":
            guard rest.count == 1, let scale = Double(rest[rest.startIndex]), !scale.isNaN else {
                throw fail("write 'intensity <scale>' with a number, e.g. 'intensity 0.5' (clamped into 0...1)")
            }
            return .setIntensityScale(scale)
        case "background", "foreground":
            guard rest.isEmpty else { throw fail("\(quote(verb)) takes nothing after it") }
            return .setAppActive(verb == "foreground")
        default:
            let played = try feedback(verb)
            if rest.isEmpty { return .play(played, at: nil) }
            guard rest.count == 2, rest[rest.startIndex] == "at" else {
                throw fail(
                    "unexpected \(quote(rest.joined(separator: " "))); write '<feedback>' or '<feedback> at <x>,<y>'")
            }
            let coordinates = rest[rest.startIndex + 1].split(separator: ",", omittingEmptySubsequences: false)
            guard coordinates.count == 2, let x = Double(coordinates[0]), let y = Double(coordinates[1]), x.isFinite,
                y.isFinite
            else { throw fail("\(quote(rest[rest.startIndex + 1])) is not a location; write e.g. 120,80") }
            return .play(played, at: CGPoint(x: x, y: y))
        }
    }
}

/// The longest word a script's messages repeat, in characters.
let quoteLimit = 60

/// `'word'`, or its first characters and its length when it is long.
func quote(_ word: String) -> String {
    let prefix = word.prefix(quoteLimit)
    return prefix.endIndex < word.endIndex ? "'\(prefix)…' (\(word.utf8.count) bytes)" : "'\(prefix)'"
}
