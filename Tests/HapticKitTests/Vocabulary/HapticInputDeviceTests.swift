import Foundation
import Testing

@testable import HapticKit

@Suite("HapticInput.Device: its names, order and JSON")
struct HapticInputSourceTests {
    @Test("every input, in the order of earlier versions, with its kebab-case name")
    func namesInOrder() {
        #expect(
            HapticInput.Device.allCases.map(\.rawValue) == [
                "unspecified", "finger", "pencil", "pencil-pro", "pencil-hover", "magic-keyboard-trackpad",
                "magic-keyboard-trackpad-scroll", "trackpad-hover", "bluetooth-trackpad", "force-touch-trackpad",
                "magic-trackpad", "mouse", "remote", "eyes-and-hands", "game-controller", "stylus",
                "spatial-accessory",
            ])
        #expect(Set(HapticInput.Device.allCases).count == HapticInput.Device.allCases.count)
    }

    @Test("a name is read in kebab-case and in the camelCase of earlier versions, in any case; other text is nil")
    func readsNames() {
        for source in HapticInput.Device.allCases {
            #expect(HapticInput.Device(rawValue: source.rawValue) == source)
            #expect(HapticInput.Device(rawValue: source.rawValue.uppercased()) == source)
        }
        #expect(HapticInput.Device(rawValue: "pencilPro") == .pencilPro)
        #expect(HapticInput.Device(rawValue: "MAGICKEYBOARDTRACKPADSCROLL") == .magicKeyboardTrackpadScroll)
        #expect(HapticInput.Device(rawValue: "toe") == nil)
        #expect(HapticInput.Device(rawValue: "") == nil)
    }

    @Test("descriptions are the ones earlier versions printed")
    func descriptions() {
        #expect(HapticInput.Device.pencilPro.description == "Apple Pencil Pro")
        #expect(HapticInput.Device.unspecified.description == "unspecified input")
        #expect("\(HapticInput.Device.spatialAccessory)" == "spatial accessory (GCSpatialAccessory)")
    }

    @Test("JSON holds the kebab-case name, as the tool and reports spell it, and reads the camelCase of before 1.0")
    func json() throws {
        let sources: [HapticInput.Device] = [.pencilPro, .magicKeyboardTrackpadScroll, .unspecified]
        let data = try JSONEncoder().encode(sources)
        #expect(
            String(decoding: data, as: UTF8.self) == #"["pencil-pro","magic-keyboard-trackpad-scroll","unspecified"]"#)
        #expect(try JSONDecoder().decode([HapticInput.Device].self, from: data) == sources)
        let old = Data(#"["pencilPro","magicKeyboardTrackpadScroll","unspecified"]"#.utf8)
        #expect(try JSONDecoder().decode([HapticInput.Device].self, from: old) == sources)
        for source in HapticInput.Device.allCases {
            #expect(try JSONDecoder().decode(HapticInput.Device.self, from: JSONEncoder().encode(source)) == source)
        }
    }

    @Test("JSON with an unknown input is a decoding error that names the text and the valid names")
    func unknownJSON() {
        #expect {
            try JSONDecoder().decode([HapticInput.Device].self, from: Data(#"["toe"]"#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.hasPrefix("'toe' is not one of: unspecified, finger, pencil, pencil-pro, ")
        }
    }
}
