import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@testable import HapticKit

/// Every public error says what went wrong through `localizedDescription`, not
/// "The operation could not be completed. (HapticKit.HapticReadError error 1.)".
@Suite("Errors read as messages a developer can show")
struct ErrorMessageTests {
    @Test("an unknown feedback name suggests the one it misspells, when one is near, and lists the valid ones")
    func feedbackNameSuggestion() throws {
        func message(_ name: String) throws -> String {
            try #require(thrown { _ = try HapticFeedback.named(name) }).localizedDescription
        }
        #expect(
            try message("alignmnt").hasPrefix("unknown feedback 'alignmnt'; did you mean 'alignment'? valid names: "))
        #expect(try message("sucess").contains("did you mean 'success'?"))
        #expect(try message("impct-light").contains("did you mean 'impact-light'?"))
        #expect(try !message("xyz").contains("did you mean"), "nothing is that near")
        #expect(try !message("tap").contains("did you mean"), "a short name suggests nothing")
        #expect(try message("xyz").contains("valid names: success, warning"))
    }

    @Test("a feedback name's HapticReadError says which names take an intensity")
    func feedbackName() throws {
        let error = try #require(thrown { _ = try HapticFeedback.named("success@0.5") })
        #expect(error is HapticReadError)
        #expect(
            error.localizedDescription
                == "'success' takes no intensity; only impacts do (impact-*, button-press, data-refresh, single-tap)")
        let number = try #require(thrown { _ = try HapticFeedback.named("impact-light@loud") })
        #expect(
            number.localizedDescription
                == "intensity 'loud' in 'impact-light' is not a number; write e.g. impact-light@0.7")
    }

    @Test("a name in a message is quoted cut to 60 characters, with its length, and control characters show")
    func quotedNames() throws {
        let long = String(repeating: "x", count: 1 << 20)
        let unknown = try #require(thrown { _ = try HapticFeedback.named(long) }).localizedDescription
        #expect(
            unknown.hasPrefix("unknown feedback '\(String(repeating: "x", count: 60))…' (1048576 bytes); valid names: ")
        )
        #expect(unknown.utf8.count < 2_000, "\(unknown.utf8.count) bytes")
        let twice = try #require(thrown { _ = try HapticFeedback.named("impact-light@" + long) }).localizedDescription
        #expect(
            twice.utf8.count < 300 && twice.hasSuffix("in 'impact-light' is not a number; write e.g. impact-light@0.7"))
        let nul = try #require(thrown { _ = try HapticFeedback.named("impact-light\u{0}") }).localizedDescription
        #expect(nul.hasPrefix("unknown feedback 'impact-light\\0'; did you mean 'impact-light'?"), "\(nul)")
        #expect(QuotedText.quote("a\u{1B}[31mb\nc") == "'a\\u{1B}[31mb\\nc'")
        #expect(
            QuotedText.quote(String(repeating: "é", count: 61)) == "'\(String(repeating: "é", count: 60))…' (122 bytes)"
        )
    }

    @Test("a Codable-by-name value, and AHAP's event types and parameter IDs, quote a long unknown name cut")
    func quotedDecodedNames() throws {
        let long = String(repeating: "y", count: 4 << 20)
        let json = Data(("[\"" + long + "\"]").utf8)
        let decoding = try #require(thrown { _ = try JSONDecoder().decode([HapticCategory].self, from: json) })
        #expect("\(decoding)".utf8.count < 1_000, "\("\(decoding)".utf8.count) bytes")
        let input = try #require(thrown { _ = try JSONDecoder().decode([HapticInput].self, from: json) })
        #expect("\(input)".utf8.count < 1_000)
        let name = String(long.prefix(512 << 10))  // under the 1 MB an AHAP file may be
        let event = #"{"Pattern": [{"Event": {"Time": 0, "EventType": "\#(name)"}}]}"#
        let eventError = try #require(thrown { _ = try HapticPattern(ahap: Data(event.utf8)) })
        #expect(eventError.localizedDescription.utf8.count < 500, "\(eventError.localizedDescription.prefix(200))")
        let parameter = #"""
            {"Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient",
              "EventParameters": [{"ParameterID": "\#(name)", "ParameterValue": 1}]}}]}
            """#
        let parameterError = try #require(thrown { _ = try HapticPattern(ahap: Data(parameter.utf8)) })
        #expect(parameterError.localizedDescription.utf8.count < 800)
    }

    @Test("HapticReadError gives the column and the problem")
    func notation() throws {
        let error = try #require(thrown { _ = try HapticPattern(notation: "O*0") })
        let notation = try #require(error as? HapticReadError)
        #expect(notation.column == 2 && notation.message.contains("'*' takes a count from 1 to 1000"))
        #expect(error.localizedDescription == "column 2: \(notation.message)")
    }

    @Test("a number too large for a Double in an AHAP file is named with its key, in HapticKit's words")
    func ahapNumberOutOfRange() throws {
        let text = #"{"Version": 1, "Pattern": [{"Event": {"Time": 1e999, "EventType": "HapticTransient"}}]}"#
        let error = try #require(thrown { _ = try HapticPattern(ahap: Array(text.utf8)) })
        #expect(
            error.localizedDescription
                == "the file is not JSON: the value of 'Time', '1e999', is a number beyond what a Double holds"
                + " (about ±1.8e308)")
        let negative = #"{"Version": 1, "Pattern": [{"Parameter": {"ParameterValue": [-2e400]}}]}"#
        let second = try #require(thrown { _ = try HapticPattern(ahap: Array(negative.utf8)) })
        #expect(second.localizedDescription.hasPrefix("the file is not JSON: the value of 'ParameterValue', '-2e400'"))
        #expect(!second.localizedDescription.contains("Swift"))
    }

    @Test("HapticReadError names the first error and where it is")
    func ahapRead() throws {
        let text = "{\"Version\": 1,\n \"Pattern\": [{\"Event\": {\"Time\": \"soon\", \"EventType\": \"Tap\"}}]}"
        let error = try #require(thrown { _ = try HapticPattern(ahap: Array(text.utf8)) })
        let read = try #require(error as? HapticReadError)
        #expect(read.path == "Pattern[0].Event.Time")
        #expect(read.message == "expected a number, found a string (write it without quotes)")
        #expect(error.localizedDescription == "\(read.message) [Pattern[0].Event.Time]")
    }

    @Test("HapticSkipReason reads as why nothing played")
    func skipReason() {
        let error: any Error = HapticSkipReason.appNotActive
        #expect(error.localizedDescription == "the app is not active")
    }

    @Test("a backend failure shows the backend's error, and keeps it")
    func backendFailure() throws {
        let rig = Rig()
        rig.recorder.failPlays(with: "engine stopped")
        let reason = try #require(rig.play(.success).skipReason)
        let failure = try #require(reason.failure, "\(reason)")
        #expect((reason as any Error).localizedDescription == "backend failed: engine stopped")
        #expect(failure.localizedDescription == "engine stopped", "HapticRecorder.Failure")
    }

    @Test("failures of different error types are different reasons, even with the same text")
    func backendFailureEquality() throws {
        struct Other: Error, CustomStringConvertible {
            var description: String
        }
        let recorded = Rig()
        recorded.recorder.failPlays(with: "engine stopped")
        let failure = try #require(recorded.play(.success).skipReason, "a backend failure")
        let other = HapticSkipReason.backendFailed(Other(description: "engine stopped"))
        #expect(other.description == failure.description)
        #expect(other != failure)
        #expect(other == .backendFailed(Other(description: "engine stopped")))
        let same = HapticSkipReason.backendFailed(Other(description: "engine stopped"))
        #expect(same == other && same != failure)
    }

    @Test("a Core Haptics failure reported later keeps its cause")
    func engineFailure() {
        let cause = HapticEngineError(.engineNotRunning, message: "the server went away")
        let failure = HapticEngineFailure(.playerNotStarted(cause, afterRestart: true), droppedPlays: 2)
        let expected =
            "Core Haptics player did not start after an engine restart: engineNotRunning (com.apple.CoreHaptics -4805): "
            + "the server went away; 2 patterns not played"
        #expect((failure as any Error).localizedDescription == expected)
        #expect(
            (cause as any Error).localizedDescription
                == "engineNotRunning (com.apple.CoreHaptics -4805): the server went away")
        let reason = HapticSkipReason.backendFailed(failure)
        #expect((reason as any Error).localizedDescription == "backend failed: \(expected)")
    }
}
