/// One measured line of the benchmark report.
struct BenchmarkRow: Encodable {
    /// Which group the row belongs to: `pipeline`, `allocations`, `warm-hits`, `ahap`, …
    let section: String
    /// What was measured, e.g. `HapticKit pipeline` or `JSONSerialization`.
    let name: String
    /// The measured number.
    let value: Double
    /// Its unit: `ns/request`, `allocations/request`, `%`, `MB/s`, …
    let unit: String
    /// How it compares or what it means, e.g. `2.1x the floor (target ≤ 3x)`.
    let note: String
}
