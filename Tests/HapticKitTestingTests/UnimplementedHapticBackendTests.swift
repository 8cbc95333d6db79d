import Foundation
import HapticKit
import HapticKitTestSupport
import HapticKitTesting
import Testing

@Suite("UnimplementedHapticBackend")
struct UnimplementedHapticBackendTests {
    /// A backend whose reporter keeps what it is given, and a player on it.
    struct Rig {
        let reported = LockedState<[UnimplementedHapticBackend.Use]>([])
        let backend: UnimplementedHapticBackend
        let haptics: Haptics

        init(fileID: StaticString = #fileID, line: UInt = #line) {
            let reported = reported
            backend = UnimplementedHapticBackend(fileID: fileID, line: line) { use in
                reported.withLock { $0.append(use) }
            }
            haptics = Haptics(backend: backend, device: .iPhone, clock: ManualHapticClock())
        }
    }

    @Test("code that plays nothing reports nothing (making the player reads only its properties)")
    func silence() {
        let rig = Rig()
        #expect(rig.backend.isOperational)
        #expect(rig.backend.isAppActive)
        rig.haptics.endInteraction()
        #expect(rig.backend.uses.isEmpty)
        #expect(rig.reported.withLock { $0 }.isEmpty)
    }

    @Test("a play reports one issue naming the feedback, the call and where the backend was made")
    func play() {
        let rig = Rig()
        let line = #line - 1
        #expect(rig.haptics.play(.success).didPlay)
        let uses = rig.reported.withLock { $0 }
        #expect(uses == rig.backend.uses)
        #expect(uses.map(\.requirement) == ["play(_:)"])
        #expect(uses.first?.detail == "success: UINotificationFeedbackGenerator().notificationOccurred(.success)")
        #expect(uses.first?.fileID == #fileID)
        #expect(uses.first?.line == line)
        #expect(uses.first?.description.hasPrefix("Unimplemented: play(_:) was called with success") == true)
    }

    @Test("a skipped request and a prepare report too: the code asked for a haptic")
    func skipAndPrepare() {
        let rig = Rig()
        rig.haptics.settings.isEnabled = false
        rig.haptics.play(.error)
        rig.haptics.settings.isEnabled = true
        rig.haptics.prepare(for: .selection)
        #expect(rig.backend.uses.map(\.requirement) == ["observe(_:outcome:at:)", "prepare(_:)"])
        #expect(rig.backend.uses.first?.detail == "error, skipped: haptics are turned off in the settings")
    }

    @Test("with Issue.record as the reporter (the README's line), a play fails the test")
    func failsTheTest() {
        let known = LockedState(0)
        // Deliberate: the test shows that the README's reporter line fails a test that plays, so
        // its two issues are expected, and `swift test` ends "with 2 known issues" on purpose.
        withKnownIssue("deliberate: the README's reporter line fails a test that plays") {
            let backend = UnimplementedHapticBackend { Issue.record("\($0)") }
            Haptics(backend: backend, device: .iPhone, clock: ManualHapticClock()).play(.success)
        } matching: { issue in
            // The play, and the release of its generator when the player goes.
            let comment = issue.comments.first?.rawValue ?? ""
            let matches =
                comment.hasPrefix("Unimplemented: play(_:) was called with success")
                || comment.hasPrefix("Unimplemented: release(_:) was called")
            if matches { known.withLock { $0 += 1 } }
            return matches
        }
        // The two known issues that `swift test`'s last line counts, as the README says.
        #expect(known.withLock { $0 } == 2)
    }

    @Test("the README says where the suite's known issues come from: the test above, by name and file")
    func readmeNamesTheKnownIssues() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let sayings = [
            "\"with 2 known issues\", on purpose",
            "\"with Issue.record as the reporter (the README's line), a play fails the test\"",
            "(`Tests/HapticKitTestingTests/UnimplementedHapticBackendTests.swift`)",
        ]
        let missing = sayings.filter { !readme.contains($0) }
        #expect(missing.isEmpty, "the README does not say: \(missing)")
    }
}

@Test("a use's description reads as its doc comment says: the requirement, the detail, where the backend was made")
func unimplementedUseDescription() {
    let backend = UnimplementedHapticBackend { _ in }
    Haptics(backend: backend, device: .iPhone, clock: ManualHapticClock()).play(.success)
    let description = backend.uses.first.map(String.init(describing:)) ?? ""
    #expect(description.hasPrefix("Unimplemented: play(_:) was called with success"))
    let madeAt = "(UnimplementedHapticBackend made at HapticKitTestingTests/UnimplementedHapticBackendTests.swift:"
    #expect(description.contains(madeAt))
}
