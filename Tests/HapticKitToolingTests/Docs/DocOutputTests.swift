import Foundation
@_spi(HapticKitInternal) import HapticKit
import HapticKitTestSupport
import HapticKitTesting
import HapticKitTooling
import Testing

/// Stands in for the view the examples play in (`canvas`).
private final class Canvas: Sendable {}

/// The outputs doc comments quote are what the code prints: every ``QuotedOutput`` under
/// `Sources` has its code here, run, and compared with the comment.
@Suite("Quoted outputs in doc comments")
struct DocOutputTests {
    /// What each quoted output's code prints (without `print`'s last line break), by
    /// ``QuotedOutput/key``: the example's code, with what it names made here.
    static let printed: [String: @Sendable () throws -> String] = [
        "HapticCall.swift: print(call?.api ?? \"silent\")": {
            HapticRoute(.success, on: .iPhone).call?.api ?? "silent"
        },
        "HapticRoute.swift: print(route.call!.api)": {
            try #require(HapticRoute(.alignment, on: .iPhone).call).api
        },
        "HapticRoute.swift: route.call?.api": {
            HapticRoute(.alignment, on: .named("ipad-pencil-pro")!).call?.api ?? "nil"
        },
        "HapticRoute.swift: route.why": {
            HapticRoute(.alignment, on: .named("ipad-pencil-pro")!).why
        },
        "HapticRoute.swift: print(HapticRoute(.alignment, on: .iPad, input: .anyPencil).delivery)": {
            HapticRoute(.alignment, on: .iPad, input: .anyPencil).delivery
        },
        "HapticRoute.swift: print(HapticRoute(.alignment, on: .iPad, input: .finger).delivery)": {
            HapticRoute(.alignment, on: .iPad, input: .finger).delivery
        },
        "HapticRoute.swift: print(HapticRoute(.alignment, on: .iPhone).delivery)": {
            HapticRoute(.alignment, on: .iPhone).delivery
        },
        "Haptics+Input.swift: print(iPad.play(.alignment, at: point, in: canvas, input: .finger))": {
            let iPad = Haptics(backend: HapticRecorder(), device: .iPad)
            return "\(iPad.play(.alignment, at: CGPoint(x: 10, y: 20), in: Canvas(), input: .finger))"
        },
        "Haptics+Input.swift: print(iPad.play(.alignment, at: point, in: canvas, input: .anyPencil))": {
            let (iPad, canvas, point) = (
                Haptics(backend: HapticRecorder(), device: .iPad), Canvas(), CGPoint(x: 10, y: 20)
            )
            iPad.play(.alignment, at: point, in: canvas, input: .finger)
            return "\(iPad.play(.alignment, at: point, in: canvas, input: .anyPencil))"
        },
        "HapticReadError.swift: print(error)": {
            "\(try #require(thrown { _ = try HapticPattern(notation: "O*0") }))"
        },
        "HapticReadError.swift: print(failure)": {
            "\(try #require(thrown { _ = try HapticPattern(ahap: Array(#"{"Version": 1}"#.utf8)) }))"
        },
        "HapticReadError.swift: print(mistake)": {
            "\(try #require(thrown { _ = try HapticFeedback.named("impact-light@loud") }))"
        },
        "ObservationReadError.swift: print(error)": {
            "\(try #require(thrown { _ = try ObservationReport(json: Array(#"{"format": 1}"#.utf8)) }))"
        },
        "AHAPFinding.swift: print(AHAPLinter().lint(text).findings[0])": {
            let text = #"{"Version": 1, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient"}},]}"#
            return "\(AHAPLinter().lint(text).findings[0])"
        },
        "AHAPLinter.swift: print(report.findings[0])": {
            let ahap =
                #"{"Version": 1.0, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient","#
                + #""EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 1.4}]}}]}"#
            return "\(AHAPLinter().lint(ahap).findings[0])"
        },
        "AHAPLinter.swift: for finding in AHAPLinter().lint(pattern).findings { print(finding) }": {
            let pattern = HapticPattern { HapticPattern.Event.continuous(duration: 45, intensity: 1.2) }
            return AHAPLinter().lint(pattern).findings.map { "\($0)" }.joined(separator: "\n")
        },
        "AHAPWriter.swift: print(AHAPWriter().write(pattern))": {
            AHAPWriter().write(HapticPattern { HapticPattern.Event.transient(intensity: 1, sharpness: 0.5) })
        },
        "WebVibrationPattern.swift: web.javascript": {
            try HapticPattern(notation: "O-o").webVibrationPattern().javascript
        },
        "DecimalFormat.swift: DecimalFormat.text(0.7, maximumFractionDigits: 2)": {
            DecimalFormat.text(0.7, maximumFractionDigits: 2)
        },
        "DecimalFormat.swift: DecimalFormat.text(1.0)": { DecimalFormat.text(1.0) },
        "DecimalFormat.swift: DecimalFormat.text(0.125, maximumFractionDigits: 2)": {
            DecimalFormat.text(0.125, maximumFractionDigits: 2)
        },
    ]

