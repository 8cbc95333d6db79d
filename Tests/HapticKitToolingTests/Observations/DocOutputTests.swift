import Foundation
import HapticKit
import HapticKitTooling
import Testing

/// The outputs that doc comments quote (`print(error)   // …`) are what the code prints.
@Suite("Quoted outputs in doc comments")
struct DocOutputTests {
    /// The text after `// ` on the first line of `file` that contains `marker`.
    static func quoted(in file: String, after marker: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains(marker) })
        let comment = try #require(line.range(of: "// ", options: .backwards))
        return String(line[comment.upperBound...])
    }

    @Test("HapticPattern.AHAPReadError's example")
    func ahapReadError() throws {
        let error = #expect(throws: HapticPattern.AHAPReadError.self) {
            _ = try HapticPattern(ahap: Array(#"{"Version": 1}"#.utf8))
        }
        let quoted = try Self.quoted(
            in: "Sources/HapticKit/Patterns/AHAP/HapticPattern+AHAPReadError.swift", after: "print(error)")
        #expect(error.map { "\($0)" } == quoted)
    }

    @Test("ObservationReadError's example")
    func observationReadError() throws {
        let error = #expect(throws: ObservationReadError.self) {
            _ = try ObservationReport(json: Array(#"{"format": 1}"#.utf8))
        }
        let quoted = try Self.quoted(
            in: "Sources/HapticKitTooling/Observations/ObservationReadError.swift", after: "print(error)")
        #expect(error.map { "\($0)" } == quoted)
    }

    @Test("ObservationComparison.summary's example has the words the code writes")
    func summary() throws {
        let quoted = try Self.quoted(
            in: "Sources/HapticKitTooling/Observations/ObservationComparison+Rendering.swift", after: "observations of")
        func shape(_ text: String) -> String {
            text.replacingOccurrences(of: "`", with: "").split(separator: " ").map { Int($0) == nil ? String($0) : "N" }
                .joined(separator: " ")
        }
        let printed = ObservationComparison([]).summary
        #expect(shape(printed) == shape(String(quoted.drop { $0 != "`" })))
    }
}
