import Foundation
import HapticKit
import HapticKitTooling
import Testing

/// `HapticReadError`'s doc comment: an AHAP file `HapticPattern(ahap:)` refuses has no line and
/// column in its error, and `AHAPLinter` gives them for the same bytes.
@Suite("The line and column of a bad AHAP file")
struct AHAPErrorPositionTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

    @Test("the doc comment's example: the error has the key path, the linter the line and column")
    func example() throws {
        let bytes = Array(#"{"Version": 1, "Pattern": [{"Event": {"Time": 0}}]}"#.utf8)
        let error = try #require(throws: HapticReadError.self) { try HapticPattern(ahap: bytes) }
        #expect(error.column == nil && !error.path.isEmpty)
        let first = try #require(AHAPLinter().lint(bytes).errors.first)
        #expect(first.line == 1 && first.column != nil, "\(first)")
    }

    @Test("every corpus file the reader refuses, the linter refuses with a line and column")
    func corpus() throws {
        var refused = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path) {
            // A FileHandle, not Data(contentsOf:): for an empty file that leaks a 4 KB buffer in
            // swift-foundation on Linux (LeakSanitizer, in CI), as FuzzCorpusTests says.
            let handle = try FileHandle(forReadingFrom: Self.corpus.appendingPathComponent(name))
            defer { try? handle.close() }
            let bytes = Array(try handle.readToEnd() ?? Data())
            guard bytes.count <= 1 << 20, (try? HapticPattern(ahap: bytes)) == nil else { continue }
            refused += 1
            let errors = AHAPLinter().lint(bytes).errors
            // JSONSerialization refuses some JSON the linter reads (docs/Patterns.md); those have no error here.
            guard let first = errors.first else { continue }
            #expect(first.line != nil && first.column != nil, "\(name): \(first)")
        }
        #expect(refused > 0)
    }
}
