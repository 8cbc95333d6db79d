import Foundation
import HapticKit
import HapticKitCLI
import HapticKitTooling
import Testing

@Suite("haptickit, in process")
struct CommandLineTests {
    func run(_ arguments: String...) -> HapticKitCommandLine.Output {
        HapticKitCommandLine.run(arguments)
    }

    @Test("route names the Apple call, the reason and the source")
    func route() {
        let pencil = run("route", "alignment", "--device", "ipad-pencil-pro")
        #expect(pencil.status == 0)
        #expect(pencil.stdout.contains("UICanvasFeedbackGenerator.alignmentOccurred(at:)"))
        #expect(pencil.stdout.contains("source: UICanvasFeedbackGenerator.h:13, iOS 26.2 SDK"))
        #expect(pencil.stdout.contains("developer.apple.com/documentation/uikit/uicanvasfeedbackgenerator"))
        #expect(!pencil.stdout.contains("inferred"))
        #expect(run("route", "success", "--device", "ipad-pencil-pro").stdout.contains("known:  inferred"))
        let catalyst = run("route", "alignment", "--device=mac-catalyst")
        #expect(catalyst.status == 0)
        #expect(catalyst.stdout.contains("silent"))
        #expect(catalyst.stdout.contains("Mac Catalyst"))
    }

    @Test("route without --device says, device by device, when the call is handed to the system, as with one")
    func overviewKeepsHandedToTheSystem() throws {
        let overview = run("route", "alignment")
        #expect(overview.status == 0)
        let iPad = try #require(overview.stdout.split(separator: "\n").first { $0.hasPrefix("ipad ") })
        let one = run("route", "alignment", "--device", "ipad").stdout
        let felt = try #require(one.split(separator: "\n").first { $0.contains("felt:") })
        let state = felt.replacingOccurrences(of: "  felt:   ", with: "")
        #expect(state.hasPrefix("handed to the system"))
        #expect(iPad.contains("(\(state))"))
        let pencilPro = try #require(overview.stdout.split(separator: "\n").first { $0.hasPrefix("ipad-pencil-pro ") })
        #expect(!pencilPro.contains("handed to the system"), "a cell that plays says nothing more")
    }

    @Test("--os runs a profile on another version")
    func osOverride() {
        let old = run("route", "selection", "--device", "iphone", "--os", "17.4")
        #expect(old.stdout.contains("UISelectionFeedbackGenerator.selectionChanged()"))
        let new = run("route", "selection", "--device", "iphone", "--os", "17.5")
        #expect(new.stdout.contains("UISelectionFeedbackGenerator.selectionChanged(at:)"))
    }

    @Test("--input changes what drives the interaction")
    func inputOverride() {
        let result = run("route", "alignment", "--device", "ipad-finger", "--input", "pencil-pro")
        #expect(result.stdout.contains("UICanvasFeedbackGenerator.alignmentOccurred(at:)"))
    }

    @Test("inputs are kebab-case like feedback and devices; the camelCase of earlier versions still reads")
    func inputSpellings() {
        let kebab = run("route", "alignment", "--device", "ipad", "--input", "any-pencil")
        #expect(kebab.status == 0)
        #expect(kebab.stdout.contains("input: Apple Pencil (Pro or not)"), "\(kebab.stdout)")
        let camel = run("route", "alignment", "--device", "ipad", "--input", "anyPencil")
        #expect(camel.stdout == kebab.stdout)
        #expect(run("route", "alignment", "--device", "ipad", "--input", "pencilPro").status == 0)
        #expect(run("route", "--help").stdout.contains("any-pencil"))
    }

