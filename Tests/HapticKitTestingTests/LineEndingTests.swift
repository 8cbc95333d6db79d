import HapticKit
import HapticKitTesting
import Testing

/// Scripts and traces written on Windows (CRLF) or saved with a byte order
/// mark read as they do with plain line feeds; and the readers that let the CLI stream them.
@Suite("Scripts and traces: CRLF, CR and a byte order mark")
struct LineEndingTests {
    static let plainScript = "0ms prepare alignment\n40ms alignment # play\n+5ms success; +1s end\n"
    static let plainTrace = "original 200x100\n0ms began 200x100\n+16ms changed 200x196\n+16ms ended\n"

    static func variants(_ text: String) -> [String] {
        [
            text.replacingOccurrences(of: "\n", with: "\r\n"), text.replacingOccurrences(of: "\n", with: "\r"),
            "\u{FEFF}" + text, "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n"),
        ]
    }

    @Test("a script with CRLF, CR or a BOM has the same steps as with LF", arguments: variants(plainScript))
    func script(variant: String) throws {
        #expect(try HapticScript(variant) == HapticScript(Self.plainScript))
    }

    @Test("a trace with CRLF, CR or a BOM has the same samples as with LF", arguments: variants(plainTrace))
    func trace(variant: String) throws {
        #expect(try ResizeTrace(variant) == ResizeTrace(Self.plainTrace))
    }

    @Test("the readers hand out the same steps and samples as the whole parse, one at a time")
    func readers() throws {
        var reader = HapticScript.Reader(Self.plainScript)
        var steps: [HapticScript.Step] = []
        while let step = try reader.next() { steps.append(step) }
        #expect(steps == (try HapticScript(Self.plainScript)).steps)
        #expect(steps.count == 4)
        var traceReader = try ResizeTrace.Reader(Self.plainTrace)
        var samples: [ResizeTrace.Sample] = []
        while let sample = try traceReader.next() { samples.append(sample) }
        #expect(samples == (try ResizeTrace(Self.plainTrace)).samples)
        #expect(traceReader.original == (200, 100))
    }

    @Test("a bad line still names its line number after CRLF lines")
    func lineNumbers() {
        let error = #expect(throws: HapticScript.ParseError.self) {
            try HapticScript("0ms success\r\n5ms nonsense\r\n")
        }
        #expect(error?.line == 2)
        #expect(error?.message.contains("'nonsense'") == true, "\(String(describing: error))")
    }
}
