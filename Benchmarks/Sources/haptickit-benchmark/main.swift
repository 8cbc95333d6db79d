import Foundation

// `swift run -c release --package-path Benchmarks haptickit-benchmark [--json] [--quick] [--section=<name>]`
// `swift run -c release --package-path Benchmarks haptickit-benchmark --check=<thresholds file>`
//
// Each section measures one claim the README makes and returns its rows. `--check` runs the
// sections a thresholds file names, prints each row beside its limit, and exits 1 when a row
// breaks one (see ``ThresholdCheck``).
let arguments = Set(ProcessInfo.processInfo.arguments.dropFirst())
if arguments == ["--first-request"] { FirstRequestBenchmark.measureInThisProcess() }

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("haptickit-benchmark: \(message)\n".utf8))
    exit(2)
}

func value(of option: String) -> String? {
    arguments.first { $0.hasPrefix(option) }.map { String($0.dropFirst(option.count)) }
}

let only = value(of: "--section=")
let checkPath = value(of: "--check=")
let unknown = arguments.subtracting(["--json", "--quick"])
    .filter { !$0.hasPrefix("--section=") && !$0.hasPrefix("--check=") }
if !unknown.isEmpty {
    fail("unknown argument(s) \(unknown.sorted()); use --json, --quick, --section=<name>, --check=<thresholds file>")
}
if checkPath != nil && (only != nil || arguments.contains("--json")) {
    fail("--check runs the sections its thresholds file names and prints its own report: drop --section and --json")
}
let quick = arguments.contains("--quick")

let sections: [(String, (Bool) -> [BenchmarkRow])] = [
    ("pipeline", PipelineBenchmark.run),
    ("allocations", AllocationBenchmark.run),
    ("warm-hits", WarmHitBenchmark.run),
    ("ahap", ahapBenchmark),
    ("first", FirstRequestBenchmark.run),
    ("churn", ChurnBenchmark.run),
    ("budget", BudgetBenchmark.run),
    ("size", SizeBenchmark.run),
]

let check: ThresholdCheck?
do {
    check = try checkPath.map(ThresholdCheck.init(contentsOf:))
} catch {
    fail("\(error)")
}
let chosen = check?.sections ?? only.map { [$0] } ?? Set(sections.map(\.0))
for name in chosen.sorted() where !sections.contains(where: { $0.0 == name }) {
    fail("no section '\(name)'; one of \(sections.map(\.0).joined(separator: ", "))")
}

var rows: [BenchmarkRow] = []
for (name, run) in sections where chosen.contains(name) {
    rows += run(quick)
}

if let check, let checkPath {
    let verdicts = check.verdicts(for: rows)
    print("each row against its limit in \(checkPath):")
    for verdict in verdicts {
        let note = rows.first { $0.section == verdict.section && $0.name == verdict.name }?.note ?? ""
        print(
            "\(verdict.problem == nil ? "ok  " : "FAIL") \(verdict.section.padding(toLength: 12, withPad: " ", startingAt: 0)) \(verdict.name.padding(toLength: 60, withPad: " ", startingAt: 0)) \(verdict.measured.padding(toLength: 28, withPad: " ", startingAt: 0)) \((verdict.limit?.bound ?? "no limit").padding(toLength: 22, withPad: " ", startingAt: 0)) \(note)"
        )
    }
    let broken = verdicts.filter { $0.problem != nil }
    guard broken.isEmpty else {
        let list = broken.map { "  \($0.sentence)\n" }.joined()
        fflush(nil)  // the table first: print's buffer, then standard error
        FileHandle.standardError.write(
            Data(
                "haptickit-benchmark: \(broken.count) of \(verdicts.count) rows broke their limits in \(checkPath) (Benchmarks/README.md says why each limit sits where it does):\n\(list)"
                    .utf8))
        exit(1)
    }
    print("all \(verdicts.count) rows within their limits")
} else if arguments.contains("--json") {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "not measured")
    FileHandle.standardOutput.write((try? encoder.encode(rows)) ?? Data("[]".utf8))
    print()
} else {
    for row in rows {
        print(
            "\(row.section.padding(toLength: 12, withPad: " ", startingAt: 0)) \(row.name.padding(toLength: 60, withPad: " ", startingAt: 0)) \(row.value.isNaN ? "           -" : String(format: "%12.2f", row.value)) \(row.unit.padding(toLength: 20, withPad: " ", startingAt: 0)) \(row.note)"
        )
    }
}
