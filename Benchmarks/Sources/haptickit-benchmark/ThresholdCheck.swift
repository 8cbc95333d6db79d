import Foundation

/// Holds benchmark rows to the limits of a thresholds file (`Benchmarks/thresholds.json`): what
/// `haptickit-benchmark --check=<file>` does in CI. A row breaks its limit when it is above its
/// `maximum`, below its `minimum`, or not measured; a limit whose row the benchmark did not print
/// breaks too (a renamed row must not leave its limit checking nothing), and so does a row of a
/// section in ``everyRowChecked`` that has no limit.
struct ThresholdCheck {
    /// One row's limit, as the file states it.
    struct Limit: Decodable {
        let section: String
        let name: String
        /// The row breaks the limit above this (allocations, time) ...
        let maximum: Double?
        /// ... or below this (warm hits).
        let minimum: Double?
        /// The figure the budget promises, in the row's unit; `nil` for a row outside the budget.
        let budget: Double?
        /// Why the limit sits where it does: its margin over the budget, or why it has none.
        let why: String

        /// `≤ 500 (budget 250)`
        var bound: String {
            let bound = maximum.map { "≤ \(String(format: "%g", $0))" } ?? "≥ \(String(format: "%g", minimum ?? .nan))"
            return budget.map { "\(bound) (budget \(String(format: "%g", $0)))" } ?? bound
        }

        /// Why `value` breaks this limit, or `nil` when it keeps it.
        func problem(with value: Double) -> String? {
            if value.isNaN { return "not measured" }
            if let maximum, value > maximum { return "above the threshold" }
            if let minimum, value < minimum { return "below the threshold" }
            return nil
        }
    }

    /// One row held to its limit.
    struct Verdict {
        let section: String
        let name: String
        /// `0.00 allocations/request`, or what stands in for a missing row.
        let measured: String
        let limit: Limit?
        /// What is wrong, or `nil` when the row keeps its limit.
        let problem: String?

        /// `allocations / play(_:), admitted: 1.00 allocations/request, ≤ 0 (budget 0): above the threshold (...)`
        var sentence: String {
            let bound = limit.map { ", \($0.bound)" } ?? ""
            let why = limit.map { " (\($0.why))" } ?? ""
            return "\(section) / \(name): \(measured)\(bound): \(problem ?? "ok")\(why)"
        }
    }

    /// The file is not JSON of the expected shape, or a limit has no bound or two.
    struct FileError: Error, CustomStringConvertible {
        let description: String
    }

    /// Sections whose every row must have a limit, so a new play or prepare path cannot go unchecked.
    static let everyRowChecked: Set<String> = ["allocations"]

    let limits: [Limit]

    init(limits: [Limit]) throws {
        for limit in limits where (limit.maximum == nil) == (limit.minimum == nil) {
            throw FileError(description: "the limit of \(limit.section) / \(limit.name) needs a maximum or a minimum")
        }
        self.limits = limits
    }

    /// Reads `{"rows": [{"section", "name", "maximum" or "minimum", "budget", "why"}, ...]}`; other
    /// top-level keys (an `about` that explains the file) are ignored.
    init(contentsOf path: String) throws {
        struct File: Decodable {
            let rows: [Limit]
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw FileError(description: "cannot read \(path): \(error.localizedDescription)")
        }
        do {
            try self.init(limits: JSONDecoder().decode(File.self, from: data).rows)
        } catch let error as FileError {
            throw error
        } catch {
            throw FileError(description: "\(path) is not a thresholds file: \(error)")
        }
    }

    /// The sections the limits name, which are the ones the check has to run.
    var sections: Set<String> { Set(limits.map(\.section)) }

    /// Every limit with its row, then every row of ``everyRowChecked`` that has no limit.
    func verdicts(for rows: [BenchmarkRow]) -> [Verdict] {
        var verdicts = limits.map { limit in
            guard let row = rows.first(where: { $0.section == limit.section && $0.name == limit.name }) else {
                return Verdict(
                    section: limit.section, name: limit.name, measured: "no such row", limit: limit,
                    problem: "the benchmark printed no row of this name; if it was renamed, rename its limit")
            }
            let problem = limit.problem(with: row.value).map { row.value.isNaN ? "\($0): \(row.note)" : $0 }
            return Verdict(
                section: row.section, name: row.name, measured: "\(Self.format(row.value)) \(row.unit)", limit: limit,
                problem: problem)
        }
        for row in rows where Self.everyRowChecked.contains(row.section) {
            guard !limits.contains(where: { $0.section == row.section && $0.name == row.name }) else { continue }
            verdicts.append(
                Verdict(
                    section: row.section, name: row.name, measured: "\(Self.format(row.value)) \(row.unit)",
                    limit: nil, problem: "no limit: every \(row.section) row needs one in the thresholds file"))
        }
        return verdicts
    }

    /// `0.00`, `612.30`; a value that two decimals would show as 0 in two significant digits
    /// (`1e-05`: one allocation in 100,000 requests is not 0).
    static func format(_ value: Double) -> String {
        if value.isNaN { return "not measured" }
        if value != 0 && abs(value) < 0.005 { return String(format: "%.2g", value) }
        return String(format: "%.2f", value)
    }
}