    /// The texts each code span of a `description`'s or `summary`'s doc comment is to be one of, by
    /// ``QuotedOutput/key``.
    static let described: [String: @Sendable () throws -> [String]] = {
        var table: [String: @Sendable () throws -> [String]] = [:]
        func add(_ file: String, _ spans: [String], _ texts: @escaping @Sendable () throws -> [String]) {
            for span in spans { table["\(file): `\(span)`"] = texts }
        }
        add("HapticFeedback.swift", ["success", "impact-light", "button-press"]) {
            try HapticFeedback.allNames.map { "\(try HapticFeedback.named($0))" }
        }
        add("ObservationReport+Published.swift", ["lab", "published"]) {
            ObservationReport.Kind.all.map(\.description)
        }
        add("HapticIntensity.swift", ["0.7", "1 (clamped from 1.5)"]) { [0.7, 1.5].map { "\(HapticIntensity($0))" } }
        add("HapticCall.swift", ["UINotificationFeedbackGenerator().notificationOccurred(.success)"]) {
            [try #require(HapticRoute(.success, on: .iPhone.with(os: DeviceProfile.OSVersion(17, 4))).call).description]
        }
        add("HapticInput+Device.swift", ["Apple Pencil Pro", "Magic Keyboard for iPad Pro (M4) trackpad click"]) {
            HapticInput.Device.allCases.map(\.description)
        }
        add(
            "HapticInput.swift",
            ["Apple Pencil (Pro or not)", "pointer (trackpad or mouse)", "hover (Pencil or pointer)"]
        ) {
            [HapticInput.anyPencil, .anyPointer, .anyHover].map(\.description)
        }
        add(
            "HapticRoute.swift",
            [
                "plays UIImpactFeedbackGenerator(…)…",
                "handed to the system: UICanvasFeedbackGenerator…; felt only with Apple Pencil Pro", "silent: …",
            ]
        ) {
            [
                HapticRoute(.alignment, on: .iPhone),
                HapticRoute(.alignment, on: .iPad, input: .anyPencil),
                HapticRoute(.alignment, on: .iPad, input: .finger),
            ].map(\.description)
        }
        add("HapticRoute.swift", ["UICanvasFeedbackGenerator.alignmentOccurred(at:)", "silent"]) {
            [DeviceProfile.iPadWithPencilPro, .iPadWithFinger].map { HapticRoute(.alignment, on: $0).summary }
        }
        add("HapticClock.swift", ["80 ms", "1.5 s"]) {
            [HapticDuration.milliseconds(80), .milliseconds(1500)].map(\.description)
        }
        add(
            "HapticOutcome.swift",
            [
                "played UIImpactFeedbackGenerator(…)… (warm)",
                "… (cold, substitute, contested) in the environment's anchor view",
                "handed to the system: UICanvasFeedbackGenerator.alignmentOccurred(at:) (warm); felt only with Apple Pencil Pro",
                "played NSHapticFeedbackManager…", "skipped: throttled: …",
            ]
        ) {
            func played(
                _ feedback: HapticFeedback, on device: DeviceProfile, input: HapticInput = .unspecified, warm: Bool,
                inEnvironmentAnchor: Bool = false
            ) -> String {
                let route = HapticRoute(feedback, on: device, input: input)
                let playback = HapticOutcome.Playback(
                    call: route.call!, route: route, wasWarm: warm, usedEnvironmentAnchor: inEnvironmentAnchor)
                return "\(HapticOutcome.played(playback))"
            }
            return [
                played(.impact(.light), on: .iPhone, warm: true),
                played(.success, on: .iPadWithPencilPro, warm: false, inEnvironmentAnchor: true),
                played(.alignment, on: .iPad, input: .anyPencil, warm: true), played(.alignment, on: .mac, warm: false),
                "\(HapticOutcome.skipped(.throttled(.impact, retryAfter: .milliseconds(20))))",
            ]
        }
        add("HapticSkipReason.swift", ["throttled: …", "haptics are turned off in the settings"]) {
            [
                "\(HapticSkipReason.throttled(.impact, retryAfter: .milliseconds(20)))",
                "\(HapticSkipReason.disabledByUser)",
            ]
        }
        add("DeviceProfile+OSVersion.swift", ["17.5", "17.5.1"]) {
            [DeviceProfile.OSVersion(17, 5), DeviceProfile.OSVersion(17, 5, 1)].map(\.description)
        }
        add("DeviceProfile+Platform.swift", ["iOS", "iPadOS", "Mac Catalyst"]) {
            DeviceProfile.Platform.allCases.map(\.description)
        }
        add(
            "DeviceProfile.swift",
            ["iPhone or iPad app on a Mac", "iPhone or iPad app on Apple Vision Pro", "iPhone app on iPad"]
        ) {
            DeviceProfile.CompatibilityMode.allCases.map(\.description)
        }
        add(
            "DeviceProfile.swift",
            [
                "iPadOS 18.2, pad, no haptic hardware in the device, Apple Pencil Pro",
                "iPadOS 26.1, pad, no haptic hardware in the device, unspecified input, iPhone or iPad app on Apple Vision Pro",
            ]
        ) {
            var onVision = DeviceProfile.iPad
            onVision.os = DeviceProfile.OSVersion(26, 1)
            onVision.compatibilityMode = .iOSAppOnVision
            return [DeviceProfile.iPadWithPencilPro, onVision].map(\.description)
        }
        add("HapticRequest+GeneratorKey.swift", ["UIImpactFeedbackGenerator(.light)"]) {
            ["\(HapticRequest.GeneratorKey(kind: .impact(.light), viewID: nil))"]
        }
        add("HapticEngineError.swift", ["engineNotRunning (com.apple.CoreHaptics -4805): message"]) {
            ["\(HapticEngineError(.engineNotRunning, message: "message"))"]
        }
        add(
            "HapticEngineFailure.swift",
            [
                "Core Haptics engine did not start (2 attempts): engineStartTimeout (com.apple.CoreHaptics -4808); "
                    + "3 patterns not played"
            ]
        ) {
            [
                "\(HapticEngineFailure(.engineNotStarted(HapticEngineError(.engineStartTimeout), attempts: 2), droppedPlays: 3))"
            ]
        }
        add("HapticReadError.swift", ["column 3: …"]) {
            ["\(try #require(thrown { _ = try HapticPattern(notation: "OO(") }))"]
        }
        add(
            "ObservationComparison+Rendering.swift",
            ["6 observations of 6 cells: 2 agree, 1 newly observed, 1 disagree, 0 in conflict, 1 unsure, 1 unknown"]
        ) {
            let json = try Data(contentsOf: URL(fileURLWithPath: ObservationFixtures.examplePath))
            let report = try ObservationReport(json: Array(json))
            return [ObservationComparison([.init(name: "example-ipad.json", report: report)]).summary]
        }
        add(
            "ObservationReadError.swift",
            ["observations[2].feedback: unknown feedback 'alignmnt'; did you mean 'alignment'? valid names: …"]
        ) {
            let observations = [HapticFeedback.success, .warning, .alignment].map {
                Observation(feedback: $0, input: .pencilPro, felt: .felt)
            }
            let report = ObservationFixtures.report(profile: "ipad", observations)
            let json = try report.json().replacingOccurrences(of: #""alignment""#, with: #""alignmnt""#)
            return ["\(try #require(thrown { _ = try ObservationReport(json: Array(json.utf8)) }))"]
        }
        add("ObservedDevice.swift", ["iPadOS 18.2"]) { ["\(try ObservedDevice.OperatingSystem.parse("iPadOS 18.2"))"] }
        // A prepare at 0 ms, then an alignment at 40 ms on an iPad with Apple Pencil Pro.
        let run: @Sendable () throws -> (steps: [HapticScript.StepResult], recorder: HapticRecorder) = {
            let (recorder, clock) = (HapticRecorder(), ManualHapticClock())
            let haptics = Haptics(backend: recorder, device: .iPadWithPencilPro, clock: clock)
            return (try HapticScript("0ms prepare alignment\n40ms alignment").run(on: haptics, clock: clock), recorder)
        }
        add(
            "HapticRecorder.swift", ["40 ms  alignment  played UICanvasFeedbackGenerator.alignmentOccurred(at:) (warm)"]
        ) {
            try run().recorder.entries.map(\.description)
        }
        add(
            "HapticScript+Run.swift",
            ["    40 ms  alignment             played UICanvasFeedbackGenerator.alignmentOccurred(at:) (warm)"]
        ) { try run().steps.map(\.description) }
        add("HapticScript.swift", ["line 3: …"]) {
            ["\(try #require(thrown { _ = try HapticScript("0ms success\n10ms success\nnonsense") }))"]
        }
        add("ResizeTrace.swift", ["48 ms     changed    172x168   -> 170x170    square          tap: played …"]) {
            let (recorder, clock) = (HapticRecorder(), ManualHapticClock())
            let haptics = Haptics(backend: recorder, device: .iPhone, clock: clock)
            let trace = try ResizeTrace("original 200x100\n0ms began 200x100\n+48ms changed 172x168")
            return trace.replay(on: haptics, clock: clock).map(\.description)
        }
        add(
            "UnimplementedHapticBackend.swift",
            [
                "Unimplemented: play(_:) was called with success: … "
                    + "(UnimplementedHapticBackend made at MyTests/SaveTests.swift:12)"
            ]
        ) {
            let backend = UnimplementedHapticBackend(fileID: "MyTests/SaveTests.swift", line: 12) { _ in }
            Haptics(backend: backend, device: .iPhone, clock: ManualHapticClock()).play(.success)
            return backend.uses.map(\.description)
        }
        return table
    }()

    /// The code spans of a description's doc comment that are no text it can be: a form, or a name.
    static let notOutputs: Set<String> = [
        "HapticReadError.swift: `message [path]`",
        "AHAPFinding.swift: `line:column: severity: message [path]`",
        "HapticOutcome.swift: `HapticScript`",
        "ObservationComparison+Rendering.swift: `Fixtures/observations/example-ipad.json`",
    ]

    @Test("every quoted output is what its code prints", arguments: QuotedOutput.all)
    func quotedOutput(_ quoted: QuotedOutput) throws {
        switch quoted.kind {
        case .printed:
            let print = try #require(
                Self.printed[quoted.key],
                "no check for \(quoted.key): add what its code prints to DocOutputTests.printed")
            var printed = try print()
            while printed.hasSuffix("\n") { printed.removeLast() }
            #expect(quoted.matches(printed), "the comment says:\n\(quoted.text)\nthe code prints:\n\(printed)")
        case .described:
            guard !Self.notOutputs.contains(quoted.key) else { return }
            let texts = try #require(
                Self.described[quoted.key],
                "no check for \(quoted.key): add the texts it can be to DocOutputTests.described")
            let printed = try texts()
            #expect(
                printed.contains(where: quoted.matches), "the comment says: \(quoted.text)\nthe code prints: \(printed)"
            )
        }
    }

