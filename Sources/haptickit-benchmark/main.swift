import Foundation

// `swift run -c release haptickit-benchmark [--json] [--quick]`
//
// Each section measures one claim the README makes and returns its rows.
let arguments = Set(ProcessInfo.processInfo.arguments.dropFirst())
let unknown = arguments.subtracting(["--json", "--quick"])
if !unknown.isEmpty {
    FileHandle.standardError.write(
        Data("haptickit-benchmark: unknown argument(s) \(unknown.sorted()); use --json, --quick\n".utf8))
    exit(2)
}
let quick = arguments.contains("--quick")

let sections: [(String, (Bool) -> [BenchmarkRow])] = [
    ("pipeline", PipelineBenchmark.run),
    ("allocations", AllocationBenchmark.run),
    ("warm-hits", WarmHitBenchmark.run),
    ("ahap", ahapBenchmark),
]

var rows: [BenchmarkRow] = []
for (_, run) in sections {
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
