import Foundation
import HapticKit
import HapticKitTooling

/// AHAP reading throughput: our reader (parse, build the model, run every check) against
/// Foundation's `JSONSerialization` (parse only) and `JSONDecoder` (parse into plain `Decodable`
/// structs, no checks), on the same ~1 MB of bytes: Apple's `Texture.ahap` with its `Pattern`
/// array repeated until the file passes 1 MB.
func ahapBenchmark(quick: Bool) -> [BenchmarkRow] {
    guard let bytes = AHAPWorkload.megabyte() else {
        return [
            BenchmarkRow(
                section: "ahap", name: "workload", value: .nan, unit: "MB/s",
                note: "Fixtures/ahap/apple-unityplugins/Ricochet/Texture.ahap not found next to the sources")
        ]
    }
    let data = Data(bytes)
    let events = AHAPLinter().lint(bytes).pattern?.events.count ?? 0
    let iterations = quick ? 3 : 20
    let runs = quick ? 3 : 9

    func megabytesPerSecond(_ body: () -> Int) -> (Double, Stopwatch.Measurement) {
        let measurement = Stopwatch.measure(iterations: iterations, runs: runs) { count in
            var total = 0
            for _ in 0..<count { total &+= body() }
            return total
        }
        return (Double(bytes.count) / measurement.median * 1000, measurement)
    }

    let lenient = megabytesPerSecond { AHAPLinter().lint(bytes).pattern?.events.count ?? -1 }
    let strict = megabytesPerSecond { AHAPLinter(strict: true).lint(bytes).findings.count }
    let serialization = megabytesPerSecond {
        let object = try? JSONSerialization.jsonObject(with: data)
        return ((object as? [String: Any])?["Pattern"] as? [Any])?.count ?? -1
    }
    let decoder = megabytesPerSecond {
        (try? JSONDecoder().decode(AHAPWorkload.File.self, from: data))?.Pattern.count ?? -1
    }
    let floor = serialization.0
    func note(_ result: (Double, Stopwatch.Measurement), _ text: String) -> String {
        "\(String(format: "%.2f", result.0 / floor))x JSONSerialization; \(text); \(result.1.summary) ns"
    }
    let size = "\(bytes.count) bytes, \(events) events"
    return [
        BenchmarkRow(
            section: "ahap", name: "AHAPLinter lenient (read + validate)", value: lenient.0, unit: "MB/s",
            note: note(lenient, "target >= 1x; \(size)")),
        BenchmarkRow(
            section: "ahap", name: "AHAPLinter strict (read + validate)", value: strict.0, unit: "MB/s",
            note: note(strict, "every warning an error")),
        BenchmarkRow(
            section: "ahap", name: "JSONSerialization.jsonObject (parse only)", value: serialization.0,
            unit: "MB/s", note: note(serialization, "Foundation, no model, no checks")),
        BenchmarkRow(
            section: "ahap", name: "JSONDecoder, Decodable AHAP (no checks)", value: decoder.0, unit: "MB/s",
            note: note(decoder, "Foundation, typed model, no checks, no line numbers")),
    ]
}

/// The benchmark's input and the `Decodable` mirror of AHAP that `JSONDecoder` fills.
enum AHAPWorkload {
    static let texture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/ahap/apple-unityplugins/Ricochet/Texture.ahap")

    /// `Texture.ahap` with its `Pattern` array's elements repeated until the file passes 1 MB.
    static func megabyte() -> [UInt8]? {
        guard let data = try? Data(contentsOf: texture) else { return nil }
        let bytes = Array(data)
        let key = Array("\"Pattern\"".utf8)
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: key) }),
            let open = bytes[start...].firstIndex(of: UInt8(ascii: "[")),
            let close = bytes.lastIndex(of: UInt8(ascii: "]")), close > open
        else { return nil }
        let elements = Array(bytes[(open + 1)..<close])
        let copies = 1_000_000 / elements.count + 1
        var result = Array(bytes[...open])
        for copy in 0..<copies {
            if copy > 0 { result.append(UInt8(ascii: ",")) }
            result += elements
        }
        result += bytes[close...]
        return result
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    struct File: Decodable {
        var Version: Double?
        var Pattern: [Element]
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    struct Element: Decodable {
        var Event: Event?
        var Parameter: Parameter?
        var ParameterCurve: Curve?
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    struct Event: Decodable {
        var Time: Double?
        var EventType: String
        var EventDuration: Double?
        var EventParameters: [Parameter]?
        var EventWaveformPath: String?
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    struct Parameter: Decodable {
        var ParameterID: String
        var ParameterValue: Double
        var Time: Double?
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    struct Curve: Decodable {
        var ParameterID: String
        var Time: Double?
        var ParameterCurveControlPoints: [ControlPoint]
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    struct ControlPoint: Decodable {
        var Time: Double
        var ParameterValue: Double
    }
}
