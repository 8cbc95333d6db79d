import Foundation
import HapticKit
import Testing

@testable import HapticKitTooling

#if canImport(FoundationXML)
import FoundationXML
import HapticKitTestSupport
#endif

/// The WAV sweep against a direct rendering (every event on its own, summed), and previews of
/// inputs that used to take minutes or hundreds of megabytes.
@Suite("Previews: bounded time and size")
struct PreviewScalingTests {
    /// Each event rendered on its own and summed, the way the preview renderer worked before
    /// the sweep; loudness and pitch follow the controls every 32 samples of the file.
    static func directWAV(_ pattern: HapticPattern, sampleRate: Int) -> [Int16] {
        let rate = Double(sampleRate)
        let timeline = HapticTimeline(pattern)
        let count = Int((max(timeline.end, pattern.duration) + 0.1) * rate) + 1
        var samples = [Double](repeating: 0, count: count)
        let unit = HapticTimeline.Span(start: 0, end: 0, isTransient: false, intensity: 1, sharpness: 0)
        for span in timeline.spans {
            let first = Int((span.start * rate).rounded())
            if span.isTransient {
                let intensity = timeline.intensity(of: span, at: span.start) * 0.8
                let step =
                    2 * Double.pi * HapticPattern.wavFrequency(sharpness: timeline.sharpness(of: span, at: span.start))
                    / rate
                for offset in 0..<Int(0.03 * rate) where first + offset < count {
                    let seconds = Double(offset) / rate
                    let envelope = (1 - exp(-seconds / 0.001)) * exp(-seconds / 0.008)
                    samples[first + offset] += intensity * envelope * sin(step * Double(offset))
                }
                continue
            }
            let last = min(Int((span.end * rate).rounded()), count)
            guard last > first else { continue }
            let fade = max(1, 0.004 * rate)
            var sharp = unit
            sharp.sharpness = (min(max(span.sharpness, -1), 2) * 24).rounded() / 24
            var phase = 0.0
            for index in first..<last {
                let time = Double(index - index % 32) / rate
                let intensity = min(max(span.intensity, 0), 1) * 0.8 * timeline.intensity(of: unit, at: time)
                let step =
                    2 * Double.pi * HapticPattern.wavFrequency(sharpness: timeline.sharpness(of: sharp, at: time))
                let edge = min(1, Double(index - first) / fade, Double(last - index) / fade)
                samples[index] += intensity * edge * sin(phase)
                phase += step / rate
            }
        }
        return samples.map { Int16((min(max($0, -1), 1) * 32_767).rounded()) }
    }

    static func pcm(_ wav: [UInt8]) -> [Int16] {
        stride(from: 44, to: wav.count - 1, by: 2).map { Int16(bitPattern: UInt16(wav[$0]) | UInt16(wav[$0 + 1]) << 8) }
    }

