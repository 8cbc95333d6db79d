import Foundation

/// What an app links of HapticKit, by proxy: the `.text` bytes of HapticKit's release object files
/// on this machine. `benchmark.sh` measures them (`size -A`) in the release build the benchmark
/// itself is part of, and hands the figure over in `HAPTICKIT_TEXT_BYTES`; run without it, the row
/// says it was not measured. Apple's arm64 figure (docs/Benchmarks.md, "Code size") needs an
/// Apple SDK; this one moves with it, and CI can see it.
enum SizeBenchmark {
    static func run(quick _: Bool) -> [BenchmarkRow] {
        let bytes = ProcessInfo.processInfo.environment["HAPTICKIT_TEXT_BYTES"].flatMap(Double.init) ?? .nan
        return [
            BenchmarkRow(
                section: "size", name: "HapticKit release .text (Linux)", value: bytes / 1000, unit: "KB",
                note: bytes.isNaN
                    ? "not measured: run Benchmarks/benchmark.sh" : "sum of size -A over HapticKit.build/*.o")
        ]
    }
}
