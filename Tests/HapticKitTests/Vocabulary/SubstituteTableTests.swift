import Foundation
import Testing

@testable import HapticKit

/// `HapticFeedback.substitute`'s doc table, read from the source: each row's visionOS feedbacks and
/// the substitute the code plays for them, spelled as Swift code that compiles.
@Test("substitute's doc table names each visionOS feedback's substitute as the code plays it, in Swift")
func substituteTable() throws {
    // Each "elsewhere" cell, as written, and the value it spells: a spelling that does not compile
    // (`impact(.soft)`: soft is a flexibility) has no value here.
    let spelled: [String: HapticFeedback] = [
        "impact(weight: .light)": .impact(weight: .light), "selection": .selection,
        "impact(flexibility: .soft)": .impact(flexibility: .soft),
        "impact(flexibility: .rigid)": .impact(flexibility: .rigid),
    ]
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(
        contentsOf: root.appendingPathComponent("Sources/HapticKit/Vocabulary/HapticFeedback+Vision.swift"),
        encoding: .utf8)
    let rows = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("/// | `") }
    #expect(rows.count == 4)
    var covered: [String] = []
    for row in rows {
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let elsewhere = cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        let substitute = try #require(spelled[elsewhere], "'\(elsewhere)' spells no substitute")
        // `press(.button)` names its family; `.tab` after it is another member of that family.
        var family = ""
        for item in cells[1].components(separatedBy: "`").enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
            if !item.hasPrefix(".") { family = String(item.prefix { $0 != "(" }) }
            let spelling = item.hasPrefix(".") ? "\(family)(\(item))" : String(item)
            let feedback = try #require(
                HapticFeedback.allCanonical.first { $0.swiftUISpelling == spelling }, "\(spelling)")
            #expect(feedback.substitute == substitute, "\(spelling)")
            covered.append(spelling)
        }
    }
    let families = HapticFeedback.allCanonical.filter { $0.substitute != nil }.map(\.swiftUISpelling)
    #expect(covered.sorted() == families.sorted())
}
