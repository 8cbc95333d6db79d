import Foundation
import HapticKit
import HapticKitCLI
import Testing

/// Exports each platform accepts, and warnings said aloud (the linear sweep
/// is tested in HapticKitToolingTests, `ExportSweepTests`).
@Suite("Exports: accepted by each platform, warnings on standard error")
struct ExportHardeningTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haptickit-\(UUID().uuidString)")

    func file(_ name: String, _ text: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test(
        "a pattern with nothing to feel exports as a no-op, never an empty createWaveform call",
        arguments: [
            #"{"Version": 1, "Pattern": []}"#,
            #"{"Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient", "#
                + #""EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 0}]}}]}"#,
            #"{"Pattern": [{"Event": {"Time": 0, "EventType": "AudioContinuous", "EventDuration": 1}}]}"#,
        ])
    func nothingToFeel(ahap: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let pattern = try HapticPattern(ahap: Data(ahap.utf8))
        let waveform = try pattern.androidWaveform()
        #expect(waveform.isSilent)
        #expect(!waveform.kotlin(name: "quiet").contains("createWaveform("))
        #expect(try pattern.webVibrationPattern().milliseconds.isEmpty)
        let path = try file("quiet.ahap", ahap)
        for target in ["android", "kotlin", "web"] {
            let result = HapticKitCommandLine.run(["convert", path, "--to", target])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("nothing to feel"), "\(target): \(result.stderr)")
            #expect(result.stderr.contains("output is a no-op"), "\(target): \(result.stderr)")
            #expect(!result.stdout.contains("createWaveform("), "\(target)")
        }
    }

    @Test("a pattern that plays keeps its createWaveform calls, and says nothing on standard error")
    func playsStaysQuiet() throws {
        let result = HapticKitCommandLine.run(["convert", "notation:O-o", "--to", "kotlin"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("VibrationEffect.createWaveform(timings, amplitudes, -1)"))
        #expect(result.stderr.isEmpty)
    }

    @Test("convert prints each warning it acts on to standard error, and only the output to standard output")
    func warningsOnStandardError() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try file(
            "cut.ahap",
            #"{"Version": 1, "Metadata": {"Project": 5}, "Pattern": [{"Event": {"Time": 0, "#
                + #""EventType": "HapticContinuous", "EventDuration": 45, "Foo": 1}}]}"#)
        let result = HapticKitCommandLine.run(["convert", path, "--to", "android"])
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 3, "\(result.stderr)")
        #expect(lines.contains { $0.contains("(duration-too-long)") && $0.contains("45 s") })
        #expect(lines.contains { $0.contains("(unknown-key)") && $0.contains("'Foo'") })
        #expect(lines.contains { $0.contains("(wrong-type)") && $0.contains("Metadata.Project") })
        #expect(lines.allSatisfy { $0.hasPrefix("haptickit convert: \(path):1:") })
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(json?["timings"] as? [Int] == [30_000])
        let preview = HapticKitCommandLine.run([
            "preview", path, "--svg", folder.appendingPathComponent("cut.svg").path,
        ])
        #expect(preview.status == 0)
        #expect(preview.stderr.split(separator: "\n").count == 3, "\(preview.stderr)")
        #expect(preview.stderr.contains("(duration-too-long)"))
    }
}
