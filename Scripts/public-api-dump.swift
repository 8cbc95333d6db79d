// Keeps the public, non-SPI API of swift-api-digester dumps (`swift-api-digester -dump-sdk`), for
// Scripts/api-check.sh:
//
//   swift Scripts/public-api-dump.swift <dump.json> <public.json> [<dump.json> <public.json> ...]
//
// The digester dumps a built .swiftmodule, which holds `package` declarations and
// `@_spi(HapticKitInternal)` ones as well as the public API. It marks a `package` (or other
// non-public) declaration `"isInternal": true` and an SPI one with its `"spi_group_names"`; this
// drops both, with everything inside them (members, accessors), and drops a public type's
// conformance to a protocol so dropped (a public type may conform to a `package` protocol: such a
// conformance is not API either). Pass the dumps of one tree's modules together, so that a
// conformance to a protocol of another of its modules is judged too.

import Foundation

typealias Node = [String: Any]

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty, arguments.count.isMultiple(of: 2) else {
    FileHandle.standardError.write(
        Data("usage: swift Scripts/public-api-dump.swift <dump.json> <public.json> [...]\n".utf8))
    exit(2)
}
let pairs = stride(from: 0, to: arguments.count, by: 2).map { (input: arguments[$0], output: arguments[$0 + 1]) }

func read(_ path: String) -> Node {
    guard let data = FileManager.default.contents(atPath: path),
        let dump = try? JSONSerialization.jsonObject(with: data) as? Node, dump["ABIRoot"] is Node
    else {
        FileHandle.standardError.write(Data("error: \(path) is not a swift-api-digester dump\n".utf8))
        exit(1)
    }
    return dump
}

/// Whether a declaration node is `package` (or less) or SPI.
func isHidden(_ node: Node) -> Bool {
    node["isInternal"] as? Bool == true || !((node["spi_group_names"] as? [Any]) ?? []).isEmpty
}

/// The USRs of the hidden declarations in `node` (at any depth).
func hiddenUSRs(in node: Node) -> Set<String> {
    var found = Set<String>()
    if isHidden(node), let usr = node["usr"] as? String { found.insert(usr) }
    for key in ["children", "accessors"] {
        for child in (node[key] as? [Node]) ?? [] { found.formUnion(hiddenUSRs(in: child)) }
    }
    return found
}

/// `node` without its hidden members and conformances to the protocols in `hidden`.
func publicPart(of node: Node, hidden: Set<String>) -> Node {
    var node = node
    for key in ["children", "accessors"] {
        if let members = node[key] as? [Node] {
            node[key] = members.filter { !isHidden($0) }.map { publicPart(of: $0, hidden: hidden) }
        }
    }
    if let conformances = node["conformances"] as? [Node] {
        node["conformances"] = conformances.filter { !hidden.contains(($0["usr"] as? String) ?? "") }
    }
    return node
}

let dumps = pairs.map { read($0.input) }
let hidden = dumps.reduce(into: Set<String>()) { $0.formUnion(hiddenUSRs(in: $1["ABIRoot"] as! Node)) }
for (dump, pair) in zip(dumps, pairs) {
    var dump = dump
    dump["ABIRoot"] = publicPart(of: dump["ABIRoot"] as! Node, hidden: hidden)
    let data = try JSONSerialization.data(withJSONObject: dump, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: pair.output))
}
