import Foundation
import HapticKit
import HapticKitCLI
import HapticKitTestSupport
import HapticKitTooling
import Testing

@Suite("haptickit lint, convert, preview")
final class PatternCommandTests {
    static let fixtures = PatternFixtures.folder.path

    /// A folder for this test's files, removed when the test ends.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haptickit-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func run(_ arguments: String...) -> HapticKitCommandLine.Output {
        HapticKitCommandLine.run(arguments)
    }

    /// A path in this test's folder.
    func temporary(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    func write(_ text: String, to name: String) throws -> String {
        let path = temporary(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("lint over Apple's fixtures: no errors, 13 warnings, each with file, line, column and path")
    func lintFixtures() {
        let result = run("lint", Self.fixtures)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("21 inputs checked: 0 errors, 13 warnings in 8 inputs\n"))
        #expect(
            result.stdout.contains(
                "Effects/Bounce.ahap:6:75: warning: trailing comma; Core Haptics accepts it, strict JSON parsers do "
                    + "not [Metadata] (trailing-comma)"))
        #expect(result.stdout.contains("Effects/Recoil.ahap:21:43: warning: HapticSharpness -1 is outside 0...1"))
    }

    @Test("lint --strict fails on warnings")
    func lintStrict() {
        let result = run("lint", "--strict", Self.fixtures)
        #expect(result.status == 1)
        #expect(result.stdout.contains("21 inputs checked: 13 errors, 0 warnings in 8 inputs"))
        #expect(result.stderr.isEmpty)
    }

    @Test("lint exits 1 on errors and names path, line and column")
    func lintErrors() throws {
        let path = try write(
            "{\n  \"Version\": 1,\n  \"Pattern\": [{\"Event\": {\"Time\": -1, \"EventType\": \"HapticTransient\"}}]\n}\n",
            to: "negative.ahap")
        let result = run("lint", path)
        #expect(result.status == 1)
        #expect(result.stdout.contains("negative.ahap:3:34: error: Time is negative"))
        #expect(result.stdout.contains("[Pattern[0].Event.Time] (negative-time)"))
        let json = run("lint", "--format", "json", path)
        #expect(json.status == 1)
        #expect((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil, "JSON on stdout, pipeable")
    }

    @Test("lint --format json reports every finding with its location")
    func lintJSON() throws {
        let result = run("lint", "--format", "json", Self.fixtures + "/Effects/Recoil.ahap")
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["warnings"] as? Int == 1)
        let files = try #require(object["files"] as? [[String: Any]])
        let finding = try #require((files.first?["findings"] as? [[String: Any]])?.first)
        #expect(finding["line"] as? Int == 21)
        #expect(finding["column"] as? Int == 43)
        #expect(finding["path"] as? String == "Pattern[0].Event.EventParameters[1].ParameterValue")
        #expect(finding["rule"] as? String == "out-of-range")
    }

    @Test("lint checks presets and notation as built")
    func lintBuilt() {
        let result = run("lint", "heartbeat", "notation:..oO-Oo..")
        #expect(result.status == 0)
        #expect(result.stdout == "2 inputs checked: 0 errors, 0 warnings\n")
    }

    @Test("a notation that cannot be read is wrong input, exit 1, named with its column by lint, convert and preview")
    func badNotation() throws {
        let lint = run("lint", "tap", "notation:O(")
        #expect(lint.status == 1)
        #expect(
            lint.stdout == "notation:1:2: error: bad notation 'O(': '(' is never closed (syntax)\n"
                + "2 inputs checked: 1 error, 0 warnings in 1 input\n")
        let json = run("lint", "--format", "json", "notation:O*0")
        #expect(json.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((report["unreadable"] as? [String])?.isEmpty == true)
        let files = try #require(report["files"] as? [[String: Any]])
        let finding = try #require((files.first?["findings"] as? [[String: Any]])?.first)
        #expect(finding["column"] as? Int == 2)
        #expect(finding["message"] as? String == "bad notation 'O*0': '*' takes a count from 1 to 1000")
        let svg = temporary("never.svg")
        for arguments in [["convert", "notation:O(", "--to", "web"], ["preview", "notation:O(", "--svg", svg]] {
            let result = HapticKitCommandLine.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr == "haptickit \(arguments[0]): 'notation' has errors:\n"
                    + "  notation:1:2: error: bad notation 'O(': '(' is never closed (syntax)\n")
        }
        #expect(!FileManager.default.fileExists(atPath: svg))
    }

    @Test("unreadable inputs and bad arguments exit 2 with the valid choices")
    func usageErrors() {
        let missing = run("lint", "no-such-file.ahap")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no file or preset named 'no-such-file.ahap'; presets: tap, double-tap"))
        #expect(run("lint").status == 2)
        let format = run("lint", "--format", "xml", "tap")
        #expect(format.status == 2)
        #expect(format.stderr.contains("formats: text, json"))
        let target = run("convert", "tap", "--to", "midi")
        #expect(target.status == 2)
        #expect(target.stderr.contains("formats: ahap, android, kotlin, web, swift"))
        #expect(run("convert", "tap").stderr.contains("needs --to <format>"))
        #expect(run("preview", "tap").status == 2)
        #expect(run("preview", "tap", "--wav", "x.wav", "--sample-rate", "44.1k").status == 2)
        #expect(run("lint", "--bogus", "tap").stderr.contains("valid options: --format <value>"))
        #expect(run("lint", Self.fixtures + "/LICENSE.txt").status == 1)
    }

    @Test("convert writes each format to standard output or a file")
    func convert() throws {
        let web = run("convert", "notation:O-o", "--to", "web")
        #expect(web.status == 0)
        #expect(web.stdout == "[20, 180, 20]\n")
        #expect(run("convert", "notation:O-o", "--to", "android").stdout.contains(#""amplitudes": [255, 0, 179]"#))
        #expect(run("convert", "tap", "--to", "kotlin", "--name", "click").stdout.contains("fun playClick("))
        #expect(run("convert", "tap", "--to", "swift").stdout.contains("func makeTapPattern()"))

        let boing = Self.fixtures + "/Effects/Boing.ahap"
        let output = temporary("boing.ahap")
        let written = run("convert", boing, "--to", "ahap", "-o", output)
        #expect(written.status == 0)
        #expect(written.stdout.hasPrefix("wrote \(output) (ahap, "))
        let original = try #require(AHAPLinter().lint(try Data(contentsOf: URL(fileURLWithPath: boing))).pattern)
        #expect(AHAPLinter(strict: true).lint(try Data(contentsOf: URL(fileURLWithPath: output))).pattern == original)
    }

    @Test("convert refuses inputs with errors, and with warnings under --strict")
    func convertRefuses() throws {
        let bad = try write(#"{"Pattern": [{"Event": {"Time": 0}}]}"#, to: "bad.ahap")
        let result = run("convert", bad, "--to", "ahap")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Event needs an EventType"))
        let bounce = Self.fixtures + "/Effects/Bounce.ahap"
        #expect(run("convert", bounce, "--to", "web").status == 0)
        #expect(run("convert", bounce, "--to", "web", "--strict").status == 1)
    }

    @Test("preview writes the SVG and the WAV")
    func preview() throws {
        let svg = temporary("spawn.svg")
        let wav = temporary("spawn.wav")
        let result = run(
            "preview", Self.fixtures + "/Ricochet/Spawn.ahap", "--svg", svg, "--wav", wav, "--sample-rate", "8000")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote \(svg) (SVG, "))
        #expect(result.stdout.contains("wrote \(wav) (WAV, 701 ms at 8000 Hz)"))
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("Effect for spawning the ball."))
        #expect(try Data(contentsOf: URL(fileURLWithPath: wav)).count == 44 + 2 * 5609)
        let unwritable = run("preview", "tap", "--svg", "/no/such/folder/x.svg")
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("cannot write '/no/such/folder/x.svg'"))
    }

    @Test("every command has --help, and the tool lists them")
    func help() {
        for command in ["lint", "convert", "preview"] {
            let result = run(command, "--help")
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("usage: haptickit \(command)"))
            #expect(result.stdout.contains("presets: tap, double-tap, heartbeat"))
        }
        let overview = run("--help").stdout
        #expect(overview.contains("lint") && overview.contains("convert") && overview.contains("preview"))
    }
}
