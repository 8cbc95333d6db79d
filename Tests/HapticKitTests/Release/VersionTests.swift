import Foundation
import Testing

@testable import HapticKit

/// The version has one source, `HapticKitVersion.current` (Sources/HapticKit/HapticKitVersion.swift):
/// the tool and observation reports read it (tested in HapticKitCLITests, `CommandLineTests`), and the
/// copies that cannot read Swift (the HapticKit Lab's manifest, CHANGELOG.md's newest release) must say
/// the same (CONTRIBUTING.md, "Versions and releases").
@Suite("the version, in one place")
struct VersionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The first capture group of every match of `pattern` in `text`, in order.
    static func captures(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test("the version is major.minor.patch")
    func semantic() throws {
        let parts = HapticKitVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3, "\(HapticKitVersion.current)")
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    }

    @Test("the HapticKit Lab's manifest shows the same version")
    func lab() throws {
        let manifest = try Self.text("Apps/HapticKitLab.swiftpm/Package.swift")
        #expect(try Self.captures(#"displayVersion: "([^"]*)""#, in: manifest) == [HapticKitVersion.current])
    }

    @Test("CHANGELOG.md: Unreleased first, then releases newest first, the newest being this version")
    func changelog() throws {
        let changelog = try Self.text("CHANGELOG.md")
        let headings = try Self.captures(#"^## \[([^\]]+)\]"#, in: changelog)
        #expect(headings.first == "Unreleased")
        let released = Array(headings.dropFirst())
        let dated = try Self.captures(#"^## \[([0-9]+\.[0-9]+\.[0-9]+)\] - [0-9]{4}-[0-9]{2}-[0-9]{2}$"#, in: changelog)
        #expect(released == dated, "each release heading is `## [x.y.z] - YYYY-MM-DD`")
        let numbers = released.map { $0.split(separator: ".").compactMap { Int($0) } }
        #expect(zip(numbers, numbers.dropFirst()).allSatisfy { newer, older in older.lexicographicallyPrecedes(newer) })
        if let newest = released.first {
            #expect(newest == HapticKitVersion.current, "a release sets HapticKitVersion.current")
        } else {
            // Nothing released yet: the code is a 0.x development version until 1.0.0 is tagged.
            #expect(HapticKitVersion.current.hasPrefix("0."), "\(HapticKitVersion.current)")
        }
        // Each release links its tag's comparison, as Keep a Changelog's footer does.
        for version in released {
            #expect(changelog.contains("[\(version)]: https://github.com/haptickit/HapticKit/"), "\(version)")
        }
    }
}
