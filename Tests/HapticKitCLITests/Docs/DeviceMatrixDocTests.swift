import Foundation
import HapticKit
import HapticKitCLI
import HapticKitTooling
import Testing

@Suite("docs/DeviceMatrix.md")
struct DeviceMatrixDocTests {
    @Test("the committed matrix is what the code generates")
    func fresh() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: root.appendingPathComponent("docs/DeviceMatrix.md"), encoding: .utf8)
        let generated = HapticKitCommandLine.run([
            "matrix", "--format", "markdown", "--observations", root.appendingPathComponent("docs/observations").path,
        ])
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(
            committed == generated.stdout,
            """
            docs/DeviceMatrix.md is stale: run \
            `swift run haptickit matrix --format markdown --observations docs/observations > docs/DeviceMatrix.md`
            """)
    }
}

@Suite("README.md")
struct ReadmeMatrixTests {
    @Test("the README's excerpt of the matrix agrees with the router, mark by mark")
    func excerpt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n").map(String.init)
        func cells(_ line: String) -> [String] {
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let header = try #require(lines.first { $0.hasPrefix("| feedback | `iphone` | `ipad-pencil-pro`") })
        let devices = cells(header).dropFirst().map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        let start = try #require(lines.firstIndex(of: header))
        var checked = 0
        for line in lines[(start + 2)...] {
            guard line.hasPrefix("| `") else { break }
            let row = cells(line)
            let feedback = try HapticFeedback.named(row[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")))
            for (device, mark) in zip(devices, row.dropFirst()) {
                let profile = try #require(DeviceProfile.named(device), "\(device)")
                let route = HapticRouter.route(feedback, on: profile)
                let expected = route.plays ? (route.isSubstitute ? "◐" : "●") : "·"
                #expect(mark == expected, "\(feedback.name) on \(device)")
                checked += 1
            }
        }
        #expect(checked == 70)
    }
}