    @Test("the doc comments quote outputs, and every check here is of one of them")
    func everyCheckHasItsOutput() {
        let keys = QuotedOutput.all.map(\.key)
        #expect(keys.count >= Self.printed.count + Self.described.count)
        #expect(Set(keys).count == keys.count, "two quoted outputs with the same key: \(keys)")
        let checks = Set(Self.printed.keys).union(Self.described.keys).union(Self.notOutputs)
        #expect(checks.subtracting(keys).isEmpty, "checks of no quoted output: \(checks.subtracting(keys).sorted())")
    }

    @Test("a quoted output is found after its print, below it, as a string, or in a description's comment")
    func scanning() {
        let text = """
            /// A thing.
            ///
            /// ```swift
            /// print(a)   // one
            /// print(b)
            /// // two
            /// //   three
            /// let c = 1   // not an output
            /// c.name   // "four"
            /// print(d)
            /// ```
            /// ```
            /// print(e)   // not Swift
            /// ```
            struct Thing {
                /// `five`, or `six
                /// seven`, as ``name`` reads.
                @available(*, deprecated)
                var description: String { "" }
            }
            """
        let found = QuotedOutput.scan(text, file: "Sources/X/Y.swift")
        #expect(
            found.map(\.code) == [
                "print(a)", "print(b)", "c.name", "var description: String { \"\" }",
                "var description: String { \"\" }",
            ])
        #expect(found.map(\.text) == ["one", "two\n  three", "four", "five", "six seven"])
        #expect(found.map(\.line) == [4, 5, 9, 19, 19])
        let elided = QuotedOutput(kind: .printed, file: "", line: 1, code: "", text: "column 2: …, …")
        #expect(elided.matches("column 2: a, b"))
        #expect(!elided.matches("column 2: a"))
    }
}
