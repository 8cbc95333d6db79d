import Testing

@testable import HapticKit

@Suite("DeviceProfile's platform, idiom and compatibility mode are structs with the enums' names and order")
struct DeviceProfileValueTests {
    @Test("every platform, idiom and mode, in the order of earlier versions, with its name")
    func namesInOrder() {
        #expect(
            DeviceProfile.Platform.allCases.map(\.rawValue) == [
                "iOS", "iPadOS", "macCatalyst", "macOS", "watchOS", "tvOS", "visionOS", "other",
            ])
        #expect(
            DeviceProfile.Idiom.allCases.map(\.rawValue) == [
                "phone", "pad", "mac", "watch", "tv", "vision", "carPlay", "unspecified",
            ])
        #expect(
            DeviceProfile.CompatibilityMode.allCases.map(\.rawValue) == [
                "iOSAppOnMac", "iOSAppOnVision", "iPhoneAppOnPad",
            ])
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
            #expect(DeviceProfile.Platform(rawValue: platform.rawValue) == platform)
        }
        for idiom in DeviceProfile.Idiom.allCases { #expect(DeviceProfile.Idiom(rawValue: idiom.rawValue) == idiom) }
        for mode in DeviceProfile.CompatibilityMode.allCases {
            #expect(DeviceProfile.CompatibilityMode(rawValue: mode.rawValue) == mode)
        }
        #expect(DeviceProfile.Platform(rawValue: "ipados") == nil)
        #expect(DeviceProfile.Idiom(rawValue: "Pad") == nil)
        #expect(DeviceProfile.CompatibilityMode(rawValue: "iOSAppOnTV") == nil)
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
}
