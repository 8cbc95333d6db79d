import Foundation
import Testing

@testable import HapticKit

@Suite("DeviceProfile's platform, idiom and compatibility mode are structs with the enums' names, order and JSON")
struct DeviceProfileValueTests {
    @Test("every platform, idiom and mode, in the order of earlier versions, with its name")
    func namesInOrder() {
        #expect(
            DeviceProfile.Platform.allCases.map(\.name) == [
                "iOS", "iPadOS", "macCatalyst", "macOS", "watchOS", "tvOS", "visionOS", "other",
            ])
        #expect(
            DeviceProfile.Idiom.allCases.map(\.name) == [
                "phone", "pad", "mac", "watch", "tv", "vision", "carPlay", "unspecified",
            ])
        #expect(
            DeviceProfile.CompatibilityMode.allCases.map(\.name) == ["iOSAppOnMac", "iOSAppOnVision", "iPhoneAppOnPad"])
        #expect(
            DeviceProfile.Platform.allCases == [
                .iOS, .iPadOS, .macCatalyst, .macOS, .watchOS, .tvOS, .visionOS, .other,
            ])
        #expect(DeviceProfile.Idiom.allCases == [.phone, .pad, .mac, .watch, .tv, .vision, .carPlay, .unspecified])
        #expect(DeviceProfile.CompatibilityMode.allCases == [.iOSAppOnMac, .iOSAppOnVision, .iPhoneAppOnPad])
    }

    @Test("each is read by its exact name; other text is nil")
    func readsNames() {
        for platform in DeviceProfile.Platform.allCases {
            #expect(DeviceProfile.Platform(name: platform.name) == platform)
        }
        for idiom in DeviceProfile.Idiom.allCases { #expect(DeviceProfile.Idiom(name: idiom.name) == idiom) }
        for mode in DeviceProfile.CompatibilityMode.allCases {
            #expect(DeviceProfile.CompatibilityMode(name: mode.name) == mode)
        }
        #expect(DeviceProfile.Platform(name: "ipados") == nil)
        #expect(DeviceProfile.Idiom(name: "Pad") == nil)
        #expect(DeviceProfile.CompatibilityMode(name: "iOSAppOnTV") == nil)
    }

    @Test("descriptions are the ones earlier versions printed")
    func descriptions() {
        #expect(
            DeviceProfile.Platform.allCases.map(\.description) == [
                "iOS", "iPadOS", "Mac Catalyst", "macOS", "watchOS", "tvOS", "visionOS", "a non-Apple platform",
            ])
        #expect("\(DeviceProfile.Idiom.carPlay)" == "carPlay")
        #expect("\(DeviceProfile.CompatibilityMode.iOSAppOnMac)" == "iPhone or iPad app on a Mac")
    }

    @Test("JSON holds each name, as the enums wrote it, and reads it back")
    func json() throws {
        for platform in DeviceProfile.Platform.allCases {
            let data = try JSONEncoder().encode(platform)
            #expect(String(decoding: data, as: UTF8.self) == "\"\(platform.name)\"")
            #expect(try JSONDecoder().decode(DeviceProfile.Platform.self, from: data) == platform)
        }
        for idiom in DeviceProfile.Idiom.allCases {
            let data = try JSONEncoder().encode(idiom)
            #expect(String(decoding: data, as: UTF8.self) == "\"\(idiom.name)\"")
            #expect(try JSONDecoder().decode(DeviceProfile.Idiom.self, from: data) == idiom)
        }
        for mode in DeviceProfile.CompatibilityMode.allCases {
            let data = try JSONEncoder().encode(mode)
            #expect(String(decoding: data, as: UTF8.self) == "\"\(mode.name)\"")
            #expect(try JSONDecoder().decode(DeviceProfile.CompatibilityMode.self, from: data) == mode)
        }
    }

    @Test("a profile with an unknown platform is a decoding error that names the text and the valid names")
    func unknownJSON() {
        let json = #"""
            {"hasTapticEngine":true,"supportsCoreHaptics":true,"idiom":"phone","input":"finger",\#
            "isSimulator":false,"os":{"major":18,"minor":2,"patch":0},"platform":"android"}
            """#
        #expect {
            try JSONDecoder().decode(DeviceProfile.self, from: Data(json.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription
                == "'android' is not one of: iOS, iPadOS, macCatalyst, macOS, watchOS, tvOS, visionOS, other"
                && context.codingPath.map(\.stringValue) == ["platform"]
        }
    }
}
