import Testing

@testable import HapticKit

@Suite("Route table: the pipeline's lookups agree with the router")
struct RouteTableTests {
    static let feedbacks: [HapticFeedback] =
        HapticFeedback.allCanonical + HapticPattern.presets.map { .pattern($0.pattern) } + [
            .impact(.light, intensity: 0.3), .impact(flexibility: .solid, intensity: 0.6), .dataRefresh(intensity: 2),
            .pattern(HapticPattern(events: [.transient(intensity: 0.4), .audioCustom("hit.wav", at: 0.1)])),
        ]

    @Test("route(for:) and action(for:) equal the router's answer on every device", arguments: DeviceProfile.allNamed)
    func agree(_ named: DeviceProfile.Named) {
        var iPhone7 = named.profile
        iPhone7.hardware.coreHaptics = false
        for profile in [named.profile, iPhone7] {
            let table = RouteTable(device: profile)
            for feedback in Self.feedbacks {
                let routed = HapticRouter.route(feedback, on: profile)
                #expect(table.route(for: feedback) == routed, "\(feedback.name) on \(named.name)")
                #expect(table.action(for: feedback) == routed.action, "\(feedback.name) on \(named.name)")
            }
        }
    }
}
