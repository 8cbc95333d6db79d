import Foundation

// `swift run -c release --package-path Benchmarks haptickit-benchmark [--json] [--quick] [--section=<name>]`
//
// Each section measures one claim the README makes and returns its rows.
let arguments = Set(ProcessInfo.processInfo.arguments.dropFirst())
if arguments == ["--first-request"] { FirstRequestBenchmark.measureInThisProcess() }
let only = arguments.first { $0.hasPrefix("--section=") }.map { String($0.dropFirst("--section=".count)) }
let unknown = arguments.subtracting(["--json", "--quick"]).filter { !$0.hasPrefix("--section=") }
if !unknown.isEmpty {
    FileHandle.standardError.write(
        Data(
            "haptickit-benchmark: unknown argument(s) \(unknown.sorted()); use --json, --quick, --section=<name>\n"
                .utf8))
    exit(2)
}
let quick = arguments.contains("--quick")

let sections: [(String, (Bool) -> [BenchmarkRow])] = [
    ("pipeline", PipelineBenchmark.run),
    ("allocations", AllocationBenchmark.run),
    ("warm-hits", WarmHitBenchmark.run),
    ("ahap", ahapBenchmark),
    ("first", FirstRequestBenchmark.run),
    ("churn", ChurnBenchmark.run),
]

var rows: [BenchmarkRow] = []
if let only, !sections.contains(where: { $0.0 == only }) {
    FileHandle.standardError.write(
        Data("haptickit-benchmark: no section '\(only)'; one of \(sections.map(\.0).joined(separator: ", "))\n".utf8))
    exit(2)
}
for (name, run) in sections where only == nil || only == name {
    rows += run(quick)
}

if arguments.contains("--json") {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "not measured")
    FileHandle.standardOutput.write((try? encoder.encode(rows)) ?? Data("[]".utf8))
    print()
} else {
    for row in rows {
        print(
            "\(row.section.padding(toLength: 12, withPad: " ", startingAt: 0)) \(row.name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(row.value.isNaN ? "           -" : String(format: "%12.2f", row.value)) \(row.unit.padding(toLength: 20, withPad: " ", startingAt: 0)) \(row.note)"
        )
    }
}