    static func maximumDifference(_ pattern: HapticPattern, sampleRate: Int = 8000) throws -> Int {
        let swept = pcm(try pattern.wavPreview(sampleRate: sampleRate))
        let direct = directWAV(pattern, sampleRate: sampleRate)
        #expect(swept.count == direct.count)
        return zip(swept, direct).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test("the sweep sounds like every event rendered on its own, for every fixture", arguments: PatternFixtures.names)
    func sweepMatchesDirect(name: String) throws {
        let pattern = try #require(AHAPLinter().lint(try PatternFixtures.bytes(name)).pattern)
        #expect(try Self.maximumDifference(pattern) <= 2)
    }

    @Test("the sweep matches with overlaps, fades, short events, curves and dynamic parameters")
    func sweepMatchesGenerated() throws {
        var generator = SplitMix(seed: 12)
        for _ in 0..<20 {
            var pattern = HapticPattern()
            for _ in 0..<generator.next(below: 30) {
                let time = Double(generator.next(below: 2000)) / 1000
                let intensity = Double(generator.next(below: 101)) / 100
                let sharpness = Double(generator.next(below: 11)) / 10
                if generator.next(below: 3) == 0 {
                    pattern.events.append(.transient(intensity: intensity, sharpness: sharpness, at: time))
                } else {
                    let duration = Double(generator.next(below: 800) + 1) / 1000
                    pattern.events.append(
                        .continuous(duration: duration, intensity: intensity, sharpness: sharpness, at: time))
                }
            }
            if generator.next(below: 2) == 0 {
                pattern.parameterCurves.append(
                    HapticPattern.ParameterCurve(.hapticSharpnessControl, at: 0.3, points: [(0, -0.5), (1, 0.5)]))
            }
            if generator.next(below: 2) == 0 {
                pattern.dynamicParameters.append(HapticPattern.DynamicParameter(.hapticIntensityControl, 0.4, at: 0.7))
            }
            #expect(try Self.maximumDifference(pattern) <= 2, "\(pattern)")
        }
    }

    @Test("100,000 overlapping continuous events render in seconds, to the same length")
    func manyOverlappingTones() throws {
        var pattern = HapticPattern()
        for index in 0..<100_000 {
            pattern.events.append(.continuous(duration: 2, intensity: 0.5, sharpness: 0.5, at: Double(index) * 1e-5))
        }
        let wav = try pattern.wavPreview(sampleRate: 8000)
        #expect(wav.count == 44 + 2 * (Int((3.0 - 1e-5 + 0.1) * 8000) + 1))
    }
}

/// A small deterministic generator for test inputs.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

@Suite("Previews: the SVG is bounded by the plot, not the pattern")
struct SVGScalingTests {
    @Test("100,000 transients draw at most one mark per pixel column, and say how many they stand for")
    func manyTransients() throws {
        var pattern = HapticPattern()
        for index in 0..<100_000 {
            pattern.events.append(
                .transient(intensity: index == 500 ? 1 : 0.5, sharpness: 0.3, at: Double(index) * 1e-4))
        }
        let svg = try pattern.svgPreview()
        #expect(svg.utf8.count < 400_000, "\(svg.utf8.count) bytes")
        let marks = svg.components(separatedBy: "<g><title>").count - 1
        #expect(marks <= 656)
        #expect(svg.contains("transients from 0 s to "))
        #expect(svg.contains("intensity up to 1,"))
        #expect(XMLParser(data: Data(svg.utf8)).parse())
    }

    @Test("a few transients still get one mark each")
    func fewTransients() throws {
        var pattern = HapticPattern()
        for index in 0..<600 {
            pattern.events.append(.transient(at: Double(index) * 1e-4))
        }
        let svg = try pattern.svgPreview()
        #expect(svg.components(separatedBy: "<g><title>transient at").count - 1 == 600)
    }

    @Test("10,000 overlapping continuous events draw as one envelope: the highest intensity, the sharpness range")
    func manyContinuous() throws {
        var pattern = HapticPattern()
        for index in 0..<10_000 {
            let loud = index == 5_000
            pattern.events.append(
                .continuous(
                    duration: loud ? 0.1 : 1, intensity: loud ? 1 : 0.5, sharpness: index % 2 == 0 ? 0.2 : 0.8,
                    at: loud ? 2.5 : Double(index) * 1e-4))
        }
        let svg = try pattern.svgPreview()
        #expect(svg.utf8.count < 100_000, "\(svg.utf8.count) bytes")
        #expect(svg.contains("10000 continuous events"))
        #expect(svg.components(separatedBy: "<path d=").count - 1 == 2 + 1)  // two runs, plus the legend's diamond
        // Full intensity (y = 56) is reached, and sharpness 0.2 and 0.8 are both drawn.
        let plot = SVGPlot(width: 720, height: 260, seconds: pattern.duration)
        #expect(svg.contains(" \(plot.y(1)) "))
        #expect(svg.contains(",\(plot.y(0.2)) ") && svg.contains(",\(plot.y(0.8)) "))
        #expect(XMLParser(data: Data(svg.utf8)).parse())
    }

    @Test("a 1 MB title or audio file name is cut in the picture")
    func longText() throws {
        let long = String(repeating: "n", count: 1_000_000)
        let pattern = HapticPattern(events: [.audioCustom(long)], metadata: ["Description": long])
        let svg = try pattern.svgPreview()
        #expect(svg.utf8.count < 10_000)
    }
}