    @Test("no help, error or listing spells an input, feedback, device or silence in camelCase")
    func oneSpellingEverywhere() {
        let kebab =
            HapticInput.allNames + HapticFeedback.allNames + DeviceProfile.allNamed.map(\.name)
            + HapticSilence.allCases.map(\.rawValue)
        // `magic-keyboard-trackpad` → `magicKeyboardTrackpad`; names of one word have one spelling.
        let camelCase = kebab.filter { $0.contains("-") }.map { name in
            let words = name.split(separator: "-")
            return words.dropFirst().reduce(String(words[0])) { $0 + $1.prefix(1).uppercased() + $1.dropFirst() }
        }
        // The commands `haptickit --help` lists, one a line after `commands:`.
        let help = run("--help").stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let commands = help.drop { $0 != "commands:" }.dropFirst().prefix { !$0.isEmpty }
            .map { String($0.split(separator: " ")[0]) }
        #expect(commands.count == 12, "\(commands)")
        var outputs = [run("--help")] + commands.map { run($0, "--help") }
        outputs += [
            run("route", "x"), run("route", "alignment", "--device", "x"), run("route", "alignment"),
            run("route", "alignment", "--device", "ipad", "--input", "x"),
            run("snap", "--device", "ipad", "--input", "x"),
            run("plan", "--device", "ipad", "--inputs", "x"), run("plan", "--device", "vision-stylus"),
            run("devices", "--verbose"), run("matrix"), run("snippet", "level-change", "--device", "ipad-finger"),
            run("snippet", "alignment", "--framework", "appkit"),
        ]
        for output in outputs {
            let text = output.stdout + output.stderr
            // A name after a dot is Apple's API (`perform(.levelChange, …)`), not ours.
            let words = Set(
                text.split { !$0.isLetter && !$0.isNumber && $0 != "." }.map {
                    $0.split(separator: ".", omittingEmptySubsequences: false)[0]
                })
            let found = camelCase.filter { words.contains(Substring($0)) }
            #expect(found.isEmpty, "\(found) in: \(text.prefix(200))")
        }
    }

    @Test("every command that takes an input still reads its camelCase spelling of earlier versions")
    func camelCaseInputsStillRead() {
        let snap = run("snap", "--device", "ipad", "--input", "anyPencil")
        #expect(snap.status == 0)
        #expect(snap == run("snap", "--device", "ipad", "--input", "any-pencil"))
        let plan = run("plan", "--device", "vision-stylus", "--inputs", "gameController,eyesAndHands")
        #expect(plan.status == 0)
        #expect(plan == run("plan", "--device", "vision-stylus", "--inputs", "game-controller,eyes-and-hands"))
        let camel = run("route", "alignment", "--device", "ipad", "--input", "magicKeyboardTrackpadScroll")
        #expect(camel.status == 0)
        #expect(camel == run("route", "alignment", "--device", "ipad", "--input", "magic-keyboard-trackpad-scroll"))
    }

    @Test("a silent cell names its reason in kebab-case, in route's text and in the matrix's JSON")
    func silenceNames() throws {
        let route = run("route", "success", "--device", "ipad-finger")
        #expect(route.stdout.contains("  silent: no-haptic-hardware\n"), "\(route.stdout)")
        let matrix = run("matrix", "--format", "json")
        let cells = try #require(try JSONSerialization.jsonObject(with: Data(matrix.stdout.utf8)) as? [[String: Any]])
        let silences = Set(cells.compactMap { $0["silence"] as? String })
        #expect(silences.isSuperset(of: ["no-haptic-hardware", "platform-plays-nothing", "input-plays-nothing"]))
        #expect(silences.allSatisfy { $0 == $0.lowercased() }, "\(silences)")
    }

    @Test("a clamped intensity is reported, not lost")
    func clampedIntensity() {
        let result = run("route", "impact-light@1.7", "--device", "iphone")
        #expect(result.status == 0)
        #expect(result.stdout.contains("intensity 1 (clamped from 1.7)"))
    }

    @Test("route without --device lists every profile")
    func overview() {
        let result = run("route", "success")
        #expect(result.status == 0)
        for named in DeviceProfile.allNamed {
            #expect(result.stdout.contains("\(named.name) "))
        }
    }

