/// Parses the compact notation; ``HapticPattern/init(notation:)`` documents the grammar.
enum HapticNotation {
    static let maximumBeats = 100_000
    /// Expanding costs a step for every beat and for every pass through a group, so a group
    /// that holds nothing still counts when it is repeated.
    static let maximumSteps = 1_000_000
    static let maximumDepth = 32
    static let maximumRepeat = 1000
    static let defaultBeat = 0.1

    /// What one beat holds.
    enum Beat: Equatable {
        case tap(intensity: Double, sharpness: Double)
        case buzz(intensity: Double, sharpness: Double)
        case rest
    }

    /// The beat a symbol stands for, if it is one.
    static func beat(for symbol: Unicode.Scalar) -> Beat? {
        switch symbol {
        case ".": .tap(intensity: 0.4, sharpness: 0.4)
        case "o": .tap(intensity: 0.7, sharpness: 0.5)
        case "O": .tap(intensity: 1, sharpness: 0.5)
        case "x": .tap(intensity: 0.7, sharpness: 1)
        case "X": .tap(intensity: 1, sharpness: 1)
        case "~": .buzz(intensity: 0.5, sharpness: 0.2)
        case "=": .buzz(intensity: 1, sharpness: 0.5)
        case "-": .rest
        default: nil
        }
    }

    /// Parses a notation into its beat length and beats.
    static func parse(_ text: String) throws -> (beat: Double, beats: [Beat]) {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        let beat = try parser.parseTempo()
        let steps = try parser.parseSteps(depth: 0)
        if parser.index < parser.scalars.count {
            throw parser.error("')' without a matching '('")
        }
        var beats: [Beat] = []
        beats.reserveCapacity(steps.beatCount)
        steps.expand(into: &beats)
        return (beat, beats)
    }

    /// Turns beats into a pattern: taps become transients, runs of one buzz one continuous event.
    static func pattern(beat: Double, beats: [Beat]) -> HapticPattern {
        var pattern = HapticPattern()
        let longestBuzz = longestBuzz(beat: beat)
        var index = 0
        while index < beats.count {
            let time = Double(index) * beat
            switch beats[index] {
            case .tap(let intensity, let sharpness):
                pattern.events.append(.transient(intensity: intensity, sharpness: sharpness, at: time))
                index += 1
            case .buzz(let intensity, let sharpness):
                // A run longer than Core Haptics plays (30 s) becomes several events back to back.
                var end = index + 1
                while end < beats.count, end - index < longestBuzz, beats[end] == beats[index] { end += 1 }
                let duration = Double(end - index) * beat
                pattern.events.append(
                    .continuous(duration: duration, intensity: intensity, sharpness: sharpness, at: time))
                index = end
            case .rest:
                index += 1
            }
        }
        return pattern
    }

    /// The most beats one continuous event spans: as many as fit in 30 s.
    static func longestBuzz(beat: Double) -> Int {
        var count = Int((HapticPattern.Event.maximumContinuousDuration / beat).rounded(.down))
        while count > 1, Double(count) * beat > HapticPattern.Event.maximumContinuousDuration { count -= 1 }
        return max(count, 1)
    }

