import Foundation
import HapticKitCLI
import Testing

@Suite("haptickit simulate")
struct SimulateCommandTests {
    func script(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("haptickit-\(UUID().uuidString).txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test("prints each outcome with its reason, and a summary")
    func prints() throws {
        let path = try script("0ms prepare alignment\n40ms alignment\n45ms alignment\n400ms success\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = HapticKitCommandLine.run(["simulate", "--device", "ipad-pencil-pro", path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        #expect(lines[1].contains("prepared UICanvasFeedbackGenerator in a view"))
        #expect(lines[2].contains("played UICanvasFeedbackGenerator.alignmentOccurred(at:) (warm)"))
        #expect(lines[3].contains("skipped: coalesced into alignment"))
        #expect(lines[4].contains("UICanvasFeedbackGenerator.pathCompleted(at:)"))
        #expect(lines[5] == "summary: 2 played, 1 skipped; warm hits 2 of 2")
    }

    @Test("--no-view plays the plain calls, and canvas feedback says it needs a location")
    func noView() throws {
        let path = try script("0ms alignment")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pad = HapticKitCommandLine.run(["simulate", "--device", "ipad-pencil-pro", "--no-view", path])
        #expect(pad.stdout.contains("needs a view and a location"))
        let phone = HapticKitCommandLine.run(["simulate", "--device", "iphone-ios17.4", path])
        #expect(phone.stdout.contains("impactOccurred(intensity:) (cold"))
    }

    @Test("a bad script fails with its line number")
    func badScript() throws {
        let path = try script("0ms alignment\n\n20ms alignmnet\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = HapticKitCommandLine.run(["simulate", "--device", "iphone", path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(path): line 3: unknown feedback 'alignmnet'"))
    }

    @Test(
        "usage errors exit 2",
        arguments: [
            (["simulate", "script.txt"], "needs --device"),
            (["simulate", "--device", "iphone"], "needs a script file"),
            (["simulate", "--device", "phone", "x"], "unknown device 'phone'"),
        ])
    func usage(_ arguments: [String], _ message: String) {
        let result = HapticKitCommandLine.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message))
    }

    @Test("a missing file is a usage error (exit 2), as in every command")
    func missingFile() {
        let result = HapticKitCommandLine.run(["simulate", "--device", "iphone", "/nonexistent/script.txt"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read script '/nonexistent/script.txt'"))
    }
}
