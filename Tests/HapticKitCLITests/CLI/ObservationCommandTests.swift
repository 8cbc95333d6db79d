import Foundation
import HapticKit
import HapticKitCLI
import HapticKitTestSupport
import HapticKitTooling
import Testing

@Suite("haptickit verify, plan, and matrix --observations")
struct ObservationCommandTests {
    /// A fresh folder holding `reports` as `<name>.json`.
    func folder(_ reports: [String: ObservationReport], raw: [String: String] = [:]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("haptickit-obs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, report) in reports {
            try report.json().write(to: url.appendingPathComponent(name + ".json"), atomically: true, encoding: .utf8)
        }
        for (name, text) in raw {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return url.path
    }

    func observe(_ feedback: HapticFeedback, _ input: HapticInput.Device, _ felt: Observation.Felt)
        -> Observation
    {
        Observation(feedback: feedback, input: input, felt: felt)
    }

    @Test("verify exits 0 when nothing disagrees, 1 when something does, 2 for a report it cannot read")
    func exitStatuses() throws {
        let good = ObservationFixtures.report(profile: "ipad", [observe(.alignment, .pencilPro, .felt)])
        let bad = ObservationFixtures.report(profile: "ipad", [observe(.alignment, .finger, .felt)])
        let dir = try folder(
            ["good": good, "bad": bad], raw: ["broken.json": #"{"format": "haptickit-observations"}"#])
        let agrees = HapticKitCommandLine.run(["verify", dir + "/good.json"])
        #expect(agrees.status == 0)
        #expect(agrees.stdout.contains("  agrees  alignment with pencil-pro on ipad, iPadOS 18.2: felt"))
        let disagrees = HapticKitCommandLine.run(["verify", dir + "/good.json", dir + "/bad.json"])
        #expect(disagrees.status == 1)
        #expect(disagrees.stdout.contains("disagrees  alignment with finger on ipad"))
        let broken = HapticKitCommandLine.run(["verify", dir + "/good.json", dir + "/broken.json"])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("is not a report this haptickit reads: version: is missing"))
        #expect(broken.stdout.contains("agrees"))
        let missing = HapticKitCommandLine.run(["verify", dir + "/none.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such file"))
        #expect(HapticKitCommandLine.run(["verify"]).status == 2)
        #expect(HapticKitCommandLine.run(["verify", dir + "/good.json", "--format", "yaml"]).status == 2)
    }

    @Test("verify reads a Lab session's report with the gestures it recorded, and agrees where the router does")
    func labReport() throws {
        var session = LabSession(plan: SessionPlan(device: .iPadWithPencilPro))
        while let check = session.current {
            session.played(with: LabGesture.answering(check.input)[0])
            session.answer(check.expectsFelt ? .felt : .notFelt)
        }
        let device = ObservedDevice(model: "iPad16,3", os: .init(of: .iPad), profile: "ipad", idiom: .pad)
        let report = try session.report(device: device, date: "2026-12-01")
        #expect(report.observations.allSatisfy { $0.extra["gesture"] == .string("pencil") })
        let dir = try folder(["lab": report])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let verified = HapticKitCommandLine.run(["verify", dir + "/lab.json"])
        #expect(verified.status == 0)
        #expect(!verified.stdout.contains("disagrees"))
    }

    @Test("verify and matrix --observations refuse a FIFO unread, named or in the folder, so none makes them wait")
    func fifos() throws {
        let good = ObservationFixtures.report(profile: "ipad", [observe(.alignment, .pencilPro, .felt)])
        let dir = try folder(["good": good])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/pipe.json", 0o600) == 0)
        let named = HapticKitCommandLine.run(["verify", dir + "/good.json", dir + "/pipe.json"])
        #expect(named.status == 2)
        #expect(named.stderr.contains("it is a FIFO, not a regular file; give a report on standard input as '-'"))
        #expect(named.stdout.contains("agrees  alignment with pencil-pro"))
        let matrix = HapticKitCommandLine.run(["matrix", "--observations", dir])
        #expect(matrix.status == 2)
        #expect(matrix.stderr.contains("it is a FIFO, not a regular file"), "\(matrix.stderr)")
    }

    @Test("a report over the 16 MB limit is refused unread, and the message names the limit")
    func tooLarge() throws {
        let dir = try folder([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/huge.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(count: 16 * 1024 * 1024 + 1)))
        let verified = HapticKitCommandLine.run(["verify", path])
        #expect(verified.status == 2)
        #expect(verified.stderr.contains(": it is over the 16 MB limit;"), "\(verified.stderr)")
    }

    @Test("a 100 KB profile or model name in a report is printed cut, in the report's line and in its cell's")
    func longNames() throws {
        let long = String(repeating: "x", count: 100_000)
        let report =
            #"{"format":"haptickit-observations","version":1,"haptickit":"1.0.0","date":"2026-12-01","device":"#
            + #"{"model":"\#(long)","os":"iPadOS 18.2","profile":"\#(long)"},"#
            + #""observations":[{"feedback":"alignment","input":"pencil-pro","felt":"felt"}]}"#
        let dir = try folder([:], raw: ["long.json": report])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let verified = HapticKitCommandLine.run(["verify", dir + "/long.json"])
        #expect(verified.status == 0)
        #expect(verified.stdout.contains("1 unknown"))
        #expect(verified.stdout.count < 1000, "\(verified.stdout.prefix(300))")
        let markdown = HapticKitCommandLine.run(["verify", "--format", "markdown", dir + "/long.json"])
        #expect(markdown.stdout.count < 1500, "\(markdown.stdout.prefix(300))")
    }

    @Test("a report named twice, through a link, or linked in the folder, is read and counted once")
    func sameReportTwice() throws {
        let good = ObservationFixtures.report(profile: "ipad", [observe(.alignment, .pencilPro, .felt)])
        let dir = try folder(["good": good])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: "good.json")
        let twice = HapticKitCommandLine.run(["verify", dir + "/good.json", dir + "/good.json", dir + "/link.json"])
        #expect(twice.status == 0)
        #expect(twice.stdout.contains("summary: 1 observation of 1 cell"), "\(twice.stdout)")
        #expect(twice.stderr.components(separatedBy: "again; it is read once\n").count == 3, "\(twice.stderr)")
        let matrix = HapticKitCommandLine.run(["matrix", "--format", "markdown", "--observations", dir])
        #expect(matrix.status == 0)
        #expect(matrix.stdout.contains("Observations: 1 Lab report "), "\(matrix.stdout.prefix(2000))")
    }

    @Test("verify on the example report: every verdict but conflict, and exit 1 for its made-up disagreement")
    func example() throws {
        let result = HapticKitCommandLine.run(["verify", ObservationFixtures.examplePath])
        #expect(result.status == 1)
        #expect(result.stdout.contains("(an example, not evidence)"))
        for label in ["agrees", "disagrees", "unsure", "unknown"] {
            #expect(result.stdout.contains("\n  \(label) "), "\(label)")
        }
        let json = HapticKitCommandLine.run(["verify", ObservationFixtures.examplePath, "--format", "json"])
        #expect(json.status == 1)
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
        let markdown = HapticKitCommandLine.run(["verify", "--format=markdown", ObservationFixtures.examplePath])
        #expect(markdown.stdout.hasPrefix("| verdict | feedback | input | device | observed | router |"))
    }

    @Test("the matrix marks a confirmed cell with ✓ and its citation, and a contradicted one with ✗")
    func matrixMarks() throws {
        let iPad = ObservationFixtures.report(
            profile: "ipad", [observe(.alignment, .pencilPro, .felt), observe(.alignment, .finger, .felt)])
        let iPhone = ObservationFixtures.report(
            profile: "iphone", model: "iPhone17,1", [observe(.success, .finger, .felt)])
        let dir = try folder(["a-ipad": iPad, "b-iphone": iPhone], raw: ["README.md": "not a report"])
        let result = HapticKitCommandLine.run(["matrix", "--format", "markdown", "--observations", dir])
        #expect(result.status == 0, "\(result.stderr)")
        let cited = " ✓ observed: felt on iPad16,3, iPadOS 18.2, 2026-12-01 (\(dir)/a-ipad.json)"
        #expect(
            result.stdout.contains("`UICanvasFeedbackGenerator(view: view).alignmentOccurred(at: location)`\(cited)"))
        #expect(result.stdout.contains("✗ disagrees: felt on iPad16,3, iPadOS 18.2, 2026-12-01"))
        #expect(result.stdout.contains("Observations: 2 Lab reports"))
        let matrix = DeviceMatrix(
            feedbacks: [.alignment, .success],
            devices: DeviceProfile.allNamed.filter { ["iphone", "ipad-finger", "ipad-pencil-pro"].contains($0.name) },
            observations: ObservationComparison([.init(name: "a", report: iPad), .init(name: "b", report: iPhone)]))
        let grid = matrix.render(.markdown)
        #expect(grid.contains(" | ·✗ | ●✓ |\n| `success` | ●✓ | "))
        let cells = try #require(
            try JSONSerialization.jsonObject(with: Data(matrix.render(.json).utf8)) as? [[String: Any]])
        #expect(cells.contains { ($0["contradicted"] as? [String])?.isEmpty == false })
        #expect(matrix.render(.text).contains("✓ observed: felt on iPhone17,1, iOS 18.2"))
    }

    @Test("an observation on another OS marks a column only where the route is the same, and never a later release")
    func otherVersions() throws {
        let report = ObservationFixtures.report(
            profile: "ipad", os: "iPadOS 26.1", [observe(.alignment, .pencilPro, .felt)])
        let comparison = ObservationComparison([.init(name: "r", report: report)])
        let matrix = DeviceMatrix(
            feedbacks: [.alignment],
            devices: DeviceProfile.allNamed.filter { $0.profile.inputDevice == .pencilPro }, observations: comparison)
        for column in matrix.columns {
            let same =
                HapticRoute(.alignment, on: column.device.profile)
                == HapticRoute(.alignment, on: .iPadWithPencilPro.with(os: .init(26, 1)))
            let marked = column.observed[0].contains { $0.confirms }
            #expect(marked == (same && column.device.profile.os.major <= 26), "\(column.device.name)")
        }
    }

    @Test("verify and matrix --observations read published observations beside Lab reports")
    func published() throws {
        let published = ObservationFixtures.published(
            profile: "iphone-no-taptic", os: "iOS 14.8",
            [
                Observation(
                    feedback: .impact(.heavy), input: .finger,
                    call: "UIImpactFeedbackGenerator(style: .heavy).impactOccurred()", felt: .notFelt)
            ])
        let lab = ObservationFixtures.report(profile: "ipad", [observe(.alignment, .pencilPro, .felt)])
        let dir = try folder(["lab": lab, "published": published])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let verify = HapticKitCommandLine.run(["verify", dir + "/lab.json", dir + "/published.json"])
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(
            verify.stdout.contains(
                "\(dir)/published.json: iPhone 6s, iOS 14.8, profile iphone-no-taptic, published at "
                    + "example.com/forum/thread/1, 1 observation\n"), "\(verify.stdout)")
        #expect(
            verify.stdout.contains(
                "agrees  impact-heavy with finger on iphone-no-taptic, iOS 14.8 (routed on iOS 15.8): not felt"))
        let matrix = HapticKitCommandLine.run(["matrix", "--format", "markdown", "--observations", dir])
        #expect(matrix.status == 0, "\(matrix.stderr)")
        #expect(matrix.stdout.contains("| `impact-heavy` | ● | ● | ·† |"))
        #expect(matrix.stdout.contains("Observations: 1 Lab report ("))
        #expect(matrix.stdout.contains("and 1 published report (listed under [Published observations]"))
        let broken = ObservationFixtures.publishedJSON { $0["publication"] = ["url": "https://example.com/x"] }
        try Data(broken).write(to: URL(fileURLWithPath: dir + "/broken.json"))
        let refused = HapticKitCommandLine.run(["verify", dir + "/published.json", dir + "/broken.json"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("is not a report this haptickit reads: publication.quote: is missing"))
        #expect(HapticKitCommandLine.run(["matrix", "--observations", dir]).status == 2)
    }

    @Test("the observations folder may not hold an example, and must exist")
    func folderRules() throws {
        let example = try String(contentsOfFile: ObservationFixtures.examplePath, encoding: .utf8)
        let dir = try folder([:], raw: ["example.json": example])
        let result = HapticKitCommandLine.run(["matrix", "--observations", dir])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is an example report (\"example\": true), not evidence"))
        #expect(HapticKitCommandLine.run(["matrix", "--observations", dir + "/nowhere"]).status == 2)
    }

    @Test("plan prints the checks for a profile, inferred first, and their number")
    func plan() {
        let result = HapticKitCommandLine.run(["plan", "--device", "ipad-pencil-pro"])
        let plan = SessionPlan(device: .iPadWithPencilPro)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("\(plan.checks.count) checks for \(HapticFeedback.allCanonical.count) cells\n"))
        #expect(
            result.stdout.contains(
                "1. pencil-pro (drag): play \(plan.checks[0].feedback.name) -> \(plan.checks[0].call.description)"))
        let hover = HapticKitCommandLine.run(["plan", "--device", "ipad", "--inputs", "pencil-hover"])
        #expect(hover.stdout.contains("1. pencil-hover (hover): play "))
        let inputs = HapticKitCommandLine.run(["plan", "--device", "ipad", "--inputs", "finger,pencil-pro"])
        #expect(
            inputs.stdout.hasPrefix(
                "ipad (iPadOS 18.2, pad, no haptic hardware in the device, unspecified input): inputs finger, pencil-pro\n"
            ))
        let wrong = HapticKitCommandLine.run(["plan", "--device", "iphone", "--inputs", "stylus"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("'stylus' is not an input of iphone; inputs: finger, game-controller"))
        #expect(HapticKitCommandLine.run(["plan"]).status == 2)
    }
}