    /// A parsed piece: a beat or a group, repeated.
    indirect enum Node {
        case beat(Beat, count: Int)
        case group([Node], count: Int)

        var beatCount: Int {
            switch self {
            case .beat(_, let count): count
            case .group(let nodes, let count):
                nodes.beatCount.multipliedReportingOverflow(by: count).overflow
                    ? Int.max : nodes.beatCount * count
            }
        }

        /// The steps expanding it takes: one for each beat and each pass through a group.
        var stepCount: Int {
            switch self {
            case .beat(_, let count): return count
            case .group(let nodes, let count):
                let (perPass, overflow) = nodes.stepCount.addingReportingOverflow(1)
                let (steps, tooMany) = perPass.multipliedReportingOverflow(by: count)
                return overflow || tooMany ? Int.max : steps
            }
        }

        func expand(into beats: inout [Beat]) {
            switch self {
            case .beat(let beat, let count):
                beats.append(contentsOf: repeatElement(beat, count: count))
            case .group(let nodes, let count):
                for _ in 0..<count { nodes.expand(into: &beats) }
            }
        }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0

        mutating func skipBlanks() {
            while index < scalars.count, [" ", "\t", "\n", "\r", "|"].contains(scalars[index]) { index += 1 }
        }

        mutating func parseTempo() throws -> Double {
            skipBlanks()
            guard index < scalars.count, scalars[index] == "@" else { return HapticNotation.defaultBeat }
            let start = index
            index += 1
            var digits = ""
            while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "." {
                digits.unicodeScalars.append(scalars[index])
                index += 1
            }
            var unit = ""
            while index < scalars.count, ("a"..."z").contains(scalars[index]) {
                unit.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard let number = Double(digits), unit == "ms" || unit == "s" else {
                throw HapticReadError(
                    message: "a tempo is '@' and a beat length such as @100ms or @0.25s", column: start + 1)
            }
            let seconds = unit == "ms" ? number / 1000 : number
            guard seconds >= 0.001, seconds <= 10 else {
                throw HapticReadError(message: "a beat lasts from 1 ms to 10 s", column: start + 1)
            }
            return seconds
        }

        mutating func parseSteps(depth: Int) throws -> [Node] {
            var nodes: [Node] = []
            var total = 0
            var steps = 0
            while true {
                skipBlanks()
                guard index < scalars.count, scalars[index] != ")" else { return nodes }
                let start = index
                let symbol = scalars[index]
                index += 1
                var node: Node
                if symbol == "(" {
                    guard depth < HapticNotation.maximumDepth else {
                        throw error("groups nest deeper than \(HapticNotation.maximumDepth)", at: start)
                    }
                    let inner = try parseSteps(depth: depth + 1)
                    guard index < scalars.count else { throw error("'(' is never closed", at: start) }
                    index += 1
                    node = .group(inner, count: 1)
                } else if let beat = HapticNotation.beat(for: symbol) {
                    node = .beat(beat, count: 1)
                } else {
                    throw error(
                        "unexpected '\(symbol.escaped(asASCII: true))'; use taps . o O x X, buzzes ~ =, rest -, "
                            + "groups ( )*n, tempo @100ms", at: start)
                }
                skipBlanks()
                if index < scalars.count, scalars[index] == "*" {
                    let count = try parseCount()
                    switch node {
                    case .beat(let beat, _): node = .beat(beat, count: count)
                    case .group(let inner, _): node = .group(inner, count: count)
                    }
                }
                let (sum, overflow) = total.addingReportingOverflow(node.beatCount)
                guard !overflow, sum <= HapticNotation.maximumBeats else {
                    throw error("expands to more than \(HapticNotation.maximumBeats) beats", at: start)
                }
                let (work, tooMuch) = steps.addingReportingOverflow(node.stepCount)
                guard !tooMuch, work <= HapticNotation.maximumSteps else {
                    throw error(
                        "expands in more than \(HapticNotation.maximumSteps) steps (a step is a beat or one pass"
                            + " through a group, even an empty one)", at: start)
                }
                total = sum
                steps = work
                nodes.append(node)
            }
        }

        mutating func parseCount() throws -> Int {
            let start = index
            index += 1
            skipBlanks()
            var count = 0
            var digits = 0
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                let digit = Int(scalars[index].value) - Int(("0" as Unicode.Scalar).value)
                count = Swift.min(count * 10 + digit, HapticNotation.maximumRepeat + 1)
                digits += 1
                index += 1
            }
            guard digits > 0, (1...HapticNotation.maximumRepeat).contains(count) else {
                throw error("'*' takes a count from 1 to \(HapticNotation.maximumRepeat)", at: start)
            }
            return count
        }

        func error(_ message: String, at position: Int? = nil) -> HapticReadError {
            HapticReadError(message: message, column: (position ?? index) + 1)
        }
    }
}

extension [HapticNotation.Node] {
    fileprivate var beatCount: Int {
        var total = 0
        for node in self {
            let (sum, overflow) = total.addingReportingOverflow(node.beatCount)
            total = overflow ? Int.max : sum
        }
        return total
    }

    fileprivate var stepCount: Int {
        var total = 0
        for node in self {
            let (sum, overflow) = total.addingReportingOverflow(node.stepCount)
            total = overflow ? Int.max : sum
        }
        return total
    }

    fileprivate func expand(into beats: inout [HapticNotation.Beat]) {
        for node in self { node.expand(into: &beats) }
    }
}
