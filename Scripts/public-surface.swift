// Writes docs/PublicSurface.md: every public type of the three library modules, with its one-line
// summary and the file that declares it, and per module the counts of public types (top-level and
// nested) and lines.
//
//   swift Scripts/public-surface.swift > docs/PublicSurface.md
//
// Reads the sources, not the symbol graphs, so that the types in files fenced to Apple platforms
// (`#if canImport(UIKit)` and the like, which Linux never compiles) are counted too. A type is
// public when its declaration starts with `public` and has no `@_spi(...)` attribute (on its line or
// the lines above it): SPI is not API, and DocC leaves it out too. It is nested when it is declared inside
// another type or an extension of one (the sources are formatted by swift-format, so indentation
// says which). CI regenerates the file and fails when it differs, so a change that adds or removes
// a public type says so in its diff. A script, not a target, so that no product depends on it.

import Foundation

let modules = ["HapticKit", "HapticKitTooling", "HapticKitTesting"]
let declaration = try! NSRegularExpression(
    pattern:
        #"^( *)(?:@\w+(?:\([^)]*\))? +)*((?:public|package|internal|fileprivate|private|open) +)?(?:final +|indirect +)*(struct|enum|class|protocol|actor|extension) +([A-Za-z_][A-Za-z0-9_.]*)"#
)

struct PublicType {
    var name: String
    var kind: String
    var summary: String
    var file: String
    var fence: String?
    var isNested: Bool { name.contains(".") }
    /// The concept folder (`Routing`, `Playback`, …), which groups the listing.
    var folder: String { file.split(separator: "/").dropLast().joined(separator: "/") }
}

func swiftFiles(under root: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift") { files.append(path) }
    }
    return files.sorted()
}

/// The public types a file declares, in order.
func publicTypes(in text: String, file: String) -> [PublicType] {
    let lines = text.components(separatedBy: "\n")
    // The condition of a `#if` that fences the whole file, if any.
    let fence = lines.first { $0.hasPrefix("#if ") }.map { String($0.dropFirst(4)) }
    var stack: [(indent: Int, name: String)] = []
    var summary: String?
    var summaryEnded = false
    // Whether an attribute line just above the declaration was `@_spi(...)`.
    var spiAbove = false
    var types: [PublicType] = []
    for line in lines {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("///") {
            // The summary is the doc comment's first paragraph.
            let text = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
            if summaryEnded { continue }
            if text.isEmpty {
                summaryEnded = summary != nil
            } else {
                summary = summary.map { "\($0) \(text)" } ?? text
            }
            continue
        }
        let range = NSRange(line.startIndex..., in: line)
        let match = declaration.firstMatch(in: line, range: range)
        let isSPI = spiAbove || match.map { line[Range($0.range, in: line)!].contains("@_spi(") } ?? false
        defer {
            if !trimmed.hasPrefix("@") || match != nil {
                summary = nil
                summaryEnded = false
                spiAbove = false
            } else if trimmed.hasPrefix("@_spi(") {
                spiAbove = true
            }
        }
        guard let match else { continue }
        let indent = Range(match.range(at: 1), in: line).map { line[$0].count } ?? 0
        let access = Range(match.range(at: 2), in: line).map { line[$0].trimmingCharacters(in: .whitespaces) }
        let kind = String(line[Range(match.range(at: 3), in: line)!])
        let name = String(line[Range(match.range(at: 4), in: line)!])
        while let last = stack.last, last.indent >= indent { stack.removeLast() }
        let qualified = stack.last.map { "\($0.name).\(name)" } ?? name
        stack.append((indent, qualified))
        if access == "public" || access == "open", kind != "extension", !isSPI {
            types.append(
                PublicType(name: qualified, kind: kind, summary: summary ?? "", file: file, fence: fence))
        }
    }
    return types
}

/// A table cell: pipes escaped, so a summary cannot break the table.
func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

var counts: [String] = []
var sections: [String] = []
for module in modules {
    let root = "Sources/\(module)"
    var types: [PublicType] = []
    var lineCount = 0
    for file in swiftFiles(under: root) {
        guard let text = try? String(contentsOfFile: "\(root)/\(file)", encoding: .utf8) else {
            FileHandle.standardError.write(Data("error: cannot read \(root)/\(file)\n".utf8))
            exit(1)
        }
        lineCount += text.components(separatedBy: "\n").count - (text.hasSuffix("\n") ? 1 : 0)
        types += publicTypes(in: text, file: file)
    }
    let topLevel = types.filter { !$0.isNested }.count
    counts.append("| `\(module)` | \(types.count) | \(topLevel) | \(types.count - topLevel) | \(lineCount) |")
    var section = [
        "## \(module)", "", "| type | kind | summary (the doc comment's first paragraph) | file |", "|---|---|---|---|",
    ]
    for type in types.sorted(by: { ($0.folder, $0.name) < ($1.folder, $1.name) }) {
        let file = "`\(type.file)`" + (type.fence.map { " (`#if \($0)`)" } ?? "")
        section.append("| `\(type.name)` | \(type.kind) | \(cell(type.summary)) | \(cell(file)) |")
    }
    sections.append(section.joined(separator: "\n"))
}

print(
    """
    # Public surface

    Generated by `swift Scripts/public-surface.swift > docs/PublicSurface.md`; CI fails when it is
    stale. Every public type of the three library modules, read from the sources, so types in files
    fenced to Apple platforms count too. Lines are every line of the module's Swift files.

    | module | public types | top-level | nested | lines |
    |---|---|---|---|---|
    \(counts.joined(separator: "\n"))

    Before the 1.0 review of the public surface (commit 74d91a9, version 0.1.0), counted the
    same way: `HapticKit` 91 public types (53 top-level, 38 nested), `HapticKitTooling` 26 (14, 12),
    `HapticKitTesting` 19 (5, 14). The rules it applied (a public enum only where its cases are
    closed for good; nesting where a type serves another) are in
    [Architecture.md](Architecture.md#public-enums-and-when-a-struct-instead).

    \(sections.joined(separator: "\n\n"))
    """)
