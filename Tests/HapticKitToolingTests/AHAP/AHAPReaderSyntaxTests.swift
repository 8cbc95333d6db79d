import HapticKit
import HapticKitTestSupport
import HapticKitTooling
import Testing

@Suite("AHAP reader: JSON syntax and hostile input")
struct AHAPReaderSyntaxTests {
    @Test(
        "malformed JSON is one error at the right place, and no pattern",
        arguments: [
            (#"{"Pattern": [}"#, 1, 14, "expected a value, found '}'"),
            (#"{"Pattern": []"#, 1, 15, "unexpected end of file"),
            ("{\n  \"Version\": 01,\n \"Pattern\": []}", 2, 14, "leading zeros"),
            (#"{"Version": 1., "Pattern": []}"#, 1, 13, "decimal point must be followed by a digit"),
            (#"{"Version": 1e, "Pattern": []}"#, 1, 13, "exponent must have digits"),
            (#"{"Version": .5, "Pattern": []}"#, 1, 13, "expected a value, found '.'"),
            (#"{"Version": NaN, "Pattern": []}"#, 1, 13, "expected a value, found 'N'"),
            (#"{"Version": tru, "Pattern": []}"#, 1, 13, "true, false or null are spelt in lower case"),
            (#"{"Version" 1, "Pattern": []}"#, 1, 12, "expected ':' after the key"),
            (#"{"Version": 1 "Pattern": []}"#, 1, 15, "expected ',' or '}'"),
            ("{ // note\n\"Pattern\": []}", 1, 3, "comments are not allowed"),
            ("{'Pattern': []}", 1, 2, "JSON strings use double quotes"),
            (#"{"Pattern": []} x"#, 1, 17, "unexpected text after the end"),
            ("", 1, 1, "the file is empty"),
            ("  \n ", 1, 1, "the file is empty"),
            ("[1, 2]", 1, 1, "an AHAP file is a JSON object"),
            (#"{"Metadata": {"a": "b\q"}, "Pattern": []}"#, 1, 22, "invalid escape"),
            (#"{"Metadata": {"a": "\u12"}, "Pattern": []}"#, 1, 21, "four hex digits"),
            (#"{"Metadata": {"a": "\udc00"}, "Pattern": []}"#, 1, 21, "unpaired surrogate"),
            ("{\"Metadata\": {\"a\": \"tab\there\"}, \"Pattern\": []}", 1, 24, "control character"),
            (#"{"Metadata": {"a": "open"#, 1, 20, "unterminated string"),
        ])
    func malformed(text: String, line: Int, column: Int, message: String) {
        let result = readAHAP(text)
        #expect(result.pattern == nil)
        let errors = result.errors
        #expect(errors.count == 1, "\(result.findings)")
        #expect(errors.first?.line == line)
        #expect(errors.first?.column == column)
        #expect(errors.first?.message.contains(message) == true, "\(errors.first?.message ?? "")")
    }

    @Test("invalid UTF-8 and UTF-16 files are refused with a clear message")
    func encodings() {
        let invalid = Array(#"{"Metadata": {"a": ""#.utf8) + [0xC3, 0x28] + Array(#""}, "Pattern": []}"#.utf8)
        #expect(AHAPLinter().lint(invalid).errors.first?.message.contains("invalid UTF-8") == true)
        let utf16: [UInt8] =
            [0xFF, 0xFE] + Array(#"{"Pattern": []}"#.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(AHAPLinter().lint(utf16).errors.first?.message.contains("UTF-16") == true)
        let overlong: [UInt8] =
            Array(#"{"Metadata": {"a": ""#.utf8) + [0xC0, 0xAF] + Array(#""}, "Pattern": []}"#.utf8)
        #expect(AHAPLinter().lint(overlong).pattern == nil)
    }

    @Test("a UTF-8 byte order mark is accepted")
    func byteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(ahapDocument("").utf8)
        let result = AHAPLinter().lint(bytes)
        #expect(result.errors.isEmpty)
        #expect(result.pattern == HapticPattern())
    }

    @Test("nesting deeper than 64 levels stops with a limit error instead of exhausting the stack")
    func deepNesting() {
        let deep = #"{"Extra": "# + String(repeating: "[", count: 100_000) + "}"
        let result = readAHAP(deep)
        #expect(result.pattern == nil)
        #expect(result.findings(.limit).first?.message.contains("nested deeper than 64") == true)
        let fine =
            #"{"Extra": "# + String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
            + #", "Pattern": []}"#
        #expect(readAHAP(fine).errors.isEmpty)
    }

    @Test("numbers beyond Double are an error, not infinity")
    func hugeNumbers() {
        let result = readAHAP(ahapDocument(#"{"Event": {"Time": 1e400, "EventType": "HapticTransient"}}"#))
        #expect(result.pattern == nil)
        let error = result.findings(.outOfRange).first
        #expect(error?.severity == .error)
        #expect(error?.path == "Pattern[0].Event.Time")
        #expect(error?.message.contains("too large") == true)
    }

    @Test(
        "numbers are read exactly, as the standard library reads them",
        arguments: [
            "0", "-0", "1", "0.1", "0.015", "1.00001", "123456789012345678", "1e-7", "2.5E+3", "-1.5e-3",
            "0.30000000000000004", "9007199254740993", "1.7976931348623157e308", "4.9e-324", "1e-400",
            "0.0000000000000000000000000001",
            "3.14159265358979323846264338327950288419716939937510",
        ])
    func exactNumbers(text: String) throws {
        let result = readAHAP(#"{"Version": \#(text), "Pattern": []}"#)
        let version = try #require(result.pattern?.version)
        let expected = try #require(Double(text))
        #expect(version.bitPattern == expected.bitPattern)
    }

    @Test("escaped keys and values are decoded before they are matched")
    func escapes() throws {
        let text =
            #"{"\u0056ersion": 1, "Metadata": {"Na\u006De": "tab\there \ud83d\ude00 \"q\" \\ \/"}, "#
            + #""Pattern": [{"Event": {"Time": 0, "EventType": "Haptic\u0054ransient"}}]}"#
        let result = readAHAP(text)
        #expect(result.findings.isEmpty, "\(result.findings)")
        let pattern = try #require(result.pattern)
        #expect(pattern.metadata["Name"] == "tab\there 😀 \"q\" \\ /")
        #expect(pattern.events.first?.type == .hapticTransient)
    }

    @Test("columns count characters, not bytes")
    func columnsCountCharacters() {
        let text =
            #"{"Metadata": {"Émoji 😀": "ü"}, "Pattern": [{"Event": {"Time": -1, "EventType": "HapticTransient"}}]}"#
        let finding = readAHAP(text).findings(.negativeTime).first
        #expect(finding?.line == 1)
        #expect(finding?.column == 63)
    }

    @Test("reading stops listing after 1000 findings, and says so")
    func findingLimit() {
        let events = Array(repeating: #"{"Event": {"X": 1, "Time": 0, "EventType": "HapticTransient"}}"#, count: 1200)
        let result = readAHAP(ahapDocument(events.joined(separator: ",")))
        #expect(result.findings.count == 1001)
        #expect(result.findings.last?.rule == .limit)
        #expect(result.pattern?.events.count == 1200)
    }
}
