import Testing

@testable import HapticKit

@Suite("Compact notation")
struct HapticNotationTests {
    @Test("each symbol is one beat of 100 ms; taps are transients at the start of their beat")
    func taps() throws {
        let pattern = try HapticPattern(notation: "..oO-Xx")
        #expect(pattern.events.map(\.time) == [0, 0.1, 0.2, 0.30000000000000004, 0.5, 0.6000000000000001])
        #expect(pattern.events.map { $0.value(of: .hapticIntensity) } == [0.4, 0.4, 0.7, 1, 1, 0.7])
        #expect(pattern.events.map { $0.value(of: .hapticSharpness) } == [0.4, 0.4, 0.5, 0.5, 1, 1])
    }

    @Test("neighbouring beats of the same buzz join into one continuous event")
    func buzzes() throws {
        let pattern = try HapticPattern(notation: "~~~==-~")
        #expect(pattern.events.map(\.type) == [.hapticContinuous, .hapticContinuous, .hapticContinuous])
        #expect(pattern.events.map(\.time) == [0, 0.30000000000000004, 0.6000000000000001])
        #expect(pattern.events.map { $0.duration } == [0.30000000000000004, 0.2, 0.1])
        #expect(pattern.events.map { $0.value(of: .hapticIntensity) } == [0.5, 1, 0.5])
    }

    @Test("a buzz longer than Core Haptics plays (30 s) is several events back to back")
    func longBuzz() throws {
        let pattern = try HapticPattern(notation: "~*1000")
        #expect(pattern.events.map(\.duration) == [30, 30, 30, 10])
        #expect(pattern.events.map(\.time) == [0, 30, 60, 90])
        let slow = try HapticPattern(notation: "@7s =*10")
        #expect(slow.events.map(\.duration) == [28, 28, 14])
    }

    @Test("a notation within every limit still expands: 100 000 beats in nested groups")
    func largest() throws {
        #expect(try HapticPattern(notation: "((O*100)*1000)").events.count == 100_000)
        #expect(try HapticPattern(notation: "(((O)))*1000").events.count == 1000)
    }

    @Test("a tempo sets the beat; blanks and bar lines are ignored")
    func tempo() throws {
        #expect(try HapticPattern(notation: "@50ms O O | O").events.map(\.time) == [0, 0.05, 0.1])
        #expect(try HapticPattern(notation: "@0.25s O-O").events.map(\.time) == [0, 0.5])
    }

    @Test("groups repeat, and repeats nest")
    func groups() throws {
        #expect(try HapticPattern(notation: "(.o)*3").events.count == 6)
        #expect(try HapticPattern(notation: "((O-)*2 x)*2").events.count == 6)
        #expect(try HapticPattern(notation: "O*4").events.map(\.time).count == 4)
        #expect(try HapticPattern(notation: "=*5").events.map(\.duration) == [0.5])
        #expect(try HapticPattern(notation: "").isEmpty)
    }

    @Test(
        "mistakes name the column and what to write",
        arguments: [
            ("..q", 3, "unexpected 'q'"),
            ("(O", 1, "'(' is never closed"),
            ("O)", 2, "')' without a matching '('"),
            ("O*", 2, "'*' takes a count from 1 to 1000"),
            ("O*0", 2, "'*' takes a count from 1 to 1000"),
            ("O*1001", 2, "'*' takes a count from 1 to 1000"),
            ("@fast O", 1, "a tempo is '@' and a beat length"),
            ("@0ms O", 1, "a beat lasts from 1 ms to 10 s"),
            ("((((O*1000)*1000)*1000)*1000)", 4, "more than 100000 beats"),
            ("((()*1000)*1000)", 2, "more than 1000000 steps"),
            ("((((()*1000)*1000)*1000)*1000)", 4, "more than 1000000 steps"),
            ("((( )*1000)*1000)*1000", 2, "more than 1000000 steps"),
            ("(((|)*1000)*1000)*1000", 2, "more than 1000000 steps"),
            (String(repeating: "(", count: 40) + "O" + String(repeating: ")", count: 40), 33, "nest deeper than 32"),
        ])
    func errors(text: String, column: Int, message: String) {
        #expect {
            try HapticPattern(notation: text)
        } throws: { error in
            guard let error = error as? HapticReadError else { return false }
            return error.column == column && error.message.contains(message)
        }
    }
}
