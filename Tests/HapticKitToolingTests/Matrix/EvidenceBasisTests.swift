import Foundation
import HapticKitTestSupport
import Testing

@testable import HapticKit
@testable import HapticKitTooling

/// What each cell of the matrix rests on, held to what its source shows: documentation only where
/// Apple's header or page says it (or HapticKit says the choice is its own), a published test as
/// an observation with its hedge, and every source something a reader can open.
@Suite("The basis and the sources of every cell")
struct EvidenceBasisTests {
    /// Every cell of the matrix, and the Magic Trackpad's (a Mac input no column shows, whose cells
    /// are contested).
    static var routes: [(name: String, profile: DeviceProfile, route: HapticRoute)] {
        let profiles =
            DeviceProfile.allNamed.map { ($0.name, $0.profile) } + [
                (
                    "mac-trackpad with magic-trackpad",
                    DeviceProfile.named("mac-trackpad")!.with(inputDevice: .magicTrackpad)
                )
            ]
        return profiles.flatMap { name, profile in
            HapticFeedback.allCanonical.map { (name, profile, HapticRoute($0, on: profile)) }
        }
    }

    /// An address a reader can open (`developer.apple.com/…`, `github.com/…`, `nutrient.io/…`).
    static var address: Regex<(Substring, Substring)> { #/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+/[^\s)";,]+/# }
    /// A header line with the SDK it is in (`UIFeedbackGenerator.h:15, iOS 26.2 SDK`), or a Swift
    /// interface of an SDK.
    static var header: Regex<(Substring, Substring, Substring?)> {
        #/[A-Za-z]+\.(h|swiftinterface)(:[0-9,-]+)?, [A-Za-z]+ [0-9.]+ SDK/#
    }

    /// Whether `text` cites Apple itself: a page of Apple's or a header line of its SDKs.
    static func citesApple(_ text: String) -> Bool {
        text.contains("developer.apple.com/") || text.contains(header)
    }

    /// The words a source must use to name a profile's input, when it is documentation.
    static let inputWords: [String: String] = [
        "pencil-pro": "Apple Pencil Pro", "pencil": "Apple Pencil", "pencil-hover": "hover",
        "trackpad-hover": "hover", "magic-keyboard-trackpad": "Magic Keyboard",
        "magic-keyboard-trackpad-scroll": "Magic Keyboard", "bluetooth-trackpad": "Bluetooth",
        "mouse": "mouse", "magic-trackpad": "Magic Trackpad", "force-touch-trackpad": "trackpad",
        "game-controller": "GCController", "stylus": "GCStylus",
    ]

    @Test("a cell not marked inferred rests on Apple's header or page, or on a choice HapticKit says is its own")
    func documentationIsApplesOrOurs() {
        var checked = 0
        for (name, profile, route) in Self.routes where !route.isInferred {
            checked += 1
            let source = route.source
            let ours =
                source.contains("HapticKit's choice") || source.contains("HapticKit's reading")
                || source.hasPrefix("Package.swift")
            #expect(Self.citesApple(source) || ours, "\(route.feedback.name) on \(name): \(source)")
            // A choice of HapticKit's is among calls documented elsewhere; a page or header must
            // name the input it speaks of.
            if let words = Self.inputWords[profile.inputDevice.rawValue], !source.hasPrefix("HapticKit's") {
                #expect(
                    source.localizedCaseInsensitiveContains(words),
                    "\(route.feedback.name) on \(name): documentation that does not name the input: \(source)")
            }
        }
        #expect(checked > 300)
    }

    @Test("a cell whose only evidence is the Nutrient tests is inferred, and cites their hedge where they gave one")
    func nutrientIsAnObservation() {
        for (name, _, route) in Self.routes where route.source.contains("Nutrient") {
            let apple = route.source.replacingOccurrences(of: Evidence.nutrient, with: "")
            if !Self.citesApple(apple) {
                #expect(route.isInferred, "\(route.feedback.name) on \(name): \(route.source)")
            }
        }
        for name in ["ipad-pencil-hover", "ipad-trackpad-hover", "ipad-bluetooth-trackpad", "mac-catalyst"] {
            let profile = DeviceProfile.named(name)!
            for feedback in HapticFeedback.allCanonical {
                let route = HapticRoute(feedback, on: profile)
                #expect(route.isInferred && !route.plays, "\(feedback.name) on \(name)")
                #expect(route.source.contains("this could be due to issues with the sequence of events"), "\(name)")
            }
        }
        #expect(!HapticRoute(.alignment, on: .named("ipad-pencil-pro")!).isInferred, "Apple's page names it")
        #expect(HapticRoute(.alignment, on: .named("ipad-magic-keyboard-trackpad")!).isInferred)
        #expect(HapticRoute(.pathComplete, on: .named("ipad-magic-keyboard-trackpad")!).isInferred)
    }

