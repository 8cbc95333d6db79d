import Foundation
import HapticKit
import HapticKitTestSupport
import HapticKitTooling
import Testing

@Suite("Observation reports: the JSON itself")
struct ObservationJSONTests {
    /// A report's JSON with `field` (raw JSON text) added at the top level.
    func json(adding field: String) -> [UInt8] {
        let report = ObservationFixtures.report(
            profile: "ipad", [Observation(feedback: .alignment, input: .pencilPro, felt: .felt)])
        let text = try! report.json()
        return Array(("{\n  " + field + "," + text.dropFirst()).utf8)
    }

    func readError(_ bytes: [UInt8]) -> ObservationReadError? {
        ObservationFixtures.readError(bytes)
    }

    /// `depth` arrays, one inside the other.
    func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    @Test("an unknown field nested thousands deep, given through the API, is written whole")
    func deepExtra() throws {
        var report = ObservationFixtures.report(
            profile: "ipad", [Observation(feedback: .alignment, input: .pencilPro, felt: .felt)])
        var deep = JSONValue.array([])
        for _ in 0..<5000 { deep = .array([deep]) }
        report.extra = ["deep": deep]
        let written = try report.json()
        #expect(written.contains(String(repeating: "[", count: 20)))
        #expect(written.contains("\"observations\""))
        #expect(readError(Array(written.utf8))?.reason.contains("arrays and objects nest more than 512 deep") == true)
    }

    @Test("a report nested as deep as it may be reads and writes back as itself")
    func deepestReadable() throws {
        // The report's own object is level 1: 511 arrays inside it reach 512.
        let report = try ObservationReport(json: json(adding: "\"deep\" : " + nested(511)))
        let again = try ObservationReport(json: Array(report.json().utf8))
        #expect(again == report)
        let error = readError(json(adding: "\"deep\" : " + nested(512)))
        #expect(error?.field == "")
        #expect(
            error?.reason.hasPrefix("not JSON: line 2, column 523: arrays and objects nest more than 512 deep") == true)
    }

    @Test("a NaN or infinite number, which JSON cannot hold, is refused by json() with its field's path")
    func nonFinite() throws {
        let report = ObservationFixtures.report(
            profile: "ipad", [Observation(feedback: .alignment, input: .pencilPro, felt: .felt)])
        let cases: [(field: String, edit: (inout ObservationReport) -> Void)] = [
            ("mean", { $0.extra = ["mean": .number(.nan)] }),
            ("limits[1]", { $0.extra = ["limits": .array([.number(1), .number(.infinity)])] }),
            (
                "observations[0].pressure.peak",
                {
                    $0.observations[0].extra = ["pressure": .object(["peak": .number(-.infinity)])]
                }
            ),
            ("device.battery", { $0.device.extra = ["battery": .number(.nan)] }),
        ]
        for (field, edit) in cases {
            var edited = report
            edit(&edited)
            #expect(throws: ObservationReadError(field: field, reason: "is NaN or infinite, which JSON cannot hold")) {
                try edited.json()
            }
        }
        var finite = report
        finite.extra = ["limits": .array([.number(1), .number(-.greatestFiniteMagnitude)])]
        #expect(try ObservationReport(json: Array(finite.json().utf8)) == finite)
    }

    @Test("json() refuses a date set after the report was made that is not ISO 8601")
    func dateSetLater() throws {
        var report = ObservationFixtures.report(
            profile: "ipad", [Observation(feedback: .alignment, input: .pencilPro, felt: .felt)])
        report.date = "2026-02-30"
        let error = #expect(throws: ObservationReadError.self) { try report.json() }
        #expect(error?.field == "date")
    }

    @Test("numbers keep their value and kind: 1.0 stays a fraction, -0 keeps its sign, big integers are doubles")
    func numbers() throws {
        let report = try ObservationReport(
            json: json(adding: #""n" : [1, 1.0, -0, -0.0, 0.5, 1e300, 12345678901234567890, -9223372036854775808]"#))
        let expected: JSONValue = .array([
            .integer(1), .number(1), .number(-0.0), .number(-0.0), .number(0.5), .number(1e300),
            .number(12_345_678_901_234_567_168), .integer(.min),
        ])
        #expect(report.extra["n"] == expected)
        guard case .array(let values) = report.extra["n"], case .number(let zero) = values[2] else {
            Issue.record("not an array")
            return
        }
        #expect(zero.sign == .minus)
        let again = try ObservationReport(json: Array(report.json().utf8))
        #expect(again == report)
        guard case .array(let written) = again.extra["n"], case .number(let writtenZero) = written[2] else {
            Issue.record("not an array")
            return
        }
        #expect(writtenZero.sign == .minus)
        let built = try ObservationReport(
            date: "2026-12-01", device: report.device, observations: [], extra: ["one": .number(1)])
        #expect(try built.json().contains("\"one\" : 1.0"))
    }

    @Test(
        "what is not JSON is named with its line and column, in JSON's words",
        arguments: [
            (
                "\"s\" : \"a\u{01}b\"",
                "line 2, column 11: a control character (U+0001) in a string; JSON writes it as \\u0001"
            ),
            (
                "\"s\" : \"a\u{00}b\"",
                "line 2, column 11: a NUL character (U+0000) in a string; JSON writes it as \\u0000"
            ),
            (#""n" : 1e999"#, "line 2, column 9: the number '1e999' is beyond the range of a double"),
            (#""n" : [1, 2,]"#, "line 2, column 15: expected a value, found ']'"),
            (#""s" : "\ud800""#, "line 2, column 10: \\uD800 is half of a surrogate pair"),
            (#""n" : 01"#, "line 2, column 9: a number does not start with 0 unless it is 0"),
            (#""format" : "again""#, "line 9, column 3: the key 'format' appears twice in one object"),
        ])
    func notJSON(field: String, reason: String) {
        #expect(readError(json(adding: field)) == ObservationReadError(field: "", reason: "not JSON: " + reason))
    }

    @Test("bytes that are not UTF-8 are named by line, column and byte")
    func notUTF8() {
        var bytes = json(adding: #""s" : "xx""#)
        bytes[bytes.firstIndex(of: UInt8(ascii: "x"))!] = 0xFF
        #expect(
            readError(bytes)
                == ObservationReadError(
                    field: "", reason: "not JSON: line 2, column 10: a byte that is not UTF-8 (0xFF)"))
    }

    @Test("strings keep every character through a round trip: escapes, controls, quotes, slashes, emoji")
    func strings() throws {
        let report = try ObservationReport(
            json: json(adding: #""s" : "a\"b\\c\/d\n\t\u0001\u00e9\ud83d\ude00 é 😀""#))
        #expect(report.extra["s"] == .string("a\"b\\c/d\n\t\u{01}é😀 é 😀"))
        #expect(try ObservationReport(json: Array(report.json().utf8)) == report)
    }
}
