import Foundation
import Testing

@testable import HapticKit

@Suite("HapticCategory: its names, order and JSON")
struct HapticCategoryTests {
    @Test("every category, in the order a settings screen lists them, with its name")
    func namesInOrder() {
        #expect(HapticCategory.allCases == [.notification, .selection, .impact, .alignment, .pattern])
        #expect(
            HapticCategory.allCases.map(\.rawValue) == ["notification", "selection", "impact", "alignment", "pattern"])
        #expect(HapticCategory.allCases.map(\.description) == HapticCategory.allCases.map(\.rawValue))
    }

    @Test("a category is read by its name, in any case; other text is nil")
    func readsNames() {
        for category in HapticCategory.allCases {
            #expect(HapticCategory(rawValue: category.rawValue) == category)
        }
        #expect(HapticCategory(rawValue: "Impact") == .impact)
        #expect(HapticCategory(rawValue: "haptic") == nil)
    }

    @Test("settings JSON holds category names")
    func settingsJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let settings = HapticSettings(disabledCategories: [.pattern, .notification])
        let json = String(decoding: try encoder.encode(settings), as: UTF8.self)
        #expect(json.contains(#""disabledCategories":["notification","pattern"]"#))
        #expect(try JSONDecoder().decode(HapticSettings.self, from: Data(json.utf8)) == settings)
    }

    @Test("JSON with an unknown category is a decoding error that names the text and the valid names")
    func unknownJSON() {
        #expect {
            try JSONDecoder().decode(HapticCategory.self, from: Data(#""haptic""#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription
                == "'haptic' is not one of: notification, selection, impact, alignment, pattern"
        }
    }
}
