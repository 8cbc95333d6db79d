import Foundation
import HapticKit
import Testing

@Suite("docs/DeviceMatrix.md")
struct DeviceMatrixDocTests {
    @Test("the committed matrix is what the code generates")
    func fresh() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: root.appendingPathComponent("docs/DeviceMatrix.md"), encoding: .utf8)
        let generated = DeviceMatrix().render(.markdown)
        #expect(
            committed == generated,
            "docs/DeviceMatrix.md is stale: run `swift run haptickit matrix --format markdown > docs/DeviceMatrix.md`")
    }

    @Test("the markdown names every device, every feedback and every call")
    func complete() {
        let markdown = DeviceMatrix().render(.markdown)
        for named in DeviceProfile.allNamed {
            #expect(markdown.contains("## `\(named.name)`"))
        }
        #expect(markdown.contains("`UICanvasFeedbackGenerator(view: view).alignmentOccurred(at: location)`"))
        #expect(markdown.contains("| `impact-solid` |"))
    }
}
