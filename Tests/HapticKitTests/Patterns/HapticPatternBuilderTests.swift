import Testing

@testable import HapticKit

@Suite("Pattern builder")
struct HapticPatternBuilderTests {
    @Test("elements keep their own times; .at shifts them")
    func timesAndShifts() {
        let pattern = HapticPattern {
            HapticPattern.Event.transient(intensity: 0.8, sharpness: 0.4)
            HapticPattern.Event.continuous(duration: 0.25, intensity: 0.6, sharpness: 0.2).at(0.015)
            HapticPattern.ParameterCurve(.hapticIntensityControl, at: 0.015, points: [(0, 1), (0.25, 0)])
            HapticPattern.DynamicParameter(.hapticSharpnessControl, -0.2, at: 0.1)
        }
        #expect(
            pattern
                == HapticPattern(
                    events: [
                        .transient(intensity: 0.8, sharpness: 0.4),
                        .continuous(duration: 0.25, intensity: 0.6, sharpness: 0.2, at: 0.015),
                    ],
                    dynamicParameters: [.init(.hapticSharpnessControl, -0.2, at: 0.1)],
                    parameterCurves: [.init(.hapticIntensityControl, at: 0.015, points: [(0, 1), (0.25, 0)])]))
    }

    @Test("a nested block shifted with .at moves every element in it, curves included")
    func nestedBlock() {
        let pattern = HapticPattern {
            HapticPattern {
                HapticPattern.Event.transient()
                HapticPattern.ParameterCurve(.hapticIntensityControl, at: 0.1, points: [(0, 1)])
            }.at(1)
        }
        #expect(pattern.events.map(\.time) == [1])
        #expect(pattern.parameterCurves.map(\.time) == [1.1])
    }

    @Test("Repeat copies its content at a fixed interval; zero or negative counts give nothing")
    func repeats() {
        let roll = HapticPattern {
            HapticPattern(repeating: 4, every: 0.125) { HapticPattern.Event.transient(intensity: 0.5) }.at(0.5)
        }
        #expect(roll.events.map(\.time) == [0.5, 0.625, 0.75, 0.875])
        #expect(HapticPattern { HapticPattern(repeating: 0, every: 1) { HapticPattern.Event.transient() } }.isEmpty)
        #expect(HapticPattern { HapticPattern(repeating: -3, every: 1) { HapticPattern.Event.transient() } }.isEmpty)
    }

    @Test("an event's own time counts from the start of its block: in a Repeat, a nested block, after .at")
    func eventTimesAreRelativeToTheirBlock() {
        let pattern = HapticPattern {
            HapticPattern(repeating: 3, every: 0.5) {
                HapticPattern.Event.transient(intensity: 0.4)
                HapticPattern.Event.continuous(duration: 0.1, at: 0.2)
            }
            HapticPattern {
                HapticPattern.Event.transient(at: 0.05)
            }.at(2)
            HapticPattern.Event.transient(at: 0.1).at(3)
        }
        #expect(pattern.events.map(\.time) == [0, 0.2, 0.5, 0.7, 1, 1.2, 2.05, 3.1])
        #expect(
            pattern.events.map(\.type) == [
                .hapticTransient, .hapticContinuous, .hapticTransient, .hapticContinuous,
                .hapticTransient, .hapticContinuous, .hapticTransient, .hapticTransient,
            ])
    }

    @Test("if, if/else, switch and for work inside the block")
    func controlFlow() {
        func build(loud: Bool, steps: Int, style: Int) -> HapticPattern {
            HapticPattern {
                if loud { HapticPattern.Event.transient(intensity: 1) }
                if steps > 2 {
                    HapticPattern.Event.continuous(duration: 0.1)
                } else {
                    HapticPattern.Event.transient(intensity: 0.1)
                }
                for step in 0..<steps {
                    HapticPattern.Event.transient(intensity: 0.2).at(Double(step))
                }
                switch style {
                case 0: HapticPattern.Event.transient(sharpness: 0)
                default: HapticPattern.Event.transient(sharpness: 1)
                }
            }
        }
        let quiet = build(loud: false, steps: 1, style: 0)
        #expect(quiet.events.map(\.type) == [.hapticTransient, .hapticTransient, .hapticTransient])
        #expect(quiet.events.last?.value(of: .hapticSharpness) == 0)
        let loud = build(loud: true, steps: 3, style: 1)
        #expect(loud.events.count == 1 + 1 + 3 + 1)
        #expect(loud.events[1].type == .hapticContinuous)
        #expect(loud.events.last?.value(of: .hapticSharpness) == 1)
    }

    @Test("metadata given to the builder is kept, and duration counts the last end")
    func metadataAndDuration() {
        let pattern = HapticPattern(metadata: ["Description": "test"]) {
            HapticPattern.Event.transient()
            HapticPattern.Event.continuous(duration: 0.5).at(0.25)
        }
        #expect(pattern.metadata == ["Description": "test"])
        #expect(pattern.duration == 0.75)
        #expect(HapticPattern().duration == 0)
    }

    @Test("a named piece composes like an element, and each element keeps its own time")
    func namedPieces() {
        let heartbeat = HapticPattern {
            HapticPattern.Event.transient(intensity: 0.8, sharpness: 0.2)
            HapticPattern.Event.transient(intensity: 1, sharpness: 0.3).at(0.15)
        }
        let pattern = HapticPattern {
            heartbeat
            heartbeat.at(1)
        }
        #expect(pattern.events.map(\.time) == [0, 0.15, 1, 1.15])
    }
}

@Suite("Scaling a pattern's intensity")
struct HapticPatternScalingTests {
    @Test("haptic intensities are multiplied; audio events are left alone; the factor is clamped")
    func scaling() {
        let pattern = HapticPattern(
            events: [
                .transient(intensity: 0.8), HapticPattern.Event(type: .hapticContinuous, duration: 1),
                .audioCustom("a.wav", volume: 1),
            ])
        let half = pattern.scalingIntensity(by: 0.5)
        #expect(half.events.map { $0.value(of: .hapticIntensity) } == [0.4, 0.5, nil])
        #expect(half.events[2] == pattern.events[2])
        #expect(pattern.scalingIntensity(by: 3) == pattern.scalingIntensity(by: 1))
        #expect(pattern.scalingIntensity(by: .nan).events[0].value(of: .hapticIntensity) == 0.8)
        #expect(pattern.scalingIntensity(by: -1).events[0].value(of: .hapticIntensity) == 0)
    }
}
