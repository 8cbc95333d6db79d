import Foundation
import HapticKit
import HapticKitCLI
import HapticKitTooling
import Testing

@Suite("haptickit matrix in a terminal")
struct MatrixGridTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The grid's cells by feedback and device name, read back through its numbered key.
    static func cells(_ grid: String) -> [String: [String: String]] {
        var names: [Int: String] = [:]
        for line in grid.split(separator: "\n") where line.hasPrefix("  ") {
            let words = line.split(separator: " ")
            for (number, name) in zip(words, words.dropFirst()) where Int(number) != nil {
                names[Int(number)!] = String(name)
            }
        }
        var cells: [String: [String: String]] = [:]
        var numbers: [Int] = []
        for line in grid.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if words.first == "feedback" {
                numbers = words.dropFirst().compactMap { Int($0) }
            } else if let feedback = words.first, (try? HapticFeedback.named(feedback)) != nil,
                words.count == numbers.count + 1
            {
                for (number, mark) in zip(numbers, words.dropFirst()) {
                    cells[feedback, default: [:]][names[number] ?? "?"] = mark
                }
            }
        }
        return cells
    }

    @Test("with no flags it prints docs/DeviceMatrix.md's grid, marks included, in 120 columns, with a legend")
    func grid() throws {
        let printed = HapticKitCommandLine.run([
            "matrix", "--observations", Self.root.appendingPathComponent("docs/observations").path,
        ])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.split(separator: "\n").allSatisfy { $0.count <= 120 })
        #expect(printed.stdout.contains("● the platform's own call") && printed.stdout.contains("! contested"))
        let committed = try String(
            contentsOf: Self.root.appendingPathComponent("docs/DeviceMatrix.md"), encoding: .utf8
        ).split(separator: "\n").map(String.init)
        let header = try #require(committed.first { $0.hasPrefix("| feedback |") })
        let devices = header.split(separator: "|").dropFirst().map {
            $0.trimmingCharacters(in: .init(charactersIn: " `"))
        }
        let cells = Self.cells(printed.stdout)
        var checked = 0
        for line in committed.drop(while: { $0 != header }).dropFirst(2) {
            guard line.hasPrefix("| `") else { break }
            let row = line.split(separator: "|").map { $0.trimmingCharacters(in: .init(charactersIn: " `")) }
            for (device, mark) in zip(devices, row.dropFirst()) {
                #expect(cells[row[0]]?[device] == mark, "\(row[0]) on \(device)")
                checked += 1
            }
        }
        #expect(checked == 700)
    }

    @Test("without reports the legend says how to read them")
    func notRead() {
        let printed = HapticKitCommandLine.run(["matrix", "--devices", "iphone,watch"])
        #expect(printed.stdout.contains("--observations docs/observations marks the cells they confirm"))
        #expect(Self.cells(printed.stdout)["success"] == ["iphone": "●", "watch": "●"])
    }

    @Test("--calls lists each device with the Apple call of each feedback, in text only")
    func calls() {
        let printed = HapticKitCommandLine.run(["matrix", "--calls", "--devices", "iphone"])
        #expect(printed.status == 0)
        #expect(printed.stdout.hasPrefix("iphone: iPhone with a Taptic Engine, iOS 18.2\n"))
        #expect(printed.stdout.contains("UINotificationFeedbackGenerator(view: view).notificationOccurred(.success"))
        let json = HapticKitCommandLine.run(["matrix", "--calls", "--format", "json"])
        #expect(json.status == 2 && json.stderr.contains("'--calls' lists calls in text only"))
    }
}