    @Test("matrix prints every format", arguments: DeviceMatrix.Format.allCases)
    func matrix(_ format: DeviceMatrix.Format) {
        let result = run("matrix", "--format", format.rawValue)
        #expect(result.status == 0)
        #expect(result.stdout == (format == .text ? DeviceMatrix().grid() : DeviceMatrix().render(format)))
    }

    @Test("the JSON matrix has one object per cell")
    func jsonMatrix() throws {
        let data = Data(run("matrix", "--format", "json").stdout.utf8)
        let cells = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(cells.count == DeviceProfile.allNamed.count * HapticFeedback.allCanonical.count)
        let cell = try #require(
            cells.first { $0["device"] as? String == "ipad-pencil-pro" && $0["feedback"] as? String == "alignment" })
        #expect(cell["api"] as? String == "UICanvasFeedbackGenerator.alignmentOccurred(at:)")
        #expect(cell["plays"] as? Bool == true)
    }

    @Test("devices lists every profile with a description")
    func devices() {
        let result = run("devices")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == DeviceProfile.allNamed.count)
        #expect(
            run("devices", "--verbose").stdout.contains(
                "iPadOS 18.2, pad, no haptic hardware in the device, Apple Pencil Pro"))
    }

    @Test(
        "usage errors exit 2 and list what is valid",
        arguments: [
            (["route", "sucess", "--device", "iphone"], "valid names: success"),
            (["route", "success", "--device", "iphone7"], "devices: iphone, iphone-ios17.4"),
            (
                ["route", "success", "--device", "iphone", "--os", "seventeen"],
                "--os 'seventeen' is not an OS version; write major[.minor[.patch]], e.g. 17.4"
            ),
            (["route", "success", "--device", "iphone", "--input", "toe"], "inputs: unspecified, finger"),
            (["route", "success", "--device"], "'--device' needs a value"),
            (["route", "success", "--device", "iphone", "--device", "tv"], "given twice"),
            (["route", "success", "--colour"], "unknown option '--colour' for 'route'; valid options: --device"),
            (["route"], "needs a feedback name"),
            (["route", "success", "error"], "unexpected argument 'error'"),
            (["route", "success", "--os", "17.4"], "need --device"),
            (["matrix", "--format", "xml"], "formats: text, markdown, json"),
            (["matrix", "extra"], "unexpected argument 'extra'"),
            (["devices", "--verbose=yes"], "takes no value"),
            (["frobnicate"], "unknown command 'frobnicate'; commands: matrix, route, devices"),
        ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let result = HapticKitCommandLine.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("--help works everywhere and exits 0")
    func help() {
        for arguments in [
            ["--help"], ["-h"], ["help"], ["help", "route"], ["route", "--help"], ["matrix", "-h"],
            ["devices", "--help"],
        ] {
            let result = HapticKitCommandLine.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stdout.contains("usage: haptickit"), "\(arguments)")
        }
        let bare = run()
        #expect(bare.status == 2)
        #expect(bare.stderr.contains("commands:"))
    }

    @Test("no argument list crashes the tool")
    func oddArguments() {
        let odd = ["", "-", "--", "=", "--=", "-x", "@", "route", "--device", "--os", "impact-light@", "é", "\u{0}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let arguments = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                odd.randomElement(using: &generator)!
            }
            let result = HapticKitCommandLine.run(arguments)
            #expect([0, 1, 2].contains(result.status), "\(arguments)")
        }
    }

    @Test("CLIError shows its message")
    func cli() {
        let usage: any Error = CLIError.usage("unknown command 'pley'")
        #expect(usage.localizedDescription == "unknown command 'pley'")
        let report: any Error = CLIError.report("1 error", status: 1, messages: "")
        #expect(report.localizedDescription == "1 error")
    }

    @Test("haptickit --version and new observation reports say it")
    func readers() {
        let printed = HapticKitCommandLine.run(["--version"])
        #expect(printed.status == 0)
        #expect(printed.stdout == "haptickit \(HapticKitVersion.current)\n")
        #expect(ObservationReport.currentHapticKitVersion == HapticKitVersion.current)
    }
}
