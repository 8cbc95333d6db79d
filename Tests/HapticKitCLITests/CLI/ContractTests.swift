import Foundation
import HapticKit
import HapticKitCLI
import HapticKitTesting
import Testing

/// The exit-code contract, `--help` and `--`, machine-readable output, and bounded messages:
/// the contract breaks the hardening found, each a case that failed before.
@Suite("haptickit: one contract for every command")
final class ContractTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haptickit-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func run(_ arguments: String...) -> HapticKitCommandLine.Output {
        HapticKitCommandLine.run(arguments)
    }

    @Test("--help as an option's value is that value, not a request for help")
    func helpAsValue() {
        let route = run("route", "success", "--device", "--help")
        #expect(route.status == 2)
        #expect(route.stdout.isEmpty)
        #expect(route.stderr.contains("unknown device '--help'"))
        let convert = run("convert", "tap", "--to", "-h")
        #expect(convert.status == 2)
        #expect(convert.stderr.contains("unknown format '-h'"))
    }

    @Test("after --, --help is an input, not a request for help")
    func helpAfterDoubleDash() {
        let lint = run("lint", "--", "--help")
        #expect(lint.status == 2)
        #expect(!lint.stdout.contains("usage:"))
        #expect(lint.stderr.contains("no file or preset named '--help'"))
    }

    @Test("--help in option position still shows help, even after other arguments")
    func helpInOptionPosition() {
        for arguments in [["lint", "tap", "--help"], ["convert", "--to", "web", "-h"], ["simulate", "--help", "x"]] {
            let result = HapticKitCommandLine.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stdout.hasPrefix("usage: haptickit \(arguments[0])"), "\(arguments)")
        }
    }

    @Test(
        "a missing input file exits 2 in every command that reads one",
        arguments: [
            ["simulate", "--device", "iphone", "/nonexistent/script.txt"],
            ["lint", "/nonexistent/x.ahap"],
            ["convert", "/nonexistent/x.ahap", "--to", "web"],
            ["preview", "/nonexistent/x.ahap", "--svg", "/tmp/never-written.svg"],
        ])
    func missingFile(_ arguments: [String]) {
        let result = HapticKitCommandLine.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("/nonexistent/"))
    }

    @Test("the exit-code contract is in haptickit --help")
    func contractInHelp() {
        let help = run("--help").stdout
        #expect(help.contains("0  success"))
        #expect(help.contains("1  the input is wrong"))
        #expect(help.contains("2  usage"))
    }

    @Test("lint --format json puts the whole report on standard output even when an input is unreadable")
    func lintJSONWithUnreadable() throws {
        let result = run("lint", "--format", "json", "tap", "/nonexistent/x.ahap")
        #expect(result.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let unreadable = try #require(object["unreadable"] as? [String])
        #expect(unreadable.count == 1)
        #expect(unreadable[0].contains("/nonexistent/x.ahap"))
        #expect((object["files"] as? [Any])?.count == 1)
        #expect(result.stderr.contains("haptickit lint: no file or preset named '/nonexistent/x.ahap'"))
        let text = run("lint", "tap", "/nonexistent/x.ahap")
        #expect(text.status == 2)
        #expect(text.stdout == "1 input checked: 0 errors, 0 warnings; 1 input unreadable\n")
    }

    @Test("-o naming a folder says so (not NSCocoaErrorDomain) and exits 2")
    func outputFolder() {
        let result = run("convert", "tap", "--to", "ahap", "-o", folder.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("it is a folder; give a file name"))
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test("preview --svg X --wav X is refused and writes nothing")
    func previewSamePath() {
        let same = path("both")
        let result = run("preview", "tap", "--svg", same, "--wav", folder.path + "/./both")
        #expect(result.status == 2)
        #expect(result.stderr.contains("name the same file"))
        #expect(!FileManager.default.fileExists(atPath: same))
    }

    @Test("messages quote long input cut, with its length")
    func longInputQuoted() {
        let long = String(repeating: "x", count: 100_000)
        for arguments in [
            ["route", long], ["route", "success", "--device", long], ["route", "success", "--colour\(long)"],
            ["matrix", "--format", long], ["lint", long], [long],
            ["route", "success", "--device", "iphone", "--os", long],
        ] {
            let result = HapticKitCommandLine.run(arguments)
            #expect(result.status == 2)
            #expect(result.stderr.utf8.count < 2_000, "\(result.stderr.prefix(200))")
            #expect(result.stderr.contains("…' (1000"), "\(result.stderr.prefix(200))")
        }
    }

    @Test("a finding about a 1 MB key quotes it cut, not in full")
    func longKeyFinding() throws {
        let key = String(repeating: "k", count: 1_000_000)
        let file = path("key.ahap")
        try Data(#"{"Version": 1, "Pattern": [], "\#(key)": 1}"#.utf8).write(to: URL(fileURLWithPath: file))
        let result = run("lint", file)
        #expect(result.status == 0)
        #expect(result.stdout.contains("unknown key 'kkkk"))
        #expect(result.stdout.utf8.count < 2_000)
        let json = run("lint", "--format", "json", file)
        #expect(json.stdout.utf8.count < 2_000)
    }

    @Test("a script whose relative times pass Int64 nanoseconds is a bad script, not a trap")
    func scriptOverflow() throws {
        let text = "0ms success\n" + String(repeating: "+86400s success\n", count: 106_800)
        let error = #expect(throws: HapticScript.ParseError.self) { try HapticScript(text) }
        #expect(error?.line == 106_753)
        #expect(error?.message.contains("is past the latest time a script can reach") == true)
        let file = path("overflow.txt")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let result = run("simulate", "--device", "iphone", file)
        #expect(result.status == 1)
        #expect(result.stderr.contains("line 106753: time '+86400s' after"))
    }
}
