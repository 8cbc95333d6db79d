import HapticKit
import Testing

@Suite("Detecting the device from what the OS reports")
struct DeviceDetectionTests {
    @Test(
        "the model identifier decides the haptic hardware",
        arguments: [
            ("iPhone8,1", false, false),  // iPhone 6s: no Taptic Engine that UIFeedbackGenerator drives
            ("iPhone9,3", true, false),  // iPhone 7: Taptic Engine, no Core Haptics
            ("iPhone10,3", true, true),  // iPhone X
            ("iPhone17,1", true, true),
            ("iPod9,1", false, false),
        ])
    func iPhone(_ model: String, _ taptic: Bool, _ coreHaptics: Bool) {
        let profile = DeviceProfile.detect(
            platform: .iOS, modelIdentifier: model, os: OSVersion(18, 2), isSimulator: false)
        #expect(profile.platform == .iOS && profile.idiom == .phone)
        #expect(profile.hardware == HapticHardware(tapticEngine: taptic, coreHaptics: coreHaptics))
        #expect(profile.input == .unspecified)
    }

    @Test("an iPad is iPadOS with no haptic hardware, so only Pencil Pro and the M4 trackpad can play")
    func iPad() {
        let profile = DeviceProfile.detect(
            platform: .iOS, modelIdentifier: "iPad16,3", os: OSVersion(18, 2), isSimulator: false)
        #expect(profile.platform == .iPadOS && profile.idiom == .pad && profile.hardware == .none)
        #expect(HapticRouter.route(.alignment, on: profile).call == .canvas(.alignment))
    }

    @Test("an unknown or missing iPhone identifier is assumed to be a newer iPhone; the Simulator is marked")
    func unknownAndSimulator() {
        let unknown = DeviceProfile.detect(platform: .iOS, modelIdentifier: nil, os: OSVersion(18), isSimulator: false)
        #expect(unknown.hardware == HapticHardware(tapticEngine: true, coreHaptics: true))
        let simulator = DeviceProfile.detect(
            platform: .iOS, modelIdentifier: "iPhone16,1", os: OSVersion(18), isSimulator: true)
        #expect(HapticRouter.route(.success, on: simulator).silence?.reason == .simulator)
    }

    @Test("other platforms keep their platform and idiom; a non-Apple host plays nothing")
    func otherPlatforms() {
        let cases: [(Platform, Idiom)] = [
            (.macOS, .mac), (.macCatalyst, .pad), (.watchOS, .watch), (.tvOS, .tv), (.visionOS, .vision),
            (.other, .unspecified),
        ]
        for (platform, idiom) in cases {
            let profile = DeviceProfile.detect(
                platform: platform, modelIdentifier: nil, os: OSVersion(18), isSimulator: false)
            #expect(profile.platform == platform && profile.idiom == idiom)
        }
        let host = DeviceProfile.detect(platform: .other, modelIdentifier: nil, os: OSVersion(6), isSimulator: false)
        #expect(HapticRouter.route(.success, on: host).silence?.reason == .unavailableOnPlatform)
        #if !canImport(Darwin)
        #expect(DeviceProfile.current.platform == .other)
        #endif
    }
}
