import HapticKit
import HapticKitTestSupport
import HapticKitTooling
import Testing

@Suite("AHAP fixtures from Apple")
struct AHAPRoundTripTests {
    @Test("all 21 fixtures are found")
    func fixturesArePresent() {
        #expect(PatternFixtures.names.count == 21)
    }

    @Test("every fixture loads without errors", arguments: PatternFixtures.names)
    func loads(name: String) throws {
        let result = AHAPLinter().lint(try PatternFixtures.bytes(name))
        #expect(result.errors.isEmpty, "\(result.findings)")
        #expect(result.pattern != nil)
    }

    @Test(
        "HapticPattern(ahap:), the app's reader, reads every fixture as the linter does",
        arguments: PatternFixtures.names)
    func appReaderAgrees(name: String) throws {
        let bytes = try PatternFixtures.bytes(name)
        #expect(try HapticPattern(ahap: bytes) == AHAPLinter().lint(bytes).pattern)
    }
}

@Suite("What Apple's fixtures teach")
struct AHAPFixtureFindingTests {
    @Test("several fixtures have trailing commas: warnings when lenient, errors when strict")
    func trailingCommas() throws {
        let bytes = try PatternFixtures.bytes("Effects/Bounce.ahap")
        let lenient = AHAPLinter().lint(bytes)
        #expect(lenient.findings.map(\.rule) == [.trailingComma])
        #expect(lenient.findings.first?.line == 6)
        #expect(lenient.findings.first?.path == "Metadata")
        #expect(AHAPLinter(strict: true).lint(bytes).pattern == nil)
    }

    @Test("Recoil.ahap's sharpness of -1 is clamped to 0, as Core Haptics does")
    func recoilClamp() throws {
        let result = AHAPLinter().lint(try PatternFixtures.bytes("Effects/Recoil.ahap"))
        #expect(result.findings.map(\.rule) == [.outOfRange])
        #expect(result.findings.first?.path == "Pattern[0].Event.EventParameters[1].ParameterValue")
        #expect(try #require(result.pattern).events[0].value(of: .hapticSharpness) == 0)
    }

    @Test("AudioCustom events keep their waveform path")
    func audioCustom() throws {
        let pattern = try #require(AHAPLinter().lint(try PatternFixtures.bytes("Ricochet/CollisionLarge.ahap")).pattern)
        let audio = try #require(pattern.events.first { $0.type == .audioCustom })
        #expect(audio.waveform?.path == "CoreHaptics/Ricochet/CollisionLarge.wav")
        #expect(audio.value(of: .audioVolume) == 1)
    }

    @Test("negative relative curve values are kept: sharpness control is -1...1")
    func negativeCurveValues() throws {
        let result = AHAPLinter(strict: true).lint(try PatternFixtures.bytes("Ricochet/Spawn.ahap"))
        #expect(result.findings.isEmpty)
        let curve = try #require(result.pattern?.parameterCurves.first { $0.id == .hapticSharpnessControl })
        #expect(curve.controlPoints.first?.value == -0.5)
    }

    @Test("Texture.ahap, which starts with a space, holds 101 transients")
    func texture() throws {
        let pattern = try #require(AHAPLinter().lint(try PatternFixtures.bytes("Ricochet/Texture.ahap")).pattern)
        #expect(pattern.events.allSatisfy { $0.type == .hapticTransient })
        #expect(pattern.events.count == 101)
    }
}
