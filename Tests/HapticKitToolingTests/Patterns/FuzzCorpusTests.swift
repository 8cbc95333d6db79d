import Foundation
import HapticKit
import HapticKitTestSupport
import HapticKitTooling
import Testing

/// The fuzzer's regression corpus (`Fuzz/corpus`): inputs that once broke something, and
/// hand-written hostile ones. Reading each must stay safe, with the linter and with
/// `HapticPattern(ahap:)`, and the fuzzer's invariants must hold.
@Suite("Fuzz regression corpus")
struct FuzzCorpusTests {
    static let folder = PatternFixtures.repository.appendingPathComponent("Fuzz/corpus")

    static let names: [String] = {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }()

    @Test("the corpus is there")
    func present() {
        #expect(Self.names.count >= 30)
    }

    @Test("every input reads without trapping, and the fuzzer's invariants hold", arguments: names)
    func reads(name: String) throws {
        // A FileHandle, not Data(contentsOf:) or FileManager.contents(atPath:): for an empty file
        // those leak a 4 KB buffer in swift-foundation on Linux (LeakSanitizer, in CI).
        let handle = try FileHandle(forReadingFrom: Self.folder.appendingPathComponent(name))
        defer { try? handle.close() }
        let bytes = Array(try handle.readToEnd() ?? Data())
        let lenient = AHAPLinter().lint(bytes)
        let strict = AHAPLinter(strict: true).lint(bytes)
        #expect(lenient.findings.map(\.rule) == strict.findings.map(\.rule))
        #expect(lenient.findings.allSatisfy { ($0.line != nil && $0.column != nil) || $0.rule == .limit })
        if let pattern = strict.pattern { #expect(pattern == lenient.pattern) }
        let app = Result { try HapticPattern(ahap: bytes) }
        if case .failure(let error) = app { #expect(error is HapticReadError) }
        if let pattern = lenient.pattern {
            // Unless Foundation's parser refuses the JSON itself (a number beyond Double under an
            // unknown key, say), the app's reader reads what the linter accepts, alike.
            if !refusedJSON(app) {
                #expect(try app.get() == pattern, "HapticPattern(ahap:) reads what the linter accepts, alike")
            }
            #expect(AHAPLinter().lint(AHAPWriter().write(pattern)).pattern == pattern)
        } else {
            #expect(!lenient.errors.isEmpty)
        }
    }
}

/// Whether `HapticPattern(ahap:)` failed because Foundation's `JSONSerialization` refused the JSON.
private func refusedJSON(_ read: Result<HapticPattern, any Error>) -> Bool {
    guard case .failure(let error) = read else { return false }
    return (error as? HapticReadError)?.message.hasPrefix("the file is not JSON") == true
}
