import Foundation
import HapticKit
import HapticKitTooling
import Testing

@Suite("The device matrix, rendered")
struct DeviceMatrixTests {
    @Test("the markdown names every device, every feedback and every call")
    func complete() {
        let markdown = DeviceMatrix().render(.markdown)
        for named in DeviceProfile.allNamed {
            #expect(markdown.contains("## `\(named.name)`"))
        }
        #expect(markdown.contains("`UICanvasFeedbackGenerator(view: view).alignmentOccurred(at: location)`"))
        #expect(markdown.contains("| `impact-solid` |"))
    }

    @Test("the matrix marks a call handed to the system, and its JSON lists the inputs that feel it")
    func matrix() throws {
        let matrix = DeviceMatrix(
            feedbacks: [.alignment],
            devices: DeviceProfile.allNamed.filter { ["ipad", "ipad-pencil-pro"].contains($0.name) })
        let markdown = matrix.render(.markdown)
        #expect(markdown.contains("| `alignment` | ◌? | ● |"), "only Apple Pencil Pro is on Apple's page")
        #expect(markdown.contains("; handed to the system; felt only with Apple Pencil Pro, "))
        let data = Data(matrix.render(.json).utf8)
        let cells = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(
            cells.first?["feltOnlyWith"] as? [String] == [
                "pencil-pro", "magic-keyboard-trackpad", "magic-keyboard-trackpad-scroll",
            ])
        #expect(cells.last?["felt"] as? String == "plays")
        #expect(matrix.render(.text).contains("(at: location) (inferred); handed to the system; felt only with"))
    }
}
