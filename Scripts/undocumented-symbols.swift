// Lists the public symbols declared in this package's sources that have no doc comment of their own.
//
//   swift Scripts/undocumented-symbols.swift <symbol-graph-dir> <module>...
//
// Reads `<module>.symbols.json` and `<module>@*.symbols.json` (the module's extensions of other
// modules' types) from the symbol graphs `swift package dump-symbol-graph` writes. A symbol counts
// when it is declared in `Sources/` (so not synthesized by the compiler: `init(rawValue:)`,
// `Codable` conformances, members inherited from protocol extensions) and is not an extension
// block. It is documented when its doc comment is written where it is declared: a requirement's
// comment inherited from a protocol (`description`, `hash(into:)`, `==`) does not count, the same
// rule as swift-format's `AllPublicDeclarationsHaveDocumentation`.
//
// Prints one line per undocumented symbol (`file:line: kind name`) and a summary per module; exits
// 1 when any symbol is undocumented, 2 on bad usage or an unreadable graph. A script, not a
// target, so that CI needs nothing but the Swift toolchain and no product depends on it.

import Foundation

func fail(_ message: String, status: Int32 = 2) -> Never {
    fflush(stdout)  // the listing first, then the error
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(status)
}

/// The symbols of `module`'s graphs in `directory`.
func symbols(in directory: URL, module: String) -> [[String: Any]] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let graphs = ["\(module).symbols.json"] + names.filter { $0.hasPrefix("\(module)@") }.sorted()
    return graphs.flatMap { name -> [[String: Any]] in
        let url = directory.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url),
            let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let symbols = graph["symbols"] as? [[String: Any]]
        else { fail("no readable symbol graph \(url.path)") }
        return symbols
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    fail("usage: swift Scripts/undocumented-symbols.swift <symbol-graph-dir> <module>...")
}
let directory = URL(fileURLWithPath: arguments[0])
var missingTotal = 0
for module in arguments.dropFirst() {
    var declared = 0
    var missing: [(path: String, line: Int, text: String)] = []
    for symbol in symbols(in: directory, module: module) {
        guard ["public", "open"].contains(symbol["accessLevel"] as? String ?? ""),
            let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
            !identifier.contains("::SYNTHESIZED::"),
            let kind = symbol["kind"] as? [String: Any],
            kind["identifier"] as? String != "swift.extension",
            let location = symbol["location"] as? [String: Any],
            let uri = location["uri"] as? String,
            let sources = uri.range(of: "/Sources/")
        else { continue }
        declared += 1
        if let comment = symbol["docComment"] as? [String: Any], comment["uri"] as? String == uri,
            let lines = comment["lines"] as? [[String: Any]],
            lines.contains(where: { !($0["text"] as? String ?? "").trimmingCharacters(in: .whitespaces).isEmpty })
        {
            continue
        }
        let line = ((location["position"] as? [String: Any])?["line"] as? Int ?? 0) + 1
        let name = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
        let kindName = (kind["displayName"] as? String ?? "symbol").lowercased()
        missing.append(("Sources/" + uri[sources.upperBound...], line, "\(kindName) \(name)"))
    }
    for entry in missing.sorted(by: { ($0.path, $0.line, $0.text) < ($1.path, $1.line, $1.text) }) {
        print("\(entry.path):\(entry.line): \(entry.text) has no doc comment")
    }
    print("\(module): \(missing.count) of \(declared) public symbols undocumented")
    missingTotal += missing.count
}
if missingTotal > 0 {
    fail("\(missingTotal) public symbols have no doc comment (a `///` summary above each)", status: 1)
}
