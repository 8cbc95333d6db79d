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
        // The command is run from the repository's root, so the reports are cited as docs/observations/….
        let cited = generated.stdout.replacingOccurrences(
            of: root.path + "/docs/observations/", with: "docs/observations/")
        #expect(
            committed == cited,
            """
            docs/DeviceMatrix.md is stale: run \
            `swift run haptickit matrix --format markdown --observations docs/observations > docs/DeviceMatrix.md`
            """)
    }
}

@Suite("README.md")
struct ReadmeMatrixTests {
    @Test("the README's excerpt of the matrix is docs/DeviceMatrix.md's grid, marks included")
    func excerpt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        func table(_ file: String, header prefix: String) throws -> [String: [String: String]] {
            let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n").map(String.init)
            func cells(_ line: String) -> [String] {
                line.split(separator: "|").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            }
            let header = try #require(lines.first { $0.hasPrefix(prefix) }, "\(file)")
            let devices = cells(header).dropFirst()
            let start = try #require(lines.firstIndex(of: header))
            var rows: [String: [String: String]] = [:]
            for line in lines[(start + 2)...] {
                guard line.hasPrefix("| `") else { break }
                let row = cells(line)
                rows[row[0]] = Dictionary(uniqueKeysWithValues: zip(devices, row.dropFirst()))
            }
            return rows
        }
        let excerpt = try table("README.md", header: "| feedback | `iphone` | `ipad-pencil-pro`")
        let matrix = try table("docs/DeviceMatrix.md", header: "| feedback | `iphone` |")
        var checked = 0
        for (feedback, row) in excerpt {
            for (device, mark) in row {
                #expect(mark == matrix[feedback]?[device], "\(feedback) on \(device): run Scripts/readme-matrix.sh")
                checked += 1
            }
        }
        #expect(checked == 70)
    }
}

@Suite("README.md, the first screen")
struct ReadmeOrderTests {
    static func readme() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    @Test("the pitch, Install, the quick start and SwiftUI come before the device research")
    func order() throws {
        let headings = try Self.readme().split(separator: "\n").filter { $0.hasPrefix("## ") }.map(String.init)
        let first = Array(headings.prefix(4))
        #expect(first == ["## Highlights", "## Install", "## Quick start", "## SwiftUI"])
    }

    @Test("the quick start says what happens to a view-less call on iPad, and how to give it a view")
    func iPadSentence() throws {
        let readme = try Self.readme()
        let start = try #require(readme.range(of: "## Quick start"))
        let end = try #require(readme.range(of: "## SwiftUI"))
        let quickStart = readme[start.upperBound..<end.lowerBound]
        #expect(quickStart.contains("On iPad") && quickStart.contains("needsLocation"))
        #expect(quickStart.contains(".hapticAnchor()") && quickStart.contains("play(.alignment, at: point, in: view)"))
    }

    @Test("the README fits in 200 lines; the research it sums up is in docs/SensoryFeedback.md")
    func length() throws {
        let readme = try Self.readme()
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 201)
        #expect(readme.contains("(docs/SensoryFeedback.md)"))
    }

    @Test("Install gives one way to depend on HapticKit, the one that works before a tag")
    func install() throws {
        let readme = try Self.readme()
        let start = try #require(readme.range(of: "## Install"))
        let end = try #require(readme.range(of: "## Quick start"))
        let install = readme[start.upperBound..<end.lowerBound]
        #expect(install.contains(#"branch: "main""#) && !install.contains(#"from: "#))
    }
}
