import Foundation
import HapticKit
import HapticKitTooling
import Testing

#if canImport(FoundationXML)
import FoundationXML
import HapticKitTestSupport
#endif

@Suite("Previews: SVG and WAV")
struct PatternPreviewTests {
    @Test("the SVG is well-formed XML with one mark per transient and one area per continuous event")
    func svgStructure() throws {
        let pattern = HapticPattern {
            HapticPattern.Event.transient(intensity: 1, sharpness: 0.2)
            HapticPattern.Event.transient(intensity: 0.5, sharpness: 0.8).at(0.1)
            HapticPattern.Event.continuous(duration: 0.3, intensity: 0.6).at(0.2)
            HapticPattern.Event.audioCustom("a<b>.wav", at: 0.2)
        }
        let svg = try pattern.svgPreview(title: "Tom & \"Jerry\" <3")
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        #expect(svg.components(separatedBy: "<g><title>transient at").count - 1 == 2)
        #expect(svg.components(separatedBy: "fill-opacity=\"0.3\"").count - 1 == 1)
        #expect(svg.contains("<title>Tom &amp; &quot;Jerry&quot; &lt;3</title>"))
        #expect(svg.contains("audio at 0.2 s: a&lt;b&gt;.wav"))
        #expect(svg.contains("transient at 0.1 s: intensity 0.5, sharpness 0.8"))
    }

    @Test("the SVG applies curves: intensity follows the intensity control")
    func svgCurves() throws {
        let pattern = HapticPattern {
            HapticPattern.Event.continuous(duration: 1, intensity: 1, sharpness: 0.5)
            HapticPattern.ParameterCurve(.hapticIntensityControl, points: [(0, 1), (1, 0)])
            HapticPattern.Event.transient(intensity: 1).at(0.5)
        }
        let svg = try pattern.svgPreview(width: 500, height: 200)
        // Half-way through the fade, the transient is felt at half strength.
        #expect(svg.contains("transient at 0.5 s: intensity 0.5, sharpness 0.5"))
        #expect(svg.contains(#"width="500" height="200""#))
    }

    @Test("the SVG of every fixture and preset renders", arguments: PatternFixtures.names)
    func svgFixtures(name: String) throws {
        let pattern = try #require(AHAPLinter().lint(try PatternFixtures.bytes(name)).pattern)
        #expect(XMLParser(data: Data(try pattern.svgPreview().utf8)).parse())
    }

    @Test("the WAV is 16-bit mono PCM, 0.1 s longer than the pattern")
    func wavHeader() throws {
        let wav = try HapticPattern(notation: "O====").wavPreview(sampleRate: 8000)
        #expect(Array(wav[0..<4]) == Array("RIFF".utf8))
        #expect(Array(wav[8..<16]) == Array("WAVEfmt ".utf8))
        #expect(uint32(wav, 24) == 8000)
        #expect(uint16(wav, 22) == 1)
        #expect(uint16(wav, 34) == 16)
        let samples = (0.5 + 0.1) * 8000 + 1
        #expect(uint32(wav, 40) == UInt32(samples) * 2)
        #expect(wav.count == 44 + Int(samples) * 2)
    }

    @Test("sharpness sets the pitch: 150 Hz at 0, 600 Hz at 1")
    func wavPitch() throws {
        func crossings(sharpness: Double) throws -> Int {
            let wav = try HapticPattern {
                HapticPattern.Event.continuous(duration: 1, intensity: 1, sharpness: sharpness)
            }
            .wavPreview(sampleRate: 16_000)
            let samples = pcm(wav)[0..<16_000]
            return zip(samples, samples.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
        }
        #expect(abs(try crossings(sharpness: 0) - 300) <= 2)
        #expect(abs(try crossings(sharpness: 0.5) - 600) <= 2)
        #expect(abs(try crossings(sharpness: 1) - 1200) <= 2)
    }

    @Test("intensity sets the loudness: intensity 1 peaks at 80 % of full scale")
    func wavLoudness() throws {
        func peak(_ intensity: Double) throws -> Int {
            let wav = try HapticPattern { HapticPattern.Event.continuous(duration: 0.2, intensity: intensity) }
                .wavPreview(
                    sampleRate: 8000)
            return pcm(wav).map { abs(Int($0)) }.max() ?? 0
        }
        #expect(abs(try peak(1) - 26_214) < 200)
        #expect(abs(try peak(0.5) - 13_107) < 200)
        #expect(try peak(0) == 0)
        #expect(pcm(try HapticPattern().wavPreview(sampleRate: 8000)).allSatisfy { $0 == 0 })
    }

    @Test("a transient is a short ping that has died away 30 ms later")
    func wavPing() throws {
        let samples = pcm(
            try HapticPattern { HapticPattern.Event.transient(intensity: 1) }.wavPreview(sampleRate: 8000))
        #expect(samples[0..<80].map { abs(Int($0)) }.max() ?? 0 > 5000)
        #expect(samples[240...].allSatisfy { $0 == 0 })
    }

    private func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    private func pcm(_ wav: [UInt8]) -> [Int16] {
        stride(from: 44, to: wav.count - 1, by: 2).map { Int16(bitPattern: uint16(wav, $0)) }
    }
}

@Suite("Committed previews")
struct CommittedPreviewTests {
    @Test("docs/preview-jump.svg is what 'haptickit preview' draws for Jump.ahap today")
    func jumpPreviewIsCurrent() throws {
        let committed = try String(
            contentsOf: PatternFixtures.repository.appendingPathComponent("docs/preview-jump.svg"), encoding: .utf8)
        let pattern = try #require(AHAPLinter().lint(try PatternFixtures.bytes("Effects/Jump.ahap")).pattern)
        let title = try #require(pattern.metadata["Description"])
        #expect(
            try pattern.svgPreview(title: title) == committed,
            "regenerate: haptickit preview Fixtures/ahap/apple-unityplugins/Effects/Jump.ahap --svg docs/preview-jump.svg"
        )
    }
}