    @Test("every source, and every source a cell is contested by, has an address or an SDK header line")
    func everySourceOpens() {
        var contested = 0
        for (name, _, route) in Self.routes {
            for text in [route.source] + (route.contestedBy.map { [$0] } ?? []) {
                let opens = text.contains(Self.address) || text.contains(Self.header) || text.hasPrefix("Package.swift")
                #expect(opens, "\(route.feedback.name) on \(name): \(text)")
                if text.contains("Nutrient") {
                    #expect(
                        text.contains("nutrient.io/blog/haptic-feedback-across-ipad-and-iphone/"),
                        "\(route.feedback.name) on \(name): the Nutrient tests without their address")
                }
            }
            if route.contestedBy != nil { contested += 1 }
        }
        #expect(contested > 100)
    }

    @Test("the Magic Trackpad is contested with both sides: reports that felt nothing and one that felt it")
    func magicTrackpadBothSides() throws {
        let route = HapticRoute(.alignment, on: DeviceProfile.named("mac-trackpad")!.with(inputDevice: .magicTrackpad))
        let contestedBy = try #require(route.contestedBy)
        #expect(contestedBy.contains("not felt: github.com/lwouis/alt-tab-macos/issues/5110"))
        #expect(contestedBy.contains("Felt, weakly: github.com/rxhanson/Multitouch-Community/issues/149"))
        #expect(contestedBy.contains("github.com/niw/HapticKey/issues/53"))
        #expect(contestedBy.contains("github.com/folivoraAI/BetterTouchTool/issues/2171"))
    }

    @Test("the text matrix resolves each contested cell to both sources")
    func textNamesBothSources() {
        let iPhone = DeviceProfile.allNamed.filter { $0.name == "iphone" }
        let text = DeviceMatrix(feedbacks: [.success, .increase, .decrease], devices: iPhone).render(.text)
        #expect(text.contains("(contested) [c1]\n"), "\(text)")
        #expect(text.contains("(contested) [c2]\n"), "\(text)")
        #expect(text.contains("  [c1] source: developer.apple.com/documentation/swiftui/sensoryfeedback/increase"))
        #expect(text.contains("       contested by: github.com/OpenSwiftUIProject/OpenSwiftUI"))
        #expect(!text.contains("[c3]"), "success is not contested")
    }

    @Test("a hedged published report marks its cells with its hedge, and the matrix counts them apart")
    func hedgedReport() throws {
        let hedge = "this could be due to issues with the sequence of events in the test app"
        let report = try ObservationReport(
            date: "2026-12-05",
            device: ObservedDevice(model: "iPad Pro (M4)", os: try .parse("iPadOS 18.2"), profile: "ipad"),
            observations: [
                Observation(
                    feedback: .alignment, input: .pencilHover,
                    call: "UICanvasFeedbackGenerator(view: view).alignmentOccurred(at: location)", felt: .notFelt)
            ],
            publication: try Publication(
                url: "https://example.com/write-up", quote: "never generated feedback", caveat: hedge))
        let matrix = DeviceMatrix(
            feedbacks: [.alignment], devices: DeviceProfile.allNamed.filter { $0.name == "ipad-pencil-hover" },
            observations: ObservationComparison([.init(name: "h.json", report: report)]))
        let markdown = matrix.render(.markdown)
        #expect(markdown.contains("| `alignment` | ·† |"), "\(markdown)")
        #expect(markdown.contains("example.com/write-up, hedged: \"\(hedge)\" (h.json)"), "\(markdown)")
        #expect(markdown.contains("1 on published observations (`†`; 1 of them only on tests their testers hedged)"))
        let cells = try #require(
            try JSONSerialization.jsonObject(with: Data(matrix.render(.json).utf8)) as? [[String: Any]])
        #expect(cells.first?["basis"] as? String == "published")
        #expect(cells.first?["hedged"] as? Bool == true)
        let reread = try ObservationReport(json: Array(try report.json().utf8))
        #expect(reread.publication?.caveat == hedge, "a report keeps its caveat")
    }

    @Test("a published report marks the one column its profile names, never an older one with the same route")
    func publishedMarksItsColumnOnly() throws {
        let report = ObservationFixtures.published(
            profile: "iphone", os: "iOS 18.2", model: "iPhone 15",
            [
                Observation(
                    feedback: .pattern(.tap), input: .finger, call: "CHHapticEngine.makePlayer(with:).start(atTime:)",
                    felt: .felt)
            ])
        let comparison = ObservationComparison([.init(name: "p.json", report: report)])
        let matrix = DeviceMatrix(
            feedbacks: [.pattern(.tap)],
            devices: DeviceProfile.allNamed.filter { ["iphone", "iphone-ios17.4"].contains($0.name) },
            observations: comparison)
        #expect(matrix.render(.markdown).contains("| `pattern:tap` | ●† | ● |"), "\(matrix.render(.markdown))")
        #expect(comparison.findings.filter(\.confirms).count == 1)
    }

    @Test("each column says whether the HapticKit Lab can check it, from the Lab's own manifest")
    func labReach() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let manifest = try String(
            contentsOf: root.appendingPathComponent("Apps/HapticKitLab.swiftpm/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".iOS(\"\(DeviceMatrix.labFloor.major).0\")"))
        #expect(manifest.contains("supportedDeviceFamilies: [.pad, .phone]"))
        let can = DeviceProfile.allNamed.filter { DeviceMatrix.labReach($0.profile).contains("checks this column") }
        #expect(can.map(\.name).allSatisfy { $0.hasPrefix("iphone") || $0.hasPrefix("ipad") })
        #expect(!can.map(\.name).contains("iphone-no-taptic"), "iOS 15.8 is below the Lab's iOS 16")
        #expect(!can.map(\.name).contains("ipad-iphone-app") && !can.map(\.name).contains("simulator"))
        #expect(can.map(\.name).contains("ipad-pencil-pro"))
    }
}
