import HapticKit
import HapticKitTestSupport
import Testing

/// What an app sees when it reads an AHAP file: a pattern, or the first error.
@Suite("Reading AHAP in an app")
struct HapticPatternAHAPTests {
    @Test("every Apple fixture reads into the pattern Core Haptics plays", arguments: PatternFixtures.names)
    func fixtures(name: String) throws {
        let pattern = try HapticPattern(ahap: try PatternFixtures.bytes(name))
        #expect(!pattern.isEmpty)
    }

    @Test("what Core Haptics fixes is fixed, not thrown: clamps and trailing commas")
    func lenient() throws {
        let text =
            #"{"Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient", "EventParameters": "#
            + #"[{"ParameterID": "HapticIntensity", "ParameterValue": 1.4},]}}]}"#
        let pattern = try HapticPattern(ahap: Array(text.utf8))
        #expect(pattern.events[0].value(of: .hapticIntensity) == 1)
    }

    @Test("a file Core Haptics rejects throws its first error with path, line and column")
    func firstError() throws {
        let error = try #require(thrown { _ = try HapticPattern(ahap: Array(#"{"Version": 1}"#.utf8)) })
        let read = try #require(error as? HapticPattern.AHAPReadError)
        #expect(read.line == 1 && read.column == 1 && read.path == "")
        #expect(read.description == "1:1: no Pattern array; an AHAP file needs one")
    }

    @Test("an error after the first 1000 findings is still the one thrown")
    func errorAfterTheListLimit() throws {
        // 1001 unknown keys (warnings), then a negative time (an error the list has no room for).
        let keys = (0...1000).map { #""k\#($0)": 0"# }.joined(separator: ", ")
        let text = #"{"Version": 1, \#(keys), "Pattern": [{"Event": {"Time": -1, "EventType": "HapticTransient"}}]}"#
        let error = try #require(thrown { _ = try HapticPattern(ahap: Array(text.utf8)) })
        let read = try #require(error as? HapticPattern.AHAPReadError)
        #expect(read.path == "Pattern[0].Event.Time")
        #expect(read.line == 1 && read.column > 1000)
    }
}
