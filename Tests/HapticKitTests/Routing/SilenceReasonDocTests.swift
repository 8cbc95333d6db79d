import Testing

@testable import HapticKit

/// Each example a `HapticSilence` doc comment names is silent for that reason, so the
/// documentation and the router agree.
@Suite("Silence reasons: the doc comments' examples")
struct SilenceReasonDocTests {
    @Test(
        "each documented example is silent for its documented reason",
        arguments: [
            ("success", "simulator", HapticSilence.simulator),
            ("alignment", "ipad-finger", .noHapticHardware),
            ("success", "tv", .noHapticHardware),
            ("alignment", "mac-mouse", .noHapticHardware),  // "A mouse on the Mac is noHapticHardware"
            ("alignment", "mac-catalyst", .platformPlaysNothing),
            ("alignment", "ipad-pencil-hover", .inputPlaysNothing),
            ("alignment", "ipad-trackpad-hover", .inputPlaysNothing),
            ("alignment", "ipad-bluetooth-trackpad", .inputPlaysNothing),
            ("success", "mac-trackpad", .notUserInitiated),
        ])
    func documentedReason(_ feedback: String, _ device: String, _ reason: HapticSilence) throws {
        let profile = try #require(DeviceProfile.named(device))
        let value = try HapticFeedback.named(feedback)
        #expect(HapticRoute(value, on: profile).silence == reason)
    }
}
