// Checks that HapticKit's folders are its layers: a file names only types declared in its own layer
// or a layer below it. The order is read from docs/Architecture.md, the one place it is written
// (the `text` block under "## Layer order": one layer a line, the lowest first; folders on one line
// share a layer and may name each other's types). Fails, listing each backwards reference, when a
// file names a type of a layer above its own, or when a folder is in no layer.
//
//   swift Scripts/layers.swift [sources-folder] [architecture-doc]
//
// Reads the sources, not a build, so that files fenced to Apple platforms count too. A type is
// named where its identifier appears outside comments and string literals and not after a `.` (a
// member such as `Accessory.Haptics` is not the type `Haptics`). Only top-level declarations
// own a name (the sources are formatted by swift-format, so they start at the first column): a
// nested type is named through its outer type, and a name two folders declare is left out. Files directly
// in the sources folder are in the lowest layer.

import Foundation

let arguments = CommandLine.arguments.dropFirst()
let sources = arguments.first ?? "Sources/HapticKit"
let architecture = arguments.dropFirst().first ?? "docs/Architecture.md"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

func regex(_ pattern: String) -> NSRegularExpression {
    try! NSRegularExpression(pattern: pattern)
}

func matches(_ expression: NSRegularExpression, in text: String) -> [NSTextCheckingResult] {
    expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
}

func replacing(_ expression: NSRegularExpression, in text: String, with template: String) -> String {
    expression.stringByReplacingMatches(
        in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
}

/// The layers, lowest first: each a set of folder names.
func layerOrder() -> [Set<String>] {
    guard let doc = try? String(contentsOfFile: architecture, encoding: .utf8) else {
        fail("cannot read \(architecture)")
    }
    let lines = doc.components(separatedBy: "\n")
    guard let heading = lines.firstIndex(of: "## Layer order"),
        let open = lines[heading...].firstIndex(of: "```text"),
        let close = lines[(open + 1)...].firstIndex(of: "```")
    else { fail("\(architecture) has no ```text block under \"## Layer order\"") }
    return lines[(open + 1)..<close].map { Set($0.split(separator: " ").map(String.init)) }.filter { !$0.isEmpty }
}

/// A file's text without comments and string literals, which may name any type.
func code(of text: String) -> String {
    var text = replacing(regex(##"(?s)#+""".*?"""#+"##), in: text, with: #""""#)
    text = replacing(regex(#"(?s)"""(.*?)""""#), in: text, with: #""""#)
    text = replacing(regex(##"#+"[^\n]*?"#+"##), in: text, with: #""""#)
    text = replacing(regex(#""(?:[^"\\\n]|\\.)*""#), in: text, with: #""""#)
    text = replacing(regex(#"(?s)/\*.*?\*/"#), in: text, with: "")
    return replacing(regex("//[^\n]*"), in: text, with: "")
}

let layers = layerOrder()
let layerOfFolder = Dictionary(
    uniqueKeysWithValues: layers.enumerated().flatMap { index, folders in folders.map { ($0, index) } })

var files: [(path: String, folder: String, code: String)] = []
let enumerator = FileManager.default.enumerator(atPath: sources)
while let path = enumerator?.nextObject() as? String {
    guard path.hasSuffix(".swift") else { continue }
    let parts = path.split(separator: "/")
    let folder = parts.count > 1 ? String(parts[0]) : ""
    guard let text = try? String(contentsOfFile: "\(sources)/\(path)", encoding: .utf8) else {
        fail("cannot read \(sources)/\(path)")
    }
    files.append((path, folder, code(of: text)))
}
files.sort { $0.path < $1.path }

let unplaced = Set(files.map(\.folder).filter { !$0.isEmpty && layerOfFolder[$0] == nil })
if !unplaced.isEmpty {
    fail("\(unplaced.sorted().joined(separator: ", ")) in no layer of \(architecture)'s \"## Layer order\"")
}
func layer(of folder: String) -> Int { folder.isEmpty ? 0 : layerOfFolder[folder]! }

// Which folder declares each top-level type (nested types are named through their outer type);
// names declared in several folders are ambiguous.
let declaration = regex(
    #"(?m)^(?:@\w+(?:\([^)\n]*\))? +)*(?:(?:public|package|internal|fileprivate|private|open|final|indirect) +)*"#
        + #"(?:struct|class|enum|protocol|actor|typealias) +([A-Za-z_][A-Za-z0-9_]*)"#)
var declaringFolders: [String: Set<String>] = [:]
for file in files {
    for match in matches(declaration, in: file.code) {
        let name = String(file.code[Range(match.range(at: 1), in: file.code)!])
        declaringFolders[name, default: []].insert(file.folder)
    }
}
let owner = declaringFolders.compactMapValues { $0.count == 1 ? $0.first : nil }

// Every identifier not after a `.`, in each file; a type of a higher layer is a backwards reference.
let localDeclaration = regex(
    #"\b(?:struct|class|enum|protocol|actor|typealias|associatedtype) +([A-Za-z_][A-Za-z0-9_]*)"#)
let identifier = regex(#"(?<![.\w])[A-Za-z_][A-Za-z0-9_]*"#)
var backwards: [String] = []
for file in files {
    // A file's own declarations (a nested type, an `associatedtype`) shadow another folder's.
    let local = Set(
        matches(localDeclaration, in: file.code).map { String(file.code[Range($0.range(at: 1), in: file.code)!]) })
    let names = Set(matches(identifier, in: file.code).map { String(file.code[Range($0.range, in: file.code)!]) })
        .subtracting(local)
    for name in names.sorted() {
        guard let folder = owner[name], layer(of: folder) > layer(of: file.folder) else { continue }
        backwards.append("\(sources)/\(file.path) names \(name), declared in \(folder)/, a layer above")
    }
}
if !backwards.isEmpty {
    for line in backwards { print(line) }
    fail("\(backwards.count) backwards reference(s): a folder names only its own layer and those below it")
}
print("\(files.count) files in \(layers.count) layers; no folder names a type of a layer above it")
