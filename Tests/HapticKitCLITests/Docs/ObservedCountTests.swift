import Foundation
import HapticKitCLI
import Testing

/// `haptickit verify docs/observations/*.json` and the matrix it marks count the same cells, and the
/// reports kept there each open at an address with the report's own words.
@Suite("docs/observations, verify and the matrix")
struct ObservedCountTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let folder = root.appendingPathComponent("docs/observations")

    static func reports() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }

    @Test("the matrix's † marks, its published cells and verify's agreeing cells are the same number")
    func daggersEqualVerify() throws {
        let verify = HapticKitCommandLine.run(["verify", "--format", "json"] + (try Self.reports().map(\.path)))
        #expect(verify.status == 0, "\(verify.stderr)")
        let result = try #require(
            try JSONSerialization.jsonObject(with: Data(verify.stdout.utf8)) as? [String: Any])
        let findings = try #require(result["cells"] as? [[String: Any]])
        let agreeing = findings.filter { ["agrees", "newly observed"].contains($0["verdict"] as? String) }.count

        let json = HapticKitCommandLine.run(["matrix", "--format", "json", "--observations", Self.folder.path])
        let cells = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let published = cells.filter { $0["basis"] as? String == "published" }.count

        let markdown = HapticKitCommandLine.run(["matrix", "--format", "markdown", "--observations", Self.folder.path])
        // The summary grid is the table before the first device's section.
        let grid = markdown.stdout.components(separatedBy: "\n## ").first ?? ""
        let daggers = grid.split(separator: "\n").filter { $0.hasPrefix("| `") }.reduce(0) {
            $0 + $1.filter { $0 == "†" }.count
        }

        #expect(agreeing > 30)
        #expect(published == agreeing, "matrix \(published) published cells, verify \(agreeing) agreeing")
        #expect(daggers == agreeing, "the grid shows \(daggers) †, verify counts \(agreeing)")
        #expect(markdown.stdout.contains("\(published) on published observations (`†`;"))
    }

    @Test("docs/observations keeps at least 30 published reports, each with an address and a quote")
    func reportsOpen() throws {
        var published = 0
        for url in try Self.reports() {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
                "\(url.lastPathComponent)")
            guard object["kind"] as? String == "published" else { continue }
            published += 1
            let publication = try #require(object["publication"] as? [String: Any], "\(url.lastPathComponent)")
            let address = try #require(publication["url"] as? String)
            #expect(address.hasPrefix("https://") || address.hasPrefix("http://"), "\(url.lastPathComponent)")
            #expect(!(publication["quote"] as? String ?? "").isEmpty, "\(url.lastPathComponent)")
        }
        #expect(published >= 30)
    }
}
