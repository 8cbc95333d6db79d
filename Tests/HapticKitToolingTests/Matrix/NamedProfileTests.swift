import HapticKit
import HapticKitTooling
import Testing

@Suite("Named profiles")
struct NamedProfileTests {
    @Test("every named profile is also a static member, in the matrix's order")
    func staticMembers() {
        let members: [DeviceProfile] = [
            .iPhone, .iPhoneWithoutLocationAPI, .iPhoneWithoutTapticEngine, .iPad, .iPadWithFinger,
            .iPadWithPencil, .iPadWithPencilPro, .iPadWithPencilHover,
            .iPadWithMagicKeyboardTrackpad, .iPadWithMagicKeyboardScroll, .iPadWithTrackpadHover,
            .iPadWithBluetoothTrackpad, .iPadWithGameController, .iPhoneAppOnPad, .macCatalyst, .mac, .macWithMouse,
            .macWithGameController, .watch, .tv, .tvWithGameController, .vision, .visionOS26, .visionWithStylus,
            .simulator,
        ]
        #expect(members == DeviceProfile.allNamed.map(\.profile))
    }

    @Test("named(_:) reads each name to its profile, in any case, and no other")
    func namesRead() {
        for named in DeviceProfile.allNamed {
            #expect(DeviceProfile.named(named.name) == named.profile, "\(named.name)")
            #expect(DeviceProfile.named(named.name.uppercased()) == named.profile, "\(named.name)")
        }
        #expect(Set(DeviceProfile.allNamed.map(\.name)).count == DeviceProfile.allNamed.count)
        #expect(DeviceProfile.named("iphone-16") == nil)
    }
}
